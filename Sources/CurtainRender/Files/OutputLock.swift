import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// An advisory lock (`flock`) on the folder an output is written in, held while a command
/// tidies, stages and moves its output into place, so two Curtain runs writing into one folder
/// take turns: the second waits for the first, and never mistakes the first's staged files for
/// a killed run's leftovers.
///
/// The lock is taken on the folder itself (opened read-only), so nothing is left behind; the
/// system drops it when the process ends, kill -9 included. A thread that already holds a folder
/// does not lock it again (nested holders share the lock); another thread of the same process
/// waits like another process (each lock opens the folder anew, and `flock` locks belong to the
/// open file).
public final class OutputLock {
  private let descriptor: Int32?
  /// The holding thread and the folder's path, `<thread>|<path>`.
  private let folder: String

  /// Locks the nearest existing folder holding `url` (the output's folder; a missing folder's
  /// nearest existing parent), waiting for another process that holds it.
  ///
  /// - Parameters:
  ///   - url: The output (a file or a folder) the lock's holder writes.
  ///   - waiting: Called once, before blocking, when another process holds the lock.
  public init(beside url: URL, waiting: () -> Void = {}) {
    var folder = url.standardizedFileURL.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.path), folder.pathComponents.count > 1 {
      folder = folder.deletingLastPathComponent()
    }
    let path =
      "\(pthread_self())|" + URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
    self.folder = path
    guard Self.registry.enter(path) else {
      descriptor = nil
      return
    }
    let opened = open(String(path.drop { $0 != "|" }.dropFirst()), O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else {
      // An unreadable folder cannot be locked; the run goes on unserialised.
      Self.registry.leave(path)
      descriptor = nil
      return
    }
    if flock(opened, LOCK_EX | LOCK_NB) != 0 {
      waiting()
      while flock(opened, LOCK_EX) != 0, errno == EINTR {}
    }
    descriptor = opened
  }

  deinit {
    if let descriptor {
      flock(descriptor, LOCK_UN)
      close(descriptor)
      Self.registry.leave(folder)
    } else {
      Self.registry.leaveIfNested(folder)
    }
  }

  /// The folders this process holds, with how many holders each.
  private static let registry = Registry()

  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var holders: [String: Int] = [:]

    /// Counts a holder; true when it is the first (it must take the file lock).
    func enter(_ path: String) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      holders[path, default: 0] += 1
      return holders[path] == 1
    }

    func leave(_ path: String) {
      lock.lock()
      defer { lock.unlock() }
      holders[path] = (holders[path] ?? 1) > 1 ? (holders[path] ?? 1) - 1 : nil
    }

    /// Leaves a nested holder (one that did not take the file lock).
    func leaveIfNested(_ path: String) {
      lock.lock()
      defer { lock.unlock() }
      if let count = holders[path], count > 1 { holders[path] = count - 1 }
    }
  }
}
