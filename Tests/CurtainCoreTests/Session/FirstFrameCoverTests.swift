import Testing

@testable import CurtainCore

/// Issue #28: `check` judges the cover the session showed at the first frame, not the plan's
/// intent: a plan whose snapshot has no image shows the replica, which must then equal the
/// launch screen like any replica.
@MainActor @Suite struct FirstFrameCoverTests {
  static func launch(snapshotImage: Bool) throws -> SimulatedLaunch {
    let design = SessionFixtures.design()
    let plan = LaunchPlan(
      design: design, kind: .sameVersion,
      environment: LaunchEnvironment(snapshot: SnapshotReference(identifier: "last.png")))
    return try SimulatedLaunch(
      .init(
        design: design, screen: SessionFixtures.screen, appearance: .light, plan: plan,
        script: LaunchScript(readyAfter: 1), appContent: ImageSource(name: "app.png"),
        snapshot: snapshotImage
          ? SnapshotCoverImage(image: ImageSource(name: "last.png"), layout: nil) : nil))
  }

  @Test(arguments: [true, false])
  func theFirstFrameCoverIsWhatTheSessionShowed(snapshotImage: Bool) throws {
    let launch = try Self.launch(snapshotImage: snapshotImage)
    #expect(launch.input.plan.cover.isSnapshot)
    #expect(launch.showedSnapshotFirst == snapshotImage)
    #expect(
      launch.firstFrameCover
        == (snapshotImage ? .snapshot(ImageSource(name: "last.png")) : .replica))
  }
}
