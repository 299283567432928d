import ArgumentParser
import CurtainAssets
import Foundation

/// `curtain generate`: writes the launch storyboard, asset catalog, Info.plist keys and runtime
/// layout from a launch design config.
public struct GenerateCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate the launch screen's storyboard, asset catalog and Info.plist keys.",
    discussion: """
      Writes CurtainLaunchScreen.storyboard, CurtainLaunch.xcassets, CurtainLaunchLayout.json \
      (the runtime layout), LaunchInfoPlistKeys.plist and .curtain-manifest (the files it \
      wrote). Asset names carry a content hash, so a changed logo gets a new name and iOS \
      cannot keep a stale cached launch screen. Re-running with the same inputs changes no byte.

      It replaces only a folder it wrote before (one with .curtain-manifest), and there only \
      the files it listed; it refuses a file, a non-empty folder it did not write, the current \
      folder and a folder holding the config. Everything is staged and swapped in together: a \
      failure leaves everything as it was, and a run killed half-way is finished by the next.

      With --project, the files go to APP_FOLDER/CurtainLaunch, are added to the app target \
      of the Xcode project beside it (nothing to add with a folder-synchronised group) and the \
      launch key is set where the target keeps its Info.plist: the INFOPLIST_FILE plist, or \
      the INFOPLIST_KEY_UILaunchStoryboardName build setting when Xcode generates the plist. \
      Other launch keys (the other form, ~ipad/~iphone variants, UILaunchScreens, \
      INFOPLIST_KEY_UILaunch* settings) are removed, with a note. For XcodeGen and Tuist \
      projects the lines to add to the spec are printed.

      A config naming the app's own launch screen (launchScreen: {storyboard|xib, logo}) keeps \
      it: no storyboard, colour or logo set is written, only CurtainLaunchLayout.json (naming \
      the document and its logo view for the splash) and the video poster's image set, and \
      the app's launch keys are left as they are; the run is refused, writing nothing, when \
      the app does not declare that document alone.
      """)

  /// The config.
  @OptionGroup public var config: ConfigOptions

  /// The output folder.
  @Option(help: "The folder to write (one `curtain generate` owns, or a new or empty one).")
  public var output: String?

  /// The app folder.
  @Option(
    help:
      "An app's source folder: writes its CurtainLaunch folder, adds it to the Xcode target and sets the launch key."
  )
  public var project: String?

  /// The plist to merge into.
  @Option(
    help: "The Info.plist to merge the keys into with --project (default: the project's).")
  public var infoPlist: String?

  /// The app target.
  @Option(help: "The app target with --project, when the Xcode project has several.")
  public var target: String?

  /// The Xcode project.
  @Option(help: "The .xcodeproj with --project, when there are several beside the app folder.")
  public var xcodeproj: String?

  /// Whether to write into a folder the generator did not write.
  @Flag(
    help:
      "Write into a non-empty folder `curtain generate` did not write; nothing in it is deleted."
  )
  public var force = false

  /// Whether to take the launch image from the video's first frame.
  @Flag(
    help: "Use the first frame of the config's splash video as the launch image (needs ffmpeg).")
  public var videoPoster = false

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks that exactly one destination is given.
  public func validate() throws {
    switch (output, project) {
    case (nil, nil):
      throw ValidationError("Give --output DIR or --project APP_FOLDER.")
    case (.some, .some):
      throw ValidationError("Give either --output or --project, not both.")
    default:
      for (value, name) in [
        (infoPlist, "--info-plist"), (target, "--target"), (xcodeproj, "--xcodeproj"),
      ]
      where value != nil && project == nil {
        throw ValidationError("\(name) goes with --project.")
      }
    }
  }

  /// The destination the options name.
  var destination: LaunchAssetDestination {
    if let project {
      return .project(
        ProjectOptions(
          folder: URL(fileURLWithPath: project, isDirectory: true),
          infoPlist: infoPlist.map { URL(fileURLWithPath: $0) }, target: target,
          xcodeproj: xcodeproj.map { URL(fileURLWithPath: $0, isDirectory: true) }))
    }
    return .folder(URL(fileURLWithPath: output ?? ".", isDirectory: true))
  }

  /// Generates and writes the assets, then prints where and the Info.plist keys.
  public func run() throws {
    // The example is written only when asked for (--example): a missing config is an error,
    // never the example's assets with exit 0.
    let loaded = try config.load(allowFallback: false)
    let writer = LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RenderImageCodec()))
    let result = try writer.write(
      loaded, to: destination, videoPoster: videoPoster, force: force)
    for warning in result.assets.warnings {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
    print(Self.summary(of: result, destination: destination), terminator: "")
  }

  /// What an app whose Info.plist Xcode generates (no Info.plist file, INFOPLIST_KEY_ build
  /// settings) does instead of pasting keys into a file it does not have.
  static func generatedInfoPlistAdvice(_ entries: LaunchInfoPlistEntries) -> String {
    let instead =
      entries.form == .storyboard
      ? "set the build setting INFOPLIST_KEY_UILaunchStoryboardName = \(entries.storyboardName) "
        + "in the app target instead"
      : "add an Info.plist file to the target (INFOPLIST_FILE) holding these keys: Xcode has "
        + "no build setting for UILaunchScreen's colour and image"
    return "If Xcode generates the app's Info.plist (Generate Info.plist File = Yes, no "
      + "Info.plist file), \(instead); or run `curtain generate` with --project, which sets the "
      + "key where the target keeps it."
  }

  /// What the command prints after writing.
  static func summary(of result: LaunchAssetWriteResult, destination: LaunchAssetDestination)
    -> String
  {
    var lines: [String] = []
    for target in result.install.recovered {
      lines.append("Finished the interrupted swap of \(target).")
    }
    for leftover in result.install.removedLeftovers {
      lines.append("Removed \(leftover), left by an interrupted run.")
    }
    lines.append("Wrote \(result.fileCount) files to \(result.folder.path).")
    if !result.install.kept.isEmpty {
      lines.append(
        "Kept \(result.install.kept.count) files in it that curtain generate did not write.")
    }
    switch destination {
    case .folder where result.assets.keepsLaunchScreen:
      lines.append(
        "The launch screen stays the app's own \(result.assets.infoPlist.storyboardName): its "
          + "Info.plist must declare it, and no other launch screen:")
      return lines.joined(separator: "\n") + "\n" + result.assets.infoPlist.snippet
    case .folder:
      lines.append(
        "Add these keys to the app's Info.plist (also in "
          + "\(LaunchAssetGenerator.infoPlistKeysFileName)):")
      return lines.joined(separator: "\n") + "\n" + result.assets.infoPlist.snippet
        + generatedInfoPlistAdvice(result.assets.infoPlist) + "\n"
    case .project:
      for file in result.changedFiles { lines.append("Updated \(file.path).") }
      lines += result.notes.map { $0.hasPrefix(" ") ? $0 : "Note: \($0)" }
      lines.append("`curtain doctor` checks the result.")
      return lines.joined(separator: "\n") + "\n"
    }
  }
}
