import CurtainAssets
import CurtainCore
import Foundation
import Testing

/// A config file and the exact error it must produce.
struct BadConfigFile: CustomTestStringConvertible, Sendable {
  var name: String
  var file = "curtain.yml"
  var text: String
  var expected: [String]

  var testDescription: String { name }
}

@Suite struct DesignLoaderTests {
  static let validYAML = """
    background: "#1DA1F2"
    logo:
      image: logo.png
      size: {width: 120, height: 120}
    """

  static let badFiles: [BadConfigFile] = [
    BadConfigFile(
      name: "zero width",
      text: """
        # Chirp
        name: Chirp
        background: "#1DA1F2"
        logo:
          image: logo.png
          size:
            width: 0
            height: 120
        """,
      expected: ["curtain.yml: logo.size.width: must be > 0 (line 7)"]),
    BadConfigFile(
      name: "unknown key",
      text: validYAML + "\nminimumDisply: 1",
      expected: [
        "curtain.yml: minimumDisply: unknown key 'minimumDisply' in the design (did you mean "
          + "'minimumDisplay'?); valid keys: name, background, logo, branding, video, "
          + "minimumDisplay, deadline, exit, launchScreen, loadingIndicator (line 5)"
      ]),
    BadConfigFile(
      name: "syntax error",
      text: "background: \"#1DA1F2\"\nlogo:\n  image: logo.png\n size: 3\n",
      expected: [
        "curtain.yml: syntax error: did not find expected key (line 4, column 2)"
      ]),
    BadConfigFile(
      name: "duplicate key",
      text: validYAML + "\nbackground: \"#000000\"",
      expected: ["curtain.yml: duplicate key 'background' (line 1)"]),
    BadConfigFile(
      name: "missing logo file",
      text: validYAML.replacingOccurrences(of: "image: logo.png", with: "image: nope.png"),
      expected: [
        "curtain.yml: logo.image: file 'nope.png' not found (paths are relative to the "
          + "config's folder) (line 3)"
      ]),
    BadConfigFile(
      name: "missing dark logo and video",
      text: """
        background: "#1DA1F2"
        logo:
          image: {light: logo.png, dark: logo-dark.png}
          size: {width: 120, height: 120}
        video:
          file: intro.mp4
        """,
      expected: [
        "curtain.yml: logo.image.dark: file 'logo-dark.png' not found (paths are relative to "
          + "the config's folder) (line 3)",
        "curtain.yml: video.file: file 'intro.mp4' not found (paths are relative to the "
          + "config's folder) (line 6)",
      ]),
    BadConfigFile(
      name: "video variants",
      text: validYAML + """

        video:
          file: logo.png
          variants:
            - {idiom: pad, file: intro-pad.mp4}
            - idiom: phone
              orientation: sideways
              file: logo.png
        """,
      expected: [
        "curtain.yml: video.variants[0].file: file 'intro-pad.mp4' not found (paths are "
          + "relative to the config's folder) (line 8)",
        "curtain.yml: video.variants[1].orientation: 'sideways' is not an orientation; use one "
          + "of portrait, landscape (line 10)",
      ]),
    BadConfigFile(
      name: "unquoted colour",
      text: validYAML.replacingOccurrences(of: "\"#1DA1F2\"", with: "#1DA1F2"),
      expected: [
        "curtain.yml: background: is required (in YAML quote colours, as \"#1DA1F2\": an "
          + "unquoted # starts a comment) (line 1)"
      ]),
    BadConfigFile(
      name: "empty file", text: "# nothing yet\n",
      expected: [
        "curtain.yml: the file is empty; a design needs at least background and logo"
      ]),
    BadConfigFile(
      name: "not a mapping", text: "- logo.png\n",
      expected: ["curtain.yml: must be a mapping of keys (line 1)"]),
    BadConfigFile(
      name: "JSON with lines", file: "curtain.json",
      text: """
        {
          "background": "#1DA1F2",
          "logo": {"image": "logo.png", "size": {"width": 120, "height": -4}}
        }
        """,
      expected: ["curtain.json: logo.size.height: must be > 0 (line 3)"]),
    BadConfigFile(
      name: "JSON syntax error", file: "curtain.json",
      text: "{\n  \"background\": \"#1DA1F2\",\n  \"logo\": [\n}\n",
      expected: [
        "curtain.json: syntax error: did not find expected node content (line 4, column 1)"
      ]),
  ]

  @Test(arguments: badFiles)
  func badFileIsReported(config: BadConfigFile) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("png", to: "logo.png")
    let file = try folder.write(config.text, to: config.file)
    do {
      _ = try DesignLoader().load(from: file)
      Issue.record("loaded a bad config")
    } catch {
      #expect(error.description.components(separatedBy: "\n") == config.expected)
    }
  }

  @Test func everyProblemIsListedWithItsLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      """
      background: navy
      logo:
        image: bird.png
        size: {width: -1, hieght: 10}
      branding:
        image: brand.png
        size: {width: 80, height: 20}
      deadline: 0
      exit:
        animation: revael
        curve: {cubicBezier: [0.5, 0, 2, 1]}
      """, to: "curtain.yml")
    do {
      _ = try DesignLoader().load(from: file)
      Issue.record("loaded a bad config")
    } catch {
      #expect(
        error.description == """
          curtain.yml: background: 'navy' is not a colour: use #RRGGBB or #RRGGBBAA (line 1)
          curtain.yml: logo.image: file 'bird.png' not found (paths are relative to the config's folder) (line 3)
          curtain.yml: logo.size.hieght: unknown key 'hieght' in a size (did you mean 'height'?); valid keys: width, height (line 4)
          curtain.yml: logo.size.height: is required (line 4)
          curtain.yml: logo.size.width: must be > 0 (line 4)
          curtain.yml: branding.image: file 'brand.png' not found (paths are relative to the config's folder) (line 6)
          curtain.yml: deadline: must be > 0 (line 8)
          curtain.yml: exit.animation: 'revael' is not an exit animation (did you mean 'reveal'?); use one of reveal, fade, zoomOut, slideUp, curtainOpen, none, heartbeat (line 10)
          curtain.yml: exit.curve.cubicBezier[2]: x2 must be in 0...1 (a timing curve cannot go back in time) (line 11)
          """)
    }
  }

  @Test func validFileLoadsWithItsFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("png", to: "logo.png")
    let file = try folder.write(Self.validYAML, to: "curtain.yml")
    let loaded = try DesignLoader().load(from: file)
    #expect(loaded.design.logo.size == Size(width: 120, height: 120))
    #expect(loaded.directory.standardizedFileURL == folder.url.standardizedFileURL)
    #expect(
      loaded.url(forPath: "logo.png").standardizedFileURL
        == folder.url.appendingPathComponent("logo.png").standardizedFileURL)
    #expect(loaded.url(forPath: "/abs/logo.png").path == "/abs/logo.png")
  }

  @Test func unreadableFileIsNamed() {
    let missing = URL(fileURLWithPath: "/nonexistent/curtain.yml")
    do {
      _ = try DesignLoader().load(from: missing, displayName: "configs/curtain.yml")
      Issue.record("loaded a missing file")
    } catch {
      #expect(error.description.hasPrefix("configs/curtain.yml: cannot read the file"))
    }
  }

  @Test func encodedDesignLoadsBack() throws {
    let design = try BuiltInExample.load().design
    let json = try JSONEncoder().encode(design)
    let loaded = try DesignLoader(fileExists: { _ in true })
      .decode(json, fileURL: URL(fileURLWithPath: "/virtual/curtain.json"))
    #expect(loaded.design == design)
  }

  @Test func referencedFilesAreCheckedThroughTheInjectedFileSystem() throws {
    let loader = DesignLoader(fileExists: { $0.lastPathComponent == "logo.png" })
    let loaded = try loader.decode(
      Data(Self.validYAML.utf8), fileURL: URL(fileURLWithPath: "/virtual/curtain.yml"))
    #expect(loaded.fileURL.path == "/virtual/curtain.yml")
  }

  @Test func everyYAMLFormReads() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["logo.png", "logo-dark.png", "brand.png", "intro.mp4", "poster.png"] {
      try folder.write("x", to: name)
    }
    let file = try folder.write(
      """
      name: Chirp
      background: {light: "#1DA1F2", dark: "0B1929"}
      logo:
        image: {light: logo.png, dark: logo-dark.png}
        size: {width: 120, height: 100}
        offset: {y: -20}
        contentMode: center
      branding: {image: brand.png, size: {width: 90, height: 30}, bottomMargin: 8}
      video: {file: intro.mp4, poster: poster.png, when: always, skippable: false, maxDuration: 3}
      minimumDisplay: 0.5
      deadline: 4
      exit:
        animation: zoomOut
        duration: 0.5
        curve: {spring: {duration: 0.5, bounce: 0.3}}
        reduceMotion: none
      launchScreen: {form: infoPlist}
      """, to: "curtain.yml")
    let design = try DesignLoader().load(from: file).design
    #expect(design.background.dark == RGBAColor(hex: "#0B1929"))
    #expect(design.logo.image == AppearanceImage(light: "logo.png", dark: "logo-dark.png"))
    #expect(design.logo.offset == Point(x: 0, y: -20))
    #expect(design.logo.contentMode == .center)
    #expect(design.branding?.bottomMargin == 8)
    #expect(design.video?.when == .always)
    #expect(design.video?.skippable == false)
    #expect(design.minimumDisplay == 0.5)
    #expect(design.exit.curve == .swiftUISpring(duration: 0.5, bounce: 0.3))
    #expect(design.exit.reduceMotion == ReducedMotionExit.none)
    #expect(design.launchScreen.form == .infoPlist)
  }
}
