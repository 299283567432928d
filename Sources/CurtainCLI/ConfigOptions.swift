import ArgumentParser
import CurtainAssets
import Foundation

/// The config argument shared by every command that works on a launch design: an optional path
/// to `curtain.yml` (or `.json`); without one, `./curtain.yml` then `./curtain.json`; the
/// built-in example only with `--example` or when neither is there.
public struct ConfigOptions: ParsableArguments {
  /// The config file names looked for in the current folder, in order.
  public static let discoveredNames = ["curtain.yml", "curtain.json"]

  /// The config file path as typed; nil to look for one.
  @Argument(
    help: ArgumentHelp(
      "The launch design config, YAML or JSON (default: ./curtain.yml, then ./curtain.json, "
        + "else the built-in Chirp example).",
      valueName: "config"))
  public var path: String?

  /// Whether to use the built-in example.
  @Flag(help: "Use the built-in Chirp example config.")
  public var example = false

  /// Creates the options (argument parsing fills them in).
  public init() {}

  /// Creates options naming the config at `path` (nil: look for one), or the example.
  public init(path: String?, example: Bool = false) {
    self.path = path
    self.example = example
  }

  /// Checks that the example and a path are not both given.
  public func validate() throws {
    if example, path != nil {
      throw ValidationError("Give a config path or --example, not both.")
    }
  }

  /// Where the config comes from.
  public enum Source: Hashable, Sendable {
    /// A file (named or found).
    case file(URL, displayName: String)
    /// The built-in example, asked for or because no config was found.
    case example(fallback: Bool)
  }

  /// The config these options name, looking in `directory` when no path is given.
  public func source(in directory: URL) -> Source {
    if example { return .example(fallback: false) }
    if let path {
      return .file(URL(fileURLWithPath: path).standardizedFileURL, displayName: path)
    }
    for name in Self.discoveredNames {
      let url = directory.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path) {
        return .file(url.standardizedFileURL, displayName: name)
      }
    }
    return .example(fallback: true)
  }

  /// Loads and checks the config, relative paths resolved against the current directory.
  ///
  /// - Parameters:
  ///   - directory: where to look for `curtain.yml` / `curtain.json` when no path is given.
  ///   - allowFallback: whether the built-in example may stand in when none is found (false
  ///     for `generate --project`, which must never put the example into an app).
  ///   - notice: told, one line, when the example stands in for a missing config.
  /// - Throws: ``DesignLoadError`` listing every problem, one per line, which ArgumentParser
  ///   prints after `Error: ` and exits with status 1; a `ValidationError` when no config is
  ///   found and the example may not stand in.
  public func load(
    using loader: DesignLoader = DesignLoader(),
    in directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    allowFallback: Bool = true,
    notice: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
  ) throws -> LoadedDesign {
    switch source(in: directory) {
    case .file(let url, let displayName):
      return try loader.load(from: url, displayName: displayName)
    case .example(let fallback):
      if fallback {
        guard allowFallback else {
          throw ValidationError(
            "No config: no curtain.yml or curtain.json in \(directory.path). Give the config's "
              + "path (the built-in example is never written into an app).")
        }
        notice(
          "No curtain.yml or curtain.json in \(directory.path): using the built-in Chirp "
            + "example (pass --example to ask for it, or a config path).")
      }
      return try BuiltInExample.load(using: loader)
    }
  }

  /// How a title names the config `loaded` came from: the path as typed, the file found, or
  /// "built-in example".
  public func label(for loaded: LoadedDesign) -> String {
    if loaded.fileURL == BuiltInExample.configURL { return "built-in example" }
    return path ?? loaded.fileURL.lastPathComponent
  }
}
