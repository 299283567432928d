#if canImport(UIKit)
  import AVFoundation
  import CurtainCore

  /// The audio session a splash video plays in: it never stops the music the person is
  /// listening to, and never keeps a category the app did not choose.
  ///
  /// The decisions are the core's `SplashAudioPolicy` (one for the process, as the audio session
  /// is): the category becomes `.ambient` only while it is still the default, `.soloAmbient`,
  /// and what was there is put back when the video ends, unless the app changed it meanwhile.
  /// The session is never activated here: activating at launch is what interrupts other audio,
  /// and `AVPlayer` activates an ambient session itself when it plays, without interrupting
  /// anyone. ``LaunchCurtain`` calls both functions; an app does not need to.
  @MainActor public enum SplashAudioSession {
    private static var policy = SplashAudioPolicy()

    /// A splash video is about to play: sets `.ambient` if the category is still the default.
    ///
    /// - Throws: the session's error when the category cannot be set.
    public static func videoWillPlay() throws {
      guard let setting = policy.videoWillPlay(current: current()) else { return }
      try apply(setting)
    }

    /// A splash video ended (played, skipped, failed or removed with its splash): puts back
    /// what ``videoWillPlay()`` replaced, unless the app set its own category since.
    ///
    /// - Throws: the session's error when the category cannot be set.
    public static func videoEnded() throws {
      guard let setting = policy.videoEnded(current: current()) else { return }
      try apply(setting)
    }

    private static func current() -> SplashAudioPolicy.Setting {
      let session = AVAudioSession.sharedInstance()
      let category: SplashAudioPolicy.Category
      switch session.category {
      case .soloAmbient: category = .soloAmbient
      case .ambient: category = .ambient
      default: category = .other(session.category.rawValue)
      }
      return SplashAudioPolicy.Setting(
        category: category, mode: session.mode.rawValue, options: session.categoryOptions.rawValue)
    }

    private static func apply(_ setting: SplashAudioPolicy.Setting) throws {
      let category: AVAudioSession.Category
      switch setting.category {
      case .soloAmbient: category = .soloAmbient
      case .ambient: category = .ambient
      case .other(let raw): category = AVAudioSession.Category(rawValue: raw)
      }
      try AVAudioSession.sharedInstance().setCategory(
        category, mode: AVAudioSession.Mode(rawValue: setting.mode),
        options: AVAudioSession.CategoryOptions(rawValue: setting.options))
    }
  }
#endif
