import CurtainCore
import Foundation

extension LaunchScreenReader {
  /// Reads the `UILaunchScreen` dictionary of an Info.plist (iOS 14+), for an iPhone or an
  /// iPad: `UILaunchScreen~ipad` / `~iphone` win over `UILaunchScreen`, and `UILaunchScreens`
  /// gives its `UIDefaultLaunchScreen` definition. The screen is a view of `UIColorName` (else
  /// `systemBackgroundColor`) with the `UIImageName` image at its natural size in the centre
  /// (of the safe area with `UIImageRespectsSafeAreaInsets`). Navigation, tab and tool bars
  /// are not part of the model.
  ///
  /// - Parameters:
  ///   - path: The Info.plist's path, named in errors and kept as the screen's source.
  ///   - data: The Info.plist's bytes.
  ///   - pad: Whether the screen is an iPad's (`~ipad` keys win) rather than an iPhone's.
  ///   - imageSizes: the point sizes of the app's images by name (from its asset catalogs).
  /// - Returns: The launch screen the dictionary describes.
  /// - Throws: `LaunchScreenReadError` when the file is not a property list or declares no
  ///   `UILaunchScreen`.
  public static func readInfoPlist(
    path: String, data: Data, pad: Bool = false, imageSizes: [String: Size] = [:]
  ) throws(LaunchScreenReadError) -> LaunchScreen {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else {
      throw LaunchScreenReadError(path: path, reason: "not a property list dictionary")
    }
    let idiomKey = pad ? "UILaunchScreen~ipad" : "UILaunchScreen~iphone"
    var dictionary = (plist[idiomKey] ?? plist["UILaunchScreen"]) as? [String: Any]
    if dictionary == nil,
      let screens =
        (plist[pad ? "UILaunchScreens~ipad" : "UILaunchScreens~iphone"]
        ?? plist["UILaunchScreens"]) as? [String: Any],
      let definitions = screens["UILaunchScreenDefinitions"] as? [[String: Any]]
    {
      let wanted = screens["UIDefaultLaunchScreen"] as? String
      dictionary =
        definitions.first { $0["UILaunchScreenIdentifier"] as? String == wanted }
        ?? definitions.first
    }
    guard let dictionary else {
      throw LaunchScreenReadError(
        path: path, reason: "no UILaunchScreen (or UILaunchScreens) dictionary")
    }
    let rootID = "UILaunchScreen"
    var root = LaunchView(
      id: rootID,
      attributes: LaunchViewAttributes(
        backgroundColor: (dictionary["UIColorName"] as? String).map(LaunchColor.named)
          ?? .system("systemBackgroundColor")))
    let safeAreaID = "UILaunchScreen.safeArea"
    root.layoutGuides = [LaunchLayoutGuide(id: safeAreaID, kind: .safeArea)]
    if let image = dictionary["UIImageName"] as? String {
      let imageID = "UIImageName"
      let within =
        (dictionary["UIImageRespectsSafeAreaInsets"] as? Bool) == true ? safeAreaID : rootID
      root.subviews = [
        LaunchView(
          id: imageID, content: .image(LaunchImage(name: image)),
          attributes: LaunchViewAttributes(
            contentMode: .center, translatesAutoresizingMask: false))
      ]
      root.constraints = [LayoutAttribute.centerX, .centerY].map {
        LaunchConstraint(
          id: "UIImageName.\($0.rawValue)", firstItem: imageID, firstAttribute: $0,
          secondItem: within, secondAttribute: $0)
      }
    }
    return LaunchScreen(source: .infoPlist, root: root, imageSizes: imageSizes)
  }
}
