import Foundation
import Testing

@testable import CurtainRender

@Suite struct ImageCodecTests {
  /// Premultiplied pixels of the 4x3 reference row: red, green, blue, half-transparent white.
  static let referenceRow: [(UInt8, UInt8, UInt8, UInt8)] = [
    (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (128, 128, 128, 128),
  ]

  @Test(arguments: ["rgba8.png", "rgba16.png", "palette-trns.png", "interlaced.png"])
  func colourKindsDecodeToTheReference(file: String) throws {
    let image = try ImageCodec.read(contentsOf: try Fixtures.url(file))
    #expect(image.width == 4 && image.height == 3)
    for y in 0..<3 {
      for x in 0..<4 { #expect(image[x, y] == Self.referenceRow[x], "\(file) at \(x),\(y)") }
    }
  }

  @Test(arguments: ["rgb8.png", "palette2bit.png"])
  func opaqueColourKindsDecode(file: String) throws {
    let image = try ImageCodec.read(contentsOf: try Fixtures.url(file))
    #expect(image[0, 2] == (255, 0, 0, 255))
    #expect(image[2, 1] == (0, 0, 255, 255))
    #expect(image[3, 0] == (255, 255, 255, 255))
  }

  @Test(arguments: ["grey8.png", "grey16.png"])
  func greyDecodesToEqualChannels(file: String) throws {
    let image = try ImageCodec.read(contentsOf: try Fixtures.url(file))
    #expect(image[0, 0] == (0, 0, 0, 255))
    #expect(image[1, 0] == (85, 85, 85, 255))
    #expect(image[3, 2] == (255, 255, 255, 255))
  }

  @Test func greyWithAlphaIsPremultiplied() throws {
    let image = try ImageCodec.read(contentsOf: try Fixtures.url("greyalpha8.png"))
    #expect(image[2, 0] == (170, 170, 170, 255))
    #expect(image[3, 0] == (128, 128, 128, 128))
  }

  @Test func colourKeyTransparencyIsApplied() throws {
    let image = try ImageCodec.read(contentsOf: try Fixtures.url("rgb-trns.png"))
    #expect(image[2, 0] == (0, 0, 0, 0))
    #expect(image[0, 0] == (255, 0, 0, 255))
  }

  @Test func jpegDecodesOpaque() throws {
    let image = try ImageCodec.read(contentsOf: try Fixtures.url("photo.jpg"))
    #expect(image.width == 64 && image.height == 48)
    let pixel = image[10, 10]
    #expect(abs(Int(pixel.red) - 0x33) <= 3 && abs(Int(pixel.green) - 0x66) <= 3)
    #expect(abs(Int(pixel.blue) - 0xCC) <= 3 && pixel.alpha == 255)
  }

  @Test(arguments: [
    ("truncated.png", "not a valid PNG"), ("not-an-image.png", "not a PNG or JPEG image"),
    ("huge.png", "more than the limit"), ("truncated.jpg", "not a valid JPEG"),
  ])
  func badFilesThrowAnErrorNamingTheFile(file: String, reason: String) throws {
    let url = try Fixtures.url(file)
    let error = #expect(throws: ImageCodecError.self) {
      try ImageCodec.read(contentsOf: url)
    }
    #expect(error?.file == url.path)
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
  }

  @Test func missingFileNamesIt() {
    let error = #expect(throws: ImageCodecError.self) {
      try ImageCodec.read(contentsOf: URL(fileURLWithPath: "/nonexistent/logo.png"))
    }
    #expect(error?.file == "/nonexistent/logo.png")
  }

  @Test func pngRoundTripKeepsPremultipliedPixels() throws {
    var image = RGBAImage(width: 3, height: 2)
    image.pixels = [
      255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0,
      10, 20, 30, 40, 40, 40, 40, 40, 1, 2, 3, 255,
    ]
    let data = try ImageCodec.encodePNG(image, name: "round-trip.png")
    let decoded = try ImageCodec.decode(data, name: "round-trip.png")
    #expect(decoded.width == 3 && decoded.height == 2)
    for index in image.pixels.indices {
      #expect(abs(Int(decoded.pixels[index]) - Int(image.pixels[index])) <= 1, "byte \(index)")
    }
  }

  @Test func writePNGReplacesTheFileWhole() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-codec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("out.png")
    try ImageCodec.writePNG(RGBAImage(width: 2, height: 2, fill: (0, 0, 255, 255)), to: url)
    #expect(try ImageCodec.read(contentsOf: url)[1, 1] == (0, 0, 255, 255))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
  }
}
