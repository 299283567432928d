import Foundation

/// Progress on standard error: a bar redrawn in place on a terminal, or, when standard error is
/// a file or a pipe (CI logs), a plain line at every tenth of the work, so a long run is not
/// silent until it ends.
struct ProgressBar {
  /// How progress is shown.
  enum Style: Equatable {
    /// A bar redrawn on one line (`\r`).
    case bar
    /// A line per tenth of the work.
    case lines
    /// Nothing.
    case quiet
  }

  private let total: Int
  private let unit: String
  private let style: Style
  private let write: (String) -> Void
  private var lastShown = -1

  /// Whether standard error is a terminal.
  static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The style for standard error: a bar on a terminal, plain lines elsewhere.
  static var standardErrorStyle: Style { isTerminal ? .bar : .lines }

  /// Progress up to `total` `unit` ("frames", "launches") in `style`, written by `write`
  /// (standard error by default).
  init(
    total: Int, unit: String = "frames", style: Style = ProgressBar.standardErrorStyle,
    write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.total = max(1, total)
    self.unit = unit
    self.style = style
    self.write = write
  }

  /// The bar's text for `done` of the total: "[#####-----]  50/100 frames".
  static func line(done: Int, total: Int, unit: String = "frames", width: Int = 30) -> String {
    let filled = width * min(done, total) / max(1, total)
    let count = String(done).leftPadded(to: String(total).count)
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: width - filled) + "] \(count)/\(total) \(unit)"
  }

  /// Shows `done` items: the bar at most once per percent, a line once per tenth.
  mutating func update(_ done: Int) {
    switch style {
    case .quiet:
      return
    case .bar:
      let percent = done * 100 / total
      guard percent != lastShown || done == total else { return }
      lastShown = percent
      write("\r" + Self.line(done: done, total: total, unit: unit))
    case .lines:
      let tenth = min(done, total) * 10 / total
      guard tenth > lastShown, tenth > 0 else { return }
      lastShown = tenth
      write("\(min(done, total))/\(total) \(unit) (\(tenth * 10)%)\n")
    }
  }

  /// Ends the bar's line.
  func finish() {
    guard style == .bar else { return }
    write("\n")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
