/// Curtain's version, printed by `curtain --version`: the one place it is written.
///
/// A release sets it to the CHANGELOG's newest release heading and tags the commit with the
/// same number (Mint and `.package(url:from:)` read the tag).
public enum CurtainVersion {
  /// The version, `MAJOR.MINOR.PATCH`.
  public static let current = "0.1.0"
}
