import Foundation

/// An image ready to draw: its pixels and whether they are all opaque (computed once), and the
/// flat runs of its rows (computed when first drawn scaled).
final class PreparedImage: @unchecked Sendable {
  /// The pixels.
  let image: RGBAImage
  /// Whether every pixel has alpha 255.
  let isOpaque: Bool
  private let lock = NSLock()
  private var madeFlatRuns: [UInt16]?

  /// Prepares `image`, scanning its opacity unless `isOpaque` already says it.
  init(_ image: RGBAImage, isOpaque: Bool? = nil) {
    self.image = image
    self.isOpaque = isOpaque ?? image.isOpaque
  }

  /// For each pixel, how many pixels after it in its row equal it, at most 65535 (made on first
  /// use, then kept: two bytes a pixel).
  var flatRuns: [UInt16] {
    lock.withLock {
      if let madeFlatRuns { return madeFlatRuns }
      let runs = image.flatRuns()
      madeFlatRuns = runs
      return runs
    }
  }
}

extension RGBAImage {
  /// For each pixel, how many pixels after it in its row equal it, at most 65535.
  func flatRuns() -> [UInt16] {
    let width = self.width
    var runs = [UInt16](repeating: 0, count: width * height)
    withPixelSource(isOpaque: false) { source in
      runs.withUnsafeMutableBufferPointer { runs in
        for y in 0..<source.height {
          let row = source.pixels + y * width
          var count: UInt16 = 0
          for x in stride(from: width - 2, through: 0, by: -1) {
            count = row[x] == row[x + 1] ? count &+ (count == .max ? 0 : 1) : 0
            runs[y * width + x] = count
          }
        }
      }
    }
    return runs
  }
}

/// Images by (name, pixel size): the originals and their area-averaged reductions, so a logo
/// shrunk to the same size every frame is resampled once. Least recently used entries go first
/// when the total passes a byte limit; images and video frames each have the limit, so a video
/// played on one launch after another (its frames read in a cycle) does not push out the
/// images, nor the images the video's levels.
///
/// Each `Compositor` has one; compositors that draw the same images by the same names (the
/// launches of one `curtain check` run) can share one, so each image is prepared once.
public final class PreparedImageCache: @unchecked Sendable {
  /// The bytes of pixels a cache keeps unless told otherwise: 128 MiB.
  public static let defaultByteLimit = 128 << 20

  struct Key: Hashable {
    /// The image's name, or a video frame's identity.
    var name: String
    var width: Int
    var height: Int
    /// Whether `name` is a video frame's identity (a namespace apart from image names).
    var isVideoFrame = false
  }

  private let lock = NSLock()
  private let byteLimit: Int
  private var entries: [Key: (image: PreparedImage, lastUse: Int)] = [:]
  /// Bytes of pixels kept: images, video frames.
  private var bytes = (images: 0, videoFrames: 0)
  private var clock = 0

  /// Creates an empty cache keeping at most about `byteLimit` bytes of pixels of images, and as
  /// many of video frames (the entry in use is kept even when larger).
  public init(byteLimit: Int = PreparedImageCache.defaultByteLimit) {
    self.byteLimit = byteLimit
  }

  /// The cached image for `key`, or the result of `make`, stored.
  func image(for key: Key, make: () throws -> RGBAImage) rethrows -> PreparedImage {
    if let hit = cached(key) { return hit }
    return store(PreparedImage(try make()), for: key)
  }

  /// The cached image for `key`, or the image `make` prepares, stored (`nil` when it makes
  /// none: nothing is stored).
  func prepared(for key: Key, make: () throws -> PreparedImage?) rethrows -> PreparedImage? {
    if let hit = cached(key) { return hit }
    return try make().map { store($0, for: key) }
  }

  private func cached(_ key: Key) -> PreparedImage? {
    lock.withLock {
      clock += 1
      guard let entry = entries[key] else { return nil }
      entries[key] = (entry.image, clock)
      return entry.image
    }
  }

  private func store(_ prepared: PreparedImage, for key: Key) -> PreparedImage {
    lock.withLock {
      clock += 1
      if entries[key] == nil { add(prepared.image.pixels.count, for: key) }
      entries[key] = (prepared, clock)
      evict(keeping: key)
    }
    return prepared
  }

  private func add(_ count: Int, for key: Key) {
    if key.isVideoFrame {
      bytes.videoFrames += count
    } else {
      bytes.images += count
    }
  }

  /// Drops the least recently used entries of `kept`'s kind (image or video frame) while that
  /// kind passes the limit.
  private func evict(keeping kept: Key) {
    let kind = kept.isVideoFrame
    while (kind ? bytes.videoFrames : bytes.images) > byteLimit {
      guard
        let oldest = entries.filter({ $0.key != kept && $0.key.isVideoFrame == kind }).min(by: {
          $0.value.lastUse < $1.value.lastUse
        })
      else { return }
      add(-oldest.value.image.image.pixels.count, for: oldest.key)
      entries[oldest.key] = nil
    }
  }
}
