#if canImport(UIKit)
  import AVFoundation

  /// The audio session a splash video plays in: it never stops the music the person is
  /// listening to.
  ///
  /// `.ambient` mixes with other apps' audio (the session sets `.mixWithOthers` itself: Apple's
  /// documentation allows setting that option explicitly only for playback, playAndRecord and
  /// multiRoute) and follows the Silent switch. The session is never activated here: activating
  /// at launch is what interrupts other audio, and AVPlayer activates an ambient session itself
  /// when it plays, without interrupting anyone.
  public enum SplashAudioSession {
    /// Sets the shared session's category to `.ambient` (which mixes with others); the app may
    /// set its own category later (after the splash), which then wins. ``LaunchCurtain`` calls
    /// it when it prepares a splash video.
    ///
    /// - Throws: the session's error when the category cannot be set.
    public static func configure() throws {
      try AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [])
    }
  }
#endif
