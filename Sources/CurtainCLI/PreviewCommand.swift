import ArgumentParser
import CurtainCore
import CurtainRender
import Foundation

/// `curtain preview`: the whole launch of a config as an animation and a contact sheet, through
/// the real plan and coordinator.
public struct PreviewCommand: ParsableCommand, Sendable {
  /// The command's name and summary.
  public static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Render a simulated launch to an animation and a contact sheet.",
    discussion: """
      The launch runs through the real launch plan and coordinator: the system launch screen \
      until the first frame is committed (0.05 s), the splash (replica, video or snapshot), the \
      exit animation from when the app is ready (--ready-after), then the app. The \
      coordinator's timeline is printed. Writes --out (APNG by default; GIF and MP4 need \
      ffmpeg; a folder gets PNG frames) and <name>-contact.png beside it.
      """)

  /// The config to preview.
  @OptionGroup public var config: ConfigOptions

  /// An app's own launch screen file, drawn without a config.
  @Option(
    help: ArgumentHelp(
      "Preview an app's own launch screen, without a config: a launch storyboard, xib or "
        + "Info.plist (UILaunchScreen), with the asset catalogs of its app.",
      valueName: "file"))
  public var launchScreen: String?

  /// An app folder whose own launch screen is drawn without a config.
  @Option(
    help: ArgumentHelp(
      "Preview the launch screen the app in this folder ships (its launch storyboard or "
        + "UILaunchScreen as its build merges them, in Release, with its asset catalogs), "
        + "without a config.",
      valueName: "folder"))
  public var project: String?

  /// The launch screen `--launch-screen` or `--project` names.
  var appPath: String? { launchScreen ?? project }

  /// The device's name or slug.
  @Option(help: "The device, by name or slug (e.g. 'iPhone 15', 'ipad-air-5th-generation').")
  public var device = "iPhone 15"

  /// Portrait or landscape.
  @Option(help: "The interface orientation.")
  public var orientation = Orientation.portrait

  /// Light or dark.
  @Option(help: "The interface style.")
  public var appearance = Appearance.light

  /// Which launch to simulate; nil: `later` with a snapshot (a first launch has none), else
  /// `first`.
  @Option(
    help: """
      The launch to simulate: \(LaunchScenario.allValueStrings.joined(separator: ", ")) \
      (default: first; later with --snapshot).
      """)
  public var launch: LaunchScenario?

  /// Seconds after start at which the app says it is ready.
  @Option(
    parsing: .unconditional,
    help: "Seconds after start at which the app says it is ready (default 1.2).")
  public var readyAfter: Double?

  /// The app's first screen.
  @Option(help: "A screenshot of the app's first screen (default: the example's, or a stand-in).")
  public var appScreenshot: String?

  /// An image of the app's last state, offered to the plan as a valid snapshot.
  @Option(
    help: """
      A PNG or JPEG of the app's last state, the screen's shape: the launch shows it while the \
      app starts (snapshot-first), with the loading indicator.
      """)
  public var snapshot: String?

  /// Whether the loading indicator policy runs when the config has no `loadingIndicator`.
  @Flag(
    help: """
      Run the loading indicator policy over the cover (on with --snapshot, or when the config
      has a loadingIndicator key).
      """)
  public var indicator = false

  /// The indicator's messages.
  @Option(
    help: """
      A loading message (repeat for several), in place of the config's loadingIndicator
      messages; without any, those or a plain spinner.
      """)
  public var message: [String] = []

  /// The launch's predicted wait.
  @Option(
    parsing: .unconditional,
    help: "Predicted wait in seconds; under 1.5 the indicator never shows (PCalc's rule).")
  public var predictedWait: Double?

  /// Taps made during the launch.
  @Option(
    help: ArgumentHelp(
      "A tap SECONDS after start at X,Y points (repeat for several); taps on the cover are "
        + "replayed or dropped when it leaves, and marked.",
      valueName: "SECONDS@X,Y"))
  public var tap: [ScriptedTap] = []

  /// Whether Reduce Motion is on.
  @Flag(help: "Simulate Reduce Motion (the exit becomes the config's reduceMotion variant).")
  public var reduceMotion = false

  /// Frames per second.
  @Option(parsing: .unconditional, help: "Frames per second, 1 to 120.")
  public var fps = 60

  /// Where to write.
  @Option(
    help: """
      Output: a .apng, .gif or .mp4 file, or a folder (ending in '/') for PNG frames. It may \
      replace only a file or folder curtain wrote (an existing file Curtain did not sign, a \
      non-empty folder without .curtain-manifest, a device, a pipe, the current or home folder \
      and the run's inputs are refused).
      """)
  public var out = "curtain-preview.apng"

  /// Seconds after start at which the app is ready when `--ready-after` is not given.
  public static let defaultReadyAfter = 1.2

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks every value, quoting a bad one and listing the valid ones.
  public func validate() throws {
    if launchScreen != nil, project != nil {
      throw ValidationError("Give --launch-screen or --project, not both.")
    }
    try DesignSource.validate(
      config: config, appPath: appPath,
      option: launchScreen != nil ? "--launch-screen" : "--project")
    _ = try PreviewChoices.device(device)
    guard DesignBound.framesPerSecond.contains(Double(fps)) else {
      throw ValidationError(
        "The value '\(fps)' is invalid for '--fps'. Use a whole number from 1 to 120.")
    }
    if let predictedWait, !(predictedWait.isFinite && predictedWait >= 0) {
      throw ValidationError(
        "The value '\(predictedWait)' is invalid for '--predicted-wait'. Use seconds >= 0.")
    }
    if let readyAfter, !(readyAfter.isFinite && readyAfter >= 0) {
      throw ValidationError(
        "The value '\(readyAfter)' is invalid for '--ready-after'. Use a number of seconds >= 0.")
    }
    guard let target = PreviewOutput(path: out) else {
      throw ValidationError(PreviewOutput.invalidMessage(out))
    }
    if let problem = WritableFolder.problem(writing: target.url) {
      throw ValidationError(
        "Cannot write '--out' \(out): \(problem). Choose another path with --out.")
    }
  }

  /// Renders the preview, printing the timeline and what was written to standard output.
  public func run() throws {
    // The launch session runs on the main actor, as on a device; a command runs on the main
    // thread.
    try runOnMainActor {
      var output = StandardOutput()
      try run(output: &output, progress: true)
    }
  }

  /// Renders the preview and writes the report to `output`.
  ///
  /// - Parameter progress: whether to draw a progress bar when standard error is a terminal.
  /// - Throws: the config's load error, an unreadable image or video, or a write failure.
  @MainActor public func run(output: inout some TextOutputStream, progress: Bool = false) throws {
    let source = try DesignSource.load(config: config, appPath: appPath)
    guard let target = PreviewOutput(path: out) else {
      throw ValidationError(PreviewOutput.invalidMessage(out))
    }
    let inputs =
      source.inputs
      + [appScreenshot, snapshot].compactMap { $0 }.map { URL(fileURLWithPath: $0) }
    let targets = try target.claim(given: out, inputs: inputs)
    let scenario = launch ?? (snapshot == nil ? .first : .later)
    let settings = LaunchSceneSettings(
      device: try PreviewChoices.device(device),
      orientation: orientation, appearance: appearance, scenario: scenario,
      readyAfter: readyAfter ?? Self.defaultReadyAfter, reduceMotion: reduceMotion,
      appScreenshot: appScreenshot, framesPerSecond: fps, snapshot: snapshot,
      extras: CoverExtras(
        showsIndicator: indicator || snapshot != nil, messages: message,
        predictedWait: predictedWait, taps: tap))
    let scene = try LaunchScene(
      loaded: source.loaded, settings: settings, launchScreen: source.launchScreen)
    for line in source.originLines { print(line, to: &output) }
    for note in scene.notes { print("warning: \(note)", to: &output) }
    print(
      PlanReport.render(
        title: source.title, scenario: scenario, reduceMotion: reduceMotion,
        plan: scene.simulation.input.plan, timeline: scene.simulation.timeline), to: &output)
    if let extras = CoverExtrasReport.render(scene) { print("\n" + extras, to: &output) }
    let written = try PreviewRender(
      scene: scene, framesPerSecond: fps, showsProgress: progress
    ).write(to: target, targets: targets)
    print("", to: &output)
    print(written.summary(device: settings.caseName, output: target), to: &output)
  }
}
