import Foundation

/// The launch-screen declarations already written in an XcodeGen spec or a Tuist manifest, by
/// line, and whether its targets build for more than iOS: what `generate --project` tells the
/// user to change so the generated launch screen is the one the app declares.
struct SpecLaunchDeclarations {
  struct Declaration {
    /// `INFOPLIST_KEY_UILaunchStoryboardName`, `INFOPLIST_KEY_UILaunchScreen_Generation`,
    /// `UILaunchStoryboardName`, `UILaunchScreen`, ...
    var key: String
    /// The `[sdk=...]` condition written on a setting, if any.
    var condition: String?
    var line: Int
  }

  var declarations: [Declaration] = []
  /// Whether a target lists platforms beyond iOS (`supportedDestinations: [iOS, macOS]`,
  /// `platform: [iOS, tvOS]`, Tuist `destinations: [.iPhone, .mac]`, `.macCatalyst`).
  var isMultiplatform = false

  static let keys = [
    "INFOPLIST_KEY_UILaunchStoryboardName", "INFOPLIST_KEY_UILaunchScreen_Generation",
    "UILaunchStoryboardName", "UILaunchScreens", "UILaunchScreen",
  ]

  init(text: String) {
    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#") || line.hasPrefix("//") { continue }
      if line.hasPrefix("supportedDestinations:") || line.hasPrefix("platform: [")
        || line.hasPrefix("destinations:")
      {
        let platforms = [
          "macOS", "tvOS", "watchOS", "visionOS", ".mac", ".appleTv", ".appleVision",
        ]
        if platforms.contains(where: { line.contains($0) }) { isMultiplatform = true }
      }
      for key in Self.keys {
        guard let range = line.range(of: key) else { continue }
        let rest = line[range.upperBound...]
        // A longer key (UILaunchScreens, _Generation) is its own entry.
        if let next = rest.first, next.isLetter || next == "_" { continue }
        let before = line[..<range.lowerBound]
        if key.hasPrefix("UILaunch"), before.hasSuffix("INFOPLIST_KEY_") { continue }
        var condition: String?
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
          condition = String(rest[...close])
        }
        declarations.append(Declaration(key: key, condition: condition, line: index + 1))
        break
      }
    }
  }

  /// Whether a storyboard is already declared (then changing that line is enough).
  var declaresStoryboard: Bool {
    declarations.contains { $0.key.hasSuffix("UILaunchStoryboardName") }
  }

  /// The condition the existing declarations are written under, kept for the new one.
  var condition: String? { declarations.lazy.compactMap(\.condition).first }

  /// One line per existing declaration: what to change it to, or to remove it.
  func changes(for entries: LaunchInfoPlistEntries, file: String) -> [String] {
    guard !declarations.isEmpty else { return [] }
    var lines = ["  and change the launch declarations already there (iOS uses only one):"]
    for declaration in declarations {
      let written = declaration.key + (declaration.condition ?? "")
      let at = "    \(file):\(declaration.line): "
      switch (entries.form, declaration.key) {
      case (.storyboard, "INFOPLIST_KEY_UILaunchStoryboardName"):
        lines.append(at + "set \(written) to \(entries.storyboardName)")
      case (.storyboard, "UILaunchStoryboardName"):
        lines.append(at + "set UILaunchStoryboardName to \(entries.storyboardName)")
      case (.infoPlist, "UILaunchScreen"):
        lines.append(
          at + "set UILaunchScreen to UIColorName \(entries.colorName), UIImageName "
            + "\(entries.imageName), UIImageRespectsSafeAreaInsets false")
      case (.infoPlist, "INFOPLIST_KEY_UILaunchScreen_Generation"):
        lines.append(
          at + "remove \(written): the UILaunchScreen dictionary `curtain generate` merged into "
            + "the Info.plist declares the launch screen")
      default:
        lines.append(at + "remove \(written)")
      }
    }
    if entries.form == .infoPlist, !declarations.contains(where: { $0.key == "UILaunchScreen" }) {
      lines.append(
        "    declare UILaunchScreen (UIColorName \(entries.colorName), UIImageName "
          + "\(entries.imageName)) where the target's Info.plist keys are written")
    }
    return lines
  }
}
