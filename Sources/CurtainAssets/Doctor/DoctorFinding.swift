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

/// The checks the doctor runs; the raw value is the rule's stable name in reports and for
/// `curtain doctor --ignore RULE`.
public enum DoctorRule: String, Hashable, Codable, Sendable, CaseIterable {
  /// A plist, storyboard, project file or Contents.json that cannot be read (bad encoding,
  /// malformed XML, merge-conflict debris, a broken link).
  case malformedFile = "malformed-file"
  /// A main or scene storyboard while a delegate also builds the root window in code.
  case mainStoryboardAndCodeWindow = "main-storyboard-and-code-window"
  /// `UIMainStoryboardFile` or `UISceneStoryboardFile` names a storyboard the app does not hold.
  case mainStoryboardMissing = "main-storyboard-missing"
  /// No iOS app in the checked folder (no app target, no app's Info.plist).
  case noAppFound = "no-app-found"
  /// Project files whose app targets the doctor cannot read (Tuist helper functions).
  case appsNotRead = "apps-not-read"
  /// A launch screen `curtain generate` wrote is in the app but the app declares another.
  case generatedLaunchScreenNotDeclared = "generated-launch-screen-not-declared"
  /// A `CurtainLaunchLayout.json` in the app makes the app's own launch storyboard or xib the
  /// splash, but the app declares another launch screen or holds the document in another form.
  case bundledLaunchScreenNotDeclared = "bundled-launch-screen-not-declared"
  /// An app with no launch screen at all (iOS runs it letterboxed).
  case noLaunchScreen = "no-launch-screen"
  /// `INFOPLIST_FILE` names a file that does not exist.
  case infoPlistMissing = "info-plist-missing"
  /// A source folder the project names does not exist (generated before building).
  case sourceFolderMissing = "source-folder-missing"
  /// A launch storyboard using a custom class or view-controller subclass.
  case launchScreenCustomClass = "launch-screen-custom-class"
  /// Outlets, actions, segues or extra top-level objects in a launch screen.
  case launchScreenConnections = "launch-screen-connections"
  /// `UILaunchScreen` keys written with Xcode's display names ("Image Name").
  case launchScreenDisplayNameKeys = "launch-screen-display-name-keys"
  /// An image or colour the launch screen names that the app's asset catalogs do not have.
  case launchScreenMissingAsset = "launch-screen-missing-asset"
  /// A legacy `LaunchImage` set or `UILaunchImages` key.
  case legacyLaunchImage = "legacy-launch-image"
  /// Launch images without 2x/3x variants (blurry, or zoom mode for LaunchImage sets).
  case launchImageMissingScales = "launch-image-missing-scales"
  /// A LaunchImage set without an image for some iPhone screen (zoom mode there).
  case launchImageMissingDeviceSize = "launch-image-missing-device-size"
  /// A launch image whose decoded size is over the budget.
  case launchImageTooLarge = "launch-image-too-large"
  /// A launch-screen image view without constraints (stays at its design-time frame).
  case launchImageUnconstrained = "launch-image-unconstrained"
  /// Both `UILaunchScreen` and `UILaunchStoryboardName` (Info.plist or build settings).
  case bothLaunchKeys = "both-launch-keys"
  /// `UILaunchStoryboardName` names a storyboard that is not in the project folder.
  case launchStoryboardMissing = "launch-storyboard-missing"
  /// The launch storyboard is in the folder but not in the app target.
  case launchStoryboardNotInTarget = "launch-storyboard-not-in-target"
  /// Two storyboards of one name in one app target.
  case duplicateStoryboard = "duplicate-storyboard"
  /// A copy of the launch storyboard in the app's folder that no target holds.
  case strayLaunchStoryboard = "stray-launch-storyboard"
  /// Text in a launch screen: it is not localised at launch.
  case textInLaunchScreen = "text-in-launch-screen"
  /// Launch-screen colours that stay the same in dark mode while the app supports it.
  case launchColorIgnoresDarkMode = "launch-color-ignores-dark-mode"
  /// A launch-screen image or label cut off by the screen's edge on some device.
  case launchViewClipped = "launch-view-clipped"
  /// A launch-screen image or label under the status bar, sensor housing or Home indicator.
  case launchViewUnderSystemUI = "launch-view-under-system-ui"
  /// Launch-screen constraints that cannot all hold on some device (UIKit breaks one).
  case launchConstraintsUnsatisfiable = "launch-constraints-unsatisfiable"
  /// A scale-to-fill launch image stretched by more than 5% on some device.
  case launchImageDistorted = "launch-image-distorted"
  /// A UIKit app without a scene manifest (required when built with the SDK after iOS 26).
  case sceneManifestMissing = "scene-manifest-missing"
  /// A centred splash video in the app whose `video.size` is not the shape of its file (the
  /// device fits it inside with bars of the launch screen).
  case videoSizeMismatch = "video-size-mismatch"

  /// The rule's severity.
  public var severity: DoctorSeverity {
    switch self {
    case .legacyLaunchImage, .launchImageMissingScales, .textInLaunchScreen,
      .launchColorIgnoresDarkMode, .launchImageMissingDeviceSize, .launchImageTooLarge,
      .launchImageUnconstrained, .sceneManifestMissing, .sourceFolderMissing,
      .strayLaunchStoryboard, .appsNotRead, .launchViewClipped, .launchViewUnderSystemUI,
      .launchConstraintsUnsatisfiable, .launchImageDistorted, .videoSizeMismatch:
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
  /// A sentence saying what is wrong.
  public var message: String
  /// One line saying what to do.
  public var fix: String
  /// The app target(s) judged, `Name (path/to/project.pbxproj)` (a folder without a
  /// project: `Folder (Folder/Info.plist)`); nil for a finding about the whole run.
  public var target: String?
  /// The build configuration(s) when the finding is a build setting (`Debug, Release`).
  public var configuration: String?

  /// Creates a finding with the rule's severity.
  public init(
    rule: DoctorRule, file: String, line: Int?, message: String, fix: String = "",
    target: String? = nil, configuration: String? = nil
  ) {
    self.rule = rule
    severity = rule.severity
    self.file = file
    self.line = line
    self.message = message
    self.fix = fix
    self.target = target
    self.configuration = configuration
  }

  /// `file:line: severity: message [rule]`, the compiler's diagnostic shape (Xcode and editors
  /// link it), then the fix as a note on the same place.
  public var humanDescription: String {
    let location = line.map { "\(file):\($0)" } ?? file
    let first = "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    return fix.isEmpty ? first : first + "\n\(location): note: \(fix)"
  }
}
