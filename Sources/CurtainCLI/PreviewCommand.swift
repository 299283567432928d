import ArgumentParser
import CurtainCore
import CurtainRender
import Foundation

/// `curtain preview`: the whole launch of a config as an animation and a contact sheet, through
/// the real plan and coordinator.
public struct PreviewCommand: ParsableCommand {
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

  /// The device's name or slug.
  @Option(help: "The device, by name or slug (e.g. 'iPhone 15', 'ipad-air-5th-generation').")
  public var device = "iPhone 15"

  /// Portrait or landscape.
  @Option(help: "portrait or landscape.")
  public var orientation = "portrait"

  /// Light or dark.
  @Option(help: "light or dark.")
  public var appearance = "light"

  /// Which launch to simulate.
  @Option(
    help: "The launch to simulate: \(LaunchScenario.allValueStrings.joined(separator: ", ")).")
  public var launch: LaunchScenario = .first

  /// Seconds after start at which the app says it is ready.
  @Option(help: "Seconds after start at which the app says it is ready (default 1.2).")
  public var readyAfter: Double?

  /// The app's first screen.
  @Option(help: "A screenshot of the app's first screen (default: the example's, or a stand-in).")
  public var appScreenshot: String?

  /// Whether Reduce Motion is on.
  @Flag(help: "Simulate Reduce Motion (the exit becomes the config's reduceMotion variant).")
  public var reduceMotion = false

  /// Frames per second.
  @Option(help: "Frames per second, 1 to 120.")
  public var fps = 60

  /// Where to write.
  @Option(help: "Output: a .apng, .gif or .mp4 file, or a folder (ending in '/') for PNG frames.")
  public var out = "curtain-preview.apng"

  /// Seconds after start at which the app is ready when `--ready-after` is not given.
  public static let defaultReadyAfter = 1.2

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks every value, quoting a bad one and listing the valid ones.
  public func validate() throws {
    _ = try PreviewChoices.device(device)
    _ = try PreviewChoices.orientation(orientation)
    _ = try PreviewChoices.appearance(appearance)
    guard (1...120).contains(fps) else {
      throw ValidationError(
        "The value '\(fps)' is invalid for '--fps'. Use a whole number from 1 to 120.")
    }
    if let readyAfter, !(readyAfter.isFinite && readyAfter >= 0) {
      throw ValidationError(
        "The value '\(readyAfter)' is invalid for '--ready-after'. Use a number of seconds >= 0.")
    }
    guard PreviewOutput(path: out) != nil else {
      throw ValidationError(PreviewOutput.invalidMessage(out))
    }
  }

  /// Renders the preview, printing the timeline and what was written to standard output.
  public func run() throws {
    var output = StandardOutput()
    try run(output: &output, progress: true)
  }

  /// Renders the preview and writes the report to `output`.
  ///
  /// - Parameter progress: whether to draw a progress bar when standard error is a terminal.
  /// - Throws: the config's load error, an unreadable image or video, or a write failure.
  public func run(output: inout some TextOutputStream, progress: Bool = false) throws {
    let loaded = try config.load()
    let settings = LaunchSceneSettings(
      device: try PreviewChoices.device(device),
      orientation: try PreviewChoices.orientation(orientation),
      appearance: try PreviewChoices.appearance(appearance), scenario: launch,
      readyAfter: readyAfter ?? Self.defaultReadyAfter, reduceMotion: reduceMotion,
      appScreenshot: appScreenshot, framesPerSecond: fps)
    let scene = try LaunchScene(loaded: loaded, settings: settings)
    let title = "\(loaded.design.name) (\(config.path ?? "built-in example"))"
    print(
      PlanReport.render(
        title: title, scenario: launch, reduceMotion: reduceMotion,
        plan: scene.simulation.input.plan, timeline: scene.simulation.timeline), to: &output)
    guard let target = PreviewOutput(path: out) else {
      throw ValidationError(PreviewOutput.invalidMessage(out))
    }
    let written = try PreviewRender(
      scene: scene, framesPerSecond: fps, showsProgress: progress
    ).write(to: target)
    print("", to: &output)
    print(written.summary(device: settings.caseName, output: target), to: &output)
  }
}
