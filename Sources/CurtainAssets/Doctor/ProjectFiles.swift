import Foundation

/// The files of an Xcode project folder the doctor reads, by kind, as paths relative to the root.
struct ProjectFiles {
  var root: URL
  var plists: [String] = []
  var interfaceFiles: [String] = []
  var catalogs: [String] = []
  var sources: [String] = []
  var pbxprojs: [String] = []

  /// Folders never read: dependencies, build output, version control.
  static let skippedFolders: Set<String> = [
    ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
  ]

  init(root: URL, fileManager: FileManager) {
    self.root = root
    let rootPath = root.standardizedFileURL.path
    var pending = [root]
    while let folder = pending.popLast() {
      let children =
        (try? fileManager.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
      for child in children.sorted(by: { $0.path < $1.path }) {
        let name = child.lastPathComponent
        let relative = String(child.standardizedFileURL.path.dropFirst(rootPath.count + 1))
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: child.path, isDirectory: &isDirectory) else {
          continue
        }
        if isDirectory.boolValue {
          if name.hasSuffix(".xcassets") {
            catalogs.append(relative)
          } else if name.hasSuffix(".xcodeproj") {
            let pbxproj = child.appendingPathComponent("project.pbxproj")
            if fileManager.fileExists(atPath: pbxproj.path) {
              pbxprojs.append(relative + "/project.pbxproj")
            }
          } else if !Self.skippedFolders.contains(name) {
            pending.append(child)
          }
          continue
        }
        switch child.pathExtension {
        case "plist" where name.hasSuffix("Info.plist"): plists.append(relative)
        case "storyboard", "xib": interfaceFiles.append(relative)
        case "swift", "m", "mm": sources.append(relative)
        default: break
        }
      }
    }
    plists.sort()
    interfaceFiles.sort()
    catalogs.sort()
    sources.sort()
    pbxprojs.sort()
  }

  func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
