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

  /// A transparent image of the given size, on recycled storage when some is free.
  func image(width: Int, height: Int) -> RGBAImage {
    let count = width * height * 4
    var storage =
      lock.withLock { () -> [UInt8]? in
        guard let index = free.firstIndex(where: { $0.capacity >= count }) else { return nil }
        return free.remove(at: index)
      } ?? []
    if storage.count > count {
      storage.removeLast(storage.count - count)
    } else if storage.count < count {
      storage.append(contentsOf: repeatElement(0, count: count - storage.count))
    }
    storage.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 0) }
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
