import Testing

@testable import CurtainCore

@Suite struct SplashAudioPolicyTests {
  typealias Setting = SplashAudioPolicy.Setting
  static let mode = SplashAudioPolicy.defaultMode
  static let solo = Setting(category: .soloAmbient, mode: mode, options: 0)
  static let ambient = Setting(category: .ambient, mode: mode, options: 0)
  static let playback = Setting(
    category: .other("AVAudioSessionCategoryPlayback"), mode: "AVAudioSessionModeMoviePlayback",
    options: 1)

  /// Issue #12: `.ambient` overwrote the app's own category and was never restored.
  @Test func theAppsOwnCategoryIsLeftAlone() {
    var policy = SplashAudioPolicy()
    let step1 = policy.videoWillPlay(current: Self.playback)
    #expect(step1 == nil)
    let step2 = policy.videoEnded(current: Self.playback)
    #expect(step2 == nil)
  }

  @Test func theDefaultBecomesAmbientAndIsRestoredWhenTheVideoEnds() {
    var policy = SplashAudioPolicy()
    let step3 = policy.videoWillPlay(current: Self.solo)
    #expect(step3 == Self.ambient)
    let step4 = policy.videoEnded(current: Self.ambient)
    #expect(step4 == Self.solo)
    // Once only.
    let step5 = policy.videoEnded(current: Self.ambient)
    #expect(step5 == nil)
  }

  @Test func aCategoryTheAppSetDuringTheSplashWins() {
    var policy = SplashAudioPolicy()
    let step6 = policy.videoWillPlay(current: Self.solo)
    #expect(step6 == Self.ambient)
    let step7 = policy.videoEnded(current: Self.playback)
    #expect(step7 == nil)
  }

  @Test func anAmbientAppKeepsItsOptions() {
    var policy = SplashAudioPolicy()
    let mixing = Setting(category: .ambient, mode: Self.mode, options: 1)
    let step8 = policy.videoWillPlay(current: mixing)
    #expect(step8 == nil)
  }

  /// Two scenes' videos overlap: the first changes the category, the last restores it.
  @Test func overlappingVideosRestoreOnceTheLastEnds() {
    var policy = SplashAudioPolicy()
    let first = policy.videoWillPlay(current: Self.solo)
    let second = policy.videoWillPlay(current: Self.ambient)
    let firstEnds = policy.videoEnded(current: Self.ambient)
    let secondEnds = policy.videoEnded(current: Self.ambient)
    #expect(first == Self.ambient && second == nil)
    #expect(firstEnds == nil && secondEnds == Self.solo)
  }
}
