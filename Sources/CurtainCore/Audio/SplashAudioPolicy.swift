/// What a splash video does to the app's audio session: it never stops the music the person
/// listens to, and never takes over a category the app chose.
///
/// When the splash video is prepared, the category changes to `ambient` (mixes with other
/// audio, follows the Silent switch) only if it is still the system's default, `soloAmbient`
/// (which would interrupt other audio once playback activates the session); an app that set
/// its own category (`playback`, `playAndRecord`) keeps it. When the video ends, what was
/// there is put back, unless the app changed the setting meanwhile. The session is never
/// activated by Curtain: `AVPlayer` activates an ambient session itself, without interrupting
/// anyone.
public struct SplashAudioPolicy: Sendable {
  /// An audio session category, as far as the policy needs to tell them apart.
  public enum Category: Hashable, Sendable {
    /// The system's default: silences other apps' audio when the session activates.
    case soloAmbient
    /// Mixes with other apps' audio.
    case ambient
    /// Any category the app chose (`AVAudioSession.Category` raw value).
    case other(String)
  }

  /// A category with its mode and options: what is changed, and what is put back.
  public struct Setting: Hashable, Sendable {
    /// The category.
    public var category: Category
    /// The mode's raw value (`AVAudioSession.Mode`).
    public var mode: String
    /// The category options' raw value (`AVAudioSession.CategoryOptions`).
    public var options: UInt

    /// Creates a setting.
    public init(category: Category, mode: String, options: UInt) {
      self.category = category
      self.mode = mode
      self.options = options
    }
  }

  /// The mode a splash sets: `AVAudioSession.Mode.default`'s raw value.
  public static let defaultMode = "AVAudioSessionModeDefault"

  private var changed: (from: Setting, to: Setting)?

  /// A policy that changed nothing yet.
  public init() {}

  /// The setting to apply when the splash video is prepared, given the session's `current`
  /// one; `nil` leaves the session alone.
  public mutating func videoWillPlay(current: Setting) -> Setting? {
    guard changed == nil, current.category == .soloAmbient else { return nil }
    let splash = Setting(category: .ambient, mode: Self.defaultMode, options: 0)
    changed = (current, splash)
    return splash
  }

  /// The setting to put back when the splash video ends, given the session's `current` one;
  /// `nil` when nothing was changed or the app changed the setting since (its choice wins).
  public mutating func videoEnded(current: Setting) -> Setting? {
    guard let changed else { return nil }
    self.changed = nil
    return current == changed.to ? changed.from : nil
  }
}
