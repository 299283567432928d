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
      Writes LaunchScreen.storyboard, CurtainLaunch.xcassets, CurtainLaunchLayout.json (the \
      runtime layout) and LaunchInfoPlistKeys.plist. Asset names carry a content hash, so a \
      changed logo gets a new name and iOS cannot keep a stale cached launch screen. Re-running \
      with the same inputs changes no byte; a failed run leaves the previous output as it was.
      """)

  /// The config.
  @OptionGroup public var config: ConfigOptions

  /// The output folder.
  @Option(help: "The folder to write; it is replaced as a whole.")
  public var output: String?

  /// The app folder.
  @Option(
    help:
      "An app's source folder: writes its CurtainLaunch folder and merges the keys into its Info.plist."
  )
  public var project: String?

  /// The plist to merge into.
  @Option(
    help: "The Info.plist to merge the keys into with --project (default: PROJECT/Info.plist).")
  public var infoPlist: String?

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
      if infoPlist != nil && project == nil {
        throw ValidationError("--info-plist goes with --project.")
      }
    }
  }

  /// The destination the options name.
  var destination: LaunchAssetDestination {
    if let project {
      return .project(
        URL(fileURLWithPath: project, isDirectory: true),
        infoPlist: infoPlist.map { URL(fileURLWithPath: $0) })
    }
    return .folder(URL(fileURLWithPath: output ?? ".", isDirectory: true))
  }

  /// Generates and writes the assets, then prints where and the Info.plist keys.
  public func run() throws {
    let loaded = try config.load()
    let writer = LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RenderImageCodec()))
    let result = try writer.write(
      design: loaded.design, configDirectory: loaded.directory, destination: destination,
      videoPoster: videoPoster)
    for warning in result.warnings {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
    print(Self.summary(of: result, destination: destination), terminator: "")
  }

  /// What the command prints after writing.
  static func summary(of result: GeneratedLaunchAssets, destination: LaunchAssetDestination)
    -> String
  {
    switch destination {
    case .folder(let folder):
      return "Wrote \(result.files.count) files to \(folder.path).\n"
        + "Add these keys to the app's Info.plist (also in "
        + "\(LaunchAssetGenerator.infoPlistKeysFileName)):\n" + result.infoPlist.snippet
    case .project(let folder, let plist):
      let plistPath = (plist ?? folder.appendingPathComponent("Info.plist")).path
      return "Wrote \(result.files.count - 1) files to "
        + "\(folder.appendingPathComponent(LaunchAssetDestination.projectFolderName).path) "
        + "and set \(result.infoPlist.key) in \(plistPath).\n"
        + "Add the \(LaunchAssetDestination.projectFolderName) folder to the app target once; "
        + "`curtain doctor` checks it.\n"
    }
  }
}
