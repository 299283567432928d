import Foundation

/// The built `curtain` executable, as both command plugins run it (`curtain` without write
/// access, `curtain-write` with it).
struct CurtainTool {
  /// Where the build put it.
  let url: URL

  /// The commands that write into the folder they run in: `generate` (its output or the app's
  /// project), `preview` (its animation), `check` (its failure pictures), and `timings` with
  /// `--trace`, `--chart` or `--otlp`. `doctor`, `layout`, `plan`, `timings` without those,
  /// `--version` and `help` only read.
  static func writes(_ arguments: [String]) -> Bool {
    var command: String?
    var index = arguments.startIndex
    while index < arguments.endIndex, command == nil {
      if arguments[index] == "--target" {
        index += 2
        continue
      }
      if !arguments[index].hasPrefix("-") { command = arguments[index] }
      index += 1
    }
    switch command {
    case "generate", "preview", "check": return true
    case "timings":
      return arguments.contains { argument in
        ["--trace", "--chart", "--otlp"].contains { argument == $0 || argument.hasPrefix($0 + "=") }
      }
    default: return false
    }
  }

  /// The arguments from Xcode's dialog for the command: unchanged for `generate`, without the
  /// `--target` options (`--target NAME` or `--target=NAME`) for every other command. Xcode adds
  /// a `--target` option for each target selected there; `generate` takes `--target` (the app
  /// target, the one a person selects), so its arguments go as they are, the user's own
  /// `--target` included; the other commands work on folders and take no `--target`.
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
      throw CurtainToolError.failed(arguments: arguments, status: process.terminationStatus)
    }
  }
}

/// Why a plugin did not run the `curtain` command, or why the command failed.
enum CurtainToolError: Error, CustomStringConvertible, Equatable {
  /// The command writes, and the `curtain` plugin has no write access: `curtain-write` has.
  case writes(arguments: [String])
  /// The command exited with a non-zero status or a signal.
  case failed(arguments: [String], status: Int32)

  var description: String {
    switch self {
    case .writes(let arguments):
      "curtain \(arguments.joined(separator: " ")) writes into the package, and the `curtain` "
        + "plugin has no write access (so that doctor, layout, plan and --version never ask "
        + "for it): run it with the `curtain-write` plugin, e.g. `swift package "
        + "--allow-writing-to-package-directory curtain-write \(arguments.joined(separator: " "))`"
        + " (in Xcode: the CurtainWritePlugin command)"
    case .failed(let arguments, let status):
      "curtain \(arguments.joined(separator: " ")) failed with status \(status)"
    }
  }
}
