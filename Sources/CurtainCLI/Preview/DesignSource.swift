import ArgumentParser
import CurtainAssets
import CurtainCore
import Foundation

/// What `preview` and `check` draw: a config's design, or an app's own launch screen (a
/// storyboard, xib, Info.plist or app folder) with no config at all.
struct DesignSource {
  /// The design the launch runs with.
  var loaded: LoadedDesign
  /// The app's own launch screen, drawn as the system launch screen and the replica.
  var launchScreen: AppLaunchScreen?
  /// "Chirp (curtain.yml)" or "MyApp/LaunchScreen.storyboard (the app's own launch screen)".
  var title: String
  /// Every file the design reads: never written over.
  var inputs: [URL]
  /// Which launch screen an app folder's build ships and why (`launch screen: ...`), printed
  /// with the report's header; empty for a file or a config.
  var originLines: [String] = []

  /// The design `config` names, or the launch screen at `appPath` when one is given.
  ///
  /// - Throws: the config's load error, or `LaunchScreenReadError` naming the file.
  static func load(config: ConfigOptions, appPath: String?) throws -> DesignSource {
    guard let appPath else {
      let loaded = try config.load()
      // A config naming the app's own launch screen: that tree, its logo marked, is drawn.
      let screen = try loaded.design.launchScreen.app.map { app in
        try AppLaunchScreen(path: loaded.url(forPath: app.path).path, logo: app.logo)
      }
      return DesignSource(
        loaded: loaded, launchScreen: screen,
        title: "\(loaded.design.name) (\(config.label(for: loaded)))", inputs: loaded.inputFiles)
    }
    let screen = try AppLaunchScreen(path: appPath)
    let name = screen.file.deletingPathExtension().lastPathComponent
    return DesignSource(
      loaded: LoadedDesign(design: screen.design(name: name), fileURL: screen.file),
      launchScreen: screen, title: "\(appPath) (the app's own launch screen, no config)",
      inputs: [screen.file], originLines: screen.originLines)
  }

  /// Refuses a config or `--example` given with an app's launch screen (`option` names it).
  static func validate(config: ConfigOptions, appPath: String?, option: String) throws {
    guard appPath != nil, config.path != nil || config.example else { return }
    throw ValidationError(
      "Give a config (or --example) or \(option), not both: \(option) draws the app's own "
        + "launch screen without a config.")
  }
}
