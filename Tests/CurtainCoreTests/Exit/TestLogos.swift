import CurtainCore
import Foundation

/// Synthetic logos of different shapes, 200 x 200 pixels.
enum TestLogos {
  static let size = 200

  /// A ring: the centre is transparent.
  static func ring() throws -> AlphaMask {
    try AlphaMask(width: size, height: size) { x, y in
      let distance = hypot(x - 100, y - 100)
      return distance >= 55 && distance <= 95
    }
  }

  /// A blob far from the image centre, with a thin tail.
  static func offCentre() throws -> AlphaMask {
    try AlphaMask(width: size, height: size) { x, y in
      hypot(x - 150, y - 45) <= 40 || (x >= 20 && x <= 150 && y >= 150 && y <= 160)
    }
  }

  /// A five-pointed star.
  static func star() throws -> AlphaMask {
    let points = (0..<10).map { index -> (Double, Double) in
      let radius = index % 2 == 0 ? 95.0 : 40.0
      let angle = Double(index) * Double.pi / 5 - Double.pi / 2
      return (100 + radius * cos(angle), 100 + radius * sin(angle))
    }
    return try AlphaMask(width: size, height: size) { x, y in
      var inside = false
      var j = points.count - 1
      for i in points.indices {
        let (xi, yi) = points[i]
        let (xj, yj) = points[j]
        if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
        j = i
      }
      return inside
    }
  }

  /// A crescent (a bird-like, non-convex shape).
  static func crescent() throws -> AlphaMask {
    try AlphaMask(width: size, height: size) { x, y in
      hypot(x - 100, y - 100) <= 90 && hypot(x - 135, y - 80) > 70
    }
  }

  static let all: [(String, @Sendable () throws -> AlphaMask)] = [
    ("ring", ring), ("off-centre", offCentre), ("star", star), ("crescent", crescent),
  ]
}
