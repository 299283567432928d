import CurtainCore
import CurtainRender

/// A generated app screen for configs without a screenshot: a navigation bar and list rows in
/// the appearance's system colours, so the reveal has something app-like to show.
enum StandInApp {
  /// The stand-in at `width` x `height` pixels (`scale` pixels per point).
  static func image(width: Int, height: Int, scale: Double, appearance: Appearance) -> RGBAImage {
    let dark = appearance == .dark
    let background: (UInt8, UInt8, UInt8) = dark ? (0, 0, 0) : (242, 242, 247)
    let bar: (UInt8, UInt8, UInt8) = dark ? (28, 28, 30) : (249, 249, 249)
    let row: (UInt8, UInt8, UInt8) = dark ? (28, 28, 30) : (255, 255, 255)
    let line: (UInt8, UInt8, UInt8) = dark ? (72, 72, 74) : (199, 199, 204)
    var image = RGBAImage(
      width: width, height: height, fill: (background.0, background.1, background.2, 255))
    func fill(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: (UInt8, UInt8, UInt8)) {
      let x0 = max(0, Int(x * scale)), y0 = max(0, Int(y * scale))
      let x1 = min(width, Int((x + w) * scale)), y1 = min(height, Int((y + h) * scale))
      guard x0 < x1, y0 < y1 else { return }
      for py in y0..<y1 {
        for px in x0..<x1 {
          let index = (py * width + px) * 4
          image.pixels[index] = c.0
          image.pixels[index + 1] = c.1
          image.pixels[index + 2] = c.2
          image.pixels[index + 3] = 255
        }
      }
    }
    let points = Double(width) / scale
    fill(0, 0, points, 100, bar)
    fill(16, 60, points * 0.45, 22, line)
    var y = 116.0
    while y * scale < Double(height) {
      fill(16, y, points - 32, 64, row)
      fill(28, y + 12, 40, 40, line)
      fill(80, y + 16, points * 0.5, 10, line)
      fill(80, y + 36, points * 0.3, 8, line)
      y += 76
    }
    return image
  }
}
