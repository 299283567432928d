import CurtainRender

/// A fixed piece of work to time beside each command, so its CPU time reads as a ratio that a
/// busy or slower machine does not change much: libpng (and zlib) compressing a 1179x2556
/// launch-like frame (a brand-coloured top, list rows, text-like strokes) eight times.
enum ReferenceWork {
  static let frame: RGBAImage = {
    let width = 1179, height = 2556
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
        } else if row > 40 && row < 60 && column > 190 && column < 360 && (x / 7) % 5 != 0 {
          value = 40
        }
        pixels[index] = value
        pixels[index + 1] = value &+ UInt8(x % 7)
        pixels[index + 2] = y < 280 ? 242 : value
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }()

  static func run() throws {
    for _ in 0..<8 {
      _ = try ImageCodec.encodePNG(frame, name: "reference.png")
    }
  }
}
