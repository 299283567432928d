import Foundation

/// A one-line progress bar on standard error, drawn only when it is a terminal.
struct ProgressBar {
  private let total: Int
  private let isEnabled: Bool
  private var lastDrawn = -1

  /// Whether standard error is a terminal.
  static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// A bar up to `total`; quiet when standard error is not a terminal (or `enabled` is false).
  init(total: Int, enabled: Bool = ProgressBar.isTerminal) {
    self.total = max(1, total)
    isEnabled = enabled
  }

  /// The bar's text for `done` of the total: "[#####-----]  50/100 frames".
  static func line(done: Int, total: Int, width: Int = 30) -> String {
    let filled = width * min(done, total) / max(1, total)
    let count = String(done).leftPadded(to: String(total).count)
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: width - filled) + "] \(count)/\(total) frames"
  }

  /// Redraws the bar for `done` frames (at most once per percent).
  mutating func update(_ done: Int) {
    guard isEnabled else { return }
    let percent = done * 100 / total
    guard percent != lastDrawn || done == total else { return }
    lastDrawn = percent
    FileHandle.standardError.write(Data(("\r" + Self.line(done: done, total: total)).utf8))
  }

  /// Ends the bar's line.
  func finish() {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("\n".utf8))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
