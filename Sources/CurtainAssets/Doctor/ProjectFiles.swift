import CurtainCore
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

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

  /// The URL of a path relative to the root, or of an absolute path (a build setting may name
  /// a file outside the folder).
  func url(_ relative: String) -> URL {
    if relative.hasPrefix("/") { return URL(fileURLWithPath: relative) }
    return relative.isEmpty ? root : root.appendingPathComponent(relative)
  }

  /// `path` relative to the root when it is an absolute path inside the checked folder (links
  /// resolved), so it names the same file as the folder walk does; any other path unchanged.
  func relativeToRoot(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
    let realRoot = root.resolvingSymlinksInPath().standardizedFileURL
    guard OutputRule.isAncestor(realRoot, of: real) else { return path }
    return real.pathComponents.dropFirst(realRoot.pathComponents.count).joined(separator: "/")
  }

  /// The largest file the doctor reads: project files, plists and storyboards are far smaller,
  /// and a link to a disk image or `/proc/kcore` is not read whole.
  static let readLimit = 64 << 20

  /// The bytes of a file, nil when it cannot be read (see ``read(_:)``).
  func contents(_ relative: String) -> Data? {
    try? read(relative)
  }

  /// The bytes of a regular file of at most ``readLimit`` bytes. A FIFO, a device or a folder
  /// is never opened (reading a FIFO would block).
  ///
  /// - Throws: the real cause, with the fix to suggest.
  func read(_ relative: String) throws(FileReadProblem) -> Data {
    let url = url(relative)
    let kind = FileKind(of: url)
    if kind != .regular, let problem = kind.problem {
      throw FileReadProblem(reason: problem, fix: "put the file itself at this path")
    }
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else {
      throw FileReadProblem(
        reason: String(cString: strerror(errno)).lowercased(),
        fix: "check the file's permissions")
    }
    defer { close(descriptor) }
    // read(2) directly: its errno is the cause to name (Foundation's error says "error 256").
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= Self.readLimit {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress, $0.count)
      }
      if count == 0 { break }
      guard count > 0 else {
        throw FileReadProblem(
          reason: "reading it failed (\(String(cString: strerror(errno)).lowercased()))",
          fix: "check that the path names a file that can be read")
      }
      data.append(contentsOf: buffer[0..<count])
    }
    guard data.count <= Self.readLimit else {
      throw FileReadProblem(
        reason: "it is larger than \(Self.readLimit >> 20) MB, more than any project file",
        fix: "check that the path names the right file")
    }
    return data
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

/// Why the doctor could not read a file, and what to do about it.
struct FileReadProblem: Error {
  /// The cause ("it is a FIFO (named pipe), not a regular file", "permission denied").
  var reason: String
  /// The fix to suggest.
  var fix: String
}

/// read(2) (beside a method named `read`).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
  #else
    Glibc.read(descriptor, buffer, count)
  #endif
}
