import CurtainCore
import Foundation
import Testing

/// The reliability pass's absurd-but-finite numbers: each is one clear issue, never a trap, a
/// hang or a 16 GB image further on.
@Suite struct DesignBoundTests {
  static let reproducers: [BadConfig] = [
    BadConfig(
      name: "logo.size 1e308",
      json: ##"{"background": "#000000", "logo": {"image": "l.png", "##
        + ##""size": {"width": 1e308, "height": 120}}}"##,
      expected: "logo.size.width: must be <= 2048 points"),
    BadConfig(
      name: "logo.size 1000000 (16 GB of pixels)",
      json: ##"{"background": "#000000", "logo": {"image": "l.png", "##
        + ##""size": {"width": 120, "height": 1000000}}}"##,
      expected: "logo.size.height: must be <= 2048 points"),
    BadConfig(
      name: "logo.offset 1e120",
      json: DesignJSON.minimal().replacingOccurrences(
        of: #""height": 120}"#, with: #""height": 120}, "offset": {"x": 1e120}"#),
      expected: "logo.offset.x: must be <= 2048 points"),
    BadConfig(
      name: "logo.offset -1e160 (RevealGeometry loops from 1e155)",
      json: DesignJSON.minimal().replacingOccurrences(
        of: #""height": 120}"#, with: #""height": 120}, "offset": {"y": -1e160}"#),
      expected: "logo.offset.y: must be >= -2048"),
    BadConfig(
      name: "deadline 1e308", json: DesignJSON.minimal(##""deadline": 1e308"##),
      expected: "deadline: must be <= 60 seconds"),
    BadConfig(
      name: "exit.duration 1e308", json: DesignJSON.minimal(##""exit": {"duration": 1e308}"##),
      expected: "exit.duration: must be <= 10 seconds"),
    BadConfig(
      name: "exit.duration 1000000 (millions of frames)",
      json: DesignJSON.minimal(##""exit": {"duration": 1000000}"##),
      expected: "exit.duration: must be <= 10 seconds"),
    BadConfig(
      name: "video.maxDuration 1e308",
      json: DesignJSON.minimal(##""video": {"file": "a.mp4", "maxDuration": 1e308}"##),
      expected: "video.maxDuration: must be <= 60 seconds"),
    BadConfig(
      name: "minimumDisplay 1e308", json: DesignJSON.minimal(##""minimumDisplay": 1e308"##),
      expected: "minimumDisplay: must be <= 60 seconds"),
    BadConfig(
      name: "bottomMargin 1e300",
      json: DesignJSON.minimal(
        ##""branding": {"image": "b.png", "size": {"width": 10, "height": 10}, "##
          + ##""bottomMargin": 1e300}"##),
      expected: "branding.bottomMargin: must be <= 2048 points"),
    BadConfig(
      name: "spring stiffness 1e300",
      json: DesignJSON.minimal(##""exit": {"curve": {"spring": {"stiffness": 1e300}}}"##),
      expected: "exit.curve.spring.stiffness: must be <= 1000000"),
    BadConfig(
      name: "spring velocity -1e300",
      json: DesignJSON.minimal(##""exit": {"curve": {"spring": {"initialVelocity": -1e300}}}"##),
      expected: "exit.curve.spring.initialVelocity: must be >= -1000"),
    BadConfig(
      name: "SwiftUI spring duration 1e-300 (infinite stiffness)",
      json: DesignJSON.minimal(##""exit": {"curve": {"spring": {"duration": 1e-300}}}"##),
      expected: "exit.curve.spring.duration: must be >= 0.01"),
    BadConfig(
      name: "Bezier y 1e300",
      json: DesignJSON.minimal(##""exit": {"curve": {"cubicBezier": [0.2, 1e300, 0.8, 1]}}"##),
      expected: "exit.curve.cubicBezier[1]: must be <= 10"),
  ]

  @Test(arguments: reproducers)
  func anAbsurdNumberIsOneClearIssue(config: BadConfig) {
    #expect(DesignJSON.issues(config.json) == [config.expected])
  }

  /// A design made in code goes through the same check as a config.
  @Test func aDesignMadeInCodeIsCheckedAgainstTheSameBounds() {
    var design = LaunchDesign(
      background: AppearanceColor(light: .white),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo"), size: Size(width: 1e308, height: 120)))
    design.deadline = 1e308
    #expect(
      design.validationIssues().map(\.description) == [
        "logo.size.width: must be <= 2048 points", "deadline: must be <= 60 seconds",
      ])
  }

  @Test(
    arguments: [
      (DesignBound.size, 0.0, "must be > 0"), (.size, 2048, nil),
      (.size, 2048.5, "must be <= 2048 points"),
      (.offset, -2048, nil), (.offset, .nan, "must be a finite number"),
      (.exitDuration, 0, nil), (.exitDuration, -.infinity, "must be a finite number"),
      (.springDuration, 0.005, "must be >= 0.01"),
    ] as [(DesignBound, Double, String?)])
  func aBoundNamesTheLimitAndTheUnit(bound: DesignBound, value: Double, problem: String?) {
    #expect(bound.problem(with: value) == problem)
  }

  @Test func everyBoundReadsAsItsRange() {
    #expect(DesignBound.size.description == "> 0 and <= 2048 points")
    #expect(DesignBound.springValue.description == "> 0 and <= 1000000")
  }
}
