import CurtainCore
import CurtainRender
import Foundation

/// Why the output could not be written; everything is still as it was.
public struct OutputInstallError: Error, CustomStringConvertible, Sendable {
  /// A sentence naming the folder or file.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// What the installer may touch besides the folder's own rules.
public struct OutputPolicy: Sendable {
  /// Write into a non-empty folder that carries no manifest, keeping everything in it.
  public var force: Bool
  /// The current folder: never replaced, nor any folder holding it.
  public var currentDirectory: URL
  /// Files that must stay where they are (the config): no folder holding one is replaced.
  public var protectedFiles: [URL]
  /// The user's home folder: never replaced, nor any folder holding it.
  public var home: URL?
  /// The option that names the folder, quoted in refusals.
  public var option: String
  /// The command named in the manifest it leaves.
  public var writer: String

  /// Creates a policy.
  public init(
    force: Bool = false,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    protectedFiles: [URL] = [],
    home: URL? = URL(fileURLWithPath: NSHomeDirectory()),
    option: String = "the output folder", writer: String = "curtain generate"
  ) {
    self.force = force
    self.currentDirectory = currentDirectory
    self.protectedFiles = protectedFiles
    self.home = home
    self.option = option
    self.writer = writer
  }
}

/// What an install did besides writing the new files.
public struct InstallReport: Hashable, Sendable {
  /// Targets an interrupted earlier run had left half-swapped, now finished.
  public var recovered: [String] = []
  /// Staged or previous items an interrupted earlier run left, now removed.
  public var removedLeftovers: [String] = []
  /// Files in the folder that `curtain generate` did not write, carried over unchanged.
  public var kept: [String] = []
}

/// Writes a generated folder, and optionally whole replacement files elsewhere (an Info.plist, a
/// project.pbxproj), all or nothing.
///
/// The folder belongs to `curtain generate` only when it carries an ``OutputManifest``: then the
/// files the manifest lists are replaced and any other file in it is carried over. A regular
/// file, a non-empty folder without the manifest (unless ``OutputPolicy/force``), the current
/// folder or one holding it, and a folder holding the config are refused before anything is
/// written. Everything is staged beside its target, then swapped in by an
/// ``InstallTransaction``; a failure at any step leaves every target as it was.
public struct OutputInstaller {
  /// The file system it writes through.
  public var fileSystem: any InstallFileSystem

  /// Creates an installer writing through `fileSystem`.
  public init(fileSystem: any InstallFileSystem = LocalInstallFileSystem()) {
    self.fileSystem = fileSystem
  }

  /// Replaces the folder `directory` by one holding `files` (plus its manifest and the files in
  /// it that the previous manifest does not list), and each file in `replacing` by its data.
  ///
  /// - Throws: ``OutputInstallError`` naming what is refused or could not be written.
  @discardableResult
  public func install(
    _ files: [GeneratedFile], into directory: URL, replacing: [(URL, Data)] = [],
    tidying: [URL] = [], policy: OutputPolicy = OutputPolicy()
  ) throws -> InstallReport {
    try install(
      paths: files.map(\.path), into: directory, replacing: replacing, tidying: tidying,
      policy: policy
    ) { staged in
      try fileSystem.createDirectory(at: staged)
      for file in files {
        let url = staged.appendingPathComponent(file.path)
        try fileSystem.createDirectory(at: url.deletingLastPathComponent())
        try fileSystem.write(file.contents, to: url)
      }
    }
  }

  /// Replaces the folder `directory` by the folder `stage` makes at the URL it is given
  /// (holding `paths`), plus the manifest and the files the previous manifest does not list;
  /// and each file in `replacing` by its data. `tidying` names more files whose staged leftovers
  /// go (a project's files left unchanged by this run).
  ///
  /// The caller holds an `OutputLock` beside `directory` when it read anything it writes back;
  /// this method takes one too.
  ///
  /// - Throws: ``OutputInstallError`` naming what is refused or could not be written.
  @discardableResult
  public func install(
    paths: [String], into directory: URL, replacing: [(URL, Data)] = [], tidying: [URL] = [],
    policy: OutputPolicy = OutputPolicy(), stage: (URL) throws -> Void
  ) throws -> InstallReport {
    let lock = OutputLock(beside: resolvedTarget(directory))
    defer { withExtendedLifetime(lock) {} }
    let folder = resolvedTarget(directory)
    var others: [(URL, Data)] = []
    for (url, data) in replacing {
      let target = resolvedTarget(url)
      guard !others.contains(where: { $0.0 == target }) else { continue }
      others.append((target, data))
    }
    let targets = [folder] + others.map(\.0)
    let transaction = InstallTransaction(fileSystem: fileSystem)
    var report = InstallReport()
    do {
      report.recovered = try transaction.recover(journal: InstallTransaction.journal(for: folder))
      report.removedLeftovers = try transaction.removeLeftovers(
        of: targets + tidying.map(resolvedTarget).filter { !targets.contains($0) })
    } catch {
      throw OutputInstallError("cannot tidy up after an interrupted run: \(error)")
    }
    try checkOwnership(of: folder, as: directory, policy: policy)
    for (url, _) in others where fileSystem.kind(at: url) == .directory {
      throw OutputInstallError("'\(url.path)' is a folder, not a file")
    }
    report.kept = try keptFiles(in: folder, newPaths: Set(paths), policy: policy)

    let steps = targets.map(InstallTransaction.Step.init(target:))
    let createdFolders = missingFolders(above: folder)
    do {
      try fileSystem.createDirectory(at: folder.deletingLastPathComponent())
      try stage(steps[0].staged)
      try finishStaging(
        paths: paths, kept: report.kept, from: folder, at: steps[0].staged, policy: policy)
      for ((_, data), step) in zip(others, steps.dropFirst()) {
        try fileSystem.write(data, to: step.staged)
      }
    } catch {
      for step in steps { try? fileSystem.remove(step.staged) }
      removeEmpty(createdFolders)
      throw OutputInstallError("\(error); nothing was changed")
    }
    do { try transaction.commit(steps) } catch {
      removeEmpty(createdFolders)
      throw OutputInstallError("\(error); everything is as it was")
    }
    return report
  }

  /// The folders above `folder` that do not exist yet, innermost first.
  private func missingFolders(above folder: URL) -> [URL] {
    var missing: [URL] = []
    var parent = folder.deletingLastPathComponent()
    while fileSystem.kind(at: parent) == .none, parent.path != "/" {
      missing.append(parent)
      parent = parent.deletingLastPathComponent()
    }
    return missing
  }

  /// Removes the folders this run created, innermost first, while they are empty.
  private func removeEmpty(_ folders: [URL]) {
    for folder in folders {
      guard (try? fileSystem.names(in: folder))?.isEmpty == true else { return }
      try? fileSystem.remove(folder)
    }
  }

  /// `url` with links resolved, so a linked file or folder is replaced where it really is and
  /// the link stays.
  private func resolvedTarget(_ url: URL) -> URL {
    fileSystem.resolvingLinks(url.standardizedFileURL)
  }

  private func checkOwnership(of folder: URL, as given: URL, policy: OutputPolicy) throws {
    let existing: OutputItem
    switch fileSystem.kind(at: folder) {
    case .none: existing = .nothing
    case .directory:
      // Whether it is Curtain's (or --force lets it be added to) is decided file by file next.
      existing = .folder(ownedByCurtain: true, isEmpty: false)
    case .file, .symbolicLink: existing = .file(ownedByCurtain: false)
    }
    let context = OutputContext(
      currentDirectory: fileSystem.resolvingLinks(policy.currentDirectory.standardizedFileURL),
      home: policy.home.map { fileSystem.resolvingLinks($0.standardizedFileURL) },
      inputs: policy.protectedFiles.map { fileSystem.resolvingLinks($0.standardizedFileURL) })
    if let refusal = OutputRule.refusal(
      given: given.path, option: policy.option, resolved: folder, shape: .folder,
      existing: existing, ancestor: nil, context: context)
    {
      throw OutputInstallError(refusal)
    }
  }

  /// The files in `folder` that the previous run did not write (relative paths), after checking
  /// that none stands where a new file goes.
  private func keptFiles(in folder: URL, newPaths: Set<String>, policy: OutputPolicy) throws
    -> [String]
  {
    guard fileSystem.kind(at: folder) == .directory else { return [] }
    let existing: [String]
    do { existing = try listFiles(in: folder, prefix: "") } catch {
      throw OutputInstallError("cannot read '\(folder.path)': \(error)")
    }
    guard !existing.isEmpty else { return [] }
    let manifestURL = folder.appendingPathComponent(OutputManifest.fileName)
    let manifest =
      existing.contains(OutputManifest.fileName)
      ? (try? fileSystem.contents(of: manifestURL)).flatMap {
        OutputManifest(text: String(decoding: $0, as: UTF8.self))
      } : nil
    var listed = Set(manifest?.paths ?? []).union([OutputManifest.fileName])
    if manifest == nil {
      switch preManifestVerdict(of: folder, paths: existing, policy: policy) {
      case .recognised(let paths)?:
        listed.formUnion(paths)
      case .foreign(let paths)? where !policy.force:
        throw OutputInstallError(
          "refusing to replace '\(folder.path)': it is not empty and `curtain generate` did "
            + "not write it (no \(OutputManifest.fileName) in it, and not a folder Curtain "
            + "0.1.0 wrote: it holds \(Self.listed(paths))); give an empty or new folder, or "
            + "--force to add the generated files beside what is there (nothing is deleted)")
      default:
        break
      }
    }
    let kept = existing.filter { !listed.contains($0) }
    for path in kept {
      // An empty folder may hold new files; a file may not, nor stand where one goes.
      let clash =
        path.hasSuffix("/")
        ? newPaths.first { $0 + "/" == path }
        : newPaths.first { $0 == path || $0.hasPrefix(path + "/") || path.hasPrefix($0 + "/") }
      if let clash {
        throw OutputInstallError(
          "refusing to overwrite '\(folder.appendingPathComponent(path).path)': "
            + "`curtain generate` did not write it and would write '\(clash)' there; move it away")
      }
    }
    return kept
  }

  /// How a folder without a manifest compares with what `curtain generate` 0.1.0 wrote; nil for
  /// other commands' folders (0.1.0 wrote folders only for `generate`).
  private func preManifestVerdict(of folder: URL, paths: [String], policy: OutputPolicy)
    -> PreManifestFolder.Verdict?
  {
    guard policy.writer == OutputPolicy().writer else { return nil }
    return PreManifestFolder.judge(paths: paths) { path in
      let url = folder.appendingPathComponent(path)
      // 0.1.0 wrote regular files only: a link is not its.
      return fileSystem.kind(at: url) == .file ? try? fileSystem.contents(of: url) : nil
    }
  }

  /// Up to five paths, quoted, and how many more.
  private static func listed(_ paths: [String]) -> String {
    let shown = paths.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    return paths.count > 5 ? "\(shown) and \(paths.count - 5) more" : shown
  }

  /// Every file and link under `folder`, relative; empty folders end in `/`.
  private func listFiles(in folder: URL, prefix: String) throws -> [String] {
    var paths: [String] = []
    for name in try fileSystem.names(in: folder) {
      let url = folder.appendingPathComponent(name)
      if fileSystem.kind(at: url) == .directory {
        let inner = try listFiles(in: url, prefix: prefix + name + "/")
        paths += inner.isEmpty ? [prefix + name + "/"] : inner
      } else {
        paths.append(prefix + name)
      }
    }
    return paths
  }

  /// Adds the manifest and the kept files to the staged folder.
  private func finishStaging(
    paths: [String], kept: [String], from folder: URL, at staged: URL, policy: OutputPolicy
  ) throws {
    let manifest = OutputManifest(paths: paths, writer: policy.writer)
    try fileSystem.write(
      Data(manifest.text.utf8), to: staged.appendingPathComponent(OutputManifest.fileName))
    for path in kept {
      if path.hasSuffix("/") {
        try fileSystem.createDirectory(at: staged.appendingPathComponent(path))
        continue
      }
      let url = staged.appendingPathComponent(path)
      try fileSystem.createDirectory(at: url.deletingLastPathComponent())
      try fileSystem.copy(folder.appendingPathComponent(path), to: url)
    }
  }

}
