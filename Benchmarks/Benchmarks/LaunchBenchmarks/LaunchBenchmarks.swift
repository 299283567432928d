import Benchmark
import CurtainCore
import Foundation

/// The routes of the benchmark's app.
enum Route: Hashable, Sendable {
  case onboarding, whatsNew, signIn, home
  case link(String)
}

/// The launch-time work of the core, as an app does it before its first frame: read the history
/// (decode the stored JSON bytes), record the launch, route, plan, start the coordinator.
let benchmarks: @Sendable () -> Void = {
  var stored = LaunchHistory()
  for index in 0..<40 {
    stored.recordLaunch(
      version: index < 20 ? "1.4.2" : "1.5.0",
      at: Date(timeIntervalSinceReferenceDate: 790_000_000 + Double(index) * 86_400))
    stored.recordDuration(
      LaunchDurationSample(version: "1.5.0", seconds: 0.4 + Double(index % 7) / 100))
  }
  stored.recordRoute("home")
  let bytes = (try? LaunchHistoryCoding.encode(stored)) ?? Data()
  let design = LaunchDesign(
    background: AppearanceColor(light: RGBAColor(red: 0.11, green: 0.63, blue: 0.95)),
    logo: LogoDesign(
      image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
    video: VideoDesign(file: "intro.mp4", when: .newVersion))
  let rules: [LaunchRule<Route>] = [
    .firstLaunch(.onboarding), .newVersion(.whatsNew), .signedOut(.signIn),
    .deepLink { .link($0.path) },
  ]
  let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  Benchmark(
    "Launch: read history + route + plan + coordinator start",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal])
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var history = LaunchHistoryCoding.decode(bytes).history
      let context = LaunchContext(history: history, kind: history.kind(ofLaunching: "1.5.0"))
      let kind = history.recordLaunch(version: "1.5.0", at: now)
      let decision = LaunchRouter(rules: rules, fallback: Route.home).decide(context)
      let plan = LaunchPlan(design: design, kind: kind, environment: LaunchEnvironment())
      let coordinator = LaunchCoordinator(plan: plan)
      blackHole(decision)
      blackHole(coordinator.initialActions)
    }
  }

  Benchmark(
    "Launch: plan + coordinator start (no history decode)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal])
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
      blackHole(LaunchCoordinator(plan: plan).initialActions)
    }
  }
}
