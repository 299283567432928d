import CurtainCore
import Foundation
import Testing

/// `video.variants`: the plan plays, on each screen, the variant made for its idiom and
/// orientation (the one rule the device, `preview` and `check` follow), and a bad variant is
/// named by its key.
@Suite struct VideoVariantTests {
  static let video = VideoDesign(
    file: "intro.mp4", poster: "intro.png",
    variants: [
      VideoVariant(orientation: .landscape, file: "wide.mp4"),
      VideoVariant(idiom: .pad, file: "pad.mp4", poster: "pad.png"),
      VideoVariant(idiom: .pad, orientation: .landscape, file: "pad-wide.mp4"),
    ])

  /// (idiom, orientation) -> the file and poster that play.
  static let chosen: [(ScreenIdiom?, Orientation?, String, String?)] = [
    (.phone, .portrait, "intro.mp4", "intro.png"),
    (.phone, .landscape, "wide.mp4", nil),
    (.pad, .portrait, "pad.mp4", "pad.png"),
    (.pad, .landscape, "pad-wide.mp4", nil),
    // Not known: only the variants that name nothing unknown fit.
    (nil, .landscape, "wide.mp4", nil),
    (.pad, nil, "pad.mp4", "pad.png"),
    (nil, nil, "intro.mp4", "intro.png"),
  ]

  @Test(arguments: chosen.indices)
  func thePlanPlaysTheVariantForTheScreen(index: Int) {
    let (idiom, orientation, file, poster) = Self.chosen[index]
    let design = LaunchDesign(
      background: AppearanceColor(light: .white),
      logo: LogoDesign(image: AppearanceImage(light: "logo.png"), size: Size(width: 9, height: 9)),
      video: Self.video)
    let plan = LaunchPlan(
      design: design, kind: .firstLaunch,
      environment: LaunchEnvironment(orientation: orientation, idiom: idiom))
    guard case .video(let played) = plan.cover else {
      Issue.record("no video: \(plan.cover)")
      return
    }
    #expect(played.file == file)
    #expect(played.poster == poster)
    #expect(played.variants.isEmpty)
    #expect(played.maxDuration == Self.video.maxDuration)
  }

  /// An iPad in landscape with a variant for iPads and one for landscape: the idiom's (an
  /// iPad video is drawn for the iPad's shape; a landscape phone video is not), in either order.
  @Test(arguments: [false, true])
  func theIdiomOutranksTheOrientation(reversed: Bool) {
    let variants = [
      VideoVariant(orientation: .landscape, file: "wide.mp4"),
      VideoVariant(idiom: .pad, file: "pad.mp4"),
    ]
    let video = VideoDesign(file: "intro.mp4", variants: reversed ? variants.reversed() : variants)
    #expect(video.on(idiom: .pad, orientation: .landscape).file == "pad.mp4")
    #expect(video.on(idiom: .phone, orientation: .landscape).file == "wide.mp4")
  }

  /// The idiom is the size classes' (the rule `logo.size.pad` follows): every iPad is `pad` in
  /// both orientations, every phone `phone`, the large phones' regular-width landscape too.
  @Test(arguments: DeviceCatalog.matrix.map(\.name))
  func theIdiomOfAScreenIsItsSizeClasses(device name: String) throws {
    let device = try DeviceCatalog.device(named: name)
    for orientation in Orientation.allCases {
      #expect(ScreenIdiom(device.screen(orientation)) == (device.isPad ? .pad : .phone))
    }
  }

  static let bad: [(json: String, expected: String)] = [
    (
      #"[{"file": "a.mp4"}]"#,
      "video.variants[0]: must name an idiom (phone, pad) or an orientation"
    ),
    (#"[{"idiom": "ipad", "file": "a.mp4"}]"#, "video.variants[0].idiom: 'ipad' is not an idiom"),
    (#"[{"idiom": "pad"}]"#, "video.variants[0].file: is required"),
    (
      #"[{"idiom": "pad", "file": "a.mp4", "gravity": 3}]"#,
      "video.variants[0].gravity: unknown key 'gravity'"
    ),
    (
      #"[{"idiom": "pad", "file": "a.mp4"}, {"idiom": "pad", "file": "b.mp4"}]"#,
      "video.variants[1]: is for the same screens {idiom: pad} as video.variants[0]"
    ),
    (
      #"[{"orientation": "landscape", "file": "a.mp4"}]"#,
      "video.variants[0].orientation: never plays: video.orientations does not include landscape"
    ),
    (
      #"[{"idiom": "pad", "file": "a.mp4", "poster": ""}]"#,
      "video.variants[0].poster: must not be empty"
    ),
  ]

  @Test(arguments: bad.indices)
  func aBadVariantIsNamedByItsKey(index: Int) {
    let (variants, expected) = Self.bad[index]
    let issues = DesignJSON.issues(
      DesignJSON.minimal(
        #""video": {"file": "intro.mp4", "orientations": ["portrait"], "variants": "#
          + variants + "}"))
    #expect(issues.contains { $0.hasPrefix(expected) }, "\(issues)")
  }
}
