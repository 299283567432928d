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

  /// An offscreen of `width` x `height` pixels of which only `limit` may be drawn, on recycled
  /// storage when some is free: transparent, unless not `clearing` (then its pixels are left
  /// over from earlier use, for a caller that writes each one, as through a `PendingFill`).
  ///
  /// Storage is held for the limit's rows only: a frame drawn band by band asks for the same
  /// band-sized buffer band after band, which stays in cache, instead of touching a new band of
  /// a whole-group buffer each time.
  func offscreen(width: Int, height: Int, limit: PixelRect, clearing: Bool = true) -> Offscreen {
    let limit = limit.intersection(PixelRect(minX: 0, minY: 0, maxX: width, maxY: height))
    let count = width * limit.height * 4
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
    storage.withUnsafeMutableBytes { bytes in
      guard clearing else { return }
      for row in 0..<limit.height {
        let start = (row * width + limit.minX) * 4
        _ = bytes[start..<(start + limit.width * 4)].initializeMemory(as: UInt8.self, repeating: 0)
      }
    }
    return Offscreen(width: width, height: height, limit: limit, storage: storage)
  }

  /// Returns `offscreen`'s storage to the pool.
  func recycle(_ offscreen: consuming Offscreen) {
    let storage = offscreen.storage
    lock.withLock {
      free.append(storage)
      if free.count > maximumKept {
        free.sort { $0.capacity > $1.capacity }
        free.removeLast()
      }
    }
  }
}
