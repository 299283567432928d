import CurtainCore
import Foundation
import Testing

/// `background` as a colour, an image or a gradient: what the config says reaches the design,
/// the layout and (for a gradient) the pixels drawn from it.
@Suite struct BackgroundConfigTests {
  static func design(_ background: String) throws -> LaunchDesign {
    let decoded = DesignJSON.decode(
      ##"{"background": \##(background), "logo": {"image": "l.png", "size": {"width": 1, "height": 1}}}"##
    )
    #expect(decoded.issues.isEmpty, "\(decoded.issues)")
    return try #require(decoded.design)
  }

  static let decoded: [(json: String, color: AppearanceColor, image: BackgroundImage?)] = [
    (##""#102030""##, AppearanceColor(light: RGBAColor(hex: "#102030") ?? .black), nil),
    (
      ##"{"light": "#FFFFFF", "dark": "#000000"}"##, AppearanceColor(light: .white, dark: .black),
      nil
    ),
    (
      ##"{"image": "bg.png"}"##, AppearanceColor(light: .white, dark: .black),
      BackgroundImage(source: .image(AppearanceImage(light: "bg.png")))
    ),
    (
      ##"{"color": "#000000", "image": {"light": "a.png", "dark": "b.png"}, "contentMode": "center"}"##,
      AppearanceColor(light: .black),
      BackgroundImage(
        source: .image(AppearanceImage(light: "a.png", dark: "b.png")), contentMode: .center)
    ),
    (
      ##"{"gradient": {"from": "#FF0000", "to": "#0000FF", "direction": "right"}}"##,
      AppearanceColor(light: RGBAColor(red: 0.5, green: 0, blue: 0.5)),
      BackgroundImage(
        source: .gradient(
          BackgroundGradient(
            from: AppearanceColor(light: RGBAColor(red: 1, green: 0, blue: 0)),
            to: AppearanceColor(light: RGBAColor(red: 0, green: 0, blue: 1)), direction: .right)))
    ),
  ]

  @Test(arguments: decoded.indices)
  func eachFormDecodesAndRoundTrips(index: Int) throws {
    let (json, color, image) = Self.decoded[index]
    let design = try Self.design(json)
    #expect(design.background == color)
    #expect(design.backgroundImage == image)
    // Written back as the config says it (colours as 8-bit hex).
    let again = try JSONDecoder().decode(LaunchDesign.self, from: JSONEncoder().encode(design))
    #expect(again.backgroundImage == design.backgroundImage)
    #expect(again.background.light.hexString == design.background.light.hexString)
    #expect(again.background.dark.hexString == design.background.dark.hexString)
  }

  static let bad: [(json: String, expected: String)] = [
    (
      ##"{"image": "a.png", "gradient": {"from": "#000000", "to": "#FFFFFF"}}"##,
      "background.gradient: give either image or gradient, not both"
    ),
    (
      ##"{"gradient": {"from": "#000000", "to": "#FFFFFF"}, "contentMode": "center"}"##,
      "background.contentMode: a gradient always fills the screen; contentMode is for "
        + "background.image"
    ),
    (
      ##"{"image": "a.png", "contentMode": "fill"}"##,
      "background.contentMode: 'fill' is not a content mode"
    ),
    (
      ##"{"gradient": {"from": "#000000", "to": "#FFFFFF", "direction": "diagonal"}}"##,
      "background.gradient.direction: 'diagonal' is not a gradient direction"
    ),
    (##"{"gradient": {"from": "#000000"}}"##, "background.gradient.to: is required"),
    (##"{"image": ""}"##, "background.image: must not be empty"),
    (##"{"color": "#00000080", "image": "a.png"}"##, "background.color: must be opaque"),
    (##"{"image": "a.png", "colour": "#000000"}"##, "background.colour: unknown key 'colour'"),
  ]

  @Test(arguments: bad.indices)
  func aBadBackgroundNamesItsKey(index: Int) {
    let (json, expected) = Self.bad[index]
    let issues = DesignJSON.issues(
      ##"{"background": \##(json), "logo": {"image": "l.png", "size": {"width": 1, "height": 1}}}"##
    )
    #expect(issues.contains { $0.hasPrefix(expected) }, "\(issues)")
  }

  /// The picture fills the screen (not the safe area), behind the logo, in its content mode,
  /// and stays on the background window a reveal opens (it is background, not logo).
  @Test(arguments: [Orientation.portrait, .landscape])
  func theBackgroundImageFillsTheScreenUnderTheLogo(orientation: Orientation) throws {
    let design = try Self.design(##"{"image": "bg.png", "contentMode": "scaleAspectFit"}"##)
    let screen = Screen(
      size: orientation == .portrait
        ? Size(width: 393, height: 852) : Size(width: 852, height: 393), scale: 3,
      safeArea: EdgeInsets(top: 59, bottom: 34), orientation: orientation)
    let layout = LaunchScreenLayout(design: design, screen: screen, appearance: .light)
    let placed = try #require(layout.backgroundImage)
    #expect(placed.frame == screen.bounds)
    #expect(placed.contentMode == .scaleAspectFit)
    #expect(placed.image.scale == BackgroundImage.naturalScale)
    for showsLogo in [true, false] {
      let root = layout.rootLayer(id: "root", bounds: screen.bounds, showsLogo: showsLogo)
      #expect(root.sublayers.first?.id == LaunchScreenLayout.backgroundImageID)
      #expect(
        root.sublayers.contains { $0.id == LaunchScreenLayout.logoID } == showsLogo)
    }
  }

  static let directions: [(GradientDirection, start: (Double, Double), end: (Double, Double))] = [
    (.down, (0.5, 0), (0.5, 1)), (.up, (0.5, 1), (0.5, 0)), (.right, (0, 0.5), (1, 0.5)),
    (.left, (1, 0.5), (0, 0.5)), (.downRight, (0, 0), (1, 1)), (.downLeft, (1, 0), (0, 1)),
  ]

  /// Each direction puts `from` at its start edge or corner and `to` at its end, in each
  /// appearance's colours.
  @Test(arguments: directions.indices)
  func aGradientRunsFromItsStartToItsEnd(index: Int) {
    let (direction, start, end) = Self.directions[index]
    let gradient = BackgroundGradient(
      from: AppearanceColor(light: .white, dark: .black),
      to: AppearanceColor(light: RGBAColor(red: 1, green: 0, blue: 0), dark: .white),
      direction: direction)
    for appearance in Appearance.allCases {
      let first = gradient.color(
        at: gradient.position(x: start.0, y: start.1), appearance: appearance)
      let last = gradient.color(at: gradient.position(x: end.0, y: end.1), appearance: appearance)
      #expect(first == gradient.from.color(for: appearance))
      #expect(last == gradient.to.color(for: appearance))
    }
  }
}
