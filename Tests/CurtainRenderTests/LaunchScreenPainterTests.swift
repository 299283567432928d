import CurtainCore
import Testing

@testable import CurtainRender

/// A laid-out launch screen drawn as UIKit draws its views, judged against pictures painted by
/// hand with `VisibleChange` (no pixel a person would see as different).
@Suite struct LaunchScreenPainterTests {
  static let screen = Screen(
    size: Size(width: 60, height: 60), scale: 1, safeArea: EdgeInsets(), orientation: .portrait)

  /// `rects` filled in order over a white 60 x 60 picture.
  static func painted(_ rects: [(Rect, (UInt8, UInt8, UInt8))]) -> RGBAImage {
    var image = RGBAImage(width: 60, height: 60, fill: (255, 255, 255, 255))
    for (rect, color) in rects {
      for y in max(0, Int(rect.minY))..<min(60, Int(rect.maxY)) {
        for x in max(0, Int(rect.minX))..<min(60, Int(rect.maxX)) {
          let index = (y * 60 + x) * 4
          image.pixels[index] = color.0
          image.pixels[index + 1] = color.1
          image.pixels[index + 2] = color.2
        }
      }
    }
    return image
  }

  static func root(_ subviews: [DrawnView]) -> DrawnView {
    DrawnView(
      id: "root", frame: Rect(x: 0, y: 0, width: 60, height: 60), backgroundColor: .white,
      subviews: subviews)
  }

  static func expectLooksLike(_ drawn: RGBAImage, _ expected: RGBAImage) {
    let change = VisibleChange(from: expected, to: drawn)
    #expect(change.changedPixels == 0, "\(change)")
  }

  static let red = RGBAColor(red: 1, green: 0, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 1)

  @Test func backgroundAlphaHiddenAndClipping() throws {
    let drawn = try LaunchScreenPainter.draw(
      Self.root([
        DrawnView(
          id: "half", frame: Rect(x: 0, y: 0, width: 20, height: 20),
          backgroundColor: Self.red, alpha: 0.5),
        DrawnView(
          id: "hidden", frame: Rect(x: 0, y: 30, width: 20, height: 20),
          backgroundColor: Self.red, isHidden: true),
        DrawnView(
          id: "clip", frame: Rect(x: 30, y: 30, width: 20, height: 20), clipsToBounds: true,
          subviews: [
            DrawnView(
              id: "big", frame: Rect(x: -30, y: -30, width: 100, height: 100),
              backgroundColor: Self.blue)
          ]),
      ]), on: Self.screen, images: [:])
    Self.expectLooksLike(
      drawn,
      Self.painted([
        (Rect(x: 0, y: 0, width: 20, height: 20), (255, 128, 128)),
        (Rect(x: 30, y: 30, width: 20, height: 20), (0, 0, 255)),
      ]))
  }

  @Test func withoutClippingASubviewDrawsOutsideItsSuperview() throws {
    let drawn = try LaunchScreenPainter.draw(
      Self.root([
        DrawnView(
          id: "open", frame: Rect(x: 30, y: 30, width: 20, height: 20),
          subviews: [
            DrawnView(
              id: "big", frame: Rect(x: -10, y: -10, width: 40, height: 40),
              backgroundColor: Self.blue)
          ])
      ]), on: Self.screen, images: [:])
    Self.expectLooksLike(
      drawn, Self.painted([(Rect(x: 20, y: 20, width: 40, height: 40), (0, 0, 255))]))
  }

  /// A 20 x 10 point red image in a 40 x 40 view at the origin, unclipped: where each content
  /// mode puts it (UIKit's `UIView.ContentMode`), written out by hand.
  static let modes: [(ContentMode, Rect)] = [
    (.scaleToFill, Rect(x: 0, y: 0, width: 40, height: 40)),
    (.scaleAspectFit, Rect(x: 0, y: 10, width: 40, height: 20)),
    (.scaleAspectFill, Rect(x: -20, y: 0, width: 80, height: 40)),
    (.center, Rect(x: 10, y: 15, width: 20, height: 10)),
    (.top, Rect(x: 10, y: 0, width: 20, height: 10)),
    (.bottom, Rect(x: 10, y: 30, width: 20, height: 10)),
    (.left, Rect(x: 0, y: 15, width: 20, height: 10)),
    (.right, Rect(x: 20, y: 15, width: 20, height: 10)),
    (.topLeft, Rect(x: 0, y: 0, width: 20, height: 10)),
    (.topRight, Rect(x: 20, y: 0, width: 20, height: 10)),
    (.bottomLeft, Rect(x: 0, y: 30, width: 20, height: 10)),
    (.bottomRight, Rect(x: 20, y: 30, width: 20, height: 10)),
  ]

  @Test(arguments: modes)
  func everyContentModePlacesTheImageAsUIKitDoes(mode: ContentMode, expected: Rect) throws {
    // 40 x 20 pixels at 2x: 20 x 10 points.
    let image = RGBAImage(width: 40, height: 20, fill: (255, 0, 0, 255))
    let drawn = try LaunchScreenPainter.draw(
      Self.root([
        DrawnView(
          id: "image", frame: Rect(x: 0, y: 0, width: 40, height: 40),
          content: .image(ImageSource(name: "logo", scale: 2), mode))
      ]), on: Self.screen, images: ["logo": image])
    Self.expectLooksLike(drawn, Self.painted([(expected, (255, 0, 0))]))
  }

  @Test func clipsToBoundsCutsAnAspectFillImage() throws {
    let image = RGBAImage(width: 40, height: 20, fill: (255, 0, 0, 255))
    let drawn = try LaunchScreenPainter.draw(
      Self.root([
        DrawnView(
          id: "image", frame: Rect(x: 10, y: 10, width: 40, height: 40), clipsToBounds: true,
          content: .image(ImageSource(name: "logo", scale: 2), .scaleAspectFill))
      ]), on: Self.screen, images: ["logo": image])
    Self.expectLooksLike(
      drawn, Self.painted([(Rect(x: 10, y: 10, width: 40, height: 40), (255, 0, 0))]))
  }

  @Test func aLabelIsDrawnInItsFrameInItsColour() throws {
    let label = DrawnView(
      id: "label", frame: Rect(x: 0, y: 20, width: 60, height: 20),
      content: .text(DrawnText(text: "Hi", pointSize: 14, color: Self.blue, alignment: .center)))
    let drawn = try LaunchScreenPainter.draw(Self.root([label]), on: Self.screen, images: [:])
    var inked: [(Int, Int)] = []
    for y in 0..<60 {
      for x in 0..<60 where drawn[x, y].red < 128 { inked.append((x, y)) }
    }
    #expect(inked.count > 20)
    #expect(inked.allSatisfy { $0.1 >= 20 && $0.1 < 40 })
    #expect(inked.allSatisfy { drawn[$0.0, $0.1].blue > 200 })
  }
}
