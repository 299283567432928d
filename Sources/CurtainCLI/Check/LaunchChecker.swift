import CurtainCore
import CurtainRender

/// Renders a simulated launch frame by frame and checks that a person never sees it jump: the
/// first frame the app draws equals the system launch screen (within 1/255 of rounding), at
/// every hand-off the picture just after equals the picture just before (`VisibleChange`),
/// between frames where nothing animates and no video plays the picture does not change, no
/// frame is a flash (`FlashDetector`), no frame is black unless the launch screen or the app
/// is, and the launch ends on the app alone.
struct LaunchChecker {
  /// The flash rule.
  var detector = FlashDetector()
  /// Frames per second: 60 catches a one-frame flash on a 60 Hz screen.
  var framesPerSecond = 60

  /// What checking one launch found.
  struct Result {
    var failures: [LaunchCheckFailure]
    var frameCount: Int
    var renderedCount: Int
  }

  /// Checks `scene`'s launch.
  ///
  /// - Throws: when an image cannot be provided.
  func check(_ scene: LaunchScene) throws -> Result {
    let simulation = scene.simulation
    let frames = LaunchFrames(scene: scene, framesPerSecond: framesPerSecond)
    let launchScreen = try scene.compositor.render(simulation.systemLaunchScreen)
    let firstSplash = try scene.compositor.render(simulation.firstSplashStage)
    let appAlone = try scene.compositor.render(simulation.appAlone)
    let covered = Self.coveredPixels(simulation.input.screen)
    let blackAllowed =
      FrameSignature(launchScreen).isBlack() || FrameSignature(appAlone).isBlack()
    var failures: [LaunchCheckFailure] = []
    var signatures: [FrameSignature] = []
    var blackRun: (start: Int, image: RGBAImage)?
    var previousImage: RGBAImage?
    let handOffTimes = simulation.handOffs.map(\.time)
    var rendered = 0
    func fail(_ rule: LaunchCheckFailure.Rule, _ index: Int, _ image: RGBAImage) {
      failures.append(
        LaunchCheckFailure(
          caseName: scene.settings.caseName, rule: rule, frameIndex: index,
          time: frames.time(ofFrame: index), image: image))
    }
    try frames.forEach { index, time, isNew, image in
      if isNew || signatures.isEmpty {
        rendered += 1
        // The last signature is the last new image's: its unchanged bands are taken from it.
        let since = previousImage.flatMap { previous in signatures.last.map { (previous, $0) } }
        signatures.append(FrameSignature(image, since: since))
      } else if let previous = signatures.last {
        signatures.append(previous)
      }
      let isFirstAppFrame =
        time >= simulation.firstFrameTime
        && frames.time(ofFrame: index - 1) < simulation.firstFrameTime
      // A snapshot cover is meant to replace the launch screen at once (the app's last state,
      // snapshot-first); the replica and a video's poster must equal it.
      if isFirstAppFrame, !simulation.showedSnapshotFirst {
        if let rule = Self.firstFrameRule(firstSplash, launchScreen, covered: covered) {
          fail(rule, index, firstSplash)
        }
      }
      // Frames drawn again after the first app frame, with no hand-off between them (the
      // hand-offs are judged below, at their instant) and nothing moving: a still picture.
      if isNew, let previous = previousImage, index > 0, !isFirstAppFrame {
        let start = frames.time(ofFrame: index - 1)
        let crossesHandOff = handOffTimes.contains { $0 > start && $0 <= time }
        if start >= simulation.firstFrameTime, !crossesHandOff,
          !simulation.isAnimating(after: start, through: time)
        {
          let change = VisibleChange(
            from: previous, to: image, scale: simulation.input.screen.scale)
          if change.isVisible {
            fail(.stillPictureChanged(change), index, VisibleChange.sideBySide(previous, image))
          }
        }
      }
      if isNew { previousImage = image }
      if !blackAllowed, signatures[index].isBlack() {
        if blackRun == nil { blackRun = (index, image) }
      } else if let run = blackRun {
        fail(.blackScreen(frames: index - run.start), run.start, run.image)
        blackRun = nil
      }
    }
    if let run = blackRun {
      fail(.blackScreen(frames: frames.count - run.start), run.start, run.image)
    }
    for flash in detector.flashes(in: signatures) {
      let index = flash.frames.lowerBound
      let image = try scene.compositor.render(simulation.stage(at: frames.time(ofFrame: index)))
      fail(.flash(flash.kind, frames: flash.frames.count), index, image)
    }
    for jump in try handOffJumps(in: scene) {
      let index = Int(saturating: (jump.handOff.time * Double(framesPerSecond)).rounded(.up))
      fail(
        .jumpAtHandOff(jump.handOff.name, jump.change), min(index, frames.count - 1),
        VisibleChange.sideBySide(jump.before, jump.after))
    }
    try checkEnd(scene, frames: frames, appAlone: appAlone, covered: covered, fail: fail)
    return Result(
      failures: failures.sorted { $0.frameIndex < $1.frameIndex }, frameCount: frames.count,
      renderedCount: rendered)
  }

  /// A hand-off whose picture jumps: what a person sees change, and the pictures an instant
  /// before and at the hand-off (at the device's density, around what changed, when that
  /// differs from the frames').
  struct HandOffJump {
    var handOff: LaunchHandOff
    var change: VisibleChange
    var before: RGBAImage
    var after: RGBAImage
  }

  /// The hand-offs of `scene` whose picture jumps. At each hand-off, the picture an instant
  /// before and the picture at the instant must look the same: the video's first frame equals
  /// what it replaces, the exit starts from what is on screen. A person sees them at the
  /// device's own density, so they are judged drawn at it (`VisibleChange` in points),
  /// whatever `--scale` the frames use: one verdict at every scale. Pictures the same at the
  /// frames' scale (within rounding) are not drawn again; others are drawn at the device's
  /// density only around the pixels that differ (with a margin of ``regionMargin``), and the
  /// faint-shift share is still of the whole screen.
  func handOffJumps(in scene: LaunchScene) throws -> [HandOffJump] {
    let simulation = scene.simulation
    let scale = simulation.input.screen.scale
    let deviceScale = scene.settings.device.screen(scene.settings.orientation).scale
    var jumps: [HandOffJump] = []
    for handOff in simulation.handOffs {
      var stageBefore = simulation.stage(at: handOff.time - Self.instant)
      var stageAfter = simulation.stage(at: handOff.time)
      guard stageBefore != stageAfter else { continue }
      var before = try scene.compositor.render(stageBefore)
      var after = try scene.compositor.render(stageAfter)
      guard let differing = Self.differingBounds(before, after, tolerance: Self.rounding) else {
        continue
      }
      var screenPixels = before.width * before.height
      if deviceScale != scale {
        stageBefore.screen.scale = deviceScale
        stageAfter.screen.scale = deviceScale
        let screen = stageAfter.screen
        screenPixels = screen.pixelWidth * screen.pixelHeight
        func pixels(_ range: Range<Int>, count: Int) -> Range<Int> {
          let low = (Double(range.lowerBound) / scale - Self.regionMargin) * deviceScale
          let high = (Double(range.upperBound) / scale + Self.regionMargin) * deviceScale
          return max(0, Int(low.rounded(.down)))..<min(count, Int(high.rounded(.up)))
        }
        let columns = pixels(differing.columns, count: screen.pixelWidth)
        let rows = pixels(differing.rows, count: screen.pixelHeight)
        before = try scene.compositor.render(stageBefore, columns: columns, rows: rows)
        after = try scene.compositor.render(stageAfter, columns: columns, rows: rows)
      }
      let change = VisibleChange(
        from: before, to: after, scale: deviceScale, screenPixels: screenPixels)
      if change.isVisible {
        jumps.append(HandOffJump(handOff: handOff, change: change, before: before, after: after))
      }
    }
    return jumps
  }

  /// Points drawn again around a hand-off's differing pixels: two pixels at the coarsest
  /// `--scale` a person uses (0.25) and the filtering around them.
  static let regionMargin = 12.0

  /// The columns and rows holding every pixel in which `a` and `b` differ by more than
  /// `tolerance` in a channel; `nil` when none does (pictures of different sizes: all of `b`).
  static func differingBounds(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int)
    -> (columns: Range<Int>, rows: Range<Int>)?
  {
    guard a.width == b.width, a.height == b.height else { return (0..<b.width, 0..<b.height) }
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    a.pixels.withUnsafeBufferPointer { left in
      b.pixels.withUnsafeBufferPointer { right in
        for y in 0..<a.height {
          for x in 0..<a.width {
            let index = (y * a.width + x) * 4
            for channel in 0..<4
            where abs(Int(left[index + channel]) - Int(right[index + channel])) > tolerance {
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = max(maxY, y)
              break
            }
          }
        }
      }
    }
    guard maxX >= 0 else { return nil }
    return (minX..<maxX + 1, minY..<maxY + 1)
  }

  /// "Just before" a hand-off: far shorter than a frame, so nothing animated moves visibly.
  static let instant = 1e-6
  /// Channel difference (of 255) the first-frame rule allows: rounding where the replica and
  /// the launch screen reach the same colour by different arithmetic.
  static let rounding = 1

  /// The first-frame rule: the app's first frame must equal the system launch screen within
  /// ``rounding`` in every channel of the `covered` pixels (``coveredPixels(_:)``); the failure
  /// when it does not.
  static func firstFrameRule(
    _ firstSplash: RGBAImage, _ launchScreen: RGBAImage, covered: (width: Int, height: Int)
  ) -> LaunchCheckFailure.Rule? {
    let (count, largest) = difference(
      firstSplash, launchScreen, tolerance: rounding, within: covered)
    guard count > 0 else { return nil }
    return .firstFrameDiffers(differingPixels: count, largestChannelDifference: largest)
  }

  /// The exit's last animated state (before the splash windows are removed) must already look
  /// like the app alone, and the coordinator must end with the app on screen.
  private func checkEnd(
    _ scene: LaunchScene, frames: LaunchFrames, appAlone: RGBAImage,
    covered: (width: Int, height: Int), fail: (LaunchCheckFailure.Rule, Int, RGBAImage) -> Void
  ) throws {
    let simulation = scene.simulation
    let lastFrame = Int(saturating: (simulation.endTime * Double(framesPerSecond)).rounded(.up))
    let endIndex = min(frames.count - 1, lastFrame)
    guard simulation.removed, simulation.timeline.last?.cover == .app else {
      let image = try scene.compositor.render(simulation.stage(at: simulation.endTime))
      fail(.doesNotEndOnApp("the coordinator never removed the splash"), endIndex, image)
      return
    }
    let final = simulation.exitFinalStage ?? simulation.appAlone
    let image = try scene.compositor.render(final)
    if let rule = Self.endRule(image, appAlone, covered: covered) { fail(rule, endIndex, image) }
  }

  /// The pixels judged by the first-frame and end rules, from the top left: every pixel of a
  /// screen whose size is a whole number of pixels. At a fractional size (an iPhone SE at
  /// `--scale 0.25`: 93.75 x 166.75 px) the last column and row are only partly covered, so
  /// what shows there is a blend with the black beyond the screen, and the whole pixel next to
  /// them mixes that blend in wherever a picture is resampled (a window group drawn off screen
  /// and put back): both are left out on that side.
  static func coveredPixels(_ screen: Screen) -> (width: Int, height: Int) {
    let covered = { (length: Double, pixels: Int) -> Int in
      let exact = length * screen.scale
      // A millionth of a pixel keeps 390 x 3 = 1170 whole despite rounding.
      guard abs(exact - exact.rounded()) > 1e-6 else { return pixels }
      return min(max(Int(exact.rounded(.down)) - 1, 0), pixels)
    }
    return (
      covered(screen.size.width, screen.pixelWidth),
      covered(screen.size.height, screen.pixelHeight)
    )
  }

  /// The end rule: the exit's last animated frame must look like the app alone on the
  /// `covered` pixels (``coveredPixels(_:)``): no pixel off by more than
  /// ``edgeTolerance`` in a channel, and at most one pixel in ``edgePixelFraction`` off by more
  /// than ``endTolerance``; the failure when it does not.
  static func endRule(
    _ lastFrame: RGBAImage, _ appAlone: RGBAImage, covered: (width: Int, height: Int)
  ) -> LaunchCheckFailure.Rule? {
    let (pixels, largest) = difference(
      lastFrame, appAlone, tolerance: endTolerance, within: covered)
    let edgePixels = covered.width * covered.height / edgePixelFraction
    guard pixels > edgePixels || largest > edgeTolerance else { return nil }
    return .doesNotEndOnApp("\(pixels) pixels differ from the app, by up to \(largest)/255")
  }

  /// Channel difference (of 255) up to which a pixel of the exit's last frame counts as the app.
  static let endTolerance = 2
  /// Channel difference (of 255) allowed on the few anti-aliased pixels where the reveal's
  /// mask edge has just left the screen (the splash removal then changes nothing visible).
  static let edgeTolerance = 32
  /// At most one pixel in this many may be such an edge pixel.
  static let edgePixelFraction = 1000

  /// How many pixels differ by more than `tolerance` in a channel, and the largest difference,
  /// counting only the top-left `within` pixels (default: all of them).
  static func difference(
    _ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 0,
    within: (width: Int, height: Int)? = nil
  ) -> (pixels: Int, largest: Int) {
    guard a.width == b.width, a.height == b.height else { return (a.width * a.height, 255) }
    let width = min(within?.width ?? a.width, a.width)
    let height = min(within?.height ?? a.height, a.height)
    var pixels = 0
    var largest = 0
    a.pixels.withUnsafeBufferPointer { left in
      b.pixels.withUnsafeBufferPointer { right in
        for row in 0..<max(height, 0) {
          var index = row * a.width * 4
          for _ in 0..<max(width, 0) {
            var differs = false
            for channel in 0..<4 {
              let delta = abs(Int(left[index + channel]) - Int(right[index + channel]))
              if delta > tolerance { differs = true }
              largest = max(largest, delta)
            }
            if differs { pixels += 1 }
            index += 4
          }
        }
      }
    }
    return (pixels, largest)
  }
}
