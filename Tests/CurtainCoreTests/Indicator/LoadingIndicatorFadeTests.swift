import CurtainCore
import Testing

/// The indicator's fade is one rule: in over 0.2 s from the session's show, out over 0.2 s from
/// the session's hide, so it is fully drawn at the hide's instant.
@Suite struct LoadingIndicatorFadeTests {
  static let timeline = LoadingIndicatorTimeline(events: [
    .init(time: 1, action: .show), .init(time: 1, action: .message("Almost there")),
    .init(time: 3, action: .hide),
  ])

  @Test(
    arguments: [
      (0.9, nil), (1.0, nil), (1.1, 0.5), (1.2, 1.0), (2.9, 1.0), (3.0, 1.0), (3.1, 0.5),
      (3.2, nil), (4.0, nil),
    ] as [(Double, Double?)])
  func opacityFollowsShowAndHide(time: Double, opacity: Double?) {
    let drawn = Self.timeline.appearance(at: time)
    #expect(drawn.map { abs($0.opacity - (opacity ?? -1)) < 1e-9 } ?? (opacity == nil))
  }

  @Test func theFadeOutKeepsTheMessageOfTheHide() {
    #expect(Self.timeline.appearance(at: 3.1)?.message == "Almost there")
  }

  @Test func aHideDuringTheFadeInFallsFromWhereItWas() {
    #expect(LoadingIndicatorFade.opacity(at: 1.15, shownAt: 1, hiddenAt: 1.1) - 0.375 < 1e-9)
  }
}
