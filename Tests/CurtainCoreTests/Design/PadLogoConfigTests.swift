import CurtainCore
import Foundation
import Testing

/// `logo.size: {phone, pad}` and `logo.padImage`: what the config says reaches the design, and
/// the layout shows the pad size and image on a screen regular in both size classes only.
@Suite struct PadLogoConfigTests {
  static func decode(_ logo: String) -> (design: LaunchDesign?, issues: [String]) {
    let decoded = DesignJSON.decode(##"{"background": "#FFFFFF", "logo": \##(logo)}"##)
    return (decoded.design, decoded.issues.map(\.description))
  }

  static let decoded: [(json: String, size: Size, pad: Size?, padImage: AppearanceImage?)] = [
    (##"{"image": "l.png", "size": 128}"##, Size(width: 128, height: 128), nil, nil),
    (
      ##"{"image": "l.png", "size": {"phone": 128, "pad": 256}}"##, Size(width: 128, height: 128),
      Size(width: 256, height: 256), nil
    ),
    (
      ##"{"image": "l.png", "size": {"phone": {"width": 100, "height": 50}, "pad": 200}, "padImage": {"light": "p.png", "dark": "pd.png"}}"##,
      Size(width: 100, height: 50), Size(width: 200, height: 200),
      AppearanceImage(light: "p.png", dark: "pd.png")
    ),
    (
      ##"{"image": "l.png", "size": {"width": 10, "height": 20}, "padImage": "p.png"}"##,
      Size(width: 10, height: 20), nil, AppearanceImage(light: "p.png")
    ),
  ]

  @Test(arguments: decoded.indices)
  func eachFormDecodesAndRoundTrips(index: Int) throws {
    let (json, size, pad, padImage) = Self.decoded[index]
    let result = Self.decode(json)
    #expect(result.issues.isEmpty, "\(result.issues)")
    let design = try #require(result.design)
    #expect(design.logo.size == size)
    #expect(design.logo.padSize == pad)
    #expect(design.logo.padImage == padImage)
    let again = try JSONDecoder().decode(LaunchDesign.self, from: JSONEncoder().encode(design))
    #expect(again.logo == design.logo)
  }

  static let bad: [(json: String, expected: String)] = [
    (##"{"image": "l.png", "size": {"phone": 128}}"##, "logo.size.pad: is required"),
    (
      ##"{"image": "l.png", "size": {"width": 1, "height": 1, "pad": 2}}"##,
      "logo.size.width: unknown key 'width' in logo.size per idiom"
    ),
    (##"{"image": "l.png", "size": {"phone": 128, "pad": 0}}"##, "logo.size.pad"),
    (##"{"image": "l.png", "size": {"phone": 128, "ipad": 256}}"##, "unknown key 'ipad'"),
    (##"{"image": "l.png", "size": 64, "padImage": ""}"##, "logo.padImage"),
  ]

  @Test(arguments: bad.indices)
  func aBadValueIsNamedByItsKey(index: Int) {
    let (json, expected) = Self.bad[index]
    let issues = Self.decode(json).issues
    #expect(issues.contains { $0.contains(expected) }, "\(issues)")
  }

  /// On every matrix device in both orientations: the pad size and image where the screen is
  /// regular in both size classes (the iPads), the phone's elsewhere.
  @Test(arguments: DeviceCatalog.matrix.map(\.name))
  func theLayoutShowsThePadLogoOnIPadsOnly(device name: String) throws {
    let device = try DeviceCatalog.device(named: name)
    let design = LaunchDesign(
      background: AppearanceColor(light: .white),
      logo: LogoDesign(
        image: AppearanceImage(light: "phone.png"), size: Size(width: 128, height: 128),
        offset: Point(x: 0, y: -10), padSize: Size(width: 256, height: 256),
        padImage: AppearanceImage(light: "pad.png", dark: "pad-dark.png")))
    for orientation in Orientation.allCases {
      let screen = device.screen(orientation)
      #expect(screen.isRegular == device.isPad)
      for appearance in Appearance.allCases {
        let logo = LaunchScreenLayout(design: design, screen: screen, appearance: appearance).logo
        let side: Double = device.isPad ? 256 : 128
        #expect(logo.frame.size == Size(width: side, height: side))
        #expect(logo.frame.midY == screen.size.height / 2 - 10)
        let image =
          device.isPad ? (appearance == .dark ? "pad-dark.png" : "pad.png") : "phone.png"
        #expect(logo.image.name == image)
      }
    }
  }
}
