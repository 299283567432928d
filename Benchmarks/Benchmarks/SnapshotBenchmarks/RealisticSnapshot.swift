import BenchLibPNG
import Foundation

/// A 1179x2556 (iPhone 15 at 3x) screenshot-like image, PNG-encoded by libpng: a navigation bar,
/// a photo (gradients plus sensor-like noise, what makes real screenshots megabytes), then a
/// list of rows with thumbnails and text-like strokes. Deterministic.
enum RealisticSnapshot {
  static let width = 1179
  static let height = 2556

  /// The PNG bytes.
  static func png() -> Data {
    let pixels = rgba()
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    var size: png_alloc_size_t = 0
    return pixels.withUnsafeBytes { buffer in
      guard png_image_write_to_memory(&image, nil, &size, 0, buffer.baseAddress, 0, nil) != 0
      else { fatalError("libpng could not size the snapshot: \(image.message)") }
      var bytes = [UInt8](repeating: 0, count: Int(size))
      guard png_image_write_to_memory(&image, &bytes, &size, 0, buffer.baseAddress, 0, nil) != 0
      else { fatalError("libpng could not encode the snapshot: \(image.message)") }
      return Data(bytes.prefix(Int(size)))
    }
  }

  private static func rgba() -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var noise: UInt64 = 0x2545_F491_4F6C_DD1D
    func random() -> Int {
      noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(noise >> 33)
    }
    func set(_ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int) {
      let i = (y * width + x) * 4
      pixels[i] = UInt8(clamping: r)
      pixels[i + 1] = UInt8(clamping: g)
      pixels[i + 2] = UInt8(clamping: b)
    }
    // Navigation bar: flat grey.
    for y in 0..<300 { for x in 0..<width { set(x, y, 246, 246, 248) } }
    // Photo: a sky-to-ground gradient with grain.
    for y in 300..<1200 {
      for x in 0..<width {
        let grain = random() % 13 - 6
        set(x, y, 90 + x / 12 + grain, 140 + (y - 300) / 10 + grain, 200 - (y - 300) / 8 + grain)
      }
    }
    // List: rows with a noisy thumbnail and a few lines of text-like strokes.
    for row in 0..<8 {
      let top = 1230 + row * 165
      for y in top..<min(top + 135, height) {
        for x in 48..<183 {
          let grain = random() % 21 - 10
          set(x, y, 120 + row * 12 + grain, 100 + grain, 80 + (x - 48) / 2 + grain)
        }
        let line = (y - top) / 45
        guard (y - top) % 45 < 28 else { continue }
        var x = 230
        while x < width - 60 - line * 200 {
          let stroke = 6 + random() % 22
          for dx in 0..<stroke where x + dx < width { set(x + dx, y, 30, 30, 35) }
          x += stroke + 4 + random() % 10
        }
      }
    }
    return pixels
  }
}
