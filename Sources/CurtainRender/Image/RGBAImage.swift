/// A bitmap of premultiplied RGBA, 8 bits a channel, rows top to bottom with no padding.
///
/// Premultiplied because compositing (`source over`) and resampling are exact and cheap in it;
/// codecs convert at the edges.
public struct RGBAImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A per pixel, colour premultiplied by alpha.
  public var pixels: [UInt8]

  /// Creates an image filled with one premultiplied colour (default transparent).
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
    precondition(width >= 0 && height >= 0, "negative image size")
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 4)
    if fill != (0, 0, 0, 0) {
      let pixel = UInt32(fill.0) | UInt32(fill.1) << 8 | UInt32(fill.2) << 16 | UInt32(fill.3) << 24
      pixels.withUnsafeMutableBytes { bytes in
        bytes.withMemoryRebound(to: UInt32.self) { $0.update(repeating: pixel.littleEndian) }
      }
    }
  }

  /// Wraps existing premultiplied pixels; `pixels.count` must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixel buffer does not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied pixel at (x, y).
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }
}
