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
    let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map {
      transform.apply(to: Point(x: $0.0, y: $0.1))
    }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    let limit = 1e9
    return PixelRect(
      minX: Int(max(-limit, minX).rounded(.down)), minY: Int(max(-limit, minY).rounded(.down)),
      maxX: Int(min(limit, maxX).rounded(.up)), maxY: Int(min(limit, maxY).rounded(.up)))
  }
}
