import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Names for the temporary files and folders Curtain writes beside its outputs, so that a later
/// run finds and removes what a killed run left.
///
/// A temporary item for `out.apng` is `.out.apng.curtain-<pid>-<random>.tmp` (a folder:
/// `.partial` instead of `.tmp`): it names its output, says it is Curtain's, and names the
/// process that writes it. Before making a new one, ``temporaryURL(beside:kind:)`` removes the
/// items for the same output whose process no longer runs (kill -9, a power cut); an item of a
/// live process (a second run writing the same output) is left alone.
public enum TemporaryFiles {
  /// A temporary file (`.tmp`) or folder (`.partial`).
  public enum Kind: String, Sendable {
    /// A file renamed over the output when complete.
    case file = "tmp"
    /// A folder renamed over the output when complete.
    case folder = "partial"
  }

  /// A fresh temporary path beside `url` (same folder, so the final rename is atomic), after
  /// removing the leftovers of dead runs for the same output.
  public static func temporaryURL(beside url: URL, kind: Kind = .file) -> URL {
    removeLeftovers(beside: url)
    let random = UUID().uuidString.prefix(8)
    return url.deletingLastPathComponent().appendingPathComponent(
      "\(prefix(for: url))\(getpid())-\(random).\(kind.rawValue)", isDirectory: kind == .folder)
  }

  /// Removes the temporary items for `url`'s output whose writing process is gone; returns them.
  @discardableResult
  public static func removeLeftovers(beside url: URL) -> [URL] {
    let folder = url.deletingLastPathComponent()
    let prefix = prefix(for: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var removed: [URL] = []
    for name in names where name.hasPrefix(prefix) {
      guard let process = owner(of: name.dropFirst(prefix.count)), !isRunning(process) else {
        continue
      }
      let leftover = folder.appendingPathComponent(name)
      if (try? FileManager.default.removeItem(at: leftover)) != nil { removed.append(leftover) }
    }
    return removed
  }

  /// `.<name>.curtain-`: what every temporary item for `url` starts with.
  private static func prefix(for url: URL) -> String {
    ".\(url.lastPathComponent).curtain-"
  }

  /// The process id in `<pid>-<random>.tmp` or `.partial`, or nil for a name of another shape.
  private static func owner(of rest: Substring) -> pid_t? {
    guard rest.hasSuffix(".tmp") || rest.hasSuffix(".partial"),
      let dash = rest.firstIndex(of: "-")
    else { return nil }
    let digits = rest[..<dash]
    guard (1...10).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let process = Int32(digits), process > 0
    else { return nil }
    return process
  }

  /// Whether a process with id `process` exists (one we may not signal counts as running).
  private static func isRunning(_ process: pid_t) -> Bool {
    kill(process, 0) == 0 || errno != ESRCH
  }
}
