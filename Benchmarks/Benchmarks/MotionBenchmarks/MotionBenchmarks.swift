import Benchmark
import CurtainCore

/// The reveal exit of the built-in look on an iPhone 15, evaluated at a time inside its
/// animation: the "one full stage evaluation" the motion issue budgets at 2 us.
private func revealExit() throws -> ExitAnimation {
  let screen = try DeviceCatalog.device(named: "iPhone 15").screen(.portrait)
  let design = LaunchDesign(
    background: AppearanceColor(light: RGBAColor(red: 0.11, green: 0.63, blue: 0.95)),
    logo: LogoDesign(
      image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
    branding: BrandingDesign(
      image: AppearanceImage(light: "brand.png"), size: Size(width: 120, height: 32)))
  let splash = SplashStages.splash(
    design: design, screen: screen, appearance: .light, cover: .replica,
    appContent: ImageSource(name: "app.png"))
  let mask = try AlphaMask(width: 256, height: 256) { x, y in
    let dx = x - 128
    let dy = y - 128
    return dx * dx + dy * dy <= 120 * 120
  }
  let layout = LaunchScreenLayout(design: design, screen: screen, appearance: .light)
  return try ExitAnimations.make(
    .reveal, splash: splash, duration: 0.8, curve: .easeInEaseOut,
    logo: RevealLogo(layout: layout, mask: mask))
}

let benchmarks: @Sendable () -> Void = {
  revealGeometryBenchmark()
  let exit = try? revealExit()
  let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal]
  Benchmark(
    "TimingCurve easeInEaseOut, one evaluation",
    configuration: .init(metrics: metrics, scalingFactor: .kilo)
  ) { benchmark in
    let evaluator = TimingCurve.easeInEaseOut.evaluator
    var sum = 0.0
    var x = 0.0
    for _ in benchmark.scaledIterations {
      x += 0.000_999_7
      if x > 1 { x -= 1 }
      sum += evaluator.progress(at: x, duration: 1)
    }
    blackHole(sum)
  }

  Benchmark(
    "TimingCurve spring, one evaluation",
    configuration: .init(metrics: metrics, scalingFactor: .kilo)
  ) { benchmark in
    let evaluator = TimingCurve.spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0)
      .evaluator
    var sum = 0.0
    var x = 0.0
    for _ in benchmark.scaledIterations {
      x += 0.000_999_7
      if x > 1 { x -= 1 }
      sum += evaluator.progress(at: x, duration: 0.8)
    }
    blackHole(sum)
  }

  Benchmark(
    "Reveal exit, one full stage evaluation",
    configuration: .init(metrics: metrics, scalingFactor: .kilo)
  ) { benchmark in
    guard let exit else { return }
    var time = 0.0
    for _ in benchmark.scaledIterations {
      time += 0.000_79
      if time > 0.8 { time -= 0.8 }
      blackHole(exit.stage(at: time))
    }
  }
}
