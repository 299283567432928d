import CurtainCore

extension RGBAImage {
  /// The image's alpha channel, for a reveal's mask and the logo checks.
  ///
  /// - Throws: `AlphaMask.Error` for an empty image.
  public func alphaMask() throws -> AlphaMask {
    var alpha = [UInt8](repeating: 0, count: width * height)
    pixels.withUnsafeBufferPointer { pixels in
      for index in alpha.indices { alpha[index] = pixels[index * 4 + 3] }
    }
    return try AlphaMask(width: width, height: height, alpha: alpha)
  }
}
