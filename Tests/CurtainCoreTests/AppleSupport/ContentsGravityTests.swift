import Testing

@testable import CurtainCore

@Suite struct ContentsGravityTests {
  static let iOSCases: [(ContentMode, ContentsGravity)] = [
    (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect),
    (.scaleAspectFill, .resizeAspectFill), (.center, .center), (.left, .left), (.right, .right),
    (.top, .bottom), (.bottom, .top), (.topLeft, .bottomLeft), (.topRight, .bottomRight),
    (.bottomLeft, .topLeft), (.bottomRight, .topRight),
  ]

  @Test(arguments: iOSCases)
  func uiKitModesSwapVerticalGravitiesOnIOS(mode: ContentMode, gravity: ContentsGravity) {
    #expect(mode.contentsGravity() == gravity)
  }

  @Test(arguments: ContentMode.allCases)
  func bottomLeftOriginLayersKeepTheNames(mode: ContentMode) {
    let unflipped = mode.contentsGravity(flipsVertically: false)
    #expect(unflipped.rawValue.lowercased() == caName(mode).lowercased())
  }

  @Test func everyModeHasItsOwnGravity() {
    let gravities = Set(ContentMode.allCases.map { $0.contentsGravity() })
    #expect(gravities.count == ContentMode.allCases.count)
  }

  @Test func rawValuesAreCoreAnimationStrings() {
    #expect(ContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
    #expect(ContentsGravity.bottomRight.rawValue == "bottomRight")
  }

  @Test(arguments: [
    (ContentMode.scaleToFill, VideoGravity.resize), (.scaleAspectFit, .resizeAspect),
    (.scaleAspectFill, .resizeAspectFill), (.center, .resizeAspect), (.topLeft, .resizeAspect),
  ])
  func videoGravityKeepsTheWholeFrameForPositionalModes(mode: ContentMode, gravity: VideoGravity) {
    #expect(mode.videoGravity == gravity)
  }

  /// UIKit's name for a mode in CoreAnimation's spelling, built independently of the mapping.
  private func caName(_ mode: ContentMode) -> String {
    switch mode {
    case .scaleToFill: return "resize"
    case .scaleAspectFit: return "resizeAspect"
    case .scaleAspectFill: return "resizeAspectFill"
    default: return mode.rawValue
    }
  }
}
