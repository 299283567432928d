import CurtainCore
import Foundation

/// Finds and reads the launch screen a path names: a storyboard, a xib, an Info.plist, or an
/// app folder. In a folder, the launch screen its app's build ships (`BuiltLaunchScreen`, the
/// doctor's rule: an `INFOPLIST_KEY_*` build setting over the Info.plist file, in the
/// `Release` configuration, else the first), else, when no app there declares one, the first
/// storyboard or xib marked `launchScreen="YES"`.
public enum LaunchScreenLocator {
  /// The launch screen at `path`.
  ///
  /// - Throws: `LaunchScreenReadError` naming the file when nothing readable is found.
  public static func screen(at path: String, pad: Bool = false) throws(LaunchScreenReadError)
    -> LaunchScreen
  {
    try located(at: path, pad: pad).screen
  }

  /// The launch screen at `path` and, when `path` is a folder, what was drawn and why, paths
  /// relative to the folder: `App/LaunchScreen.storyboard (UILaunchStoryboardName =
  /// LaunchScreen, App/Info.plist, target App, Release)`, or the fallback's
  /// `Alt/Launch.storyboard (no app target declares one: the first storyboard or xib marked
  /// launchScreen="YES")`. Nil for a file: the user named it.
  ///
  /// - Throws: `LaunchScreenReadError` naming the file when nothing readable is found.
  public static func located(at path: String, pad: Bool = false) throws(LaunchScreenReadError)
    -> (screen: LaunchScreen, origin: String?)
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw LaunchScreenReadError(path: path, reason: "no such file or folder")
    }
    if !isDirectory.boolValue { return (try read(file: path, pad: pad), nil) }
    if let built = try BuiltLaunchScreen.find(in: URL(fileURLWithPath: path), pad: pad) {
      switch built.source {
      case .document(let file): return (try read(file: file, pad: pad), built.origin)
      case .screen(let plist, let declaredIn):
        let screen = try LaunchScreenReader.readInfoPlist(path: declaredIn, data: plist, pad: pad)
        return (screen, built.origin)
      }
    }
    let files = appFiles(in: path)
    for file in files where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
      guard let data = FileManager.default.contents(atPath: file),
        String(decoding: data.prefix(2048), as: UTF8.self).contains("launchScreen=\"YES\"")
      else { continue }
      let relative = String(file.dropFirst(path.count)).drop { $0 == "/" }
      return (
        try read(file: file, pad: pad),
        "\(relative) (no app target declares one: the first storyboard or xib marked "
          + "launchScreen=\"YES\")"
      )
    }
    throw LaunchScreenReadError(
      path: path, reason: "no launch storyboard, xib or UILaunchScreen found in this folder")
  }

  private static func read(file: String, pad: Bool) throws(LaunchScreenReadError) -> LaunchScreen {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw LaunchScreenReadError(path: file, reason: "cannot read this file")
    }
    if file.hasSuffix(".plist") {
      return try LaunchScreenReader.readInfoPlist(path: file, data: data, pad: pad)
    }
    return try LaunchScreenReader.read(path: file, data: data)
  }

  /// The folder's files, sorted, leaving out dependency and build folders.
  private static func appFiles(in folder: String) -> [String] {
    let skipped: Set<String> = [
      "Pods", "Carthage", "node_modules", "build", "DerivedData", ".build", ".git",
    ]
    var result: [String] = []
    var pending = [folder]
    while let current = pending.popLast() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
        continue
      }
      for name in names.sorted() where !skipped.contains(name) {
        let full = (current as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
          if !name.hasSuffix(".xcassets") { pending.append(full) }
        } else {
          result.append(full)
        }
      }
    }
    return result.sorted()
  }
}
