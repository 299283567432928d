import CurtainCore
import CurtainRender
import Foundation

/// Streams a scene's frames into the output and draws its contact sheet.
struct PreviewRender {
  /// What was written.
  struct Written {
    var frameCount: Int
    var width: Int
    var height: Int
    var framesPerSecond: Int
    var duration: Double

    /// "Wrote curtain-preview.apng (138 frames, 1179x2556, 60 fps, 2.30 s) ..." lines.
    func summary(device: String, output: PreviewOutput) -> String {
      let what =
        switch output {
        case .animation: "Wrote \(output.url.path)"
        case .frames: "Wrote \(frameCount) PNG frames to \(output.url.path)/"
        }
      var lines = """
        \(what) (\(frameCount) frames, \(width)x\(height) px, \(framesPerSecond) fps, \
        \(String(format: "%.2f", duration)) s; \(device))
        """
      if case .animation(_, .mp4) = output, width % 2 == 1 || height % 2 == 1 {
        lines +=
          "\n  (encoded \(width + width % 2)x\(height + height % 2) px: H.264 needs even sizes, "
          + "so the last column or row is repeated)"
      }
      return lines + "\nWrote \(output.contactSheetURL.path) (contact sheet)"
    }
  }

  let scene: LaunchScene
  let framesPerSecond: Int
  let showsProgress: Bool

  /// Renders every frame into `output` and the contact sheet beside it, where `targets`
  /// claimed (each claim checked again just before its file is moved into place).
  func write(to output: PreviewOutput, targets: PreviewTargets) throws -> Written {
    let frames = LaunchFrames(scene: scene, framesPerSecond: framesPerSecond)
    let sink = try output.makeSink(
      width: scene.width, height: scene.height, framesPerSecond: framesPerSecond,
      targets: targets)
    var progress = ProgressBar(
      total: frames.count, style: showsProgress ? ProgressBar.standardErrorStyle : .quiet)
    try frames.forEachChange { index, _, change, image in
      try sink.append(image, changedWithin: change ?? .nowhere)
      progress.update(index + 1)
    }
    progress.finish()
    let lock = OutputLock(beside: targets.output.url)
    defer { withExtendedLifetime(lock) {} }
    try targets.output.check()
    try sink.finish()
    let sheet = try contactSheet(frames)
    try targets.contactSheet.check()
    // Lighter compression: a third less time for a quarter more bytes on a sheet of ~100 KB.
    try ImageCodec.writePNG(sheet, to: targets.contactSheet.url, fast: true)
    return Written(
      frameCount: frames.count, width: scene.width, height: scene.height,
      framesPerSecond: framesPerSecond, duration: Double(frames.count) / Double(framesPerSecond))
  }

  /// The key moments drawn again, straight at thumbnail size (the compositor resamples the
  /// images once; no full-size frame is kept). A moment that looks exactly like the one before
  /// it adds its caption to that thumbnail rather than repeat it.
  private func contactSheet(_ frames: LaunchFrames) throws -> RGBAImage {
    // Thumbnails get the display's rounded corners: about 55 pt on a phone without a Home
    // button, 18 pt on such an iPad, square on a Home-button device.
    let screen = scene.simulation.input.screen
    let shortSide = min(screen.size.width, screen.size.height)
    let corner = screen.safeArea.bottom > 0 ? (shortSide >= 700 ? 18.0 : 55) : 0
    let sheet = ContactSheet(
      thumbnailHeight: scene.height > scene.width ? 480 : 320,
      columns: scene.height > scene.width ? 5 : 3, cornerFraction: corner / shortSide)
    var thumbnails: [ContactSheet.Frame] = []
    for moment in frames.keyMoments() {
      var stage = scene.simulation.stage(at: moment.time)
      stage.screen.scale = Double(sheet.thumbnailHeight) / stage.screen.size.height
      var image = try scene.compositor.render(stage)
      scene.overlay.draw(at: moment.time, on: &image, screen: stage.screen)
      let caption = moment.caption.isEmpty ? nil : moment.caption
      if let last = thumbnails.last, last.image == image {
        // The same picture: an event adds its line, an in-between step adds nothing.
        if caption != nil {
          thumbnails[thumbnails.count - 1].moments.append(
            .init(time: moment.shown, caption: caption))
        }
        continue
      }
      thumbnails.append(.init(image: image, time: moment.shown, caption: caption))
    }
    return sheet.render(thumbnails)
  }
}
