import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

@MainActor @Suite struct LaunchCheckerTests {
  /// Pixels per point: small, so the checks stay quick in debug builds.
  static let scale = 0.25

  static func settings(
    _ attachment: PlayerAttachment, appearance: Appearance = .light, readyAfter: Double = 1
  ) throws -> LaunchSceneSettings {
    LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: appearance, scenario: .first, readyAfter: readyAfter, pixelScale: scale,
      playerAttachment: attachment, framesPerSecond: 60)
  }

  /// What a test video's frames show.
  enum VideoFrames: Sendable {
    /// The light launch screen in every frame, as seed 000 asks.
    case launchScreen
    /// Solid red from the first frame.
    case red
    /// The launch screen, then red for its last frame: the video ends on another picture.
    case endingRed
  }

  /// The device the video tests launch on: an iPhone SE (2 px per point, 750 x 1334), whose
  /// frames at the device's own density (where hand-offs are judged) are a third of an iPhone
  /// 15's pixels, so a video made at the screen's size stays quick to decode and compare.
  static let videoDevice = "iPhone SE (3rd generation)"

  /// `settings` on ``videoDevice``, at 0.2 px per point (75 x 133 pixels, whole pixels
  /// across: at 0.25 its 93.75-pixel-wide screen leaves a last column three-quarters covered,
  /// a known edge effect of fractional screen sizes that the end rule sees).
  static func videoSettings(
    _ attachment: PlayerAttachment, appearance: Appearance = .light
  ) throws -> LaunchSceneSettings {
    var settings = try settings(attachment, appearance: appearance)
    settings.device = try DeviceCatalog.device(named: videoDevice)
    settings.pixelScale = 0.2
    return settings
  }

  /// The frame folders of each kind of test video, made once per test run and shared by the
  /// tests (a video is only read).
  private static let videoFolders = VideoFixtures()

  /// Makes each kind of test video once: the light launch screen drawn at ``videoDevice``'s own
  /// density (750 x 1334, as a designer exports it: hand-offs are judged at that density), red
  /// frames as small as a flat colour allows (a 4 x 4 picture, filled to the screen).
  @MainActor final class VideoFixtures {
    private var folders: [VideoFrames: URL] = [:]
    private var launchScreenPNG: URL?
    private let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-test-videos-\(UUID().uuidString)", isDirectory: true)

    func folder(_ kind: VideoFrames) throws -> URL {
      if let folder = folders[kind] { return folder }
      let folder = root.appendingPathComponent("\(kind)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let red = root.appendingPathComponent("red.png")
      if !FileManager.default.fileExists(atPath: red.path) {
        try ImageCodec.writePNG(
          RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 255)), to: red, fast: true)
      }
      for index in 0..<3 {
        let isRed =
          switch kind {
          case .launchScreen: false
          case .red: true
          case .endingRed: index == 2
          }
        try FileManager.default.copyItem(
          at: isRed ? red : try launchScreen(),
          to: folder.appendingPathComponent("\(index).png"))
      }
      folders[kind] = folder
      return folder
    }

    /// The light launch screen at the video device's own density, drawn once.
    private func launchScreen() throws -> URL {
      if let launchScreenPNG { return launchScreenPNG }
      var atDeviceDensity = try LaunchCheckerTests.videoSettings(.whenReadyForDisplay)
      atDeviceDensity.pixelScale = nil
      let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: atDeviceDensity)
      let url = root.appendingPathComponent("launch-screen.png")
      try ImageCodec.writePNG(
        try scene.compositor.render(scene.simulation.systemLaunchScreen), to: url, fast: true)
      launchScreenPNG = url
      return url
    }
  }

  /// The built-in example with a splash video of `kind` (a folder of three PNG frames, shared
  /// by the tests), for ``videoSettings(_:appearance:)``.
  static func exampleWithVideo(frames kind: VideoFrames = .launchScreen) throws -> LoadedDesign {
    let example = try BuiltInExample.load()
    var design = example.design
    design.video = VideoDesign(file: try videoFolders.folder(kind).path, when: .always)
    return LoadedDesign(design: design, fileURL: example.fileURL)
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-check-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Ready at any moment, in both appearances: the first-frame rule allows 1/255 of rounding
  /// (ready at 0.01 s failed with 20 pixels off by 1/255).
  @Test(arguments: [0.01, 0.3, 1.0], Appearance.allCases)
  func theBuiltInExamplePasses(readyAfter: Double, appearance: Appearance) throws {
    let scene = try LaunchScene(
      loaded: try BuiltInExample.load(),
      settings: try Self.settings(
        .whenReadyForDisplay, appearance: appearance, readyAfter: readyAfter))
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  /// A video whose first frame is not the launch screen: red from the start, or the light
  /// launch screen shown on a dark launch (the example app's light-only intro in dark mode).
  @Test(arguments: [(VideoFrames.red, Appearance.light), (.launchScreen, .dark)])
  func aVideoWhoseFirstFrameIsNotTheLaunchScreenJumps(
    frames: VideoFrames, appearance: Appearance
  ) throws {
    let scene = try LaunchScene(
      loaded: try Self.exampleWithVideo(frames: frames),
      settings: try Self.videoSettings(.whenReadyForDisplay, appearance: appearance))
    let result = try LaunchChecker().check(scene)
    let jumps = result.failures.compactMap { failure -> (String, VisibleChange)? in
      if case .jumpAtHandOff(let name, let change) = failure.rule { return (name, change) }
      return nil
    }
    #expect(jumps.map(\.0) == ["the video's first frame appears"])
    #expect((jumps.first?.1.share ?? 0) > 0.9)
    let attach = try #require(scene.simulation.attachTime)
    #expect(result.failures.first.map { abs($0.time - attach) <= 1.0 / 60 } == true)
    // The saved picture is the two frames side by side.
    #expect(result.failures.first?.image.width ?? 0 > 2 * scene.width)
  }

  /// A video that ends on another picture than the launch screen: the exit starts from its
  /// last frame (a crossfade), never snapping back to the launch screen's logo first.
  @Test func aVideoEndingOnAnotherPictureExitsFromItWithoutASnap() throws {
    let scene = try LaunchScene(
      loaded: try Self.exampleWithVideo(frames: .endingRed),
      settings: try Self.videoSettings(.whenReadyForDisplay))
    #expect(scene.simulation.input.plan.exit.animation == .fade)
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  /// A reveal whose overlay is a flat colour unlike the logo: the logo changes colour in one
  /// frame at the exit's start.
  @Test func aRevealOverlayOfAnotherColourThanTheLogoJumps() throws {
    let example = try BuiltInExample.load()
    var design = example.design
    design.exit.style.revealOverlay = .color(RGBAColor(red: 1, green: 0, blue: 0))
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL),
      settings: try Self.settings(.whenReadyForDisplay))
    let result = try LaunchChecker().check(scene)
    let names = result.failures.compactMap { failure -> String? in
      if case .jumpAtHandOff(let name, _) = failure.rule { return name }
      return nil
    }
    #expect(names == ["the exit starts"])
    let exitStart = try #require(scene.simulation.exitStartTime)
    #expect(result.failures.first.map { abs($0.time - exitStart) <= 1.0 / 60 } == true)
  }

  @Test func aVideoAttachedWhenReadyPasses() throws {
    let scene = try LaunchScene(
      loaded: try Self.exampleWithVideo(), settings: try Self.videoSettings(.whenReadyForDisplay))
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  /// Seed 000's naive start: the player's black layer on screen before the video is ready,
  /// for one frame (the "tiny black flash") and for the whole load.
  @Test(arguments: [1.0 / 60, 0.25])
  func aPlayerAttachedBeforeItIsReadyFails(lead: Double) throws {
    let scene = try LaunchScene(
      loaded: try Self.exampleWithVideo(), settings: try Self.videoSettings(.early(lead: lead)))
    let result = try LaunchChecker().check(scene)
    // The black frames themselves (the hand-off rule also sees the cut to black and back).
    let failure = try #require(
      result.failures.first { failure in
        switch failure.rule {
        case .flash, .blackScreen: true
        default: false
        }
      })
    let ready =
      LaunchScript.defaultFirstFrameTime
      + LaunchScript.defaultPlayerReadyDelay
    #expect(failure.time >= ready - lead - 1.0 / 60 && failure.time < ready)
    #expect(FrameSignature(failure.image).isBlack())
  }
}

/// What iOS draws for the system launch screen, compared with the replica.
@MainActor @Suite struct LaunchScreenFormCheckTests {
  /// The `infoPlist` form: iOS centres the one image and shows no branding, so a design with
  /// a logo offset or branding gives a replica that differs from it at the first frame.
  @Test func anInfoPlistFormWithBrandingAndAnOffsetFailsTheFirstFrame() throws {
    let example = try BuiltInExample.load()
    var design = example.design
    design.launchScreen.form = .infoPlist
    design.logo.offset = Point(x: 0, y: -40)
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL),
      settings: try LaunchCheckerTests.settings(.whenReadyForDisplay))
    let result = try LaunchChecker().check(scene)
    let first = result.failures.first { failure in
      if case .firstFrameDiffers = failure.rule { return true }
      return false
    }
    #expect(first != nil)
    #expect(
      scene.simulation.systemLaunchScreen.window(.systemLaunchScreen)?.layer
        .layer(withID: LaunchScreenLayout.brandingID) == nil)
  }

  /// The same design in the storyboard form passes: the storyboard keeps both.
  @Test func theStoryboardFormKeepsBrandingAndOffset() throws {
    let example = try BuiltInExample.load()
    var design = example.design
    design.logo.offset = Point(x: 0, y: -40)
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL),
      settings: try LaunchCheckerTests.settings(.whenReadyForDisplay))
    #expect(try LaunchChecker().check(scene).failures.map(\.message) == [])
  }

  /// An aspect-fill logo wider than its box: the storyboard's image view clips it
  /// (`clipsSubviews`), and so do the launch screen and the replica here.
  @Test func anAspectFillLogoIsClippedToItsFrameOnBothSides() throws {
    let example = try BuiltInExample.load()
    var design = example.design
    design.logo.size = Size(width: 200, height: 40)
    design.logo.contentMode = .scaleAspectFill
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL),
      settings: try LaunchCheckerTests.settings(.whenReadyForDisplay))
    let launchScreen = try scene.compositor.render(scene.simulation.systemLaunchScreen)
    let layout = LaunchScreenLayout(
      design: design, screen: scene.simulation.input.screen, appearance: .light)
    let scale = Double(scene.width) / scene.simulation.input.screen.size.width
    // Unclipped, the fill draws the 200 pt square bird 80 pt above and below the 40 pt box
    // (wing and tail); clipped, those bands are the background colour only.
    let frame = layout.logo.frame
    let background = launchScreen[0, 0]
    var drawnOutside = 0
    for band in [(frame.minY - 80, frame.minY - 1), (frame.maxY + 1, frame.maxY + 80)] {
      for y in Int(band.0 * scale)...Int(band.1 * scale) {
        for x in Int(frame.minX * scale)..<Int(frame.maxX * scale)
        where launchScreen[x, y] != background {
          drawnOutside += 1
        }
      }
    }
    #expect(drawnOutside == 0)
    // The box itself shows the bird.
    #expect(launchScreen[Int(frame.midX * scale), Int(frame.midY * scale)] != background)
    #expect(try LaunchChecker().check(scene).failures.map(\.message) == [])
  }

  /// The video plays for its real length: three frames at 60 fps end 0.05 s after the player
  /// shows them (was a fixed 3 s).
  @Test func theVideoPlaysForItsDecodedLength() throws {
    let scene = try LaunchScene(
      loaded: try LaunchCheckerTests.exampleWithVideo(),
      settings: try LaunchCheckerTests.videoSettings(.whenReadyForDisplay))
    #expect(abs(scene.simulation.input.script.videoLength - 3.0 / 60) < 1e-9)
  }
}

/// The reveal at full resolution: its final frame is the app alone.
@MainActor @Suite struct RevealFinalFrameTests {
  /// At the reveal's final scale every screen pixel shows the app fully: `check --scale 3`
  /// failed on notched iPhones in landscape, where a 1-3 px strip at the screen's edge was only
  /// about 80% covered (346 pixels off by up to 41/255 on an iPhone 16 Pro), so the splash's
  /// removal showed.
  @Test(arguments: ["iPhone 16 Pro", "iPhone 15 Pro Max", "iPhone 11"])
  func theRevealEndsOnTheAppAloneAtFullResolution(device: String) throws {
    let settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: device), orientation: .landscape,
      appearance: .light, scenario: .first, readyAfter: 1, pixelScale: 3)
    let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
    let final = try scene.compositor.render(try #require(scene.simulation.exitFinalStage))
    let app = try scene.compositor.render(scene.simulation.appAlone)
    let (pixels, largest) = LaunchChecker.difference(
      final, app, tolerance: LaunchChecker.endTolerance)
    #expect(pixels == 0, "\(pixels) pixels differ from the app, by up to \(largest)/255")
  }
}

/// The app's own screenshot is drawn only on screens of its shape.
@MainActor @Suite struct AppScreenshotShapeTests {
  static func scene(screenshot size: (Int, Int), in folder: URL) throws -> LaunchScene {
    let file = folder.appendingPathComponent("app.png")
    try ImageCodec.writePNG(
      RGBAImage(width: size.0, height: size.1, fill: (200, 40, 40, 255)), to: file)
    var settings = try LaunchCheckerTests.settings(.whenReadyForDisplay)
    settings.appScreenshot = file.path
    return try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
  }

  /// A screenshot of another shape (an iPad's, on an iPhone) is never stretched or cropped
  /// onto the screen: the stand-in is drawn and a warning names the file and both sizes.
  @Test func aScreenshotOfAnotherShapeIsReplacedByTheStandInWithAWarning() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.scene(screenshot: (1640, 2360), in: folder)
    #expect(scene.notes.contains { $0.contains("app.png: the app screenshot is 1640x2360 px") })
    let app = try scene.compositor.render(scene.simulation.appAlone)
    #expect(app[app.width / 2, app.height / 2] != (200, 40, 40, 255))
  }

  @Test func aScreenshotOfTheScreensShapeIsDrawn() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.scene(screenshot: (1179, 2556), in: folder)
    #expect(scene.notes.filter { $0.contains("app screenshot") }.isEmpty)
    let app = try scene.compositor.render(scene.simulation.appAlone)
    #expect(app[app.width / 2, app.height / 2] == (200, 40, 40, 255))
  }
}

/// Positional content modes, drawn as iOS draws the generated image set.
@MainActor @Suite struct PositionalLogoTests {
  /// A `center` logo: iOS draws the generated image at its point size (the 1024 px source
  /// fitted into the 120 pt box), so the launch screen equals the `scaleAspectFit` one (the
  /// preview drew the source's pixels as points: a 1024 pt bird clipped to a white square), and
  /// the launch passes the check (the reveal grows the same bird).
  @Test func aCentredLogoIsDrawnAtTheGeneratedImagesPointSize() throws {
    let example = try BuiltInExample.load()
    var centred = example.design
    centred.logo.contentMode = .center
    let settings = try LaunchCheckerTests.settings(.whenReadyForDisplay)
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: centred, fileURL: example.fileURL), settings: settings)
    let fit = try LaunchScene(loaded: example, settings: settings)
    #expect(
      try scene.compositor.render(scene.simulation.systemLaunchScreen)
        == fit.compositor.render(fit.simulation.systemLaunchScreen))
    #expect(try LaunchChecker().check(scene).failures.map(\.message) == [])
  }
}

/// `check --snapshot`: a snapshot-first launch.
@MainActor @Suite struct SnapshotCheckTests {
  /// The snapshot replaces the launch screen at the first frame by design and the exit fades
  /// it into the app: no failure (every such launch failed the first-frame rule before).
  @Test func aSnapshotFirstLaunchPasses() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("snapshot.png")
    try ImageCodec.writePNG(
      RGBAImage(width: 393, height: 852, fill: (40, 160, 60, 255)), to: file)
    var settings = try LaunchCheckerTests.settings(.whenReadyForDisplay)
    settings.scenario = .later
    settings.snapshot = file.path
    let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
    #expect(scene.simulation.input.plan.cover.isSnapshot)
    #expect(try LaunchChecker().check(scene).failures.map(\.message) == [])
  }
}
