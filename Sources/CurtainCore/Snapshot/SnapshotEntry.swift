import Foundation

/// The encoding of a snapshot's bytes, chosen by the Apple layer; the cache never decodes them.
public enum SnapshotImageFormat: String, Hashable, Codable, Sendable, CaseIterable {
  /// PNG (the default: lossless, what `UIImage.pngData()` writes).
  case png
  /// JPEG (smaller, for photo-like screens).
  case jpeg
  /// HEIC (smallest; Apple platforms only).
  case heic

  /// The file-name extension.
  var fileExtension: String { rawValue }
}

/// One stored snapshot as the index records it.
public struct SnapshotEntry: Hashable, Codable, Sendable {
  /// What the snapshot is valid for.
  public var key: SnapshotKey
  /// The image file's name inside the cache's `images` folder.
  public var fileName: String
  /// How the bytes are encoded.
  public var format: SnapshotImageFormat
  /// The image file's size in bytes.
  public var byteCount: Int
  /// CRC-32 of the image file's bytes.
  public var checksum: UInt32
  /// When it was saved.
  public var createdAt: Date
  /// When a launch last used it (or when it was saved); least recent is evicted first.
  public var lastAccessedAt: Date
  /// The layout the image shows, for tap replay; `nil` when none was saved (older indexes).
  public var layoutSignature: LayoutSignature?

  /// Creates an entry.
  public init(
    key: SnapshotKey, fileName: String, format: SnapshotImageFormat, byteCount: Int,
    checksum: UInt32, createdAt: Date, lastAccessedAt: Date,
    layoutSignature: LayoutSignature? = nil
  ) {
    self.layoutSignature = layoutSignature
    self.key = key
    self.fileName = fileName
    self.format = format
    self.byteCount = byteCount
    self.checksum = checksum
    self.createdAt = createdAt
    self.lastAccessedAt = lastAccessedAt
  }
}

/// An image to save, with the launch conditions it is valid for.
public struct SnapshotVariant: Hashable, Sendable {
  /// What the image is valid for.
  public var key: SnapshotKey
  /// The encoded image.
  public var imageData: Data
  /// How `imageData` is encoded.
  public var format: SnapshotImageFormat
  /// The layout the image shows (where its controls are), for tap replay.
  public var layoutSignature: LayoutSignature?

  /// Creates a variant; PNG unless told otherwise.
  public init(
    key: SnapshotKey, imageData: Data, format: SnapshotImageFormat = .png,
    layoutSignature: LayoutSignature? = nil
  ) {
    self.layoutSignature = layoutSignature
    self.key = key
    self.imageData = imageData
    self.format = format
  }
}

/// A snapshot found at launch: its bytes, verified against the index's checksum.
public struct Snapshot: Hashable, Sendable {
  /// The cache's name for this image (its file name): a new save of the same key gets a new
  /// one, so it tells two saves apart.
  public var identifier: String
  /// What it is valid for (equal to the key that was looked up).
  public var key: SnapshotKey
  /// The encoded image.
  public var imageData: Data
  /// How `imageData` is encoded.
  public var format: SnapshotImageFormat
  /// When it was saved.
  public var createdAt: Date
  /// The layout it shows, as saved with it; taps made on it replay only onto an equal one.
  public var layoutSignature: LayoutSignature?

  /// Creates a snapshot.
  public init(
    identifier: String, key: SnapshotKey, imageData: Data, format: SnapshotImageFormat,
    createdAt: Date, layoutSignature: LayoutSignature? = nil
  ) {
    self.layoutSignature = layoutSignature
    self.identifier = identifier
    self.key = key
    self.imageData = imageData
    self.format = format
    self.createdAt = createdAt
  }
}
