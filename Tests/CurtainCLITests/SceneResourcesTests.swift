import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// The launches of one run share decoded files, stand-ins and resized images; sharing must not
/// change a single pixel of any launch.
@MainActor @Suite struct SceneResourcesTests {
  /// Every launch's frames drawn through shared resources, after launches of other devices,
  /// orientations and appearances (other stand-ins, other sizes of the same logo), equal the
  /// frames the launch draws on its own.
  @Test func sharedResourcesDrawWhatEachLaunchDrawsAlone() throws {
    let example = try BuiltInExample.load()
    let resources = SceneResources(baseDirectory: example.directory)
    var settings: [LaunchSceneSettings] = []
    for device in ["iPhone SE (3rd generation)", "iPad Pro 12.9-inch", "iPhone 15"] {
      for orientation in Orientation.allCases {
        for appearance in Appearance.allCases {
          settings.append(
            LaunchSceneSettings(
              device: try DeviceCatalog.device(named: device), orientation: orientation,
              appearance: appearance, scenario: .later, readyAfter: 0.3, pixelScale: 0.25))
        }
      }
    }
    for setting in settings {
      let shared = try LaunchScene(loaded: example, settings: setting, resources: resources)
      let alone = try LaunchScene(loaded: example, settings: setting)
      for time in [0, shared.simulation.firstFrameTime, shared.simulation.endTime - 0.1] {
        let stage = shared.simulation.stage(at: time)
        #expect(
          try shared.compositor.render(stage) == alone.compositor.render(stage),
          "\(setting.caseName) at \(time) s")
      }
    }
  }

  /// One stand-in name per screen and appearance, the same one for the same pair.
  @Test func standInsAreNamedByScreenAndAppearance() throws {
    let resources = SceneResources(baseDirectory: URL(fileURLWithPath: "/"))
    let phone = try DeviceCatalog.device(named: "iPhone 15")
    let portrait = phone.screen(.portrait), landscape = phone.screen(.landscape)
    let names = [
      resources.standIn(screen: portrait, appearance: .light).name,
      resources.standIn(screen: portrait, appearance: .dark).name,
      resources.standIn(screen: landscape, appearance: .light).name,
      resources.standIn(screen: portrait, appearance: .light).name,
    ]
    #expect(Set(names).count == 3)
    #expect(names[0] == names[3])
    let image = resources.standIn(screen: landscape, appearance: .light).image
    #expect(image.width == landscape.pixelWidth && image.height == landscape.pixelHeight)
  }

  /// A splash video is decoded once for the launches in a row that play it on one screen, and
  /// its frames are removed once no launch and no run holds them.
  @Test(.enabled(if: FFmpeg.locate() != nil, "needs ffmpeg"))
  func aVideoIsDecodedOnceForTheLaunchesThatPlayIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-scene-video-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("intro.mp4")
    try FFmpegRun.make([
      "-f", "lavfi", "-i", "color=c=0x1DA1F2:s=32x64:d=0.1:r=30",
      "-pix_fmt", "yuv420p", "-c:v", "libx264", video.path,
    ])
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
    var resources: SceneResources? = SceneResources(baseDirectory: folder)
    var held: DecodedVideo? = try resources?.decodedVideo(video, framesPerSecond: 30)
    #expect(try resources?.decodedVideo(video, framesPerSecond: 30) === held)
    let frames = try #require(held?.file)
    // Another frame rate takes the run's place; the launch still holding the first keeps it.
    var other: DecodedVideo? = try resources?.decodedVideo(video, framesPerSecond: 60)
    #expect(other !== held)
    #expect(exists(frames))
    held = nil
    #expect(!exists(frames))
    let otherFrames = try #require(other?.file)
    other = nil
    #expect(exists(otherFrames), "the run still holds them")
    resources = nil
    #expect(!exists(otherFrames))
  }
}
