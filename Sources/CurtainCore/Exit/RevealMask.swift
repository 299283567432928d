import Foundation

/// The part of a reveal's geometry that depends on the logo's alpha alone: which pixels are
/// solid, the deepest of them (the distance transform) and a table that says in O(1) whether a
/// rectangle of pixels is solid. Computing it is O(mask pixels), tens of milliseconds for a
/// 1024 px logo; a `RevealGeometry` from it for a frame and a screen then takes microseconds.
///
/// `RevealGeometry(mask:…)` takes it from `prepared(for:)`, which computes it once per mask and
/// keeps it. So a launch that calls `prepared(for:)` with the logo's mask while the splash is up
/// (off the main thread) does no mask work when the exit starts, as long as the exit is built
/// with a `RevealLogo` holding that same `AlphaMask` value.
public struct RevealMask: Sendable {
  /// Mask width in pixels.
  public let width: Int
  /// Mask height in pixels.
  public let height: Int
  /// The deepest solid pixel's centre, in mask pixels from the top-left.
  public let deepestPoint: Point
  /// Its distance to the nearest non-solid pixel centre, in mask pixels.
  public let depth: Double
  /// Whether a rectangle of pixels is all solid.
  let coverage: CoverageTable

  /// Analyses `mask` (see `RevealGeometry` for the coverage rule and the anchor).
  ///
  /// Complexity: O(mask pixels).
  ///
  /// - Throws: `RevealGeometry.Error.noSolidPixel` when no pixel is solid.
  public init(_ mask: AlphaMask) throws {
    let solid = RevealGeometry.solidPixels(of: mask)
    let squared = DistanceTransform.squaredDistances(
      width: mask.width, height: mask.height, isForeground: solid)
    guard let deepest = RevealGeometry.deepestIndex(squared, mask: mask) else {
      throw RevealGeometry.Error.noSolidPixel
    }
    width = mask.width
    height = mask.height
    deepestPoint = Point(
      x: Double(deepest % mask.width) + 0.5, y: Double(deepest / mask.width) + 0.5)
    depth = squared[deepest].squareRoot()
    coverage = CoverageTable(mask: mask, solid: solid)
  }

  /// The analysis of `mask`, computed on the first call for that mask and kept (for the last
  /// few masks asked for); safe to call from any thread. A second caller while the first is
  /// still computing waits for its result instead of computing it again.
  ///
  /// Finding a kept mask costs O(1) when `mask` shares its storage with the one it was
  /// computed for (a copy of the same value), and one `memcmp` of the alpha values otherwise.
  ///
  /// - Throws: `RevealGeometry.Error.noSolidPixel` when no pixel is solid.
  public static func prepared(for mask: AlphaMask) throws -> RevealMask {
    try RevealMaskCache.shared.revealMask(for: mask)
  }
}

/// The last few reveal masks computed, by mask, most recently used first.
final class RevealMaskCache: @unchecked Sendable {
  /// The cache `RevealMask.prepared(for:)` uses.
  static let shared = RevealMaskCache(capacity: 8)

  private let capacity: Int
  /// Held while looking up and while computing, so that one mask is computed once.
  private let lock = NSLock()
  private var entries: [(mask: AlphaMask, result: Result<RevealMask, RevealGeometry.Error>)] = []

  init(capacity: Int) {
    self.capacity = capacity
  }

  func revealMask(for mask: AlphaMask) throws -> RevealMask {
    try lock.withLock {
      if let index = entries.firstIndex(where: { Self.same($0.mask, mask) }) {
        let entry = entries.remove(at: index)
        entries.insert(entry, at: 0)
        return try entry.result.get()
      }
      let result: Result<RevealMask, RevealGeometry.Error>
      do {
        result = .success(try RevealMask(mask))
      } catch let error as RevealGeometry.Error {
        result = .failure(error)
      }
      entries.insert((mask, result), at: 0)
      if entries.count > capacity { entries.removeLast() }
      return try result.get()
    }
  }

  /// Equal masks: the same size and alpha values, without a byte loop when they share storage.
  private static func same(_ a: AlphaMask, _ b: AlphaMask) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    return a.alpha.withUnsafeBytes { left in
      b.alpha.withUnsafeBytes { right in
        guard let first = left.baseAddress, let second = right.baseAddress else {
          return left.count == right.count
        }
        return first == second || memcmp(first, second, left.count) == 0
      }
    }
  }
}
