#if canImport(ImageIO)
  import CoreGraphics
  import Foundation
  import ImageIO
  import UniformTypeIdentifiers

  /// The Apple codecs: ImageIO decodes into a premultiplied sRGB bitmap context and encodes PNG.
  enum PlatformCodec {
    static func decodePNG(_ data: Data, name: String, maximumPixelCount: Int) throws -> RGBAImage {
      try decode(data, name: name, maximumPixelCount: maximumPixelCount)
    }

    static func decodeJPEG(_ data: Data, name: String, maximumPixelCount: Int) throws -> RGBAImage {
      try decode(data, name: name, maximumPixelCount: maximumPixelCount)
    }

    private static func decode(_ data: Data, name: String, maximumPixelCount: Int) throws
      -> RGBAImage
    {
      guard let source = CGImageSourceCreateWithData(data as CFData, nil),
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
        let width = properties[kCGImagePropertyPixelWidth] as? Int,
        let height = properties[kCGImagePropertyPixelHeight] as? Int
      else { throw ImageCodecError(file: name, reason: "not a valid image") }
      guard width * height <= maximumPixelCount else {
        throw ImageCodecError(
          file: name,
          reason: "\(width)x\(height) pixels is more than the limit of \(maximumPixelCount) pixels")
      }
      guard let image = CGImageSourceCreateImageAtIndex(source, 0, nil),
        let space = CGColorSpace(name: CGColorSpace.sRGB)
      else { throw ImageCodecError(file: name, reason: "not a valid image") }
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let drawn = pixels.withUnsafeMutableBytes { bytes -> Bool in
        guard
          let context = CGContext(
            data: bytes.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      guard drawn else { throw ImageCodecError(file: name, reason: "cannot be drawn") }
      return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func encodePNG(_ rgba: RGBAImage, name: String, fast: Bool) throws -> Data {
      let data = NSMutableData()
      guard rgba.width > 0, rgba.height > 0,
        let space = CGColorSpace(name: CGColorSpace.sRGB),
        let provider = CGDataProvider(data: Data(rgba.pixels) as CFData),
        let image = CGImage(
          width: rgba.width, height: rgba.height, bitsPerComponent: 8, bitsPerPixel: 32,
          bytesPerRow: rgba.width * 4, space: space,
          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
          provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent),
        let destination = CGImageDestinationCreateWithData(
          data, UTType.png.identifier as CFString, 1, nil)
      else { throw ImageCodecError(file: name, reason: "cannot be encoded as PNG") }
      CGImageDestinationAddImage(destination, image, nil)
      guard CGImageDestinationFinalize(destination) else {
        throw ImageCodecError(file: name, reason: "cannot be encoded as PNG")
      }
      return data as Data
    }
  }
#endif
