import Foundation
import Testing

@testable import CurtainCore

/// A placement and size per video variant (`video.variants[i].placement`, `.size`): a phone
/// video filling the screen and an iPad video centred at its own size, chosen once by
/// `VideoDesign.on(idiom:orientation:)`.
@Suite struct VideoVariantPlacementTests {
  static let screen = Rect(x: 0, y: 0, width: 1024, height: 1366)

  /// (the video's placement and size, the pad variant's; the pad launch's frame on a 1024 x
  /// 1366 pt screen).
  static let cases: [(VideoPlacement, Size?, VideoPlacement?, Size?, Rect)] = [
    // Filled, with a centred iPad video of its own size.
    (
      .fill, nil, .center, Size(width: 390, height: 844),
      Rect(x: 317, y: 261, width: 390, height: 844)
    ),
    // Centred, the iPad video filling the screen.
    (.center, Size(width: 390, height: 844), .fill, nil, screen),
    // Centred, the iPad video centred at the video's size.
    (
      .center, Size(width: 390, height: 844), nil, nil,
      Rect(x: 317, y: 261, width: 390, height: 844)
    ),
    // Centred, the iPad video at its own size.
    (
      .center, Size(width: 390, height: 844), nil, Size(width: 800, height: 1000),
      Rect(x: 112, y: 183, width: 800, height: 1000)
    ),
  ]

  @Test(arguments: cases.indices)
  func theVariantDrawsWhereItSays(index: Int) throws {
    let (placement, size, padPlacement, padSize, frame) = Self.cases[index]
    let video = VideoDesign(
      file: "phone.mp4",
      variants: [
        VideoVariant(idiom: .pad, file: "pad.mp4", placement: padPlacement, size: padSize)
      ], placement: placement, size: size)
    var design = try #require(DesignJSON.decode(DesignJSON.minimal()).design)
    design.video = video
    #expect(design.validationIssues().isEmpty, "\(design.validationIssues())")
    let pad = video.on(idiom: .pad, orientation: .portrait)
    #expect(pad.file == "pad.mp4")
    #expect(pad.frame(in: Self.screen) == frame)
    // The phone keeps the video's own placement.
    let phone = video.on(idiom: .phone, orientation: .portrait)
    #expect(phone.placement == placement && phone.size == size)
  }

  static let bad: [(String, String)] = [
    (#""placement": "center""#, "video.variants[0].size: is required with placement: center"),
    (#""size": {"width": 390, "height": 844}"#, "video.variants[0].size: is only used with"),
    (
      #""placement": "center", "size": {"width": 0, "height": 844}"#,
      "video.variants[0].size.width:"
    ),
    (#""placement": "middle""#, "video.variants[0].placement:"),
  ]

  /// A filled video's variant: a centred one needs a size, a size needs centring.
  @Test(arguments: bad.indices)
  func aBadVariantPlacementIsNamedByItsKey(index: Int) {
    let (members, expected) = Self.bad[index]
    let issues = DesignJSON.issues(
      DesignJSON.minimal(
        #""video": {"file": "intro.mp4", "variants": [{"idiom": "pad", "file": "pad.mp4", "#
          + members + "}]}"))
    #expect(issues.contains { $0.hasPrefix(expected) }, "\(issues)")
  }

  /// A centred variant makes the resource format 6 (an older reader would fill the screen with
  /// it), and the variant's placement survives the round trip.
  @Test func aCentredVariantIsFormat6() throws {
    let video = VideoDesign(
      file: "phone.mp4",
      variants: [
        VideoVariant(
          idiom: .pad, file: "pad.mp4", placement: .center, size: Size(width: 390, height: 844))
      ])
    let resource = LaunchLayoutResource(
      background: .init(colorName: "bg", color: AppearanceColor(light: .white)),
      logo: .init(
        imageName: "logo", size: Size(width: 9, height: 9), offset: .zero,
        contentMode: .scaleAspectFit),
      branding: nil, video: video)
    #expect(resource.version == 6)
    let read = try JSONDecoder().decode(
      LaunchLayoutResource.self, from: try JSONEncoder().encode(resource))
    #expect(read.video == video)
  }
}
