import Foundation
import Testing

@testable import CurtainCore

/// The cache's lookup feeds the launch plan's snapshot cover; any miss gives the replica.
@Suite struct SnapshotLaunchPlanTests {
  static let design = LaunchDesign(
    background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
    logo: LogoDesign(image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120))
  )

  func plan(_ lookup: SnapshotLookup) -> LaunchPlan {
    LaunchPlan(
      design: Self.design, kind: .sameVersion,
      environment: LaunchEnvironment().withSnapshot(from: lookup))
  }

  @Test func hitBecomesTheSnapshotCoverAndItsBytesAreFoundByReference() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try makeCache(in: directory).save([SnapshotVariant(key: makeKey(), imageData: imageBytes(64))])
    let lookup = makeCache(in: directory).lookup(makeKey())

    let plan = plan(lookup)
    guard case .snapshot(let reference) = plan.cover else {
      Issue.record("expected a snapshot cover, got \(plan.cover)")
      return
    }
    #expect(reference == SnapshotReference(identifier: "snapshot-0.png"))
    #expect(lookup.snapshot(for: reference)?.imageData == imageBytes(64))
    #expect(lookup.snapshot(for: SnapshotReference(identifier: "snapshot-9.png")) == nil)
  }

  @Test(arguments: [
    SnapshotLookup.miss(.noMatch), .miss(.expired), .miss(.privateState),
    .miss(.dropped(.imageMissing(path: "/x/images/snapshot-0.png", reason: "no such file"))),
    .miss(.unavailable(.indexUnavailable(path: "/x/index.json", reason: "locked"))),
  ])
  func missGivesTheReplica(_ lookup: SnapshotLookup) {
    #expect(plan(lookup).cover == .replica)
  }
}
