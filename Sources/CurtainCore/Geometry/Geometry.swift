/// A point in a 2D coordinate space, in points unless a type says otherwise.
public struct Point: Hashable, Codable, Sendable {
  /// Horizontal coordinate, growing to the right.
  public var x: Double
  /// Vertical coordinate, growing downwards (UIKit's convention).
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points unless a type says otherwise.
public struct Size: Hashable, Codable, Sendable {
  /// Horizontal extent.
  public var width: Double
  /// Vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle, as `CGRect` with a non-negative size.
public struct Rect: Hashable, Codable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Creates a rectangle of `size` centred on `center`.
  public init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// Smallest x.
  public var minX: Double { origin.x }
  /// Smallest y.
  public var minY: Double { origin.y }
  /// Largest x.
  public var maxX: Double { origin.x + size.width }
  /// Largest y.
  public var maxY: Double { origin.y + size.height }
  /// Horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// Vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// Width.
  public var width: Double { size.width }
  /// Height.
  public var height: Double { size.height }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// The rectangle at the origin with the given size.
  public init(size: Size) {
    self.init(origin: .zero, size: size)
  }
}

/// Insets from each edge of a rectangle, in points (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Codable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()
}
