import CurtainAssets
import Foundation

/// A scratch folder for output-safety tests, and a snapshot of every item under it (kind and
/// bytes) to compare before and after a command.
struct OutputSandbox {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-output-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Writes `text` at `path`, creating its folders.
  func file(_ path: String, _ text: String) throws {
    let url = url(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func folder(_ path: String) throws {
    try FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
  }

  func fifo(_ path: String) throws {
    guard mkfifo(url(path).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Copies the built-in example config and its images into `path`; returns the config.
  func example(in path: String) throws -> URL {
    let folder = url(path)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = BuiltInExample.directory
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder.appendingPathComponent("curtain.yml")
  }

  /// Every item under the root: "f:<bytes>", "d", "l:<destination>" or "p" (a pipe).
  func tree() throws -> [String: String] {
    var items: [String: String] = [:]
    func walk(_ folder: URL, _ prefix: String) throws {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let url = folder.appendingPathComponent(name)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          items[prefix + name] = "d"
          try walk(url, prefix + name + "/")
        case S_IFLNK:
          items[prefix + name] =
            "l:" + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "")
        case S_IFIFO: items[prefix + name] = "p"
        default: items[prefix + name] = "f:" + (try Data(contentsOf: url)).base64EncodedString()
        }
      }
    }
    try walk(root, "")
    return items
  }
}
