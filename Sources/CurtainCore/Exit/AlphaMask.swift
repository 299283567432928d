/// An image's alpha channel: width × height 8-bit values, rows top to bottom.
public struct AlphaMask: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height` alpha values, row-major from the top-left; 0 transparent, 255 opaque.
  public let alpha: [UInt8]

  /// A rejected mask.
  public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// Width or height is not positive.
    case emptySize(width: Int, height: Int)
    /// The value count is not `width * height`.
    case countMismatch(expected: Int, actual: Int)

    /// A sentence describing the problem.
    public var description: String {
      switch self {
      case .emptySize(let width, let height):
        return "alpha mask: size \(width)x\(height) is empty"
      case .countMismatch(let expected, let actual):
        return "alpha mask: \(actual) alpha values for \(expected) pixels"
      }
    }
  }

  /// Creates a mask.
  ///
  /// - Throws: `AlphaMask.Error` when the size is empty or the count does not match it.
  public init(width: Int, height: Int, alpha: [UInt8]) throws {
    guard width > 0, height > 0 else {
      throw AlphaMask.Error.emptySize(width: width, height: height)
    }
    guard alpha.count == width * height else {
      throw AlphaMask.Error.countMismatch(expected: width * height, actual: alpha.count)
    }
    self.width = width
    self.height = height
    self.alpha = alpha
  }

  /// Rasterises `isOpaque` at every pixel centre (x + 0.5, y + 0.5): 255 inside, 0 outside.
  ///
  /// - Throws: `AlphaMask.Error.emptySize` for an empty size.
  public init(width: Int, height: Int, isOpaque: (Double, Double) -> Bool)
    throws
  {
    guard width > 0, height > 0 else {
      throw AlphaMask.Error.emptySize(width: width, height: height)
    }
    var alpha = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width where isOpaque(Double(x) + 0.5, Double(y) + 0.5) {
        alpha[y * width + x] = 255
      }
    }
    try self.init(width: width, height: height, alpha: alpha)
  }

  /// The alpha at pixel (x, y); 0 outside the image.
  public func alpha(x: Int, y: Int) -> UInt8 {
    guard x >= 0, y >= 0, x < width, y < height else { return 0 }
    return alpha[y * width + x]
  }

  /// The size in pixels, as a `Size`.
  public var size: Size { Size(width: Double(width), height: Double(height)) }

  /// Hashes the size and the alpha values, the values as one run of bytes (the synthesised
  /// hash fed them to the hasher one at a time: a launch's input, which holds its logo's mask,
  /// is a dictionary key in `curtain check`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    alpha.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
