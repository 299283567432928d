import Foundation
import Testing

@testable import CurtainRender

/// Issue #24: a valid CMYK (or YCCK) JPEG, as Photoshop saves one for print, is decoded, not
/// called "not a valid JPEG". Each file is 16 x 16 px: the top half red, the bottom half 50%
/// black, written by libjpeg with Adobe's marker (inverted inks, as Photoshop writes them).
@Suite struct CMYKJPEGTests {
  static let files = [
    (
      "CMYK",
      "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB/8AAFAgAEAAQBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD+/iv8/wDr/P8A6/v4ooooor/f4r/f4r+Aeiiiiv/Z"
    ),
    (
      "YCCK",
      "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB/9sAQwEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB/8AAFAgAEAAQBAEiAAIRAQMRAQQiAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp6vLz9PX29/j5+v/aAA4EAQACEQMRBAAAPwD9mKK/yZ6K/qz/AImc/wCqI/8ANl//AAAf8/8A/wAUL/8ArKP/AM4l/wDlcP7+KK/gHor/2Q=="
    ),
  ]

  @Test(arguments: files)
  func aCMYKJPEGDecodesToItsColours(_ kind: String, _ base64: String) throws {
    let data = try #require(Data(base64Encoded: base64))
    let image = try ImageCodec.decode(data, name: "\(kind).jpg")
    #expect(image.width == 16 && image.height == 16)
    func near(_ pixel: (UInt8, UInt8, UInt8, UInt8), _ expected: (Int, Int, Int)) -> Bool {
      abs(Int(pixel.0) - expected.0) <= 3 && abs(Int(pixel.1) - expected.1) <= 3
        && abs(Int(pixel.2) - expected.2) <= 3 && pixel.3 == 255
    }
    #expect(near(image[8, 2], (255, 0, 0)), "\(kind) top: \(image[8, 2])")
    #expect(near(image[8, 13], (128, 128, 128)), "\(kind) bottom: \(image[8, 13])")
  }
}
