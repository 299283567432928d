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
}
