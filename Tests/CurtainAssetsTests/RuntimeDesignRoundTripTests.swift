import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// Config -> `curtain generate` -> the runtime resource the app loads: for every config key, the
/// app's design and launch plans equal the ones `curtain plan` derives from the config itself,
/// and changing the key changes what the app gets.
@Suite struct RuntimeDesignRoundTripTests {
  /// The base config, one section per top-level key; a variant replaces whole sections.
  static let base: [(key: String, yaml: String)] = [
    ("name", "name: Base"),
    ("background", "background: \"#102030\""),
    ("logo", "logo:\n  image: logo.raw\n  size: {width: 24, height: 24}"),
    ("branding", ""),
    ("video", ""),
    ("minimumDisplay", ""),
    ("deadline", ""),
    ("exit", ""),
    ("launchScreen", ""),
    ("loadingIndicator", ""),
  ]

  /// One variant per config key (Docs/Config.md's table, and every `exit.style` key).
  static let variants: [(key: String, section: String, yaml: String)] = [
    ("name", "name", "name: Other"),
    ("background", "background", "background: {light: \"#102030\", dark: \"#000000\"}"),
    ("background.color", "background", "background:\n  color: \"#102030\"\n  image: poster.raw"),
    ("background.image", "background", "background:\n  image: {light: poster.raw, dark: dark.raw}"),
    (
      "background.contentMode", "background",
      "background:\n  image: poster.raw\n  contentMode: center"
    ),
    (
      "background.gradient", "background",
      "background:\n  gradient: {from: \"#FF0000\", to: {light: \"#0000FF\", dark: \"#000000\"}}"
    ),
    (
      "logo.image", "logo",
      "logo:\n  image: {light: logo.raw, dark: dark.raw}\n  size: {width: 24, height: 24}"
    ),
    ("logo.size", "logo", "logo:\n  image: logo.raw\n  size: {width: 30, height: 24}"),
    ("logo.size.pad", "logo", "logo:\n  image: logo.raw\n  size: {phone: 24, pad: 48}"),
    (
      "logo.padImage", "logo",
      "logo:\n  image: logo.raw\n  size: {width: 24, height: 24}\n  padImage: dark.raw"
    ),
    (
      "logo.offset", "logo",
      "logo:\n  image: logo.raw\n  size: {width: 24, height: 24}\n  offset: {x: 0, y: -20}"
    ),
    (
      "logo.contentMode", "logo",
      "logo:\n  image: logo.raw\n  size: {width: 24, height: 24}\n  contentMode: center"
    ),
    ("branding.image", "branding", "branding:\n  image: brand.raw\n  size: {width: 20, height: 8}"),
    ("branding.size", "branding", "branding:\n  image: brand.raw\n  size: {width: 30, height: 10}"),
    (
      "branding.bottomMargin", "branding",
      "branding:\n  image: brand.raw\n  size: {width: 20, height: 8}\n  bottomMargin: 30"
    ),
    ("video.file", "video", "video:\n  file: media/intro.mp4"),
    ("video.poster", "video", "video:\n  file: media/intro.mp4\n  poster: poster.raw"),
    ("video.when", "video", "video:\n  file: media/intro.mp4\n  when: always"),
    ("video.skippable", "video", "video:\n  file: media/intro.mp4\n  skippable: false"),
    ("video.maxDuration", "video", "video:\n  file: media/intro.mp4\n  maxDuration: 2.5"),
    ("video.appearances", "video", "video:\n  file: media/intro.mp4\n  appearances: [light]"),
    ("video.orientations", "video", "video:\n  file: media/intro.mp4\n  orientations: [portrait]"),
    (
      "video.variants", "video",
      "video:\n  file: media/intro.mp4\n  variants:\n"
        + "    - {idiom: pad, orientation: landscape, file: media/pad.mp4, poster: poster.raw}\n"
        + "    - {orientation: landscape, file: media/wide.mp4}"
    ),
    (
      "video.placement", "video",
      "video:\n  file: media/intro.mp4\n  placement: center\n  size: {width: 390, height: 844}"
    ),
    (
      "video.size", "video",
      "video:\n  file: media/intro.mp4\n  placement: center\n  size: {width: 375, height: 667}"
    ),
    ("minimumDisplay", "minimumDisplay", "minimumDisplay: 0.7"),
    ("deadline", "deadline", "deadline: 4"),
    ("exit.animation", "exit", "exit:\n  animation: zoomOut"),
    ("exit.duration", "exit", "exit:\n  duration: 1.3"),
    ("exit.curve", "exit", "exit:\n  curve: {spring: {duration: 0.6, bounce: 0.2}}"),
    ("exit.reduceMotion", "exit", "exit:\n  reduceMotion: none"),
    ("exit.style.shrinkScale", "exit", "exit:\n  style: {shrinkScale: 0.6}"),
    ("exit.style.shrinkTime", "exit", "exit:\n  style: {shrinkTime: 0.3}"),
    ("exit.style.overlay", "exit", "exit:\n  style: {overlay: \"#FFFFFF\"}"),
    ("exit.style.overlayFadeStart", "exit", "exit:\n  style: {overlayFadeStart: 0.1}"),
    ("exit.style.overlayFadeEnd", "exit", "exit:\n  style: {overlayFadeEnd: 0.8}"),
    ("exit.style.zoomScale", "exit", "exit:\n  animation: zoomOut\n  style: {zoomScale: 2}"),
    (
      "exit.style.heartbeatPeriod", "exit",
      "exit:\n  animation: heartbeat\n  style: {heartbeatPeriod: 0.9}"
    ),
    (
      "exit.style.heartbeatScales", "exit",
      "exit:\n  animation: heartbeat\n  style: {heartbeatScales: [1, 1.2, 1], heartbeatKeyTimes: [0, 0.5, 1]}"
    ),
    (
      "exit.style.heartbeatKeyTimes", "exit",
      "exit:\n  animation: heartbeat\n  style: {heartbeatKeyTimes: [0, 0.2, 0.3, 0.5, 1]}"
    ),
    ("launchScreen.poster", "launchScreen", "launchScreen:\n  poster: poster.raw"),
    ("loadingIndicator", "loadingIndicator", "loadingIndicator: {}"),
    ("loadingIndicator.graceTime", "loadingIndicator", "loadingIndicator: {graceTime: 0.8}"),
    (
      "loadingIndicator.minimumShowTime", "loadingIndicator",
      "loadingIndicator: {minimumShowTime: 2}"
    ),
    (
      "loadingIndicator.shortWaitThreshold", "loadingIndicator",
      "loadingIndicator: {shortWaitThreshold: 0}"
    ),
    (
      "loadingIndicator.messages", "loadingIndicator",
      "loadingIndicator:\n  messages: [Syncing, \"Almost there\"]"
    ),
    (
      "loadingIndicator.readingTime.baseSeconds", "loadingIndicator",
      "loadingIndicator: {readingTime: {baseSeconds: 2}}"
    ),
    (
      "loadingIndicator.readingTime.secondsPerWord", "loadingIndicator",
      "loadingIndicator: {readingTime: {secondsPerWord: 0.5}}"
    ),
  ]

  /// Keys that change only the system launch screen's declaration (the storyboard or the
  /// Info.plist keys), not what the app does.
  static let launchScreenOnly: Set<String> = ["launchScreen.form"]

  /// The app's own launch screen: its resource carries no generated design to compare, only
  /// the document and its logo view (`appLaunchScreen`), read back by
  /// KeepAppLaunchScreenTests (a storyboard kept by `generate --project`) and
  /// BundledLaunchScreenTests (the bundle name and kind of a storyboard or xib).
  static let appLaunchScreen: Set<String> = [
    "launchScreen.storyboard", "launchScreen.xib", "launchScreen.logo",
  ]

  static let files: [String: Data] = [
    "logo.raw": RawTestCodec.square(size: 48, red: 200),
    "dark.raw": RawTestCodec.square(size: 48, red: 90),
    "brand.raw": RawTestCodec.square(size: 25, red: 10),
    "poster.raw": RawTestCodec.square(size: 60, red: 30),
  ]

  static func config(replacing section: String? = nil, with yaml: String = "") -> String {
    base.map { $0.key == section ? yaml : $0.yaml }.filter { !$0.isEmpty }
      .joined(separator: "\n") + "\n"
  }

  static func design(_ text: String) throws -> LaunchDesign {
    let loader = DesignLoader(
      readFile: { _ in Data() }, fileExists: { _ in true })
    return try loader.decode(
      Data(text.utf8), fileURL: URL(fileURLWithPath: "/project/curtain.yml")
    ).design
  }

  static func generated(_ design: LaunchDesign) throws -> (GeneratedLaunchAssets, Data) {
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: design,
      readFile: { path in
        guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
        return data
      })
    let file = try #require(output.files.first { $0.path == LaunchLayoutResource.fileName })
    return (output, file.contents)
  }

  /// The design with each file replaced by what the app finds in its bundle.
  static func bundled(_ design: LaunchDesign, _ resource: LaunchLayoutResource) -> LaunchDesign {
    var expected = design
    expected.logo.image = AppearanceImage(light: resource.logo.imageName)
    // The iPad image is the image set's `ipad` entries, under the same name.
    expected.logo.padImage = nil
    if let branding = resource.branding {
      expected.branding?.image = .init(light: branding.imageName)
    }
    expected.launchScreen.poster = resource.poster.map { AppearanceImage(light: $0.imageName) }
    expected.launchScreen.form = LaunchScreenDesign.defaultForm
    expected.video = design.video.map { video in
      var bundled = video.filesInBundle
      bundled.poster = resource.video?.poster
      for index in bundled.variants.indices {
        bundled.variants[index].poster = resource.video?.variants[index].poster
      }
      return bundled
    }
    expected.background = resource.background.color
    expected.backgroundImage = resource.backgroundImage.map {
      BackgroundImage(
        source: .image(AppearanceImage(light: $0.imageName)), contentMode: $0.contentMode)
    }
    return expected
  }

  static func plans(_ design: LaunchDesign) -> [LaunchPlan] {
    [LaunchKind.firstLaunch, .update(from: "1", to: "2"), .sameVersion].flatMap { kind in
      [false, true].map { reduceMotion in
        LaunchPlan(
          design: design, kind: kind, environment: LaunchEnvironment(reduceMotion: reduceMotion))
      }
    }
  }

  @Test(arguments: variants.map(\.key))
  func everyKeyReachesTheAppAsTheConfigSaysIt(_ key: String) throws {
    let variant = try #require(Self.variants.first { $0.key == key })
    let design = try Self.design(Self.config(replacing: variant.section, with: variant.yaml))
    let (_, data) = try Self.generated(design)
    let resource = try LaunchLayoutResource.decode(data)
    // Version 3 to 6 only when the design needs it: an older Curtain reads everything else.
    #expect(
      resource.version
        == (design.video.map { $0.placement != .fill } == true
          ? LaunchLayoutResource.currentVersion
          : design.video?.variants.isEmpty == false
            ? LaunchLayoutResource.versionWithVideoVariants
            : design.logo.padSize != nil
              ? LaunchLayoutResource.versionWithAppLaunchScreen
              : design.backgroundImage == nil
                ? LaunchLayoutResource.versionWithoutBackgroundImage
                : LaunchLayoutResource.versionWithBackgroundImage))
    let expected = Self.bundled(design, resource)
    #expect(resource.design == expected)
    #expect(Self.plans(resource.design) == Self.plans(expected))

    let (_, baseData) = try Self.generated(try Self.design(Self.config()))
    let baseResource = try LaunchLayoutResource.decode(baseData)
    #expect(resource != baseResource, "changing \(key) must change what the app gets")
  }

  @Test func theVariantsCoverEveryConfigKeyInTheDocs() throws {
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Docs/Config.md"), encoding: .utf8)
    // Leaf keys of the table: `| [`key`](#anchor) | ...`; a section's own row (`logo`) is not a
    // value and is covered by its keys.
    let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| [`") }
    let keys = rows.compactMap { row -> String? in
      guard let start = row.range(of: "[`"), let end = row.range(of: "`]") else { return nil }
      return String(row[start.upperBound..<end.lowerBound])
    }
    let sections = Set(
      keys.compactMap { $0.split(separator: ".").first.map(String.init) }
        .filter { section in keys.contains { $0.hasPrefix(section + ".") } })
    let covered = Set(Self.variants.map(\.key)).union(Self.launchScreenOnly)
      .union(Self.appLaunchScreen)
    for key in keys where !sections.contains(key) {
      #expect(covered.contains(key), "no round-trip variant for config key \(key)")
    }
  }

  @Test func aVersionOneResourceReadsWithEveryBehaviourAtItsDefault() throws {
    let json = """
      {"version": 1,
       "background": {"colorName": "C", "color": "#102030"},
       "logo": {"imageName": "L", "size": {"width": 24, "height": 24},
                "offset": {"x": 0, "y": 0}, "contentMode": "scaleAspectFit"}}
      """
    let design = try LaunchLayoutResource.decode(Data(json.utf8)).design
    #expect(design.name == LaunchDesign.defaultName)
    #expect(design.video == nil)
    #expect(design.minimumDisplay == LaunchDesign.defaultMinimumDisplay)
    #expect(design.deadline == LaunchDesign.defaultDeadline)
    #expect(design.exit == ExitDesign())
  }

  @Test func aNewerResourceIsRefusedSayingWhatToDo() throws {
    let json = """
      {"version": 99, "future": true}
      """
    #expect(throws: LaunchLayoutResourceError.newerVersion(99)) {
      try LaunchLayoutResource.decode(Data(json.utf8))
    }
    let message = LaunchLayoutResourceError.newerVersion(99).description
    #expect(message.contains("CurtainLaunchLayout.json is format version 99"))
    #expect(message.contains("up to \(LaunchLayoutResource.currentVersion)"))
  }
}
