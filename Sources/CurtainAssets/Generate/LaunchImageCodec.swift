import CurtainRender
import Foundation

/// Turns image files into premultiplied bitmaps and back: the generator's only image I/O, a
/// parameter so tests and platforms choose the codec (libpng on Linux, ImageIO on Apple).
public protocol LaunchImageCodec: Sendable {
  /// Decodes an image file's bytes; `name` is used in error messages.
  func decode(_ data: Data, name: String) throws -> RGBAImage
  /// Encodes a bitmap as PNG. Must be deterministic: the same pixels give the same bytes.
  func encode(png image: RGBAImage) throws -> Data
}
