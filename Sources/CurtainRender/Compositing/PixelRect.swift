import CurtainCore

/// An axis-aligned rectangle of whole pixels, half-open: `minX..<maxX`, `minY..<maxY`.
struct PixelRect: Hashable, Sendable {
  /// First column.
  var minX: Int
  /// First row.
  var minY: Int
  /// One past the last column.
  var maxX: Int
  /// One past the last row.
  var maxY: Int

  /// No pixels.
  static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// Every pixel any canvas can have.
  static let unbounded = PixelRect(minX: -(1 << 40), minY: -(1 << 40), maxX: 1 << 40, maxY: 1 << 40)

  /// Width in pixels (0 when empty).
  var width: Int { max(0, maxX - minX) }
  /// Height in pixels (0 when empty).
  var height: Int { max(0, maxY - minY) }
  /// Whether no pixel is inside.
  var isEmpty: Bool { maxX <= minX || maxY <= minY }

  /// The pixels inside both rectangles.
  func intersection(_ other: PixelRect) -> PixelRect {
    PixelRect(
      minX: max(minX, other.minX), minY: max(minY, other.minY),
      maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
  }

  /// The smallest rectangle holding both (an empty one counts as nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelRect(
      minX: min(minX, other.minX), minY: min(minY, other.minY),
      maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }

  /// The pixels whose centres a `width` x `height` rectangle in `transform`'s source space covers,
  /// conservatively rounded outwards; `nil` when the transform is not finite.
  static func covering(width: Double, height: Double, transform: AffineTransform) -> PixelRect? {
    // Four corners, without arrays: this runs for every layer of every band.
    let a = transform.apply(to: Point(x: 0, y: 0))
    let b = transform.apply(to: Point(x: width, y: 0))
    let c = transform.apply(to: Point(x: 0, y: height))
    let d = transform.apply(to: Point(x: width, y: height))
    let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
    let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
    // Both edges clamped both ways: a rectangle far off screen stays an empty, finite one.
    func clamped(_ value: Double) -> Int { Int(min(max(value, -1e9), 1e9)) }
    return PixelRect(
      minX: clamped(minX.rounded(.down)), minY: clamped(minY.rounded(.down)),
      maxX: clamped(maxX.rounded(.up)), maxY: clamped(maxY.rounded(.up)))
  }
}

extension PixelRect {
  /// The pixels of this rectangle outside `other`, as at most four disjoint rectangles (bands
  /// above and below `other`, then beside it).
  func subtracting(_ other: PixelRect) -> [PixelRect] {
    let cut = intersection(other)
    guard !cut.isEmpty else { return isEmpty ? [] : [self] }
    return [
      PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY),
      PixelRect(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY),
      PixelRect(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY),
      PixelRect(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY),
    ].filter { !$0.isEmpty }
  }
}
