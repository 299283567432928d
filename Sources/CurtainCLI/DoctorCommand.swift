import ArgumentParser
import CurtainAssets
import Foundation

/// `curtain doctor`: checks an Xcode project folder's launch setup.
public struct DoctorCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check an Xcode project's launch setup (Info.plist, storyboards, asset catalogs).",
    discussion: """
      Finds each iOS app target in the folder (.xcodeproj, XcodeGen project.yml, Tuist \
      Project.swift) and judges it on its own files. Reports each problem as \
      file:line: severity: message [rule], then a note with the fix. Exits with status 1 when \
      there is an error (warnings alone exit 0). Rules are listed in Docs/Doctor.md.
      """)

  /// The project folder.
  @Argument(
    help: "The folder to check, or an .xcodeproj (its folder is checked); default: here.")
  public var path: String = "."

  /// Whether to print JSON.
  @Flag(help: "Print the findings as JSON for tools.")
  public var json = false

  /// Rules not to report.
  @Option(
    name: .customLong("ignore"),
    help: ArgumentHelp(
      "A rule not to report (repeatable), e.g. text-in-launch-screen.", valueName: "rule"))
  public var ignored: [String] = []

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks that the folder exists and the ignored rules are rules.
  public func validate() throws {
    for rule in ignored where DoctorRule(rawValue: rule) == nil {
      throw ValidationError(
        "'\(rule)' is not a doctor rule for '--ignore'. Rules: "
          + DoctorRule.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    }
    _ = try folder()
  }

  /// The folder to check: `path`, or the folder holding it when it is an `.xcodeproj`.
  func folder() throws -> URL {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ValidationError("'\(path)' does not exist. Give the folder holding the app's project.")
    }
    guard isDirectory.boolValue else {
      throw ValidationError("'\(path)' is not a folder. Give the folder holding the app's project.")
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard url.pathExtension == "xcodeproj" else { return url }
    guard
      FileManager.default.fileExists(
        atPath: url.appendingPathComponent("project.pbxproj").path)
    else {
      throw ValidationError(
        "'\(path)' is not an Xcode project (it holds no project.pbxproj). Give the folder "
          + "holding the app's project.")
    }
    return url.deletingLastPathComponent()
  }

  /// Runs the checks and prints the report.
  public func run() throws {
    let skipped = Set(ignored.compactMap(DoctorRule.init(rawValue:)))
    let findings = LaunchDoctor().check(projectAt: try folder()).filter {
      !skipped.contains($0.rule)
    }
    print(try DoctorReport(findings: findings).text(json: json), terminator: "")
    if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
  }
}

/// The doctor's output in either format.
struct DoctorReport {
  var findings: [DoctorFinding]

  func text(json: Bool) throws -> String {
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(["findings": findings]), as: UTF8.self) + "\n"
    }
    guard !findings.isEmpty else { return "No launch-setup problems found.\n" }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    return findings.map { $0.humanDescription + "\n" }.joined()
      + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
  }
}
