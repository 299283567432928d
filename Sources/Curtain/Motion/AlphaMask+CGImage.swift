#if canImport(UIKit)
  import CoreGraphics
  import CurtainCore

  extension AlphaMask {
    /// The alpha channel of `image`, drawn into an 8-bit alpha-only bitmap, rows from the top.
    ///
    /// - Throws: `AlphaMask.Error` for an image without pixels.
    public init(_ image: CGImage) throws {
      let width = image.width
      let height = image.height
      var alpha = [UInt8](repeating: 0, count: max(width * height, 0))
      if width > 0, height > 0 {
        alpha.withUnsafeMutableBytes { buffer in
          guard
            let context = CGContext(
              data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
              bytesPerRow: width, space: CGColorSpaceCreateDeviceGray(),
              bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
          else { return }
          context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        }
      }
      try self.init(width: width, height: height, alpha: alpha)
    }
  }
#endif
