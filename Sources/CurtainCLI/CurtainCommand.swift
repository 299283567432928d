import ArgumentParser

/// The `curtain` command: launch previews, asset generation and launch-setup checks.
public struct CurtainCommand: ParsableCommand {
  /// The command's name, summary and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "curtain",
    abstract: "See, generate and check an iOS app's launch experience.",
    version: CurtainVersion.current,
    subcommands: [
      PreviewCommand.self, CheckCommand.self, PlanCommand.self, GenerateCommand.self,
      DoctorCommand.self, TimingsCommand.self, LayoutCommand.self,
    ])

  /// Creates the command (argument parsing fills it in).
  public init() {}
}
