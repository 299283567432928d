import Benchmark
import BenchmarkSupport
import CurtainCore
import Foundation

/// The main thread's work when a reveal exit starts on a device, for a 1024 px logo (a ring
/// with a notch, like a real mark: the distance transform has real work to do).
///
/// The device's path: once the splash's first frame is up, `LaunchSession` sends
/// `LaunchEffect.prepareRevealMask`; `SceneCurtain` reads the logo's alpha and calls
/// `RevealMask.prepared(for:)` on a background task and hands the mask back
/// (`LaunchSession.logoMaskPrepared`); at the exit's start the session builds the exit with
/// `ExitAnimations.build` from that mask. Paired, in the same window, every iteration times
/// that build (a) with the mask prepared that way (the same `AlphaMask` value the background
/// task analysed) and (b) with a mask nobody prepared (a fresh copy of the alpha, as when the
/// app is ready before the background task is done, and as every exit was before): the whole
/// analysis then runs on the main thread. The order alternates; times are the calling thread's
/// CPU time, so other processes on a shared machine are left out. Target: (a) under 1 ms.
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
    let screen = try DeviceCatalog.device(named: "iPhone 15").screen(.portrait)
    let design = LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.11, green: 0.63, blue: 0.95)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 200, height: 200)),
      exit: ExitDesign(animation: .reveal, duration: 0.8))
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let splash = SplashStages.splash(
      design: design, screen: screen, appearance: .light, cover: .replica,
      appContent: ImageSource(name: "app.png"))
    let layout = LaunchScreenLayout(design: design, screen: screen, appearance: .light)
    func ring() throws -> AlphaMask {
      try AlphaMask(width: 1024, height: 1024) { x, y in
        let dx = x - 512
        let dy = y - 512
        let radius = (dx * dx + dy * dy).squareRoot()
        return radius <= 500 && radius >= 140 && !(dx > 0 && abs(dy) < 40)
      }
    }
    // What the background task did while the splash was up.
    let prepared = try ring()
    _ = try RevealMask.prepared(for: prepared)
    let runs: [(Int) throws -> Void] = [
      { iteration in
        // Alpha no analysis is kept for (the cache finds equal values too): one corner pixel,
        // far outside the ring, differs in every iteration.
        var alpha = prepared.alpha
        alpha[0] = UInt8(truncatingIfNeeded: iteration % 254 + 1)
        let fresh = try AlphaMask(width: 1024, height: 1024, alpha: alpha)
        blackHole(
          ExitAnimations.build(
            plan.exit, splash: splash, logo: RevealLogo(layout: layout, mask: fresh)))
      },
      { _ in
        blackHole(
          ExitAnimations.build(
            plan.exit, splash: splash, logo: RevealLogo(layout: layout, mask: prepared)))
      },
    ]
    for (iteration, _) in benchmark.scaledIterations.enumerated() {
      var cpu = [0, 0]
      for step in 0..<runs.count {
        let run = (iteration + step) % runs.count
        let start = threadCPUNanoseconds()
        try runs[run](iteration)
        cpu[run] = threadCPUNanoseconds() - start
      }
      benchmark.measurement(computedCPU, cpu[0] / 1000)
      benchmark.measurement(preparedCPU, cpu[1] / 1000)
      benchmark.measurement(ratio, cpu[0] / max(1, cpu[1]))
    }
  }
}
