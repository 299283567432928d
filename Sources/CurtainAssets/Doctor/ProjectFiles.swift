import CurtainCore
import Foundation

/// The files of a checked folder the doctor reads, by kind, as paths relative to the root.
///
/// Symbolic links to files and folders are followed (a folder reached twice through links is
/// read once, so link loops end) as long as they stay inside the root: a link to a folder
/// outside it (`/`, `/proc`, a home folder) is not walked. A link that leads nowhere is
/// recorded as broken.
struct ProjectFiles {
  var root: URL
  var fileManager: FileManager
  var plists: [String] = []
  var interfaceFiles: [String] = []
  var catalogs: [String] = []
  var sources: [String] = []
  var pbxprojs: [String] = []
  var xcodeGenSpecs: [String] = []
  var tuistManifests: [String] = []
  /// Every file and folder seen (asset catalogs' insides aside), for existence questions.
  var allPaths: Set<String> = []
  /// Links whose destination does not exist.
  var brokenLinks: [String] = []

  /// Folders never read: dependencies, build output, version control.
  static let skippedFolders: Set<String> = [
    ".git", ".build", "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules",
    ".swiftpm", "SourcePackages", ".tuist-derived", "xcuserdata",
  ]

  /// Folders that hold tests or test fixtures: never an app's code.
  static func isTestFolder(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "tests" || lowered == "test" || lowered == "fixtures"
      || lowered.hasSuffix("tests") || lowered.hasSuffix("fixtures") || lowered == "uitests"
  }

  /// Whether a relative path lies inside a test or fixture folder.
  static func isTestPath(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { isTestFolder(String($0)) }
  }

  init(root: URL, fileManager: FileManager) {
    self.root = root
    self.fileManager = fileManager
    let realRoot = root.resolvingSymlinksInPath().standardizedFileURL
    var visited: Set<String> = [realRoot.path]
    var pending: [String] = [""]
    while let folder = pending.popLast() {
      let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
      let children = ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      for name in children {
        let relative = folder.isEmpty ? name : folder + "/" + name
        let child = url.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: child.path, isDirectory: &isDirectory) else {
          if (try? fileManager.destinationOfSymbolicLink(atPath: child.path)) != nil {
            brokenLinks.append(relative)
          }
          continue
        }
        allPaths.insert(relative)
        if isDirectory.boolValue {
          let realURL = child.resolvingSymlinksInPath().standardizedFileURL
          let real = realURL.path
          guard !visited.contains(real), OutputRule.isAncestor(realRoot, of: realURL) else {
            continue
          }
          visited.insert(real)
          if name.hasSuffix(".xcassets") {
            catalogs.append(relative)
          } else if name.hasSuffix(".xcodeproj") {
            if fileManager.fileExists(atPath: child.appendingPathComponent("project.pbxproj").path)
            {
              pbxprojs.append(relative + "/project.pbxproj")
            }
          } else if !Self.skippedFolders.contains(name), !name.hasSuffix(".xcworkspace") {
            pending.append(relative)
          }
          continue
        }
        switch (name as NSString).pathExtension {
        case "plist": plists.append(relative)
        case "storyboard", "xib": interfaceFiles.append(relative)
        case "swift", "m", "mm":
          if name == "Project.swift" { tuistManifests.append(relative) }
          sources.append(relative)
        case "yml" where name.hasPrefix("project"), "yaml" where name.hasPrefix("project"):
          xcodeGenSpecs.append(relative)
        default: break
        }
      }
    }
    plists.sort()
    interfaceFiles.sort()
    catalogs.sort()
    sources.sort()
    pbxprojs.sort()
    xcodeGenSpecs.sort()
    tuistManifests.sort()
  }

  func url(_ relative: String) -> URL {
    relative.isEmpty ? root : root.appendingPathComponent(relative)
  }

  /// The bytes of a file, nil when it cannot be read.
  func contents(_ relative: String) -> Data? {
    fileManager.contents(atPath: url(relative).path)
  }

  /// Whether a path exists under the root (files or folders, links followed).
  func exists(_ relative: String) -> Bool {
    allPaths.contains(relative) || fileManager.fileExists(atPath: url(relative).path)
  }

  /// `folder/path`, normalised (`.`, `..` and doubled slashes resolved), relative to the root.
  static func join(_ folder: String, _ path: String) -> String {
    normalize(path.hasPrefix("/") ? path : (folder.isEmpty ? path : folder + "/" + path))
  }

  /// A relative path without `.`, `..` or empty components; `..` above the root is kept.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
