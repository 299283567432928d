import CurtainCore

extension BackgroundGradient {
  /// The gradient drawn into `width` x `height` pixels in `appearance`: each pixel's centre
  /// takes `BackgroundGradient.color(at:appearance:)` at its `position(x:y:)`,
  /// rounded to 8 bits and premultiplied. `curtain generate` writes it as an image set (at
  /// `BackgroundGradient.imageSide` points) and the preview draws the same pixels.
  public func image(appearance: Appearance, width: Int, height: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: max(0, width * height * 4))
    for y in 0..<max(0, height) {
      for x in 0..<max(0, width) {
        let position = self.position(
          x: (Double(x) + 0.5) / Double(width), y: (Double(y) + 0.5) / Double(height))
        let color = self.color(at: position, appearance: appearance)
        let alpha = min(max(color.alpha, 0), 1)
        let premultiplied = RGBAColor(
          red: color.red * alpha, green: color.green * alpha, blue: color.blue * alpha,
          alpha: alpha
        ).bytes
        let index = (y * width + x) * 4
        pixels[index] = premultiplied.red
        pixels[index + 1] = premultiplied.green
        pixels[index + 2] = premultiplied.blue
        pixels[index + 3] = premultiplied.alpha
      }
    }
    return RGBAImage(width: max(0, width), height: max(0, height), pixels: pixels)
  }

  /// The gradient at the pixel size of its generated 3x image, the picture both the generated
  /// image set and the preview start from.
  public func sourceImage(appearance: Appearance) -> RGBAImage {
    let side = Int((Self.imageSide * BackgroundImage.naturalScale).rounded())
    return image(appearance: appearance, width: side, height: side)
  }
}
