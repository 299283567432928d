import Foundation

/// Reads PNG and JPEG images into premultiplied `RGBAImage`s and writes PNGs, with the platform's
/// own library: libpng and libjpeg on Linux, ImageIO on Apple platforms.
///
/// Every failure is an `ImageCodecError` naming the file; decoding refuses images larger than a
/// pixel limit before allocating them.
public enum ImageCodec {
  /// The default cap on decoded pixels (64 Mpx, 256 MB of RGBA): larger images are refused.
  public static let defaultMaximumPixelCount = 64 * 1024 * 1024

  /// Decodes PNG or JPEG bytes (recognised by their signature).
  ///
  /// - Parameters:
  ///   - data: The encoded file.
  ///   - name: The file name used in errors.
  ///   - maximumPixelCount: Images with more pixels than this are refused.
  /// - Throws: `ImageCodecError` for anything that is not a complete, supported image.
  public static func decode(
    _ data: Data, name: String, maximumPixelCount: Int = defaultMaximumPixelCount
  ) throws -> RGBAImage {
    if PNGSignature.starts(data) {
      return try PlatformCodec.decodePNG(data, name: name, maximumPixelCount: maximumPixelCount)
    }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      return try PlatformCodec.decodeJPEG(data, name: name, maximumPixelCount: maximumPixelCount)
    }
    throw ImageCodecError(file: name, reason: "not a PNG or JPEG image")
  }

  /// Encodes `image` as an 8-bit RGBA PNG (alpha un-premultiplied).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - name: The file name used in errors.
  ///   - fast: Trade file size for speed (lighter compression), for animation frames.
  public static func encodePNG(_ image: RGBAImage, name: String, fast: Bool = false) throws
    -> Data
  {
    try PlatformCodec.encodePNG(image, name: name, fast: fast)
  }

  /// Reads and decodes the image file at `url`.
  public static func read(
    contentsOf url: URL, maximumPixelCount: Int = defaultMaximumPixelCount
  ) throws -> RGBAImage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ImageCodecError(
        file: url.path, reason: "cannot be read (\(error.localizedDescription))")
    }
    return try decode(data, name: url.path, maximumPixelCount: maximumPixelCount)
  }

  /// Writes `image` as a PNG to `url`, through a temporary file renamed into place, so a failure
  /// never leaves a half-written file; the file carries Curtain's ``OutputSignature``.
  ///
  /// - Parameters:
  ///   - image: The pixels, premultiplied.
  ///   - url: The destination.
  ///   - fast: Trade file size for speed (lighter compression), as `encodePNG` does.
  public static func writePNG(_ image: RGBAImage, to url: URL, fast: Bool = false) throws {
    let png = try encodePNG(image, name: url.path, fast: fast)
    let staging = Staging(beside: url)
    do {
      try OutputSignature.markingPNG(png).write(to: staging.url)
      try staging.moveIntoPlace()
    } catch {
      staging.discard()
      throw ImageCodecError(
        file: url.path, reason: "cannot be written (\(Staging.reason(error)))")
    }
  }
}
