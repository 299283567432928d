import CurtainAssets
import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI
@testable import CurtainRender

/// A preview's frames drawn only where the compositor says they changed are the frames drawn
/// whole, every changed pixel is inside the area handed on, and the APNG written with those
/// areas is the file written by comparing whole frames.
@MainActor @Suite struct LaunchFramesChangeTests {
  /// The built-in example at a quarter of the device's pixels, 30 frames a second: the light
  /// first launch, and the dark later launch with the overlay (the loading indicator, and a
  /// tap's marks, which come and go while the splash stands still).
  static func frames(_ appearance: Appearance) throws -> LaunchFrames {
    let dark = appearance == .dark
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: appearance, scenario: dark ? .later : .first, readyAfter: dark ? 2.5 : 1.5,
      pixelScale: 0.25)
    settings.extras.showsIndicator = dark
    settings.extras.taps = dark ? [ScriptedTap(time: 1, location: Point(x: 100, y: 300))] : []
    let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
    return LaunchFrames(scene: scene, framesPerSecond: 30)
  }

  @Test(arguments: [Appearance.light, .dark])
  func framesDrawnWhereTheyChangedAreTheWholeFrames(_ appearance: Appearance) throws {
    let partlyDrawn = try Self.expectWholeRenders(try Self.frames(appearance))
    #expect(partlyDrawn > 5, "the areas are not smaller than the screen")
  }

  /// The indicator over a splash video that changes every frame: the spinner holds its step
  /// for several frames, and each of those frames is the new video frame under it, not the
  /// frame before handed on.
  @Test(.enabled(if: RawVideoDecodeTests.runs, "needs ffmpeg"))
  func anUnchangedOverlayOverAPlayingVideoIsDrawnOnTheNewFrame() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("moving.mp4")
    try FFmpegRun.make([
      "-f", "lavfi", "-i", "testsrc=size=98x212:rate=30", "-t", "3",
      "-pix_fmt", "yuv420p", video.path,
    ])
    let example = try BuiltInExample.load()
    var design = example.design
    design.video = VideoDesign(file: video.path, when: .always)
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .first, readyAfter: 2.5, pixelScale: 0.25)
    settings.extras.showsIndicator = true
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    let frames = LaunchFrames(scene: scene, framesPerSecond: 30)
    var heldOverANewFrame = 0
    var previous: CoverOverlayPainter.Drawing?
    try frames.forEachChange { _, time, change, _ in
      let drawing = scene.overlay.drawing(at: time)
      if drawing != nil, drawing == previous, change != nil { heldOverANewFrame += 1 }
      previous = drawing
    }
    #expect(heldOverANewFrame > 5, "no spinner step held over a new video frame")
    _ = try Self.expectWholeRenders(frames)
  }

  /// Expects each frame to be its whole render and every changed pixel inside the area handed
  /// on; returns how many frames were drawn in less than the whole screen.
  static func expectWholeRenders(_ frames: LaunchFrames) throws -> Int {
    let scene = frames.scene
    var previous: RGBAImage?
    var partlyDrawn = 0
    try frames.forEachChange { index, time, change, image in
      let stage = scene.simulation.stage(at: time)
      var expected = try scene.compositor.render(stage)
      if scene.overlay.drawsAnything(at: time) {
        scene.overlay.draw(at: time, on: &expected, screen: stage.screen)
      }
      let same = image == expected
      #expect(same, "frame \(index) differs from its whole render")
      if let previous {
        let changed = ChangedRegion(from: previous, to: image).rect
        if let change {
          let area = change.rect
          if let changed {
            #expect(area.intersection(changed) == changed, "frame \(index): \(changed) outside")
          }
          if area.width < image.width || area.height < image.height { partlyDrawn += 1 }
        } else {
          #expect(changed == nil, "frame \(index) changed where nothing was reported")
        }
      }
      previous = image
    }
    return partlyDrawn
  }

  /// The indicator between two spinner steps over a still splash: the frame before again, not
  /// drawn (handed on unchanged, the same pixels, which the test above compares with a whole
  /// render); a spinner step, a fade or a tap mark coming or going draws it anew.
  @Test func anUnchangedOverlayOnAnUnchangedFrameIsTheFrameBefore() throws {
    let frames = try Self.frames(.dark)
    let scene = frames.scene
    var repeated = 0
    var drawnAnew = 0
    var previous: (drawing: CoverOverlayPainter.Drawing?, image: RGBAImage)?
    try frames.forEachChange { index, time, change, image in
      let drawing = scene.overlay.drawing(at: time)
      if drawing != nil, change == nil {
        repeated += 1
        #expect(previous?.drawing == drawing, "frame \(index): the overlay changed, not drawn")
        #expect(previous?.image == image, "frame \(index) is not the frame before")
      } else if drawing != nil, drawing == previous?.drawing {
        drawnAnew += 1
      }
      previous = (drawing, image)
    }
    #expect(repeated > 20, "unchanged overlay frames drawn again: \(repeated) repeated")
    #expect(drawnAnew < repeated)
  }

  @Test(arguments: [Appearance.light, .dark])
  func theAPNGWrittenWithTheAreasIsTheSameFile(_ appearance: Appearance) throws {
    let frames = try Self.frames(appearance)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("launch-frames-change-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = folder.appendingPathComponent("whole.apng")
    let areas = folder.appendingPathComponent("areas.apng")
    let width = frames.scene.width, height = frames.scene.height
    let comparing = try APNGWriter(
      url: whole, width: width, height: height, framesPerSecond: 30, opaque: true)
    let told = try APNGWriter(
      url: areas, width: width, height: height, framesPerSecond: 30, opaque: true)
    try frames.forEachChange { _, _, change, image in
      try comparing.append(image)
      try told.append(image, changedWithin: change ?? .nowhere)
    }
    try comparing.finish()
    try told.finish()
    let same = try Data(contentsOf: whole) == Data(contentsOf: areas)
    #expect(same)
  }
}
