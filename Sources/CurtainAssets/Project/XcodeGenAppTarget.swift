import Foundation

/// The XcodeGen target `generate` names in the lines it asks the user to add: the one iOS app
/// target of the spec whose sources already hold the app folder's `CurtainLaunch` folder.
enum XcodeGenAppTarget {
  /// The name of the one iOS app target in `spec` whose sources cover `appFolder`; nil when the
  /// spec cannot be read, or none or several do (the caller then falls back to the folder's name).
  static func name(spec: URL, appFolder: URL) -> String? {
    let root = spec.deletingLastPathComponent().standardizedFileURL
    let parts = appFolder.standardizedFileURL.pathComponents
    let rootParts = root.pathComponents
    guard parts.starts(with: rootParts) else { return nil }
    let folder = parts.dropFirst(rootParts.count) + [LaunchAssetDestination.projectFolderName]
    let files = ProjectFiles(root: root, fileManager: .default)
    guard
      let targets = try? XcodeGenSpecReader(path: spec.lastPathComponent, files: files)
        .appTargets()
    else { return nil }
    let covering = targets.filter {
      $0.isIOS && $0.members.contains(folder.joined(separator: "/"))
    }
    return covering.count == 1 ? covering[0].name : nil
  }
}
