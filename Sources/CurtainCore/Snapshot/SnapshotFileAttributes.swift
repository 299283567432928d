/// How a snapshot file is kept on disk: its data-protection class and whether backups skip it.
///
/// The snapshot cache asks its `SnapshotFileSystem` for ``snapshot`` on its folders and on
/// every file it writes (images and index), so the decision is made once, here, and a test on
/// any platform sees it asked for.
public struct SnapshotFileAttributes: Hashable, Sendable {
  /// An iOS data-protection class (`FileProtectionType`).
  public enum Protection: String, Hashable, Sendable {
    /// Unreadable while the device is locked; cannot be created or written while locked.
    case complete
    /// Encrypted once closed and unreadable while locked, but a file can be created, and an
    /// open file written, while the device is locked.
    case completeUnlessOpen
    /// Readable after the first unlock since boot (the system's default).
    case completeUntilFirstUserAuthentication
  }

  /// The data-protection class.
  public var protection: Protection
  /// Whether iCloud and computer backups leave the file out (`isExcludedFromBackup`).
  public var excludedFromBackup: Bool

  /// Creates attributes.
  public init(protection: Protection, excludedFromBackup: Bool) {
    self.protection = protection
    self.excludedFromBackup = excludedFromBackup
  }

  /// The attributes of every snapshot file: `completeUnlessOpen`, excluded from backup.
  ///
  /// Not `complete`: a snapshot is written when the scene goes to the background, which is
  /// also what pressing the side button does just before the device locks. Under `complete` a
  /// file cannot be created once the device is locked, and the system discards the keys about
  /// 10 s after locking, so a write still under way then fails. `completeUnlessOpen` lets the
  /// write finish (the file is created with the class's public key) and still keeps the
  /// snapshot unreadable while the device is locked. Excluded from backup: a snapshot is a
  /// cache, and may show private state.
  public static let snapshot = SnapshotFileAttributes(
    protection: .completeUnlessOpen, excludedFromBackup: true)
}
