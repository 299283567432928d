import Testing

@testable import CurtainCore

/// The reveal mask is prepared while the splash is up, on the path the device takes: the
/// session asks its backend once the first frame is on screen, the backend hands the mask
/// back, and the exit's start reads nothing (before, the exit's start read the image and
/// analysed its alpha on the main thread: 3.0 ms for a 1024 px logo).
@MainActor @Suite struct RevealMaskPreparationTests {
  /// A backend that answers the session's questions and counts them; prepared masks are handed
  /// over only when the test says (the device's background task finishing).
  final class CountingBackend: LaunchBackend {
    var effects: [LaunchEffect] = []
    var synchronousReads = 0
    let mask: AlphaMask?

    init(mask: AlphaMask?) {
      self.mask = mask
    }

    func perform(_ effect: LaunchEffect) { effects.append(effect) }

    func logoMask(for layout: LaunchScreenLayout) throws -> AlphaMask? {
      synchronousReads += 1
      return mask
    }

    func liveLayout() -> LayoutSignature? { nil }

    var requests: [LaunchScreenLayout] {
      effects.compactMap { if case .prepareRevealMask(let layout) = $0 { layout } else { nil } }
    }

    var exitName: ExitAnimationName? {
      effects.lazy.compactMap { if case .runExit(let exit, _) = $0 { exit.name } else { nil } }
        .first
    }
  }

  private func session(
    exit: ExitAnimationName, backend: CountingBackend, scheduler: VirtualLaunchScheduler
  ) throws -> LaunchSession {
    let design = SessionFixtures.design(exit: exit)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png")), scheduler: scheduler)
    session.start(with: backend)
    return session
  }

  /// Once the first frame is up the backend is asked, once; with the mask handed back the
  /// reveal starts without reading the logo.
  @Test func revealStartsFromThePreparedMask() throws {
    let backend = CountingBackend(mask: SessionFixtures.logoMask)
    let scheduler = VirtualLaunchScheduler()
    let session = try session(exit: .reveal, backend: backend, scheduler: scheduler)
    #expect(backend.requests.isEmpty)
    session.send(.firstFrameCommitted)
    let layout = LaunchScreenLayout(
      design: session.setup.design, screen: SessionFixtures.screen, appearance: .light)
    #expect(backend.requests == [layout])
    session.send(.reduceMotionChanged(false))
    #expect(backend.requests == [layout])
    session.logoMaskPrepared(try #require(SessionFixtures.logoMask), for: layout)
    session.send(.appReady)
    #expect(backend.exitName == .reveal)
    #expect(backend.synchronousReads == 0)
  }

  /// An app ready before the mask is: the exit's start reads it then (once).
  @Test func anUnpreparedMaskIsReadAtTheExit() throws {
    let backend = CountingBackend(mask: SessionFixtures.logoMask)
    let session = try session(
      exit: .reveal, backend: backend, scheduler: VirtualLaunchScheduler())
    session.send(.firstFrameCommitted)
    session.send(.appReady)
    #expect(backend.exitName == .reveal)
    #expect(backend.synchronousReads == 1)
  }

  /// A rotation asks again for the new layout; a mask prepared for the old one is dropped.
  @Test func aRotationAsksForTheNewLayout() throws {
    let backend = CountingBackend(mask: SessionFixtures.logoMask)
    let session = try session(
      exit: .reveal, backend: backend, scheduler: VirtualLaunchScheduler())
    session.send(.firstFrameCommitted)
    let old = try #require(backend.requests.first)
    let landscape = Screen(
      size: Size(width: 844, height: 390), scale: 1, orientation: .landscape)
    session.sceneChanged(screen: landscape, appearance: .light, snapshotKey: nil)
    #expect(backend.requests.count == 2)
    session.logoMaskPrepared(try #require(SessionFixtures.logoMask), for: old)
    session.send(.appReady)
    #expect(backend.synchronousReads == 1)
  }

  /// Exits without a logo ask for nothing.
  @Test(arguments: [ExitAnimationName.fade, .none])
  func exitsWithoutALogoAskForNoMask(exit: ExitAnimationName) throws {
    let backend = CountingBackend(mask: SessionFixtures.logoMask)
    let session = try session(exit: exit, backend: backend, scheduler: VirtualLaunchScheduler())
    session.send(.firstFrameCommitted)
    session.send(.appReady)
    #expect(backend.requests.isEmpty)
  }
}
