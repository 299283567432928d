import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// Two instants showing the same decoded video frame have equal stages (the video layer's time
/// moved to the first time showing that frame), so `check` and `preview` draw it once.
@MainActor @Suite struct VideoFrameTimesTests {
  /// Decoded frames at 60 fps: stored frame 0 shown twice, frame 1 three times, frame 2 once
  /// (and held after the end). Each case: a time in 60ths of a second, and the first frame
  /// showing the same stored frame.
  nonisolated static let firstFrames: [(sixtieths: Double, first: Int)] = [
    (0, 0), (1.5, 0), (2, 2), (4.9, 2), (5, 5), (600, 5),
  ]

  @Test(arguments: firstFrames)
  func aDecodedFramesFirstTime(sixtieths: Double, first: Int) {
    let frames = RawVideoFrames(
      file: URL(fileURLWithPath: "/nonexistent"), width: 2, height: 2, slots: [0, 0, 1, 1, 1, 2],
      opaque: [true, true, true], framesPerSecond: 60)
    let time = frames.firstTime(showingFrameAt: sixtieths / 60)
    #expect(abs(time - Double(first) / 60) < 1e-12)
  }

  /// A video layer anywhere in the tree (a sublayer, a mask's sublayer) gets the first time;
  /// everything else is left as it was.
  @Test func everyVideoLayerOfAStageIsMoved() throws {
    let folder = try Self.folder(frames: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = try FrameFolderVideo(folder: folder, framesPerSecond: 30)
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    func videoLayer(_ time: Double) -> Layer {
      Layer(id: "video", frame: frame, content: .video(name: "v", time: time, .scaleAspectFill))
    }
    func stage(_ time: Double) -> Stage {
      let masked = Layer(
        id: "masked", frame: frame, content: .color(.black),
        mask: Layer(id: "mask", frame: frame, sublayers: [videoLayer(time)]),
        sublayers: [videoLayer(time)])
      return Stage(
        screen: Screen(size: Size(width: 10, height: 10), scale: 1, orientation: .portrait),
        windows: [Window(role: .foregroundSplash, level: 1, layer: masked)])
    }
    #expect(stage(0.05).withFirstVideoTimes(video) == stage(1.0 / 30))
    #expect(stage(5).withFirstVideoTimes(video) == stage(2.0 / 30))
    #expect(stage(0.05) != stage(1.0 / 30))
  }

  /// A 30 fps video checked at 60 fps: the two frames of a check showing one video frame have
  /// equal stages (the simulation's alone differ in the video's time).
  @Test func aVideoFrameShownTwiceIsOneStage() throws {
    var settings = try LaunchCheckerTests.videoSettings(.whenReadyForDisplay)
    settings.framesPerSecond = 30
    let scene = try LaunchScene(
      loaded: try LaunchCheckerTests.exampleWithVideo(), settings: settings)
    let start = try #require(scene.simulation.attachTime)
    for frame in 0..<3 {
      let first = start + Double(frame) / 30 + 0.001
      let second = first + 1.0 / 60
      #expect(scene.stage(at: first) == scene.stage(at: second))
      #expect(scene.simulation.stage(at: first) != scene.simulation.stage(at: second))
      #expect(
        try scene.compositor.render(scene.stage(at: second))
          == scene.compositor.render(scene.simulation.stage(at: second)))
    }
  }

  /// A folder of `frames` 2 x 2 PNG frames.
  static func folder(frames: Int) throws -> URL {
    let folder = try LaunchCheckerTests.temporaryFolder()
    for index in 0..<frames {
      try ImageCodec.writePNG(
        RGBAImage(width: 2, height: 2, fill: (UInt8(index), 0, 0, 255)),
        to: folder.appendingPathComponent("\(index).png"), fast: true)
    }
    return folder
  }
}
