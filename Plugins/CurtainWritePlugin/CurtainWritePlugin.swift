import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory curtain-write generate ...`: runs the
/// `curtain` command built from this package, with the arguments as given, in the package's
/// folder, with write access to it: for `generate`, `preview`, `check` and `timings` with an
/// output (``CurtainTool/writes(_:)``). The commands that only read run without asking through
/// the `curtain` plugin.
///
/// The command's own output rule still holds: it replaces only what Curtain wrote, and a failed
/// run leaves the previous output as it was.
@main
struct CurtainWritePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try CurtainTool(url: context.tool(named: "curtain").url)
      .run(arguments, in: context.package.directoryURL)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension CurtainWritePlugin: XcodeCommandPlugin {
    /// Xcode's project menu: the arguments typed in its dialog (``CurtainTool/xcodeArguments(_:)``).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try CurtainTool(url: context.tool(named: "curtain").url)
        .run(CurtainTool.xcodeArguments(arguments), in: context.xcodeProject.directoryURL)
    }
  }
#endif
