/// Did-you-mean suggestions for misspelt config keys and values.
enum EditDistance {
  /// The Levenshtein distance between `a` and `b`, ignoring case: the fewest single-character
  /// insertions, deletions and substitutions turning one into the other. O(a.count * b.count).
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, when it is close enough to be a likely typo: at most a
  /// third of the word's length in edits (and at least 2 edits allowed).
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    let scored = candidates.map { (candidate: $0, distance: between(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else {
      return nil
    }
    return best.candidate
  }

  /// `" (did you mean 'x'?)"`, or an empty string when nothing is close.
  static func hint(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }
}
