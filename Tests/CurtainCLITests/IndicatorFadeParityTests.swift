import CurtainAssets
import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

/// The preview and the device fade the indicator by the core's rule (`LoadingIndicatorFade`),
/// on the session's show and hide: neither keeps a timing of its own.
@MainActor @Suite struct IndicatorFadeParityTests {
  @Test func thePreviewPaintsTheCoreFadeAtTheSessionsHide() throws {
    let scene = try IndicatorHoldsCoverTests.scene(indicator: true, readyAfter: 1.0)
    let indicator = try #require(scene.overlay.indicator)
    let show = try #require(indicator.showTime)
    let hide = try #require(indicator.hideTime)
    let fade = LoadingIndicatorFade.seconds
    for time in [show + fade / 2, hide - fade / 2, hide, hide + fade / 2, hide + fade] {
      let painted = scene.overlay.indicatorAppearance(at: time)?.opacity ?? 0
      let rule = LoadingIndicatorFade.opacity(at: time, shownAt: show, hiddenAt: hide)
      #expect(abs(painted - rule) < 1e-9, "at \(time) s in \(indicator.timeline.events)")
    }
    #expect(scene.overlay.indicatorAppearance(at: hide)?.opacity == 1)
  }

  /// The device's presenter (UIKit, not built here) animates for the times the core's mapping
  /// gives (`LoadingIndicatorViews`, played against the preview in `IndicatorViewParityTests`):
  /// every `UIView.animate` in it reads the operation's `seconds`, none a timing of its own.
  @Test func theDeviceAnimatesForTheCoreFade() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Sources/Curtain/Windows/LaunchLoadingIndicator.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let animations = source.components(separatedBy: "UIView.animate(").dropFirst()
    #expect(animations.count == 2)
    for call in animations {
      #expect(call.hasPrefix("withDuration: seconds)"))
    }
  }
}
