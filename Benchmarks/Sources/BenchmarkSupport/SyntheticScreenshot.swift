import CurtainCore
import CurtainRender

/// A synthetic app screenshot shared by the suites: a brand-coloured bar on top, list rows,
/// text-like strokes and a little noise in every pixel (a photo's grain).
public enum SyntheticScreenshot {
  /// The screenshot at `width` x `height` pixels, opaque; the same pixels every time.
  public static func image(width: Int, height: Int) -> RGBAImage {
    var generator = SplitMix64(seed: 42)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 4
        let row = y % 180, column = x % 400
        var value: UInt8 = 246
        if y < 280 {
          value = 120
        } else if row > 150 {
          value = 236
        } else if row > 40 && row < 60
          && column > 190 && column < 360 && (x / 7) % 5 != 0
        {
          value = 40
        }
        let noise = UInt8(generator.next() % 6)
        pixels[index] = value &- noise
        pixels[index + 1] = value &- noise / 2
        pixels[index + 2] = y < 280 ? 242 : value
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

}
