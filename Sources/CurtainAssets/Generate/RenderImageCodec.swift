import CurtainRender
import Foundation

/// The generator's codec on top of CurtainRender's: libpng/libjpeg on Linux, ImageIO on Apple.
public struct RenderImageCodec: LaunchImageCodec {
  /// Creates the codec.
  public init() {}

  /// Decodes PNG or JPEG bytes into premultiplied pixels.
  public func decode(_ data: Data, name: String) throws -> RGBAImage {
    try ImageCodec.decode(data, name: name)
  }

  /// Encodes as an 8-bit RGBA PNG with the codec's default (deterministic) compression.
  public func encode(png image: RGBAImage) throws -> Data {
    try ImageCodec.encodePNG(image, name: "launch image")
  }
}
