/// Deals messages in shuffled rounds: every message once per round, and never the same message
/// twice in a row across rounds.
struct MessageOrder {
  private let messages: [String]
  private var round: [String] = []
  private var last: String?

  init(messages: [String]) {
    self.messages = messages
  }

  /// The next message, or `nil` when there are none.
  mutating func next(using generator: inout some RandomNumberGenerator) -> String? {
    guard !messages.isEmpty else { return nil }
    if round.isEmpty {
      round = messages.shuffled(using: &generator)
      if round.count > 1, round.last == last {
        round.swapAt(0, round.count - 1)
      }
    }
    let message = round.removeLast()
    last = message
    return message
  }
}
