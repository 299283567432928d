/// How bad a finding is: errors make `curtain doctor` exit with status 1.
public enum DoctorSeverity: String, Hashable, Codable, Sendable, Comparable {
  /// The launch setup is broken or shows the wrong thing.
  case error
  /// The launch setup works but will look wrong somewhere (dark mode, zoom mode, languages).
  case warning

  /// Errors sort before warnings.
  public static func < (lhs: DoctorSeverity, rhs: DoctorSeverity) -> Bool {
    lhs == .error && rhs == .warning
  }
}

/// The checks the doctor runs; the raw value is the rule's name in reports.
public enum DoctorRule: String, Hashable, Codable, Sendable, CaseIterable {
  /// A plist, storyboard or Contents.json that cannot be read.
  case malformedFile = "malformed-file"
  /// A main storyboard while a delegate also builds the root window in code.
  case mainStoryboardAndCodeWindow = "main-storyboard-and-code-window"
  /// A launch storyboard using a custom class or view-controller subclass.
  case launchScreenCustomClass = "launch-screen-custom-class"
  /// An image or colour the launch screen names that no asset catalog has.
  case launchScreenMissingAsset = "launch-screen-missing-asset"
  /// A legacy `LaunchImage` set or `UILaunchImages` key.
  case legacyLaunchImage = "legacy-launch-image"
  /// Launch images without 2x/3x variants (blurry, or zoom mode for LaunchImage sets).
  case launchImageMissingScales = "launch-image-missing-scales"
  /// Both `UILaunchScreen` and `UILaunchStoryboardName` in one plist.
  case bothLaunchKeys = "both-launch-keys"
  /// `UILaunchStoryboardName` names a storyboard that is not in the project folder.
  case launchStoryboardMissing = "launch-storyboard-missing"
  /// The launch storyboard is not in any target's resources (project.pbxproj).
  case launchStoryboardNotInTarget = "launch-storyboard-not-in-target"
  /// Text in a launch screen: it is not localised at launch.
  case textInLaunchScreen = "text-in-launch-screen"
  /// Launch-screen colours that stay the same in dark mode while the app supports it.
  case launchColorIgnoresDarkMode = "launch-color-ignores-dark-mode"

  /// The rule's severity.
  public var severity: DoctorSeverity {
    switch self {
    case .legacyLaunchImage, .launchImageMissingScales, .textInLaunchScreen,
      .launchColorIgnoresDarkMode:
      return .warning
    default:
      return .error
    }
  }
}

/// One problem, where it is and what to do.
public struct DoctorFinding: Hashable, Codable, Sendable {
  /// The rule that found it.
  public var rule: DoctorRule
  /// Its severity (the rule's).
  public var severity: DoctorSeverity
  /// Path relative to the checked folder.
  public var file: String
  /// 1-based line, when the format has lines.
  public var line: Int?
  /// A sentence saying what is wrong and what to do.
  public var message: String

  /// Creates a finding with the rule's severity.
  public init(rule: DoctorRule, file: String, line: Int?, message: String) {
    self.rule = rule
    severity = rule.severity
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: severity: message [rule]`, the compiler's diagnostic shape (Xcode and editors
  /// link it).
  public var humanDescription: String {
    let location = line.map { "\(file):\($0)" } ?? file
    return "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
  }
}
