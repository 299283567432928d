import ArgumentParser
import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation

/// `curtain check`: renders the launch in every case and fails when any frame flashes.
public struct CheckCommand: ParsableCommand, Sendable {
  /// The command's name and summary.
  public static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render the launch in every case at 60 fps and fail on any flash.",
    discussion: """
      Each launch runs through the real plan and coordinator and is drawn at 60 fps. It fails \
      when the first frame the app draws differs from the system launch screen (by more than \
      1/255 in a channel), when the picture jumps at a hand-off (the video's first frame, the \
      video's end, the exit's start: judged at the device's own pixel density whatever --scale \
      is, a change more than 36 pt long by more than 24/255 (an 18 x 18 pt patch, or an edge \
      moved by a point or more over 36 pt; a change narrower than a point does not count), or more than a \
      quarter of the screen by more than 6/255, between the instant before and the instant \
      itself), when a still picture changes that much between two frames with no animation \
      running and no video playing, \
      when a frame is a flash (far from both neighbours while they are close, or a black or \
      white frame between others), when a frame is black while neither the launch screen nor \
      the app is, or when the exit does not end on the app alone. Without --matrix: the \
      default device in both orientations and appearances, every launch kind, Reduce Motion \
      off and on; with it: 12 representative devices (every screen shape: small and large \
      phones, notch and Dynamic Island, three iPads), or with --all-screens one model of every \
      screen iOS 15 and later runs on. A failure names the case and the time and saves the \
      bad frame as a PNG in --out.
      """)

  /// The config to check.
  @OptionGroup public var config: ConfigOptions

  /// An app folder whose own launch screen is checked without a config.
  @Option(
    help: ArgumentHelp(
      "Check the launch screen the app in this folder ships (its launch storyboard or "
        + "UILaunchScreen as its build merges them, in Release, with its asset catalogs), "
        + "without a config: drawn as the system "
        + "launch screen and the splash, handed over to the app's first screen with a fade.",
      valueName: "folder"))
  public var project: String?

  /// Whether to check the representative devices (`DeviceCatalog.matrix`).
  @Flag(help: "Check 12 representative devices, not just --device.")
  public var matrix = false

  /// Whether `--matrix` checks one model of every screen (`DeviceCatalog.screens`).
  @Flag(
    help: ArgumentHelp(
      "With --matrix, check one model of every distinct screen iOS 15 and later runs on "
        + "(about twice as many launches)."))
  public var allScreens = false

  /// The device checked without `--matrix`.
  @Option(help: "The device checked without --matrix.")
  public var device = "iPhone 15"

  /// Where bad frames go.
  @Option(
    help: """
      Folder for the PNGs of bad frames (created only when something fails). A folder curtain \
      check wrote before (it holds .curtain-manifest) has its old PNGs replaced, other files in \
      it kept; a non-empty folder Curtain did not write, a file, the current or home folder and \
      a folder holding the run's inputs are refused before the check starts.
      """)
  public var out = "curtain-check"

  /// Seconds after start at which the app says it is ready.
  @Option(parsing: .unconditional, help: "Seconds after start at which the app says it is ready.")
  public var readyAfter = 1.2

  /// Pixels per point to draw at.
  @Option(
    parsing: .unconditional,
    help: """
      Pixels per point to draw at (default 1: a third of an iPhone's pixels, enough to see a \
      flash; use the device's own scale, e.g. 3, for a full-resolution check). Hand-offs are \
      judged at the device's own density at any scale.
      """)
  public var scale = 1.0

  /// The app's first screen, in place of the example's or the stand-in.
  @Option(help: "A screenshot of the app's first screen (default: the example's, or a stand-in).")
  public var appScreenshot: String?

  /// An image of the app's last state in the light appearance: light launches of its shape
  /// then run snapshot-first.
  @Option(
    help: """
      A PNG or JPEG of the app's last state in the light appearance: every light launch but \
      the first on a screen of its shape shows it as its cover (snapshot-first). A device keeps \
      one snapshot per appearance, so dark launches show --snapshot-dark's, or the replica \
      without one; other launches keep the replica.
      """)
  public var snapshot: String?

  /// An image of the app's last state in the dark appearance: dark launches of its shape then
  /// run snapshot-first.
  @Option(
    help: """
      A PNG or JPEG of the app's last state in the dark appearance: every dark launch but the \
      first on a screen of its shape shows it as its cover (snapshot-first); without it dark \
      launches show the replica, as a device with no dark snapshot does.
      """)
  public var snapshotDark: String?

  /// A naive video start, to see the checker catch it.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      """
      Model a naive video start: the player's black layer goes on screen this many \
      seconds before it is ready for display, with nothing under it (a config with a video \
      then fails).
      """, valueName: "seconds"))
  public var naivePlayer: Double?

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks every value, quoting a bad one.
  public func validate() throws {
    try DesignSource.validate(config: config, appPath: project, option: "--project")
    _ = try PreviewChoices.device(device)
    if allScreens, !matrix {
      throw ValidationError("'--all-screens' needs '--matrix'.")
    }
    guard readyAfter.isFinite, readyAfter >= 0 else {
      throw ValidationError(
        "The value '\(readyAfter)' is invalid for '--ready-after'. Use a number of seconds >= 0.")
    }
    guard scale.isFinite, scale > 0, scale <= 4 else {
      throw ValidationError(
        "The value '\(scale)' is invalid for '--scale'. Use a number of pixels per point above 0, at most 4."
      )
    }
    if let naivePlayer, !(naivePlayer.isFinite && naivePlayer >= 0) {
      throw ValidationError(
        "The value '\(naivePlayer)' is invalid for '--naive-player'. Use a number of seconds >= 0.")
    }
    // A file or an unwritable folder above --out is named before any launch is checked (what
    // stands at --out itself is judged by the output rule when the run claims it).
    if let problem = WritableFolder.problem(writing: URL(fileURLWithPath: out.isEmpty ? "." : out))
    {
      throw ValidationError(
        "Cannot write '--out' \(out): \(problem). Choose another path with --out.")
    }
  }

  /// Checks the launches, prints the report, and exits non-zero when one fails.
  public func run() throws {
    // The launch session runs on the main actor, as on a device; a command runs on the main
    // thread.
    let passed = try runOnMainActor {
      var output = StandardOutput()
      return try run(output: &output, progress: true)
    }
    guard passed else { throw ExitCode.failure }
  }

  /// Checks the launches and writes the report to `output`.
  ///
  /// - Parameter progress: whether to show progress on standard error (a bar on a terminal,
  ///   plain lines otherwise).
  /// - Returns: whether every launch passed.
  /// - Throws: the config's load error or an unreadable image (a bad frame that cannot be saved
  ///   is reported after the FAIL lines).
  @MainActor public func run(
    output: inout some TextOutputStream, progress showsProgress: Bool = false
  ) throws -> Bool {
    let source = try DesignSource.load(config: config, appPath: project)
    let loaded = source.loaded
    let inputs =
      source.inputs
      + [appScreenshot, snapshot, snapshotDark].compactMap { $0 }.map { URL(fileURLWithPath: $0) }
    let target = try OutputTarget(out, option: "--out", shape: .folder, inputs: inputs)
    let representative = allScreens ? DeviceCatalog.screens : DeviceCatalog.matrix
    let devices: [Device] = matrix ? representative : [try PreviewChoices.device(device)]
    // Shared by every launch: each image file decoded, each stand-in drawn and each image
    // resized once per run.
    let resources = SceneResources(
      baseDirectory: loaded.directory,
      screens: devices.flatMap { device in
        let native = device.screen(.portrait)
        var drawn = native
        drawn.scale = scale
        return [native, drawn]
      })
    // A device keys its snapshots by appearance: each appearance's launches show its own.
    let snapshots = [Appearance.light: snapshot, .dark: snapshotDark].compactMapValues { $0 }
    let snapshotSizes = try snapshots.mapValues { path in
      let image = try resources.files.image(named: LaunchScene.absolutePath(path))
      return (width: image.width, height: image.height)
    }
    let cases = devices.flatMap { device in
      Orientation.allCases.flatMap { orientation in
        let screen = device.screen(orientation)
        return Appearance.allCases.flatMap { appearance in
          let fits =
            snapshotSizes[appearance].map {
              LaunchScene.hasShape(of: screen, width: $0.width, height: $0.height)
            } ?? false
          return LaunchScenario.allCases.flatMap { scenario in
            [false, true].map { reduceMotion in
              LaunchSceneSettings(
                device: device, orientation: orientation, appearance: appearance,
                scenario: scenario, readyAfter: readyAfter, reduceMotion: reduceMotion,
                appScreenshot: appScreenshot, pixelScale: scale,
                playerAttachment: naivePlayer.map { .early(lead: $0) } ?? .whenReadyForDisplay,
                snapshot: fits && scenario != .first ? snapshots[appearance] : nil)
            }
          }
        }
      }
    }
    let checker = LaunchChecker()
    var results: [LaunchCheckKey: LaunchChecker.Result] = [:]
    var failures: [LaunchCheckFailure] = []
    var notes: [String] = []
    var frameCount = 0
    var renderedCount = 0
    var progress = ProgressBar(
      total: cases.count, unit: "launches",
      style: showsProgress ? ProgressBar.standardErrorStyle : .quiet)
    for (index, settings) in cases.enumerated() {
      let scene = try LaunchScene(
        loaded: loaded, settings: settings, resources: resources,
        launchScreen: source.launchScreen)
      notes += scene.notes.filter { !notes.contains($0) }
      let key = LaunchCheckKey(scene.simulation.input)
      let result: LaunchChecker.Result
      if let known = results[key] {
        result = known
      } else {
        result = try checker.check(scene)
        results[key] = result
        renderedCount += result.renderedCount
      }
      frameCount += result.frameCount
      failures += result.failures.map {
        var failure = $0
        failure.caseName = settings.caseName
        return failure
      }
      progress.update(index + 1)
    }
    progress.finish()
    let title = source.title
    for line in source.originLines { print(line, to: &output) }
    for note in notes { print("warning: \(note)", to: &output) }
    print(
      "Checked \(cases.count) launches of \(title): \(devices.count) device"
        + "\(devices.count == 1 ? "" : "s") x 2 orientations x 2 appearances x "
        + "\(LaunchScenario.allCases.count) launch kinds x Reduce Motion off and on, at "
        + "\(checker.framesPerSecond) fps and \(scale) px per point.", to: &output)
    print(
      "\(frameCount) frames; \(results.count) distinct launches drawn (\(renderedCount) frames "
        + "rendered: unchanged frames and launches identical to one already checked are reused).",
      to: &output)
    guard !failures.isEmpty else {
      print(
        "PASS: the first frame equals the launch screen, no hand-off jumps, no still picture "
          + "changes, no frame flashes, every exit ends on the app alone.", to: &output)
      return true
    }
    // Every FAIL line is printed whether or not its frame can be saved.
    let folder = target.url
    let names = LaunchCheckFailure.fileNames(failures)
    let saveProblem = save(failures, named: names, to: target)
    for (failure, name) in zip(failures, names) {
      let file = folder.appendingPathComponent(name)
      print(
        "FAIL \(failure.caseName): \(failure.message) at "
          + String(format: "%.3f s", failure.time) + " (frame \(failure.frameIndex))"
          + (saveProblem == nil ? "; saved \(file.path)" : ""), to: &output)
    }
    print("\(failures.count) problem\(failures.count == 1 ? "" : "s") found.", to: &output)
    if let saveProblem {
      print(
        "The failing frames were not saved: cannot write to '--out' \(out) (\(saveProblem)). "
          + "Choose a writable folder with --out.", to: &output)
    }
    return false
  }

  /// Writes the failures' PNGs, each under its name in `names`, as the folder `target` claimed
  /// (through ``OutputInstaller``, its manifest naming them); nil on success, else why not.
  private func save(
    _ failures: [LaunchCheckFailure], named names: [String], to target: OutputTarget
  ) -> String? {
    // A file on the way (or an unwritable folder) is named as such.
    if let problem = WritableFolder.problem(writing: target.url.appendingPathComponent("x")) {
      return problem
    }
    do {
      var files: [GeneratedFile] = []
      for (failure, name) in zip(failures, names) {
        files.append(
          GeneratedFile(path: name, contents: try ImageCodec.encodePNG(failure.image, name: name)))
      }
      try target.check()
      let policy = OutputPolicy(
        currentDirectory: target.context.currentDirectory,
        protectedFiles: target.context.inputs, home: target.context.home, option: "--out",
        writer: "curtain check")
      try OutputInstaller().install(files, into: target.url, policy: policy)
      return nil
    } catch let error as OutputRefusal {
      return error.description
    } catch let error as OutputInstallError {
      return error.description
    } catch {
      return WritableFolder.reason(error)
    }
  }
}

/// What makes two launches draw the same frames: the whole simulated launch's input (design,
/// screen, plan, script, snapshot, logo, player), but for the name of the launch kind the plan
/// was made for, which the session never reads. Derived from the input itself, so a field added
/// to it (or to the plan) tells launches apart without this type changing.
struct LaunchCheckKey: Hashable {
  var input: SimulatedLaunch.Input

  init(_ input: SimulatedLaunch.Input) {
    self.input = input
    self.input.plan.kind = .sameVersion
  }
}

extension LaunchCheckFailure {
  /// A file name for the bad frame: the case and the time, lower case and hyphenated.
  var fileName: String {
    var slug = ""
    for character in caseName.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if slug.last != "-" {
        slug.append("-")
      }
    }
    return slug + String(format: "-%.3fs.png", time)
  }

  /// One file name for each of `failures`' bad frames, all different: ``fileName``, and for a
  /// later failure of the same case at the same time (a first video frame that is both a flash
  /// and a jump) the rule and, if needed, a count added, so each report line names its own
  /// picture.
  static func fileNames(_ failures: [LaunchCheckFailure]) -> [String] {
    var taken: Set<String> = []
    return failures.map { failure in
      let plain = failure.fileName
      let stem = String(plain.dropLast(".png".count)) + "-" + failure.rule.slug
      var name = plain
      var count = 1
      while taken.contains(name) {
        name = stem + (count == 1 ? "" : "-\(count)") + ".png"
        count += 1
      }
      taken.insert(name)
      return name
    }
  }
}

extension LaunchCheckFailure.Rule {
  /// A short hyphenated name of the rule, for file names.
  var slug: String {
    switch self {
    case .firstFrameDiffers: "first-frame"
    case .flash: "flash"
    case .blackScreen: "black"
    case .doesNotEndOnApp: "end"
    case .jumpAtHandOff: "jump"
    case .stillPictureChanged: "still-picture"
    }
  }
}
