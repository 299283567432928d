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
    /// Xcode's project menu: the arguments typed in its dialog, without the `--target` options
    /// Xcode adds for the selected targets (the command works on folders, not targets).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      _ = extractor.extractOption(named: "target")
      try CurtainTool(url: context.tool(named: "curtain").url)
        .run(extractor.remainingArguments, in: context.xcodeProject.directoryURL)
    }
  }
#endif

/// The built `curtain` executable.
struct CurtainTool {
  /// Where the build put it.
  let url: URL

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
