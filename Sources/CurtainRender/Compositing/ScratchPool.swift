import Foundation

/// Reuses the pixel storage of offscreen groups and masks from frame to frame: a fresh
/// multi-megabyte allocation costs a page fault per 4 KB on first touch, more than drawing it.
final class ScratchPool: @unchecked Sendable {
  private let lock = NSLock()
  private var free: [[UInt8]] = []
  private let maximumKept: Int

  /// Creates a pool keeping at most `maximumKept` buffers.
  init(maximumKept: Int = 4) {
    self.maximumKept = maximumKept
  }

  /// An image of the given size, on recycled storage when some is free, transparent inside
  /// `clearing` (everywhere when `nil`; elsewhere its pixels are left over from earlier use).
  func image(width: Int, height: Int, clearing: PixelRect? = nil) -> RGBAImage {
    let count = width * height * 4
    var storage =
      lock.withLock { () -> [UInt8]? in
        // The same size if kept (nothing to resize), else the smallest that fits.
        let fitting = free.indices.filter { free[$0].capacity >= count }
        guard
          let index = fitting.first(where: { free[$0].count == count })
            ?? fitting.min(by: { free[$0].capacity < free[$1].capacity })
        else { return nil }
        return free.remove(at: index)
      } ?? []
    if storage.count > count {
      storage.removeLast(storage.count - count)
    } else if storage.count < count {
      storage.append(contentsOf: repeatElement(0, count: count - storage.count))
    }
    let rect = (clearing ?? PixelRect(minX: 0, minY: 0, maxX: width, maxY: height))
      .intersection(PixelRect(minX: 0, minY: 0, maxX: width, maxY: height))
    storage.withUnsafeMutableBytes { bytes in
      for y in rect.minY..<rect.maxY {
        let start = (y * width + rect.minX) * 4
        _ = bytes[start..<(start + rect.width * 4)].initializeMemory(as: UInt8.self, repeating: 0)
      }
    }
    return RGBAImage(width: width, height: height, pixels: storage)
  }

  /// Returns `image`'s storage to the pool.
  func recycle(_ image: consuming RGBAImage) {
    let storage = image.pixels
    lock.withLock {
      free.append(storage)
      if free.count > maximumKept {
        free.sort { $0.capacity > $1.capacity }
        free.removeLast()
      }
    }
  }
}
