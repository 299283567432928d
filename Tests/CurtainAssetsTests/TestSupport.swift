import CurtainCore
import CurtainRender
import Foundation

@testable import CurtainAssets

/// A codec for tests that do not need PNG: "RAW" + width + height (UInt32, big-endian) + pixels.
struct RawTestCodec: LaunchImageCodec {
  struct Failure: Error {}

  func decode(_ data: Data, name: String) throws -> RGBAImage {
    let bytes = [UInt8](data)
    guard bytes.count >= 11, bytes.starts(with: Array("RAW".utf8)) else { throw Failure() }
    func number(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = number(3)
    let height = number(7)
    guard bytes.count == 11 + width * height * 4 else { throw Failure() }
    return RGBAImage(width: width, height: height, pixels: Array(bytes[11...]))
  }

  func encode(png image: RGBAImage) throws -> Data {
    func number(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return Data(Array("RAW".utf8) + number(image.width) + number(image.height) + image.pixels)
  }

  /// An opaque square of one colour.
  static func square(size: Int, red: UInt8) -> Data {
    // Encoding our own format cannot fail.
    (try? RawTestCodec().encode(png: RGBAImage(width: size, height: size, fill: (red, 0, 0, 255))))
      ?? Data()
  }
}

enum TestDesigns {
  static let withBranding = LaunchDesign(
    name: "Test",
    background: AppearanceColor(
      light: RGBAColor(red: 1, green: 0.5, blue: 0),
      dark: RGBAColor(red: 0.1, green: 0.1, blue: 0.1)),
    logo: LogoDesign(
      image: AppearanceImage(light: "logo.raw", dark: "logo-dark.raw"),
      size: Size(width: 24, height: 24), offset: Point(x: 0, y: -20)),
    branding: BrandingDesign(
      image: AppearanceImage(light: "brand.raw"), size: Size(width: 20, height: 8),
      bottomMargin: 12))

  static let files: [String: Data] = [
    "logo.raw": RawTestCodec.square(size: 32, red: 200),
    "logo-dark.raw": RawTestCodec.square(size: 32, red: 90),
    "brand.raw": RawTestCodec.square(size: 25, red: 10),
  ]

  static func read(_ path: String) throws -> Data {
    guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
    return data
  }
}
