import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// `video.placement: center` end to end through `check`: a video drawn for an iPhone SE (its
/// light launch screen without branding, 375 x 667 pt at 2x) keeps its bird's size on an iPad
/// Air, so its first frame is the iPad's launch screen; filled, the bird is 2.2 times bigger
/// and the first frame jumps.
@MainActor @Suite struct CentredVideoCheckTests {
  @Test(arguments: [VideoPlacement.center, .fill])
  func aCentredPhoneVideoPassesOnAnIPadWhereAFilledOneJumps(placement: VideoPlacement) throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = try BuiltInExample.load()
    var design = example.design
    design.branding = nil
    // The video: three frames of the iPhone SE's light launch screen at its own density.
    var phone = try LaunchCheckerTests.videoSettings(.whenReadyForDisplay)
    phone.pixelScale = nil
    let phoneScene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: phone)
    let frame = try phoneScene.compositor.render(phoneScene.simulation.systemLaunchScreen)
    #expect(frame.width == 750)
    for index in 0..<3 {
      try ImageCodec.writePNG(frame, to: folder.appendingPathComponent("\(index).png"), fast: true)
    }
    design.video = VideoDesign(
      file: folder.path, when: .always, placement: placement,
      size: placement == .center ? Size(width: 375, height: 667) : nil)
    var settings = phone
    // 205 x 295 pixels at a quarter point: whole pixels across.
    settings.device = try DeviceCatalog.device(named: "iPad Air (5th generation)")
    settings.pixelScale = 0.25
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    let result = try LaunchChecker().check(scene)
    let jumps = result.failures.compactMap { failure -> String? in
      if case .jumpAtHandOff(let name, _) = failure.rule { return name }
      return nil
    }
    switch placement {
    case .center: #expect(result.failures.map(\.message) == [])
    case .fill: #expect(jumps == ["the video's first frame appears"], "\(result.failures)")
    }
  }
}
