import ArgumentParser
import CurtainAssets
import Foundation

/// The config argument shared by every command that works on a launch design: an optional path
/// to `curtain.yml` (or `.yaml`, `.json`); without one, `./curtain.yml`, `./curtain.yaml`, then
/// `./curtain.json`; the built-in example only with `--example` or when none is there and no
/// folder inside holds one either (a config one folder down is named, never replaced by the
/// example).
public struct ConfigOptions: ParsableArguments, Sendable {
  /// The config file names looked for in the current folder, in order.
  public static let discoveredNames = ["curtain.yml", "curtain.yaml", "curtain.json"]

  /// The config file path as typed; nil to look for one.
  @Argument(
    help: ArgumentHelp(
      "The launch design config, YAML or JSON (default: ./curtain.yml, ./curtain.yaml, then "
        + "./curtain.json, else the built-in Chirp example).",
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

  /// Checks that the example and a path are not both given, and that a given path is not
  /// empty (an empty path names the current folder, and every message would quote no name).
  public func validate() throws {
    if example, path != nil {
      throw ValidationError("Give a config path or --example, not both.")
    }
    if path?.isEmpty == true {
      throw ValidationError(
        "The config path is empty: give a config file (e.g. curtain.yml), or leave the "
          + "argument out to use ./curtain.yml.")
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
        let nested = Self.nestedConfigs(in: directory)
        guard nested.isEmpty else {
          throw ValidationError(
            "No config in \(directory.path) itself, but \(nested.joined(separator: ", ")) "
              + "\(nested.count == 1 ? "is" : "are") one folder down: give the config's path "
              + "(for instance `curtain preview \(nested[0])`).")
        }
        guard allowFallback else {
          throw ValidationError(
            "No config: no \(Self.namesSentence) in \(directory.path). Give the config's path "
              + "(the built-in example is never written into an app; --example asks for it).")
        }
        notice(
          "No \(Self.namesSentence) in \(directory.path): using the built-in Chirp "
            + "example (pass --example to ask for it, or a config path).")
      }
      return try BuiltInExample.load(using: loader)
    }
  }

  /// "curtain.yml, curtain.yaml or curtain.json".
  static var namesSentence: String {
    discoveredNames.dropLast().joined(separator: ", ") + " or " + (discoveredNames.last ?? "")
  }

  /// The configs one folder below `directory` (relative paths, sorted): what a person who ran
  /// the command from a project's root folder meant.
  static func nestedConfigs(in directory: URL) -> [String] {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return folders.sorted().flatMap { folder in
      discoveredNames.map { "\(folder)/\($0)" }.filter {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
          atPath: directory.appendingPathComponent($0).path, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
    }
  }

  /// How a title names the config `loaded` came from: the path as typed, the file found, or
  /// "built-in example".
  public func label(for loaded: LoadedDesign) -> String {
    if loaded.fileURL == BuiltInExample.configURL { return "built-in example" }
    return path ?? loaded.fileURL.lastPathComponent
  }
}
