import Foundation

/// Where the snapshot cache lives and how much it may keep.
public struct SnapshotCacheConfiguration: Hashable, Sendable {
  /// The cache's own folder (the Apple layer picks one in Caches, excluded from backup).
  public var directory: URL
  /// Most bytes of images kept; the least recently used snapshots go first.
  public var sizeLimit: Int
  /// Seconds after saving that a snapshot stops being shown; nil keeps snapshots until evicted.
  public var maxAge: Double?

  /// 24 MB: portrait and landscape of a few states at 3x, PNG.
  public static let defaultSizeLimit = 24 * 1024 * 1024
  /// Seven days: an older picture of the app's last state is more likely to surprise than help.
  public static let defaultMaxAge: Double = 7 * 24 * 60 * 60

  /// Creates a configuration.
  public init(
    directory: URL, sizeLimit: Int = Self.defaultSizeLimit, maxAge: Double? = Self.defaultMaxAge
  ) {
    self.directory = directory
    self.sizeLimit = sizeLimit
    self.maxAge = maxAge
  }

  /// The index file: every entry's key, file name, size and checksum.
  var indexURL: URL { directory.appendingPathComponent("index.json") }
  /// The folder of image files.
  var imagesURL: URL { directory.appendingPathComponent("images", isDirectory: true) }
}
