import ArgumentParser
import CurtainCore
import Foundation

/// `curtain plan`: the launch plan for a config and a simulated launch's timeline, so a person
/// can see every decision the launch core makes.
public struct PlanCommand: ParsableCommand, Sendable {
  /// The command's name and summary.
  public static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Print the launch plan and the timeline of a simulated launch.",
    discussion: """
      The simulated launch commits its first frame at 0.05 s; a planned video is ready at \
      0.3 s and plays for 3 s; the app is ready after --ready-after seconds. Timers (minimum \
      display, video limit, deadline) fire when due.

      The config may also be a generated \(LaunchLayoutResource.fileName): the plan is then the \
      one the app makes from it, which equals the plan of the config it was generated from.
      """)

  /// The config to plan for.
  @OptionGroup public var config: ConfigOptions

  /// Which launch to simulate.
  @Option(
    help: "The launch to simulate: \(LaunchScenario.allValueStrings.joined(separator: ", ")).")
  public var launch: LaunchScenario = .first

  /// Whether Reduce Motion is on.
  @Flag(help: "Simulate Reduce Motion (the exit becomes the config's reduceMotion variant).")
  public var reduceMotion = false

  /// Whether video autoplay is off in the accessibility settings.
  @Flag(help: "Simulate video autoplay turned off in the accessibility settings (no video).")
  public var noVideoAutoplay = false

  /// Seconds after start at which the simulated app says it is ready.
  @Option(help: "Seconds after start at which the app says it is ready.")
  public var readyAfter: Double = 1.2

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Rejects a negative or non-finite ready time.
  public func validate() throws {
    guard readyAfter.isFinite, readyAfter >= 0 else {
      throw ValidationError(
        "The value '\(readyAfter)' is invalid for '--ready-after'. Use a number of seconds >= 0.")
    }
  }

  /// Loads the config and prints the report to standard output.
  public func run() throws {
    // The launch session runs on the main actor, as on a device; a command runs on the main
    // thread.
    try runOnMainActor {
      var output = StandardOutput()
      try run(output: &output)
    }
  }

  /// Loads the config and writes the report to `output`.
  ///
  /// - Throws: The config's load error, listing every problem.
  @MainActor public func run(output: inout some TextOutputStream) throws {
    let (design, label) = try loadDesign()
    print(try report(for: design, title: "\(design.name) (\(label))"), to: &output)
  }

  /// The config's design, or the design a generated runtime resource carries, with the name of
  /// where it came from.
  private func loadDesign() throws -> (LaunchDesign, String) {
    guard let path = config.path,
      URL(fileURLWithPath: path).lastPathComponent == LaunchLayoutResource.fileName
    else {
      let loaded = try config.load()
      return (loaded.design, config.label(for: loaded))
    }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw ValidationError("\(path): cannot read the file (\(error.localizedDescription))")
    }
    do { return (try LaunchLayoutResource.decode(data).design, path) } catch {
      throw ValidationError("\(path): \(error)")
    }
  }

  /// The plan and timeline for `design`, as printed: the launch session a device runs, driven
  /// by the simulated platform on the first catalog device.
  ///
  /// - Throws: `InvalidLaunchDesign` when the design's values are out of range.
  @MainActor public func report(for design: LaunchDesign, title: String) throws -> String {
    // The app finds the video by its file name in the bundle; the plan names it so, whether it
    // comes from the config or from the resource generated from it.
    var design = design
    design.video = design.video?.filesInBundle
    let environment = LaunchEnvironment(
      reduceMotion: reduceMotion, videoAutoplayAllowed: !noVideoAutoplay)
    let plan = LaunchPlan(design: design, kind: launch.kind, environment: environment)
    let simulation = try SimulatedLaunch(
      .init(
        design: design, screen: Self.screen, appearance: .light, plan: plan,
        script: LaunchScript(readyAfter: readyAfter), appContent: ImageSource(name: "app")))
    return PlanReport.render(
      title: title, scenario: launch, reduceMotion: reduceMotion, plan: plan,
      timeline: simulation.timeline)
  }

  /// The screen the plan's launch is simulated on (the timeline does not depend on it).
  static var screen: Screen {
    DeviceCatalog.matrix.first?.screen(.portrait)
      ?? Screen(size: Size(width: 393, height: 852), scale: 3, orientation: .portrait)
  }
}

/// Standard output as a `TextOutputStream`.
struct StandardOutput: TextOutputStream {
  mutating func write(_ string: String) {
    Swift.print(string, terminator: "")
  }
}
