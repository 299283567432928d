import CurtainCore
import Foundation
import Testing

/// A logo in a positional content mode reveals from the picture the device shows: the image set
/// `generate` makes for the logo's box (`ImageSetSizing`), whatever file the mask was read
/// from (the 1024 px source in a preview, the 3x file of the set on a device, whose pixels were
/// taken as points before).
@Suite struct PositionalRevealTests {
  static let screen = Size(width: 390, height: 844)
  static let box = Size(width: 120, height: 80)

  /// An off-centre blob with a bar, on a 2:1 picture of `width` pixels: the same shape at any
  /// resolution.
  static func logo(width: Int) throws -> AlphaMask {
    let unit = Double(width) / 200
    return try AlphaMask(width: width, height: width / 2) { x, y in
      let (u, v) = (x / unit, y / unit)
      return hypot(u - 140, v - 45) <= 40 || (u >= 20 && u <= 150 && v >= 60 && v <= 80)
    }
  }

  static func geometry(_ mask: AlphaMask, mode: ContentMode, frame: Rect) throws
    -> (anchor: Point, finalScale: Double)
  {
    let logo = RevealLogo(
      image: ImageSource(
        name: "logo.png", imageSet: ImageSetSizing(box: frame.size, contentMode: mode)),
      mask: mask, frame: frame, contentMode: mode)
    let geometry = try logo.geometry(screenSize: screen)
    return (
      Point(
        x: frame.minX + geometry.anchorPoint.x * frame.width,
        y: frame.minY + geometry.anchorPoint.y * frame.height),
      geometry.finalScale
    )
  }

  /// The logo's box, centred on the screen.
  static let frame = Rect(
    center: Point(x: screen.width / 2, y: screen.height / 2), size: box)

  /// Where the picture sits in the box for `mode`: 120 x 60 points (the 2:1 picture fitted into
  /// 120 x 80), at the top, the bottom or the middle.
  static func pictureFrame(_ mode: ContentMode) -> Rect {
    let y: Double =
      switch mode {
      case .top, .topLeft, .topRight: frame.minY
      case .bottom, .bottomLeft, .bottomRight: frame.maxY - 60
      default: frame.midY - 30
      }
    return Rect(x: frame.minX, y: y, width: 120, height: 60)
  }

  /// The hole opens from the picture as drawn (the same mask stretched into the frame the mode
  /// gives it), from the source's mask and from the device's 3x file alike.
  @Test(arguments: [ContentMode.center, .top, .bottomRight, .left], [1024, 360])
  func theHoleOpensFromThePictureAsDrawn(mode: ContentMode, pixels: Int) throws {
    let mask = try Self.logo(width: pixels)
    let found = try Self.geometry(mask, mode: mode, frame: Self.frame)
    let drawn = try Self.geometry(mask, mode: .scaleToFill, frame: Self.pictureFrame(mode))
    #expect(
      abs(found.finalScale / drawn.finalScale - 1) < 1e-5,
      "final scale \(found.finalScale), drawn \(drawn.finalScale)")
    #expect(
      hypot(found.anchor.x - drawn.anchor.x, found.anchor.y - drawn.anchor.y) < 1e-6,
      "anchor \(found.anchor), drawn \(drawn.anchor)")
  }
}
