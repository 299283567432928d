import CurtainRender

/// A rule a simulated launch broke, at one frame.
struct LaunchCheckFailure {
  /// Which rule.
  enum Rule: Equatable {
    /// The first frame the app draws differs from the system launch screen.
    case firstFrameDiffers(differingPixels: Int, largestChannelDifference: Int)
    /// A frame far from both neighbours (or a black or white frame between others).
    case flash(FlashDetector.Kind, frames: Int)
    /// A black frame while neither the launch screen nor the app is black.
    case blackScreen(frames: Int)
    /// The last frame is not the app alone.
    case doesNotEndOnApp(String)
    /// At a hand-off (the video's first frame, the exit's start...), the picture just after it
    /// differs visibly from the picture just before.
    case jumpAtHandOff(String, VisibleChange)
    /// Between two frames with no animation running and no video playing, the picture changed
    /// visibly.
    case stillPictureChanged(VisibleChange)
  }

  /// The launch, as "iPhone 15, portrait, light, first".
  var caseName: String
  /// The rule broken.
  var rule: Rule
  /// The bad frame's index.
  var frameIndex: Int
  /// Seconds after start of the bad frame.
  var time: Double
  /// The bad frame.
  var image: RGBAImage

  /// A sentence naming the rule, for the report.
  var message: String {
    switch rule {
    case .firstFrameDiffers(let pixels, let largest):
      "the first app-drawn frame differs from the system launch screen "
        + "(\(pixels) pixels, by up to \(largest)/255)"
    case .flash(let kind, let frames):
      "\(kind.rawValue) flash of \(frames) frame\(frames == 1 ? "" : "s")"
    case .blackScreen(let frames):
      "black screen for \(frames) frame\(frames == 1 ? "" : "s") "
        + "(neither the launch screen nor the app is black)"
    case .doesNotEndOnApp(let why):
      "the exit does not end on the app alone (\(why))"
    case .jumpAtHandOff(let handOff, let change):
      "the picture jumps when \(handOff): \(change) (saved: before | after)"
    case .stillPictureChanged(let change):
      "the picture changes with no animation running and no video playing: \(change) "
        + "(saved: before | after)"
    }
  }
}
