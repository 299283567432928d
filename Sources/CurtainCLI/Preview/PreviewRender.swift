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
      return """
        \(what) (\(frameCount) frames, \(width)x\(height) px, \(framesPerSecond) fps, \
        \(String(format: "%.2f", duration)) s; \(device))
        Wrote \(output.contactSheetURL.path) (contact sheet)
        """
    }
  }

  let scene: LaunchScene
  let framesPerSecond: Int
  let showsProgress: Bool

  /// Renders every frame into `output` and the contact sheet beside it.
  func write(to output: PreviewOutput) throws -> Written {
    let frames = LaunchFrames(scene: scene, framesPerSecond: framesPerSecond)
    let sink = try output.makeSink(
      width: scene.width, height: scene.height, framesPerSecond: framesPerSecond)
    var progress = ProgressBar(
      total: frames.count, enabled: showsProgress && ProgressBar.isTerminal)
    try frames.forEach { index, time, _, image in
      try sink.append(image)
      progress.update(index + 1)
    }
    progress.finish()
    try sink.finish()
    try ImageCodec.writePNG(contactSheet(frames), to: output.contactSheetURL)
    return Written(
      frameCount: frames.count, width: scene.width, height: scene.height,
      framesPerSecond: framesPerSecond, duration: Double(frames.count) / Double(framesPerSecond))
  }

  /// The key moments drawn again, straight at thumbnail size (the compositor resamples the
  /// images once; no full-size frame is kept).
  private func contactSheet(_ frames: LaunchFrames) throws -> RGBAImage {
    let sheet = ContactSheet(thumbnailHeight: scene.height > scene.width ? 480 : 320, columns: 5)
    var thumbnails: [ContactSheet.Frame] = []
    for moment in frames.keyMoments() {
      var stage = scene.simulation.stage(at: moment.time)
      stage.screen.scale = Double(sheet.thumbnailHeight) / stage.screen.size.height
      var image = try scene.compositor.render(stage)
      scene.overlay.draw(at: moment.time, on: &image, screen: stage.screen)
      thumbnails.append(
        .init(
          image: image, time: moment.time, caption: moment.caption.isEmpty ? nil : moment.caption))
    }
    return sheet.render(thumbnails)
  }
}
