/// Why the first frame of a video could not be taken.
public struct VideoPosterError: Error, CustomStringConvertible, Sendable {
  /// A sentence naming the video or the missing tool.
  public var description: String
}
