import Foundation

/// Moves a set of staged items into place all together, through a journal, so that a failure
/// leaves every target as it was and a kill at any instant is finished by the next run.
///
/// Each target `T` (a folder or a file, links already resolved) has two fixed siblings: the
/// staged new item `.T.curtain-new` and the previous one, `.T.curtain-old`, while the swap runs.
/// The names are fixed so that a later run finds and removes what a killed run left.
///
/// 1. The caller stages every new item (nothing in place has changed; a kill leaves only
///    `.curtain-new` items, which ``removeLeftovers(of:)`` deletes).
/// 2. ``commit(_:)`` writes the journal (`.F.curtain-journal` beside the first target, through a
///    temporary file and a rename): from this instant the new state is decided.
/// 3. For each target: `T` -> `.T.curtain-old`, `.T.curtain-new` -> `T`.
/// 4. The `.curtain-old` items go, then the journal.
///
/// A failure in step 3 is undone in this process (each new item back to its staged name, each
/// old one back to its own), then the journal and the staged items go. A kill during step 3 or 4
/// (or during that undo) leaves the journal; ``recover(journal:)`` then finishes the swap.
public struct InstallTransaction: Sendable {
  /// One item to put in place.
  public struct Step: Codable, Hashable, Sendable {
    /// The path to replace (links resolved).
    public var target: String

    /// Creates a step for `target`.
    public init(target: URL) { self.target = target.path }

    /// The staged new item.
    public var staged: URL { InstallTransaction.sibling(of: URL(fileURLWithPath: target), "new") }
    /// Where the previous item waits during the swap.
    public var backup: URL { InstallTransaction.sibling(of: URL(fileURLWithPath: target), "old") }
    var targetURL: URL { URL(fileURLWithPath: target) }
  }

  /// The file system it works through.
  public var fileSystem: any InstallFileSystem

  /// Creates a transaction writing through `fileSystem`.
  public init(fileSystem: any InstallFileSystem) {
    self.fileSystem = fileSystem
  }

  /// `.<name>.curtain-<role>` beside `url`.
  static func sibling(of url: URL, _ role: String) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).curtain-\(role)")
  }

  /// The journal for a transaction whose first target is `target`.
  public static func journal(for target: URL) -> URL { sibling(of: target, "journal") }

  /// Removes the staged and previous items a killed run left beside `targets` (the journal
  /// must have been recovered first). Returns the paths removed.
  @discardableResult
  public func removeLeftovers(of targets: [URL]) throws -> [String] {
    var removed: [String] = []
    for target in targets {
      let step = Step(target: target)
      for item in [step.staged, step.backup, Self.sibling(of: target, "journal.tmp")]
      where fileSystem.kind(at: item) != .none {
        try fileSystem.remove(item)
        removed.append(item.path)
      }
    }
    return removed
  }

  /// Finishes the swap a killed run left at `journal`, when there is one.
  ///
  /// - Returns: the targets put in place, empty when there was no journal.
  /// - Throws: ``InstallFileError`` when the journal cannot be read or a step cannot be done.
  @discardableResult
  public func recover(journal: URL) throws -> [String] {
    guard fileSystem.kind(at: journal) == .file else { return [] }
    let steps: [Step]
    do {
      steps = try JSONDecoder().decode([Step].self, from: fileSystem.contents(of: journal))
    } catch {
      throw InstallFileError(
        operation: "read the journal", path: journal.path,
        reason: "\(error); it records an interrupted `curtain generate`, remove it to go on")
    }
    for step in steps where fileSystem.kind(at: step.staged) != .none {
      if fileSystem.kind(at: step.targetURL) != .none,
        fileSystem.kind(at: step.backup) == .none
      {
        try fileSystem.move(step.targetURL, to: step.backup)
      }
      try fileSystem.move(step.staged, to: step.targetURL)
    }
    for step in steps { try fileSystem.remove(step.backup) }
    try fileSystem.remove(journal)
    return steps.map(\.target)
  }

  /// Swaps every staged item into place (step 2 to 4 above).
  ///
  /// - Throws: the first failure, after putting every target back as it was.
  public func commit(_ steps: [Step]) throws {
    guard let first = steps.first else { return }
    let journal = Self.journal(for: first.targetURL)
    let temporary = Self.sibling(of: first.targetURL, "journal.tmp")
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try fileSystem.write(try encoder.encode(steps), to: temporary)
      try fileSystem.move(temporary, to: journal)
    } catch {
      try? fileSystem.remove(temporary)
      discardStaged(steps)
      throw error
    }
    var placed: [(step: Step, hadTarget: Bool, swapped: Bool)] = []
    do {
      for step in steps {
        let hadTarget = fileSystem.kind(at: step.targetURL) != .none
        placed.append((step, hadTarget, false))
        if hadTarget { try fileSystem.move(step.targetURL, to: step.backup) }
        try fileSystem.move(step.staged, to: step.targetURL)
        placed[placed.count - 1].swapped = true
      }
    } catch {
      // When the undo itself fails the journal stays, so the next run finishes the swap.
      guard undo(placed) else { throw error }
      try? fileSystem.remove(journal)
      discardStaged(steps)
      throw error
    }
    // The new state is in place; what is left is tidying, which recovery would redo.
    for step in steps { try? fileSystem.remove(step.backup) }
    try? fileSystem.remove(journal)
  }

  /// Puts every target back; false when a move failed.
  private func undo(_ placed: [(step: Step, hadTarget: Bool, swapped: Bool)]) -> Bool {
    do {
      for (step, hadTarget, swapped) in placed.reversed() {
        if swapped { try fileSystem.move(step.targetURL, to: step.staged) }
        if hadTarget, fileSystem.kind(at: step.backup) != .none {
          try fileSystem.move(step.backup, to: step.targetURL)
        }
      }
      return true
    } catch {
      return false
    }
  }

  private func discardStaged(_ steps: [Step]) {
    for step in steps { try? fileSystem.remove(step.staged) }
  }
}
