import Foundation

@testable import CurtainAssets

/// The real file system, except that the change number `failAt` (0-based, counting writes,
/// folder creations, moves, copies and removals) fails, as a full disk or a permission error
/// would. With `crash`, that change and every one after it fail: the process is as good as
/// killed there, and nothing it does afterwards (its undo included) reaches the disk.
final class FaultyFileSystem: InstallFileSystem, @unchecked Sendable {
  struct InjectedFault: Error, CustomStringConvertible {
    var operation: String
    var description: String { "injected fault in \(operation)" }
  }

  private let lock = NSLock()
  private let real = LocalInstallFileSystem()
  private let failAt: Int?
  private let crash: Bool
  private var count = 0

  init(failAt: Int? = nil, crash: Bool = false) {
    self.failAt = failAt
    self.crash = crash
  }

  /// Changes attempted so far.
  var changes: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  private func change(_ operation: String) throws {
    lock.lock()
    defer { lock.unlock() }
    let index = count
    count += 1
    guard let failAt else { return }
    if index == failAt || (crash && index > failAt) { throw InjectedFault(operation: operation) }
  }

  func kind(at url: URL) -> InstallItemKind { real.kind(at: url) }
  func resolvingLinks(_ url: URL) -> URL { real.resolvingLinks(url) }
  func contents(of url: URL) throws -> Data { try real.contents(of: url) }
  func names(in url: URL) throws -> [String] { try real.names(in: url) }

  func write(_ data: Data, to url: URL) throws {
    try change("write \(url.lastPathComponent)")
    try real.write(data, to: url)
  }

  func createDirectory(at url: URL) throws {
    try change("create folder \(url.lastPathComponent)")
    try real.createDirectory(at: url)
  }

  func move(_ source: URL, to destination: URL) throws {
    try change("move \(source.lastPathComponent) to \(destination.lastPathComponent)")
    try real.move(source, to: destination)
  }

  func copy(_ source: URL, to destination: URL) throws {
    try change("copy \(source.lastPathComponent)")
    try real.copy(source, to: destination)
  }

  func remove(_ url: URL) throws {
    try change("remove \(url.lastPathComponent)")
    try real.remove(url)
  }
}
