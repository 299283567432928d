import Foundation
import PackagePlugin

/// `swift package curtain doctor ...`: runs the `curtain` command built from this package, with
/// the arguments as given, in the package's folder, for the commands that only read (`doctor`,
/// `layout`, `plan`, `timings` without outputs, `--version`, `help`). It asks for no permission;
/// a command that writes is refused with the `curtain-write` line to run instead
/// (``CurtainTool/writes(_:)``). SwiftPM grants permissions per plugin, not per command, hence
/// two plugins.
///
/// The plugin decides nothing else: every option, check and safety rule is the command's own,
/// so the two cannot drift apart. Relative paths are resolved against the package's folder
/// (Xcode: the project's folder).
@main
struct CurtainPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard !CurtainTool.writes(arguments) else {
      throw CurtainToolError.writes(arguments: arguments)
    }
    try CurtainTool(url: context.tool(named: "curtain").url)
      .run(arguments, in: context.package.directoryURL)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension CurtainPlugin: XcodeCommandPlugin {
    /// Xcode's project menu: the arguments typed in its dialog (``CurtainTool/xcodeArguments(_:)``).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let arguments = CurtainTool.xcodeArguments(arguments)
      guard !CurtainTool.writes(arguments) else {
        throw CurtainToolError.writes(arguments: arguments)
      }
      try CurtainTool(url: context.tool(named: "curtain").url)
        .run(arguments, in: context.xcodeProject.directoryURL)
    }
  }
#endif
