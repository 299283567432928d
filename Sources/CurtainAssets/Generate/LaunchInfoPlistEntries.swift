import CurtainCore
import Foundation

/// The Info.plist keys that declare the generated launch screen to iOS.
///
/// - `storyboard` form: `UILaunchStoryboardName` = `CurtainLaunchScreen`.
/// - `infoPlist` form (iOS 14+): the `UILaunchScreen` dictionary with `UIColorName` (the colour
///   set), `UIImageName` (the logo set, drawn centred at its natural size) and
///   `UIImageRespectsSafeAreaInsets` = false (centred on the screen, as the storyboard does).
///
/// Each form removes every other launch key when merged (the other form's, the `~ipad` /
/// `~iphone` variants and `UILaunchScreens`): a plist with both is ambiguous (the doctor reports
/// it), and a device variant would keep the old launch screen on that device.
public struct LaunchInfoPlistEntries: Hashable, Sendable {
  /// Which declaration to write.
  public var form: LaunchScreenForm
  /// The storyboard name for the `storyboard` form.
  public var storyboardName: String
  /// The colour set's name for the `infoPlist` form.
  public var colorName: String
  /// The logo image set's name for the `infoPlist` form.
  public var imageName: String

  /// Creates the entries.
  public init(form: LaunchScreenForm, storyboardName: String, colorName: String, imageName: String)
  {
    self.form = form
    self.storyboardName = storyboardName
    self.colorName = colorName
    self.imageName = imageName
  }

  /// The key this form writes.
  public var key: String { form == .storyboard ? "UILaunchStoryboardName" : "UILaunchScreen" }

  /// The keys as `<key>`/value lines, tab-indented as Xcode writes plists, to paste into a
  /// plist's top-level `<dict>`.
  public var snippet: String { entryXML(indent: "\t") }

  /// A complete XML property list holding only these keys.
  public var plistDocument: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(snippet)</dict>
    </plist>

    """
  }

  /// Whether `key` declares a launch screen: `UILaunchStoryboardName`, `UILaunchScreen`, their
  /// `~ipad` / `~iphone` variants (which override them on those devices) and `UILaunchScreens`.
  public static func isLaunchKey(_ key: String) -> Bool {
    key.hasPrefix("UILaunchStoryboardName") || key.hasPrefix("UILaunchScreen")
  }

  /// Sets this form's key in `dictionary` and removes every other launch key (see
  /// ``isLaunchKey(_:)``): any of them left would show another launch screen on some device.
  ///
  /// - Returns: the keys removed, sorted.
  @discardableResult
  public func apply(to dictionary: inout [String: Any]) -> [String] {
    let removed = dictionary.keys.filter { $0 != key && Self.isLaunchKey($0) }.sorted()
    for other in removed { dictionary.removeValue(forKey: other) }
    switch form {
    case .storyboard:
      dictionary[key] = storyboardName
    case .infoPlist:
      dictionary[key] =
        [
          "UIColorName": colorName, "UIImageName": imageName,
          "UIImageRespectsSafeAreaInsets": false,
        ] as [String: Any]
    }
    return removed
  }

  /// The value element as XML, its inner lines indented one tab deeper than `indent`.
  func valueXML(indent: String) -> String {
    switch form {
    case .storyboard:
      return "<string>\(escaped(storyboardName))</string>"
    case .infoPlist:
      let inner = indent + "\t"
      return "<dict>\n"
        + "\(inner)<key>UIColorName</key>\n\(inner)<string>\(escaped(colorName))</string>\n"
        + "\(inner)<key>UIImageName</key>\n\(inner)<string>\(escaped(imageName))</string>\n"
        + "\(inner)<key>UIImageRespectsSafeAreaInsets</key>\n\(inner)<false/>\n"
        + "\(indent)</dict>"
    }
  }

  /// The key and its value as lines indented by `indent`.
  func entryXML(indent: String) -> String {
    "\(indent)<key>\(key)</key>\n\(indent)\(valueXML(indent: indent))\n"
  }

  private func escaped(_ text: String) -> String { LaunchStoryboard.xmlEscaped(text) }
}
