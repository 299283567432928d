/// Packed pixels being drawn into: a window onto an `RGBAImage`'s storage, valid only inside
/// `RGBAImage.withCanvas(_:)`.
struct Canvas {
  /// The first pixel of the top row.
  let pixels: UnsafeMutablePointer<UInt32>
  /// Width in pixels (also the row stride).
  let width: Int
  /// Height in pixels.
  let height: Int

  /// The whole canvas.
  var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

  /// The first pixel of row `y`.
  @inline(__always)
  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * width }
}

/// Read-only packed pixels of a source image.
struct PixelSource {
  /// The first pixel of the top row.
  let pixels: UnsafePointer<UInt32>
  /// Width in pixels (also the row stride).
  let width: Int
  /// Height in pixels.
  let height: Int
  /// Whether every pixel is opaque, which lets unscaled copies skip blending.
  let isOpaque: Bool
}

extension RGBAImage {
  /// Runs `body` with the pixels as a packed, mutable canvas.
  mutating func withCanvas<Result>(_ body: (Canvas) throws -> Result) rethrows -> Result {
    let width = self.width, height = self.height
    return try pixels.withUnsafeMutableBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        guard let base = words.baseAddress else {
          var empty: UInt32 = 0
          return try withUnsafeMutablePointer(to: &empty) {
            try body(Canvas(pixels: $0, width: 0, height: 0))
          }
        }
        return try body(Canvas(pixels: base, width: width, height: height))
      }
    }
  }

  /// Runs `body` with the pixels as a packed, read-only source.
  func withPixelSource<Result>(isOpaque: Bool, _ body: (PixelSource) throws -> Result) rethrows
    -> Result
  {
    let width = self.width, height = self.height
    return try pixels.withUnsafeBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        guard let base = words.baseAddress else {
          var empty: UInt32 = 0
          return try withUnsafePointer(to: &empty) {
            try body(PixelSource(pixels: $0, width: 0, height: 0, isOpaque: true))
          }
        }
        return try body(PixelSource(pixels: base, width: width, height: height, isOpaque: isOpaque))
      }
    }
  }

  /// Whether every pixel has alpha 255 (an empty image counts as opaque).
  var isOpaque: Bool {
    var index = 3
    while index < pixels.count {
      if pixels[index] != 255 { return false }
      index += 4
    }
    return true
  }
}
