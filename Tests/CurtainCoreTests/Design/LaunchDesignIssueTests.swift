import CurtainCore
import Foundation
import Testing

/// A config with one problem and the line that reports it.
struct BadConfig: CustomTestStringConvertible, Sendable {
  var name: String
  var json: String
  var expected: String

  var testDescription: String { name }
}

@Suite struct LaunchDesignIssueTests {
  static let badConfigs: [BadConfig] = [
    BadConfig(
      name: "unknown root key", json: DesignJSON.minimal(##""deadlin": 5"##),
      expected:
        "deadlin: unknown key 'deadlin' in the design (did you mean 'deadline'?); valid keys: "
        + "name, background, logo, branding, video, minimumDisplay, deadline, exit, launchScreen, "
        + "loadingIndicator"),
    BadConfig(
      name: "unknown nested key",
      json: ##"{"background": "#000000", "logo": {"image": "l.png", "sise": {}, "##
        + ##""size": {"width": 1, "height": 1}}}"##,
      expected:
        "logo.sise: unknown key 'sise' in logo (did you mean 'size'?); valid keys: image, size, "
        + "offset, contentMode, padImage"),
    BadConfig(
      name: "wrong type", json: DesignJSON.minimal(##""deadline": "soon""##),
      expected: "deadline: must be a number, not 'soon'"),
    BadConfig(
      name: "bad colour",
      json: ##"{"background": "blue", "logo": {"image": "l.png", "##
        + ##""size": {"width": 1, "height": 1}}}"##,
      expected: "background: 'blue' is not a colour: use #RRGGBB or #RRGGBBAA"),
    BadConfig(
      name: "bad dark colour",
      json: ##"{"background": {"light": "#000000", "dark": "#12"}, "logo": {"image": "l.png", "##
        + ##""size": {"width": 1, "height": 1}}}"##,
      expected: "background.dark: '#12' is not a colour: use #RRGGBB or #RRGGBBAA"),
    BadConfig(
      name: "missing logo", json: ##"{"background": "#000000"}"##, expected: "logo: is required"),
    BadConfig(
      name: "missing size",
      json: ##"{"background": "#000000", "logo": {"image": "l.png"}}"##,
      expected: "logo.size: is required"),
    BadConfig(
      name: "bad enum", json: DesignJSON.minimal(##""exit": {"animation": "revael"}"##),
      expected:
        "exit.animation: 'revael' is not an exit animation (did you mean 'reveal'?); use one of "
        + "reveal, fade, zoomOut, slideUp, curtainOpen, none, heartbeat"),
    BadConfig(
      name: "zero width",
      json: ##"{"background": "#000000", "logo": {"image": "l.png", "##
        + ##""size": {"width": 0, "height": 1}}}"##,
      expected: "logo.size.width: must be > 0"),
    BadConfig(
      name: "zero deadline", json: DesignJSON.minimal(##""deadline": 0"##),
      expected: "deadline: must be > 0"),
    BadConfig(
      name: "negative minimum display", json: DesignJSON.minimal(##""minimumDisplay": -1"##),
      expected: "minimumDisplay: must be >= 0"),
    BadConfig(
      name: "minimum display past deadline",
      json: DesignJSON.minimal(##""minimumDisplay": 6"##),
      expected: "minimumDisplay: must be less than deadline (6)"),
    BadConfig(
      name: "negative exit duration", json: DesignJSON.minimal(##""exit": {"duration": -0.1}"##),
      expected: "exit.duration: must be >= 0"),
    BadConfig(
      name: "translucent background",
      json: ##"{"background": "#00000080", "logo": {"image": "l.png", "##
        + ##""size": {"width": 1, "height": 1}}}"##,
      expected: "background: must be opaque (alpha 1): the splash has to cover the screen"),
    BadConfig(
      name: "bezier x out of range",
      json: DesignJSON.minimal(##""exit": {"curve": {"cubicBezier": [0.2, 0, 1.5, 1]}}"##),
      expected:
        "exit.curve.cubicBezier[2]: x2 must be in 0...1 (a timing curve cannot go back in time)"),
    BadConfig(
      name: "bezier of three",
      json: DesignJSON.minimal(##""exit": {"curve": {"cubicBezier": [0.2, 0, 1]}}"##),
      expected: "exit.curve.cubicBezier: must be four numbers [x1, y1, x2, y2], not 3"),
    BadConfig(
      name: "zero spring mass",
      json: DesignJSON.minimal(##""exit": {"curve": {"spring": {"mass": 0}}}"##),
      expected: "exit.curve.spring.mass: must be > 0"),
    BadConfig(
      name: "mixed spring forms",
      json: DesignJSON.minimal(##""exit": {"curve": {"spring": {"mass": 1, "bounce": 0.2}}}"##),
      expected:
        "exit.curve.spring: use either {mass, stiffness, damping, initialVelocity} or "
        + "{duration, bounce}, not both"),
    BadConfig(
      name: "full bounce",
      json: DesignJSON.minimal(##""exit": {"curve": {"spring": {"bounce": 1}}}"##),
      expected: "exit.curve.spring.bounce: must be greater than -1 and less than 1"),
    BadConfig(
      name: "unknown curve",
      json: DesignJSON.minimal(##""exit": {"curve": "easeInOut"}"##),
      expected:
        "exit.curve: 'easeInOut' is not a timing curve (did you mean 'easeOut'?); use one of "
        + "linear, easeIn, easeOut, easeInEaseOut, default, or {cubicBezier: [...]} or "
        + "{spring: {...}}"),
    BadConfig(
      name: "video without length",
      json: DesignJSON.minimal(##""video": {"file": "a.mp4", "maxDuration": 0}"##),
      expected: "video.maxDuration: must be > 0"),
    BadConfig(
      name: "video without file", json: DesignJSON.minimal(##""video": {"when": "always"}"##),
      expected: "video.file: is required"),
    BadConfig(
      name: "size is a string",
      json: ##"{"background": "#000000", "logo": {"image": "l.png", "size": "big"}}"##,
      expected:
        "logo.size: must be a size ({width, height} or a number of points for a square) or "
        + "{phone: SIZE, pad: SIZE}, not 'big'"),
    BadConfig(
      name: "root is a list", json: "[1, 2]", expected: "must be a mapping of keys"),
  ]

  @Test(arguments: badConfigs)
  func badConfigIsReported(config: BadConfig) {
    #expect(DesignJSON.issues(config.json) == [config.expected])
  }

  @Test func everyProblemIsReportedAtOnce() {
    let json = """
      {"background": "navy", "logo": {"image": "", "size": {"width": -1, "hight": 3}},
       "deadline": 0, "minimumDisplay": -2, "exit": {"animation": "fad", "duration": "slow"}}
      """
    #expect(
      DesignJSON.issues(json) == [
        "background: 'navy' is not a colour: use #RRGGBB or #RRGGBBAA",
        "logo.size.hight: unknown key 'hight' in a size (did you mean 'height'?); valid keys: "
          + "width, height",
        "logo.size.height: is required",
        "exit.animation: 'fad' is not an exit animation (did you mean 'fade'?); use one of "
          + "reveal, fade, zoomOut, slideUp, curtainOpen, none, heartbeat",
        "exit.duration: must be a number, not 'slow'",
        "logo.image: must not be empty",
        "logo.size.width: must be > 0",
        "deadline: must be > 0",
        "minimumDisplay: must be >= 0",
      ])
  }

  @Test func validDesignHasNoIssues() throws {
    let design = try #require(DesignJSON.decode(DesignJSON.minimal()).design)
    #expect(design.validationIssues().isEmpty)
  }
}
