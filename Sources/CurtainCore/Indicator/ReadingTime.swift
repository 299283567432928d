/// How long a message must stay on screen to be read: a fixed part plus a part per word.
///
/// The default, 1 s + 0.3 s a word, allows about 200 words a minute (a relaxed reading speed
/// for short text on a phone) plus a second to notice the text changed.
public struct ReadingTime: Hashable, Sendable {
  /// Seconds added per whitespace-separated word.
  public var secondsPerWord: Double
  /// Seconds added to every message.
  public var baseSeconds: Double

  /// Default for ``secondsPerWord``.
  public static let defaultSecondsPerWord = 0.3
  /// Default for ``baseSeconds``.
  public static let defaultBaseSeconds = 1.0

  /// Creates a reading-time rule.
  public init(
    secondsPerWord: Double = ReadingTime.defaultSecondsPerWord,
    baseSeconds: Double = ReadingTime.defaultBaseSeconds
  ) {
    self.secondsPerWord = secondsPerWord
    self.baseSeconds = baseSeconds
  }

  /// Seconds needed to read `message`.
  public func seconds(for message: String) -> Double {
    var words = 0
    var inWord = false
    for scalar in message.unicodeScalars {
      let space = scalar.properties.isWhitespace
      if !space && !inWord { words += 1 }
      inWord = !space
    }
    return baseSeconds + secondsPerWord * Double(words)
  }
}
