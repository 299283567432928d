#if canImport(UIKit)
  import CurtainCore
  import Foundation

  extension SnapshotCache {
    /// The app's snapshot cache in `Library/Caches/Curtain/Snapshots`, with the default size
    /// limit and maximum age.
    ///
    /// - Throws: when the caches folder cannot be found.
    public static func forApp(fileManager: FileManager = .default) throws -> SnapshotCache {
      let caches = try fileManager.url(
        for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      let directory = caches.appendingPathComponent("Curtain/Snapshots", isDirectory: true)
      return SnapshotCache(configuration: SnapshotCacheConfiguration(directory: directory))
    }
  }
#endif
