import ArgumentParser
import CurtainAssets
import Foundation

/// The config argument shared by every command that works on a launch design: an optional path
/// to `curtain.yml` (or `.json`), the built-in example when left out.
public struct ConfigOptions: ParsableArguments, Sendable {
  /// The config file path as typed; nil for the built-in example.
  @Argument(
    help: ArgumentHelp(
      "The launch design config, YAML or JSON (default: the built-in Chirp example).",
      valueName: "config"))
  public var path: String?

  /// Creates the options (argument parsing fills them in).
  public init() {}

  /// Creates options naming the config at `path` (nil: the built-in example).
  public init(path: String?) {
    self.path = path
  }

  /// Loads and checks the config, relative paths resolved against the current directory.
  ///
  /// - Throws: ``DesignLoadError`` listing every problem, one per line, which ArgumentParser
  ///   prints after `Error: ` and exits with status 1.
  public func load(using loader: DesignLoader = DesignLoader()) throws -> LoadedDesign {
    guard let path else { return try BuiltInExample.load(using: loader) }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return try loader.load(from: url, displayName: path)
  }
}
