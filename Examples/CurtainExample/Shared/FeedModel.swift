import Foundation

/// The home feed, loaded slowly on purpose so the splash (or the snapshot) has something to
/// cover.
@MainActor final class FeedModel: ObservableObject {
  /// The feed's chirps.
  @Published private(set) var chirps: [String] = [] {
    didSet { onChange?(chirps) }
  }
  /// Told when the chirps change (the UIKit screen's way in; SwiftUI observes `chirps`).
  var onChange: (@MainActor ([String]) -> Void)?

  /// Loads the feed (1.5 s of pretend network).
  func load() async {
    try? await Task.sleep(nanoseconds: 1_500_000_000)
    chirps = (1...20).map { "Chirp number \($0)" }
  }
}
