import Benchmark
import BenchmarkSupport
import CurtainCore
import Foundation

/// The main thread's work when a reveal exit starts on a device, for a 1024 px logo (a ring
/// with a notch, like a real mark: the distance transform has real work to do).
///
/// The device's path, driven here through the same `LaunchSession` the Apple layer drives:
/// once the splash's first frame is up, the session sends `LaunchEffect.prepareRevealMask`;
/// `SceneCurtain` reads the logo's alpha and calls `RevealMask.prepared(for:)` on a background
/// task and hands the mask back (`LaunchSession.logoMaskPrepared`); the app's "ready" then
/// starts the exit, which uses that mask. Timed is the main thread's CPU for that one call,
/// `session.send(.appReady)`: building the exit and running its effects.
///
/// Paired, in the same window, every iteration times it (a) with the mask prepared that way
/// and (b) with no mask handed over (as when the app is ready before the background task is
/// done, and as every exit was before issue 25): the backend's `logoMask(for:)` then gives a
/// fresh copy of the alpha and the whole analysis runs at the exit's start (the device also
/// decodes the image then: not counted here, so (b) is a lower bound). The order alternates;
/// times are the calling thread's CPU time, so other processes on a shared machine are left
/// out. Target: (a) under 1 ms.
func revealGeometryBenchmark() {
  let computedCPU = BenchmarkMetric.custom("exit start, mask not prepared, thread CPU (us)")
  let preparedCPU = BenchmarkMetric.custom("exit start, mask prepared, thread CPU (us)")
  let ratio = BenchmarkMetric.custom("not prepared / prepared (times)")
  Benchmark(
    "Reveal exit start with a 1024 px logo (prepared while the splash is up vs not, paired)",
    configuration: .init(
      metrics: [computedCPU, preparedCPU, ratio], warmupIterations: 1,
      maxDuration: .seconds(20), maxIterations: 40)
  ) { benchmark in
    let ring = try AlphaMask(width: 1024, height: 1024) { x, y in
      let dx = x - 512
      let dy = y - 512
      let radius = (dx * dx + dy * dy).squareRoot()
      return radius <= 500 && radius >= 140 && !(dx > 0 && abs(dy) < 40)
    }
    for _ in benchmark.scaledIterations {
      let cpu = try await MainActor.run { try ExitStartRun.pair(ring) }
      benchmark.measurement(computedCPU, cpu.computed / 1000)
      benchmark.measurement(preparedCPU, cpu.prepared / 1000)
      benchmark.measurement(ratio, cpu.computed / max(1, cpu.prepared))
    }
  }
}

/// One launch with a reveal exit, up to the exit's start.
@MainActor private enum ExitStartRun {
  /// A backend that keeps the effects and gives `mask` when the exit's start asks for it.
  final class Backend: LaunchBackend {
    let mask: AlphaMask
    var exitStarted = false
    var requested: LaunchScreenLayout?

    init(mask: AlphaMask) { self.mask = mask }

    func perform(_ effect: LaunchEffect) {
      switch effect {
      case .runExit: exitStarted = true
      case .prepareRevealMask(let layout): requested = layout
      default: break
      }
    }
    func logoMask(for layout: LaunchScreenLayout) throws -> AlphaMask? { mask }
    func liveLayout() -> LayoutSignature? { nil }
  }

  struct NotStarted: Error {}

  /// Runs so far (the benchmark calls its closure once per sample).
  static var runs = 0

  /// One launch with the mask prepared and one without, in alternating order, each with alpha
  /// no analysis is kept for (the cache finds equal values too): one corner pixel, far outside
  /// the ring, differs in every launch.
  static func pair(_ ring: AlphaMask) throws -> (computed: Int, prepared: Int) {
    runs += 1
    var cpu = [0, 0]
    for step in 0..<2 {
      let prepared = (runs + step) % 2 == 1
      var alpha = ring.alpha
      alpha[0] = UInt8(truncatingIfNeeded: (2 * runs + step) % 254 + 1)
      let mask = try AlphaMask(width: ring.width, height: ring.height, alpha: alpha)
      cpu[prepared ? 1 : 0] = try cpuNanoseconds(mask: mask, prepared: prepared)
    }
    return (cpu[0], cpu[1])
  }

  /// The main thread's CPU nanoseconds of `session.send(.appReady)`, with `mask` prepared
  /// while the splash was up (`prepared`) or read at the exit's start.
  static func cpuNanoseconds(mask: AlphaMask, prepared: Bool) throws -> Int {
    let screen = try DeviceCatalog.device(named: "iPhone 15").screen(.portrait)
    let design = LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.11, green: 0.63, blue: 0.95)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 200, height: 200)),
      minimumDisplay: 0, exit: ExitDesign(animation: .reveal, duration: 0.8))
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: screen, appearance: .light,
        appContent: ImageSource(name: "app.png")), scheduler: VirtualLaunchScheduler())
    let backend = Backend(mask: mask)
    session.start(with: backend)
    session.send(.firstFrameCommitted)
    if prepared {
      // What `SceneCurtain`'s background task does, then hands over on the main thread.
      guard let layout = backend.requested else { throw NotStarted() }
      _ = try RevealMask.prepared(for: mask)
      session.logoMaskPrepared(mask, for: layout)
    }
    let start = threadCPUNanoseconds()
    session.send(.appReady)
    let elapsed = threadCPUNanoseconds() - start
    guard backend.exitStarted else { throw NotStarted() }
    return elapsed
  }
}
