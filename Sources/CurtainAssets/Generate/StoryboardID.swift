/// Deterministic Interface Builder object IDs in Xcode's `abc-12-xyz` shape.
///
/// Xcode draws IDs at random; a generator that did the same would change every line of the
/// storyboard on each run. Here an ID is a hash of the object's role ("logo.width"), so the same
/// design always gives the same file.
public enum StoryboardID {
  private static let alphabet = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// The ID for `role`: 8 characters from `[a-zA-Z0-9]`, grouped 3-2-3.
  public static func make(role: String) -> String {
    var hash = ContentHash()
    hash.combine("curtain.storyboard.\(role)")
    var value = hash.value
    var characters: [Character] = []
    for _ in 0..<8 {
      characters.append(alphabet[Int(value % UInt64(alphabet.count))])
      value /= UInt64(alphabet.count)
    }
    let text = String(characters)
    return "\(text.prefix(3))-\(text.dropFirst(3).prefix(2))-\(text.suffix(3))"
  }
}
