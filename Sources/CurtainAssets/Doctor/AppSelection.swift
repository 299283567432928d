import Foundation

/// Which of a folder's app targets the doctor judges: iOS apps that are the folder's product,
/// not the example or demo apps of a dependency vendored into it.
///
/// The rule is a path convention: an app whose project file lies under a dependency folder
/// (`ThirdParty`, `third_party`, `Vendor`, `External`, `Submodules`, `Dependencies`, ...) or
/// under an `Example`/`Demo`/`Sample` folder is a vendored or example app, and it is left out
/// when the folder holds another iOS app that is neither. Pointed at a library's own folder
/// (its example app the only app), the doctor judges the example.
enum AppSelection {
  static let dependencyFolders: Set<String> = [
    "thirdparty", "third-party", "third_party", "vendor", "vendored", "vendors", "external",
    "externals", "submodules", "dependencies", "deps", "libs", "checkouts",
  ]

  static let exampleFolders: Set<String> = [
    "example", "examples", "demo", "demos", "sample", "samples", "playground",
  ]

  /// The targets to judge.
  static func judged(_ targets: [AppTarget]) -> [AppTarget] {
    let iOS = targets.filter(\.isIOS)
    let products = iOS.filter { !isVendoredOrExample($0) }
    return products.isEmpty ? iOS : products
  }

  /// Whether the target's project file lies under a dependency or example folder.
  static func isVendoredOrExample(_ target: AppTarget) -> Bool {
    let folders = target.projectFile.split(separator: "/").dropLast().map { $0.lowercased() }
    return folders.contains { folder in
      dependencyFolders.contains(folder) || exampleFolders.contains(folder)
        || ["example", "demo", "sample"].contains { folder.hasPrefix($0) || folder.hasSuffix($0) }
    }
  }
}
