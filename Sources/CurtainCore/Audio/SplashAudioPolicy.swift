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
  private var playing = 0

  /// A policy that changed nothing yet.
  public init() {}

  /// The setting to apply when a splash video is prepared, given the session's `current` one;
  /// `nil` leaves the session alone. The audio session is the process's: one policy serves
  /// every scene, and only the first of overlapping videos changes anything.
  public mutating func videoWillPlay(current: Setting) -> Setting? {
    playing += 1
    guard playing == 1, current.category == .soloAmbient else { return nil }
    let splash = Setting(category: .ambient, mode: Self.defaultMode, options: 0)
    changed = (current, splash)
    return splash
  }

  /// The setting to put back when a splash video ends (each `videoWillPlay` is matched by one
  /// `videoEnded`), given the session's `current` one; `nil` while another splash video plays,
  /// when nothing was changed, or when the app changed the setting since (its choice wins).
  public mutating func videoEnded(current: Setting) -> Setting? {
    guard playing > 0 else { return nil }
    playing -= 1
    guard playing == 0, let changed else { return nil }
    self.changed = nil
    return current == changed.to ? changed.from : nil
  }
}
