import CurtainCore
import Foundation
import Testing

@Suite struct LaunchDesignCodingTests {
  @Test func minimalConfigTakesEveryDefault() throws {
    let result = DesignJSON.decode(DesignJSON.minimal())
    #expect(result.issues.isEmpty)
    let design = try #require(result.design)
    #expect(design.name == LaunchDesign.defaultName)
    #expect(design.background.light == RGBAColor(hex: "#1DA1F2"))
    #expect(design.background.dark == design.background.light)
    #expect(design.logo.offset == .zero)
    #expect(design.logo.contentMode == .scaleAspectFit)
    #expect(design.branding == nil)
    #expect(design.video == nil)
    #expect(design.minimumDisplay == 0)
    #expect(design.deadline == 6)
    #expect(design.exit == ExitDesign())
    #expect(design.launchScreen == LaunchScreenDesign())
  }

  @Test func fullConfigReadsEveryKey() throws {
    let json = """
      {"name": "Chirp", "background": {"light": "#1DA1F2", "dark": "#0B1A2B"},
       "logo": {"image": {"light": "logo.png", "dark": "logo-dark.png"},
                "size": {"width": 120, "height": 100}, "offset": {"x": 0, "y": -20},
                "contentMode": "center"},
       "branding": {"image": "brand.png", "size": {"width": 90, "height": 30}, "bottomMargin": 8},
       "video": {"file": "intro.mp4", "poster": "poster.png", "when": "newVersion",
                 "skippable": false, "maxDuration": 3},
       "minimumDisplay": 0.5, "deadline": 4,
       "exit": {"animation": "fade", "duration": 0.3, "curve": "easeOut", "reduceMotion": "none"},
       "launchScreen": {"form": "infoPlist"}}
      """
    let result = DesignJSON.decode(json)
    #expect(result.issues.isEmpty)
    let design = try #require(result.design)
    let expected = LaunchDesign(
      name: "Chirp",
      background: AppearanceColor(
        light: try #require(RGBAColor(hex: "#1DA1F2")), dark: RGBAColor(hex: "#0B1A2B")),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png", dark: "logo-dark.png"),
        size: Size(width: 120, height: 100), offset: Point(x: 0, y: -20), contentMode: .center),
      branding: BrandingDesign(
        image: AppearanceImage(light: "brand.png"), size: Size(width: 90, height: 30),
        bottomMargin: 8),
      video: VideoDesign(
        file: "intro.mp4", poster: "poster.png", when: .newVersion, skippable: false,
        maxDuration: 3),
      minimumDisplay: 0.5, deadline: 4,
      exit: ExitDesign(animation: .fade, duration: 0.3, curve: .easeOut, reduceMotion: .none),
      launchScreen: LaunchScreenDesign(form: .infoPlist))
    #expect(design == expected)
  }

  @Test func encodingLeavesOutDefaults() throws {
    let design = LaunchDesign(
      background: AppearanceColor(light: .white),
      logo: LogoDesign(image: AppearanceImage(light: "logo.png"), size: Size(width: 1, height: 2)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(design), as: UTF8.self)
    #expect(
      json
        == ##"{"background":"#FFFFFF","logo":{"image":"logo.png","size":{"height":2,"width":1}}}"##)
  }

  @Test(arguments: [
    LaunchDesign(
      name: "Chirp",
      background: AppearanceColor(light: .white, dark: .black),
      logo: LogoDesign(
        image: AppearanceImage(light: "a.png", dark: "b.png"), size: Size(width: 1, height: 2),
        offset: Point(x: 3, y: 4), contentMode: .scaleAspectFill),
      branding: BrandingDesign(
        image: AppearanceImage(light: "c.png"), size: Size(width: 5, height: 6), bottomMargin: 0),
      video: VideoDesign(file: "v.mp4", poster: "p.png", when: .always, skippable: false),
      minimumDisplay: 1, deadline: 3,
      exit: ExitDesign(
        animation: .heartbeat, duration: 1.5,
        curve: .spring(mass: 2, stiffness: 100, damping: 12, initialVelocity: 0),
        reduceMotion: .none),
      launchScreen: LaunchScreenDesign(form: .infoPlist)),
    LaunchDesign(
      background: AppearanceColor(light: .white),
      logo: LogoDesign(image: AppearanceImage(light: "a.png"), size: Size(width: 1, height: 2)),
      exit: ExitDesign(curve: .cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))),
  ])
  func encodingRoundTrips(design: LaunchDesign) throws {
    let data = try JSONEncoder().encode(design)
    let decoded = LaunchDesign.decodeCollectingIssues(json: data)
    #expect(decoded.issues.isEmpty)
    #expect(decoded.design == design)
  }

  @Test func plainDecoderThrowsTheFirstProblem() {
    let json = DesignJSON.minimal(##""deadlin": 5"##)
    #expect {
      try JSONDecoder().decode(LaunchDesign.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".contains("unknown key 'deadlin'")
    }
  }

  @Test func plainDecoderNamesANestedProblemOnce() {
    let json =
      ##"{"background": "#000000", "logo": {"image": "l.png", "size": {"width": 1, "##
      + ##""height": 1, "depth": 2}}}"##
    #expect {
      try JSONDecoder().decode(LaunchDesign.self, from: Data(json.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription
        == "logo.size.depth: unknown key 'depth' in a size; valid keys: width, height"
    }
  }
}
