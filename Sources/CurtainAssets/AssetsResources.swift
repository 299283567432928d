import Foundation

/// Where CurtainAssets' resources (the built-in example) are found at run time.
enum AssetsResources {
  /// The resource bundle's folder of resources: the bundle beside the real executable, else
  /// SwiftPM's `Bundle.module`.
  ///
  /// Mint and `make install` put `curtain` on the `PATH` as a symbolic link to the executable
  /// beside its bundle; `Bundle.module` looks beside the link on macOS (and would stop the
  /// program there), so the link is resolved first.
  static let resourceURL: URL = {
    let found =
      Bundle.main.executableURL.flatMap { bundle(besideRealExecutable: $0) } ?? Bundle.module
    return found.resourceURL ?? found.bundleURL
  }()

  /// The `*_CurtainAssets` bundle in the folder of `executable` once symbolic links are
  /// resolved, if there is one.
  static func bundle(besideRealExecutable executable: URL) -> Bundle? {
    let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let name = names.sorted().first {
      $0.hasSuffix("_CurtainAssets.bundle") || $0.hasSuffix("_CurtainAssets.resources")
    }
    return name.flatMap { Bundle(url: folder.appendingPathComponent($0)) }
  }
}
