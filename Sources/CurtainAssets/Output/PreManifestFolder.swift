import CurtainRender
import Foundation

/// A folder `curtain generate` wrote before it left a `.curtain-manifest` (Curtain 0.1.0, up to
/// the commit that introduced the manifest), recognised file by file so it can be upgraded.
///
/// 0.1.0 wrote, into `--output DIR` or an app's `CurtainLaunch` folder:
/// - `CurtainLaunch.xcassets/Contents.json`, exactly `{"info":{"author":"xcode","version":1}}`;
/// - `CurtainLaunch.xcassets/CurtainBackground-<6 hex>.colorset/Contents.json`, a colour set;
/// - `CurtainLaunch.xcassets/<P>-<6 hex>.imageset/`, with `P` one of `CurtainLogo`,
///   `CurtainBranding`, `CurtainPoster`, `CurtainVideoPoster`: a `Contents.json` listing the
///   set's PNGs, and those PNGs, named `<P>-<hex>[-dark][@2x|@3x].png`;
/// - `CurtainLaunchLayout.json`, the runtime layout naming the colour set and logo set;
/// - `LaunchScreen.storyboard` (storyboard form), holding the generator's fixed root view id;
/// - `LaunchInfoPlistKeys.plist` (folders only), a dictionary of the one launch key.
///
/// A folder is recognised only when every file in it is one of these with the expected
/// contents, and the catalog and the runtime layout are there: a single file Curtain did not
/// write (a `.DS_Store` included) and the folder is not adopted.
public enum PreManifestFolder {
  /// What a folder without a manifest holds, judged against 0.1.0's output.
  public enum Verdict: Hashable, Sendable {
    /// Every file is one 0.1.0 wrote: the paths, to be replaced as if a manifest listed them.
    case recognised([String])
    /// Not 0.1.0's: the files it did not write (or, when every file matches, the missing core
    /// file), sorted.
    case foreign([String])
  }

  static let catalog = "CurtainLaunch.xcassets"
  static let layoutFile = "CurtainLaunchLayout.json"
  static let storyboardFile = "LaunchScreen.storyboard"
  static let plistKeysFile = "LaunchInfoPlistKeys.plist"
  static let imagePrefixes = [
    "CurtainLogo", "CurtainBranding", "CurtainPoster", "CurtainVideoPoster",
  ]

  /// Judges the folder whose files (relative paths, empty folders ending in `/`) are `paths`,
  /// reading a file's bytes through `contents`.
  public static func judge(paths: [String], contents: (String) -> Data?) -> Verdict {
    var foreign: [String] = []
    for path in paths where !isWritten(path, paths: paths, contents: contents) {
      foreign.append(path)
    }
    if !foreign.isEmpty { return .foreign(foreign.sorted()) }
    let required = ["\(catalog)/Contents.json", layoutFile]
    let missing = required.filter { !paths.contains($0) }
    if !missing.isEmpty { return .foreign(missing.map { "(no \($0))" }) }
    return .recognised(paths.sorted())
  }

  private static func isWritten(_ path: String, paths: [String], contents: (String) -> Data?)
    -> Bool
  {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    switch parts.count {
    case 1:
      guard let data = contents(path) else { return false }
      switch path {
      case layoutFile: return isLayout(data)
      case storyboardFile: return isStoryboard(data)
      case plistKeysFile: return isPlistKeys(data)
      default: return false
      }
    case 2:
      guard parts[0] == catalog, parts[1] == "Contents.json", let data = contents(path) else {
        return false
      }
      guard let object = json(data) as? [String: Any], object.count == 1,
        let info = object["info"] as? [String: Any], info.count == 2
      else { return false }
      return info["author"] as? String == "xcode" && info["version"] as? Int == 1
    case 3:
      guard parts[0] == catalog, let data = contents(path) else { return false }
      return isSetFile(folder: parts[1], name: parts[2], data: data, contents: contents)
    default:
      return false
    }
  }

  /// `name` without its suffix when it is `<prefix>-<6 lowercase hex><suffix>`.
  static func hashedName(_ name: String, prefixes: [String], suffix: String) -> String? {
    guard name.hasSuffix(suffix) else { return nil }
    let stem = String(name.dropLast(suffix.count))
    for prefix in prefixes where stem.hasPrefix(prefix + "-") {
      let hash = stem.dropFirst(prefix.count + 1)
      if hash.count == 6, hash.allSatisfy({ "0123456789abcdef".contains($0) }) { return stem }
    }
    return nil
  }

  private static func isSetFile(
    folder: String, name: String, data: Data, contents: (String) -> Data?
  ) -> Bool {
    if hashedName(folder, prefixes: ["CurtainBackground"], suffix: ".colorset") != nil {
      guard name == "Contents.json", let object = json(data) as? [String: Any],
        let colors = object["colors"] as? [[String: Any]], !colors.isEmpty
      else { return false }
      return colors.allSatisfy { $0["color"] is [String: Any] && $0["idiom"] as? String != nil }
    }
    guard let set = hashedName(folder, prefixes: imagePrefixes, suffix: ".imageset") else {
      return false
    }
    let listing = contents("\(catalog)/\(folder)/Contents.json").flatMap(json) as? [String: Any]
    let images = listing?["images"] as? [[String: Any]] ?? []
    let listed = Set(images.compactMap { $0["filename"] as? String })
    if name == "Contents.json" {
      return !listed.isEmpty && listed.allSatisfy { imageFileName($0, set: set) }
    }
    return listed.contains(name) && imageFileName(name, set: set)
      && PNGSignature.starts(data)
  }

  /// Whether `name` is one of the set's PNG names: `<set>[-dark][@2x|@3x].png`.
  private static func imageFileName(_ name: String, set: String) -> Bool {
    let variants = ["", "-dark"].flatMap { dark in
      ["", "@2x", "@3x"].map { "\(set)\(dark)\($0).png" }
    }
    return variants.contains(name)
  }

  private static func isLayout(_ data: Data) -> Bool {
    guard let object = json(data) as? [String: Any],
      let background = object["background"] as? [String: Any],
      let logo = object["logo"] as? [String: Any],
      let color = background["colorName"] as? String,
      let image = logo["imageName"] as? String
    else { return false }
    return hashedName(color, prefixes: ["CurtainBackground"], suffix: "") != nil
      && hashedName(image, prefixes: imagePrefixes, suffix: "") != nil
  }

  private static func isStoryboard(_ data: Data) -> Bool {
    let text = String(decoding: data, as: UTF8.self)
    return text.contains("type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"")
      && text.contains("id=\"\(StoryboardID.make(role: "root"))\"")
  }

  private static func isPlistKeys(_ data: Data) -> Bool {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return false }
    return plist.count == 1
      && (plist["UILaunchStoryboardName"] is String || plist["UILaunchScreen"] is [String: Any])
  }

  private static func json(_ data: Data) -> Any? {
    try? JSONSerialization.jsonObject(with: data)
  }
}
