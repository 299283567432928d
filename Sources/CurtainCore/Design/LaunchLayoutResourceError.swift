/// Why a runtime launch resource (`CurtainLaunchLayout.json`) cannot be used.
public enum LaunchLayoutResourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is of a format version newer than this Curtain reads.
  case newerVersion(Int)
  /// The file is not a launch resource (bad JSON, a missing or mistyped value).
  case unreadable(String)

  /// A sentence naming the file and what to do.
  public var description: String {
    let file = LaunchLayoutResource.fileName
    switch self {
    case .newerVersion(let version):
      return
        "\(file) is format version \(version); this Curtain reads versions up to "
        + "\(LaunchLayoutResource.currentVersion). Update the Curtain package to the version of "
        + "the curtain tool that generated it, or regenerate it with this version's tool."
    case .unreadable(let reason):
      return "\(file) is not a Curtain launch resource (\(reason)). Regenerate it with "
        + "`curtain generate`."
    }
  }
}
