import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory curtain generate ...`: runs the `curtain`
/// command built from this package, with the arguments as given, in the package's folder.
///
/// The plugin decides nothing: every option, check and safety rule (a failed run leaves the
/// previous output as it was) is the command's own, so the two cannot drift apart. Relative
/// paths are resolved against the package's folder (Xcode: the project's folder).
@main
struct CurtainPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try CurtainTool(url: context.tool(named: "curtain").url)
      .run(arguments, in: context.package.directoryURL)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension CurtainPlugin: XcodeCommandPlugin {
    /// Xcode's project menu: the arguments typed in its dialog. Xcode adds a `--target` option
    /// for each target selected there; `generate` takes `--target` (the app target, the one a
    /// person selects), so its arguments go as they are, the user's own `--target` included;
    /// the other commands work on folders, so the `--target` options are removed for them.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try CurtainTool(url: context.tool(named: "curtain").url)
        .run(CurtainTool.xcodeArguments(arguments), in: context.xcodeProject.directoryURL)
    }
  }
#endif

/// The built `curtain` executable.
struct CurtainTool {
  /// Where the build put it.
  let url: URL

  /// The arguments from Xcode's dialog for the command: unchanged for `generate`, without the
  /// `--target` options (`--target NAME` or `--target=NAME`) for every other command.
  static func xcodeArguments(_ arguments: [String]) -> [String] {
    var kept: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--target" {
        index += 2
      } else {
        if !argument.hasPrefix("--target=") { kept.append(argument) }
        index += 1
      }
    }
    return kept.first == "generate" ? arguments : kept
  }

  /// Runs the command in `directory` with the plugin's standard output and error, and waits.
  ///
  /// - Throws: ``CurtainToolError`` when the command exits with a non-zero status (it has
  ///   printed its own message).
  func run(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CurtainToolError(arguments: arguments, status: process.terminationStatus)
    }
  }
}

/// The `curtain` command failed.
struct CurtainToolError: Error, CustomStringConvertible {
  /// The arguments it ran with.
  let arguments: [String]
  /// Its exit status (or signal).
  let status: Int32

  var description: String {
    "curtain \(arguments.joined(separator: " ")) failed with status \(status)"
  }
}
