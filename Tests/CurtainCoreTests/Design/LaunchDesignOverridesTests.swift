import CurtainCore
import Testing

@Suite struct LaunchDesignOverridesTests {
  static let bundled = LaunchDesign(
    background: AppearanceColor(light: .white),
    logo: LogoDesign(image: AppearanceImage(light: "L"), size: Size(width: 10, height: 10)),
    video: VideoDesign(file: "intro.mp4"), deadline: 4,
    exit: ExitDesign(animation: .heartbeat, duration: 1.1))

  @Test func noOverrideKeepsTheBundledDesign() {
    let (design, overridden) = LaunchDesignOverrides().applied(to: Self.bundled)
    #expect(design == Self.bundled)
    #expect(overridden.isEmpty)
  }

  @Test func eachOverrideIsAppliedAndNamed() {
    let overrides = LaunchDesignOverrides(
      exit: ExitDesign(animation: .fade), removesVideo: true, minimumDisplay: 0.5,
      deadline: LaunchDesign.noDeadline)
    let (design, overridden) = overrides.applied(to: Self.bundled)
    #expect(design.exit == ExitDesign(animation: .fade))
    #expect(design.video == nil)
    #expect(design.minimumDisplay == 0.5)
    #expect(design.deadline == LaunchDesign.noDeadline)
    #expect(overridden.count == 4)
    #expect(overridden.contains { $0.hasPrefix("exit ") })
    #expect(overridden.contains { $0.hasPrefix("deadline ") })
  }

  @Test func anOverrideEqualToTheConfigIsNotReported() {
    let overrides = LaunchDesignOverrides(exit: Self.bundled.exit, deadline: 4)
    #expect(overrides.applied(to: Self.bundled).overridden.isEmpty)
  }
}
