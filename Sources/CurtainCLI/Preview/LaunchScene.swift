import ArgumentParser
import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation

/// What to simulate and draw: one device, orientation, appearance and launch.
struct LaunchSceneSettings: Hashable, Sendable {
  var device: Device
  var orientation: Orientation
  var appearance: Appearance
  var scenario: LaunchScenario
  var readyAfter: Double
  var reduceMotion = false
  /// The app's first screen (a path as typed); nil: the example's or a generated stand-in.
  var appScreenshot: String?
  /// Pixels per point to draw at; nil: the device's own scale.
  var pixelScale: Double?
  var playerAttachment = PlayerAttachment.whenReadyForDisplay
  /// Frames per second the video is decoded at.
  var framesPerSecond = 60
  /// An image of the app's last state (a path as typed) offered to the plan as the snapshot.
  var snapshot: String?
  /// The loading indicator and the taps drawn over the cover.
  var extras = CoverExtras()

  /// "iPhone 15, portrait, light, first" for reports (", Reduce Motion" when on).
  var caseName: String {
    "\(device.name), \(orientation.rawValue), \(appearance.rawValue), \(scenario.rawValue)"
      + (reduceMotion ? ", Reduce Motion" : "")
  }
}

/// A launch ready to draw: the launch session run with the software backend (the session a
/// device runs) and the compositor with every image it needs.
final class LaunchScene {
  let settings: LaunchSceneSettings
  let simulation: SimulatedLaunch
  let compositor: Compositor
  /// The indicator and taps drawn over the frames.
  let overlay: CoverOverlayPainter
  /// Things the person should know about this launch's media: a logo that cannot reveal well
  /// (`LogoRevealAdvice`), a video read with assumed colour tags.
  let notes: [String]
  /// The splash video's decoded frames, kept while this launch may draw them.
  private let decodedVideo: DecodedVideo?
  /// The splash video's frames as times, when it has one.
  private let videoTimes: (any VideoFrameTimes)?

  /// The layout the preview app has, live and in a snapshot it saved: one screen, so taps on a
  /// snapshot cover can replay.
  static let previewLayout = LayoutSignature("preview")

  /// Loads the images, decides the plan and runs the launch session. `resources`, when given,
  /// are shared with the run's other scenes (each file decoded, each stand-in drawn and each
  /// image resized once for all of them).
  ///
  /// - Throws: an error naming the image or video that cannot be read.
  /// With `launchScreen`, the app's own launch screen drawn for the case is the system launch
  /// screen and the replica (`LaunchScreenDesign.drawn`), its root view's colour the
  /// background.
  @MainActor init(
    loaded: LoadedDesign, settings: LaunchSceneSettings, resources: SceneResources? = nil,
    launchScreen: AppLaunchScreen? = nil
  ) throws {
    self.settings = settings
    var screen = settings.device.screen(settings.orientation)
    let nativeScreen = screen
    if let pixelScale = settings.pixelScale { screen.scale = pixelScale }
    let resources =
      resources ?? SceneResources(baseDirectory: loaded.directory, screens: [nativeScreen, screen])
    var generated: [String: RGBAImage] = [:]
    var notes: [String] = []
    let appContent: ImageSource
    // Through the shared provider: `check` decodes each file once per run.
    func read(_ path: String) throws -> RGBAImage { try resources.files.image(named: path) }
    let screenshot = try settings.appScreenshot.map { path in
      (path, try read(Self.absolutePath(path)))
    }
    if let (path, image) = screenshot, Self.hasShape(of: screen, image) {
      appContent = ImageSource(name: Self.absolutePath(path))
      generated[appContent.name] = image
    } else if screenshot == nil, Self.isExampleApp(loaded) {
      // The example's own app screen: its screenshot where it has the shape, else drawn for
      // the device and orientation (never the generic stand-in).
      if Self.builtInScreenshotFits(screen, appearance: settings.appearance) {
        appContent = ImageSource(
          name: BuiltInExample.appScreenshotURL(for: settings.appearance).path)
      } else {
        let drawn = resources.exampleAppScreen(screen: screen, appearance: settings.appearance)
        generated[drawn.name] = drawn.image
        appContent = ImageSource(name: drawn.name)
      }
    } else {
      if let (path, image) = screenshot {
        // Never stretched or cropped silently onto a screen of another shape.
        notes.append(
          "\(path): the app screenshot is \(image.width)x\(image.height) px, not the shape of "
            + "\(settings.device.name) in \(settings.orientation.rawValue) "
            + "(\(screen.pixelWidth)x\(screen.pixelHeight) px): the stand-in app is drawn there "
            + "instead; give a screenshot of that screen")
      }
      let standIn = resources.standIn(screen: screen, appearance: settings.appearance)
      generated[standIn.name] = standIn.image
      appContent = ImageSource(name: standIn.name)
    }
    var snapshotImage: ImageSource?
    if let path = settings.snapshot {
      // Decoded once here, checked, and handed to the compositor with the generated images.
      let source = ImageSource(name: Self.absolutePath(path))
      let image = try read(source.name)
      try Self.checkSnapshot(image, typed: path, on: screen)
      generated[source.name] = image
      snapshotImage = source
    }
    var design = loaded.design
    // The logo this screen shows: on an iPad its pad size and image (`logo.size.pad`,
    // `logo.padImage`), as the storyboard's variation and the image set's iPad entries do.
    design.logo = design.logo.on(screen)
    // A gradient background has no file: it is drawn here as `generate` draws its image set.
    if case .gradient(let gradient) = design.backgroundImage?.source {
      generated[gradient.imageName(for: settings.appearance)] = gradient.sourceImage(
        appearance: settings.appearance)
    }
    if let launchScreen {
      let drawn = launchScreen.draw(
        on: settings.device, orientation: settings.orientation,
        appearance: settings.appearance, scale: screen.scale)
      generated.merge(drawn.images) { own, _ in own }
      design.launchScreen.drawn = drawn.layer
      design.background = AppearanceColor(light: drawn.background)
      notes += drawn.notes
      if let logo = drawn.logo {
        design.showsDrawnLogo(logo, on: screen)
      } else if let app = design.launchScreen.app {
        notes.append(
          "\(app.path): the logo '\(app.logo)' is not drawn on \(settings.device.name) in "
            + "\(settings.orientation.rawValue): the splash leaves with a fade there")
        design.exit.animation = .fade
      }
    }
    let images = SceneImages(generated: generated, files: resources.files)
    let plan = LaunchPlan(
      design: design, kind: settings.scenario.kind,
      environment: LaunchEnvironment(
        reduceMotion: settings.reduceMotion,
        snapshot: snapshotImage.map { SnapshotReference(identifier: $0.name) },
        appearance: settings.appearance, orientation: settings.orientation,
        idiom: ScreenIdiom(screen)))
    let needsLogo = plan.exit.animation.usesLogo
    let logoPath = design.logo.image.path(for: settings.appearance)
    let logoMask = needsLogo ? try resources.alphaMask(named: logoPath, in: images) : nil
    // Said at preview and check time too, not only by generate (a logo that cannot reveal well).
    notes +=
      (logoMask ?? (try? resources.alphaMask(named: logoPath, in: images))).map {
        LogoRevealAdvice.warnings(for: $0, image: logoPath, design: design)
      } ?? []
    var videoFrames: (any VideoFrameProvider & VideoFrameTimes)?
    var videoLength: Double?
    var decodedVideo: DecodedVideo?
    if case .video(let video) = plan.cover {
      let url = loaded.url(forPath: video.file)
      var isFolder: ObjCBool = false
      // A folder of frames, timed at --fps, comes only from a design made in code (the tests'
      // videos, drawn without ffmpeg): a config's video is a file, as the device's player
      // needs, and the config refuses a folder.
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        let folder = try FrameFolderVideo(
          folder: url, framesPerSecond: Double(settings.framesPerSecond))
        videoFrames = folder
        videoLength = folder.duration
      } else {
        let decoded = try resources.decodedVideo(url, framesPerSecond: settings.framesPerSecond)
        if let assumption = decoded.colors.assumption {
          notes.append("\(video.file): \(assumption)")
        }
        notes += video.sizeWarnings { _ in (decoded.colors.width, decoded.colors.height) }
        decodedVideo = decoded
        videoFrames = decoded.frames
        videoLength = decoded.frames.duration
      }
    }
    self.decodedVideo = decodedVideo
    self.videoTimes = videoFrames
    self.notes = notes
    simulation = try SimulatedLaunch(
      .init(
        design: design, screen: screen, appearance: settings.appearance, plan: plan,
        // The video plays for its real length (its decoded frames), as the player would.
        script: LaunchScript(
          readyAfter: settings.readyAfter,
          videoLength: videoLength ?? LaunchScript.defaultVideoLength),
        appContent: appContent,
        snapshot: snapshotImage.map { SnapshotCoverImage(image: $0, layout: Self.previewLayout) },
        logoMask: logoMask, playerAttachment: settings.playerAttachment,
        indicator: settings.extras.indicator(for: design),
        touches: TapPreview.touches(settings.extras.taps),
        // The stand-in app keeps one layout for the whole launch (a snapshot's, when shown).
        appLayout: Self.previewLayout))
    overlay = CoverOverlayPainter(
      indicator: simulation.input.indicator == nil ? nil : IndicatorPreview(simulation: simulation),
      taps: TapPreview(settings.extras.taps, simulation: simulation),
      // Over the launch screen's replica the indicator keeps clear of its branding.
      branding: plan.cover.isSnapshot
        ? nil
        : LaunchScreenLayout(design: design, screen: screen, appearance: settings.appearance)
          .branding?.frame,
      overAppSnapshot: plan.cover.isSnapshot)
    compositor = Compositor(
      images: images, videoFrames: videoFrames, sharing: resources.drawnImages)
  }

  /// What is on screen at `time` (`SimulatedLaunch.stage(at:)`), a video layer's time moved to
  /// the first time showing its frame (`Stage.withFirstVideoTimes`): the same pixels, and equal
  /// stages wherever the same frame shows.
  func stage(at time: Double) -> Stage {
    let stage = simulation.stage(at: time)
    return videoTimes.map { stage.withFirstVideoTimes($0) } ?? stage
  }

  /// Pixel size of every frame.
  var width: Int { simulation.input.screen.pixelWidth }
  /// Pixel height of every frame.
  var height: Int { simulation.input.screen.pixelHeight }

  /// Whether an image of `width` x `height` pixels has `screen`'s shape, within 1%: the one
  /// rule for snapshots, app screenshots and the built-in example's screenshot.
  static func hasShape(of screen: Screen, width: Int, height: Int) -> Bool {
    guard width > 0, height > 0 else { return false }
    let imageRatio = Double(width) / Double(height)
    return abs(imageRatio / (screen.size.width / screen.size.height) - 1) <= 0.01
  }

  private static func hasShape(of screen: Screen, _ image: RGBAImage) -> Bool {
    hasShape(of: screen, width: image.width, height: image.height)
  }

  /// A snapshot is only ever shown on a launch it matches (issue #7): one whose shape differs
  /// from the screen's (the other orientation, another device) is refused, naming the file.
  private static func checkSnapshot(_ image: RGBAImage, typed: String, on screen: Screen) throws {
    guard !hasShape(of: screen, image) else { return }
    throw ValidationError(
      "\(typed): the snapshot is \(image.width)x\(image.height) px, but the screen is "
        + "\(screen.pixelWidth)x\(screen.pixelHeight) px (\(screen.orientation.rawValue)): a "
        + "snapshot is only shown on a launch of the same shape; save one per orientation.")
  }

  /// Whether the built-in example's app screenshot (an iPhone 15 in portrait) has `screen`'s
  /// shape (within 1%): on an iPad, an SE or in landscape the stand-in drawn for the device is
  /// used instead of stretching an iPhone picture. Reads only the PNG header's size.
  /// Whether `loaded` is the example app's design: the built-in example, or a config whose
  /// light logo is the example's bird (the example app's own `curtain.yml`), byte for byte.
  static func isExampleApp(_ loaded: LoadedDesign) -> Bool {
    if loaded.fileURL.standardizedFileURL == BuiltInExample.configURL.standardizedFileURL {
      return true
    }
    let logo = loaded.url(forPath: loaded.design.logo.image.light)
    let example = BuiltInExample.directory.appendingPathComponent("logo.png")
    guard let size = try? logo.resourceValues(forKeys: [.fileSizeKey]).fileSize,
      size == (try? example.resourceValues(forKeys: [.fileSizeKey]).fileSize),
      let own = try? Data(contentsOf: logo)
    else { return false }
    return own == (try? Data(contentsOf: example))
  }

  private static func builtInScreenshotFits(_ screen: Screen, appearance: Appearance) -> Bool {
    let url = BuiltInExample.appScreenshotURL(for: appearance)
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return false }
    let bytes = [UInt8](header)
    func word(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return hasShape(of: screen, width: word(16), height: word(20))
  }

  /// `path` as an absolute, standardised path: how a typed path names its image.
  static func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
