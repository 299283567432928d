import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchScreenCacheTests {
  private func makeLibrary() throws -> URL {
    let library = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-library-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    return library
  }

  @Test func clearRemovesTheSplashBoardFolderAndNothingElse() throws {
    let library = try makeLibrary()
    defer { try? FileManager.default.removeItem(at: library) }
    let cache = LaunchScreenCache.directory(in: library)
    let snapshots = cache.appendingPathComponent("Snapshots", isDirectory: true)
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data([1, 2, 3]).write(to: snapshots.appendingPathComponent("launch.ktx"))
    let preferences = library.appendingPathComponent("Preferences", isDirectory: true)
    try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)

    #expect(try LaunchScreenCache.clear(libraryDirectory: library))
    #expect(!FileManager.default.fileExists(atPath: cache.path))
    #expect(FileManager.default.fileExists(atPath: preferences.path))
  }

  @Test func clearWithoutACacheReportsNothingRemoved() throws {
    let library = try makeLibrary()
    defer { try? FileManager.default.removeItem(at: library) }
    #expect(try LaunchScreenCache.clear(libraryDirectory: library) == false)
  }

  @Test func theFolderIsLibrarySplashBoard() {
    let folder = LaunchScreenCache.directory(in: URL(fileURLWithPath: "/app/Library"))
    #expect(folder.path == "/app/Library/SplashBoard")
  }
}
