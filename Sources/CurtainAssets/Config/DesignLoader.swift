import CurtainCore
import Foundation
import Yams

/// Reads a launch design config file (`curtain.yml`, or `.json`) and reports every problem in it
/// at once: syntax, unknown keys, wrong types, invalid values and missing referenced files, each
/// with its key path and line.
public struct DesignLoader: Sendable {
  /// Reads a file's bytes.
  public var readFile: @Sendable (URL) throws -> Data
  /// Whether a regular file exists at a URL (used for the images and video a config names).
  public var fileExists: @Sendable (URL) -> Bool

  /// Creates a loader over the given file access; the defaults use the real file system.
  public init(
    readFile: @escaping @Sendable (URL) throws -> Data = { try Data(contentsOf: $0) },
    fileExists: @escaping @Sendable (URL) -> Bool = DesignLoader.regularFileExists
  ) {
    self.readFile = readFile
    self.fileExists = fileExists
  }

  /// Whether `url` names an existing regular file (following links): not a folder, a FIFO, a
  /// socket or a device, which a command would later fail or block reading.
  public static func regularFileExists(at url: URL) -> Bool {
    FileKind(of: url) == .regular
  }

  /// Reads, decodes and checks the config at `url`; JSON when the name ends in `.json`, YAML
  /// otherwise.
  ///
  /// - Parameters:
  ///   - url: The config file.
  ///   - displayName: The file's name in messages; defaults to its last path component.
  /// - Returns: The design and its file.
  /// - Throws: ``DesignLoadError`` listing every problem.
  public func load(from url: URL, displayName: String? = nil) throws(DesignLoadError)
    -> LoadedDesign
  {
    let name = displayName ?? url.lastPathComponent
    func unreadable(_ reason: String) -> DesignLoadError {
      DesignLoadError(
        fileName: name, problems: [.init(message: "cannot read the file (\(reason))")])
    }
    // A FIFO or a device would block the read, or fail with a misleading reason.
    if case .special = FileKind(of: url), let problem = FileKind(of: url).problem {
      throw unreadable(problem)
    }
    let data: Data
    do {
      data = try readFile(url)
    } catch {
      throw unreadable(FileKind(of: url).problem ?? error.localizedDescription)
    }
    return try decode(data, fileURL: url, displayName: name)
  }

  /// Decodes and checks config `data` as if read from `fileURL` (whose extension picks JSON or
  /// YAML and whose folder is the base of relative paths).
  ///
  /// - Throws: ``DesignLoadError`` listing every problem.
  public func decode(_ data: Data, fileURL: URL, displayName: String? = nil)
    throws(DesignLoadError) -> LoadedDesign
  {
    let name = displayName ?? fileURL.lastPathComponent
    func failure(_ problems: [DesignLoadError.Problem]) -> DesignLoadError {
      DesignLoadError(fileName: name, problems: problems)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw failure([.init(message: "is not UTF-8 text")])
    }
    let isJSON = fileURL.pathExtension.lowercased() == "json"
    let root: Node?
    do {
      root = try Self.document(data: data, text: text, isJSON: isJSON)
    } catch {
      throw failure([Self.syntaxProblem(error, text: text)])
    }
    guard isJSON || root != nil else {
      throw failure([
        .init(message: "the file is empty; a design needs at least background and logo")
      ])
    }
    let decoded = LaunchDesign.decodeCollectingIssues { userInfo in
      if !isJSON, let root {
        return try YAMLDecoder().decode(LaunchDesign.self, from: root, userInfo: userInfo)
      }
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(LaunchDesign.self, from: data)
    }
    var issues = decoded.issues
    if let design = decoded.design {
      let loaded = LoadedDesign(design: design, fileURL: fileURL)
      let flagged = issues.map(\.path)
      let missing = missingFiles(in: loaded).filter { issue in
        !flagged.contains { $0.contains(issue.path) }
      }
      issues += missing
      if missing.isEmpty, let app = design.launchScreen.app, !app.logo.isEmpty {
        issues += Self.appLaunchScreenIssues(app, at: loaded.url(forPath: app.path))
      }
      if issues.isEmpty { return loaded }
    }
    let locator = root.map { YAMLLocator(root: $0) }
    let problems: [DesignLoadError.Problem] = issues.map { issue in
      DesignLoadError.Problem(
        path: issue.path, message: issue.message, line: locator?.mark(of: issue.path)?.line)
    }
    throw failure(Self.inFileOrder(problems))
  }

  /// `problems` sorted by line (unknown lines last), keeping the found order on each line.
  static func inFileOrder(_ problems: [DesignLoadError.Problem]) -> [DesignLoadError.Problem] {
    let numbered = Array(problems.enumerated())
    let sorted = numbered.sorted { a, b in
      let lineA = a.element.line ?? Int.max
      let lineB = b.element.line ?? Int.max
      return lineA != lineB ? lineA < lineB : a.offset < b.offset
    }
    return sorted.map { $0.element }
  }

  /// The composed YAML document (nil for an empty one); for JSON, after checking the syntax with
  /// `JSONSerialization`, the document is only used for line numbers and may be nil.
  static func document(data: Data, text: String, isJSON: Bool) throws -> Node? {
    guard isJSON else { return try Yams.compose(yaml: text) }
    // JSON decides what is valid; Yams (YAML is a superset of JSON) only supplies the lines.
    _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    // Foundation lets a trailing comma and a repeated key through; JSON does not.
    if let problem = JSONStrictness.problem(in: data) { throw problem }
    return try? Yams.compose(yaml: text)
  }

  /// Issues for every image or video the design names that does not exist.
  func missingFiles(in loaded: LoadedDesign) -> [DesignIssue] {
    let design = loaded.design
    var references: [(path: DesignKeyPath, file: String)] = []
    func add(_ image: AppearanceImage, at path: String) {
      let base = DesignKeyPath(dotted: path)
      if let dark = image.dark {
        references += [(base.appending("light"), image.light), (base.appending("dark"), dark)]
      } else {
        references.append((base, image.light))
      }
    }
    if case .image(let image) = design.backgroundImage?.source {
      add(image, at: "background.image")
    }
    if let app = design.launchScreen.app {
      references.append((DesignKeyPath(dotted: app.pathKey), app.path))
    } else {
      add(design.logo.image, at: "logo.image")
      if let padImage = design.logo.padImage { add(padImage, at: "logo.padImage") }
    }
    if let branding = design.branding { add(branding.image, at: "branding.image") }
    if let poster = design.launchScreen.poster { add(poster, at: "launchScreen.poster") }
    if let video = design.video {
      references.append((DesignKeyPath(dotted: "video.file"), video.file))
      if let poster = video.poster {
        references.append((DesignKeyPath(dotted: "video.poster"), poster))
      }
      for (index, variant) in video.variants.enumerated() {
        let path = DesignKeyPath(dotted: "video.variants").appending(index: index)
        references.append((path.appending("file"), variant.file))
        if let poster = variant.poster { references.append((path.appending("poster"), poster)) }
      }
    }
    return references.compactMap { reference in
      guard !reference.file.isEmpty, !fileExists(loaded.url(forPath: reference.file)) else {
        return nil
      }
      let url = loaded.url(forPath: reference.file)
      if case .missing = FileKind(of: url) {
        return DesignIssue(
          at: reference.path,
          "file '\(reference.file)' not found (paths are relative to the config's folder)")
      }
      let problem = FileKind(of: url).problem ?? "cannot be read"
      return DesignIssue(at: reference.path, "'\(reference.file)': \(problem)")
    }
  }

  /// The problem for a YAML or JSON syntax error, with its line and column when known.
  static func syntaxProblem(_ error: any Error, text: String) -> DesignLoadError.Problem {
    if let strict = error as? JSONStrictness {
      return .init(message: strict.message, line: strict.line, column: strict.column)
    }
    if !(error is YamlError) {
      // A JSON error: libyaml, reading the same text, usually knows the line and says more;
      // where YAML accepts what JSON does not (`01`, `NaN`, 'quotes'), Foundation's position.
      do {
        _ = try Yams.compose(yaml: text)
      } catch let yamlError as YamlError {
        return syntaxProblem(yamlError, text: text)
      } catch {}
      if let located = JSONSyntaxError(error, text: text) {
        return .init(
          message: "syntax error: \(located.reason)", line: located.line, column: located.column)
      }
      return .init(message: "syntax error: not valid JSON (\(error.localizedDescription))")
    }
    switch error as? YamlError {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return .init(message: "syntax error: \(problem)", line: mark.line, column: mark.column)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return .init(
        message: "duplicate key "
          + duplicates.map { "'\($0)'" }.joined(separator: ", "),
        line: context.mark.line)
    case .reader(let problem, _, _, _):
      return .init(message: "cannot read the text: \(problem)")
    default:
      return .init(message: "syntax error: \(error)")
    }
  }
}
