import Foundation

/// Reads the app targets of a Tuist `Project.swift` as Swift tokens, where it is declarative:
/// `.target(name: "App", destinations: .iOS, product: .app, infoPlist: ..., sources: [...],
/// resources: [...])` (or the older `Target(... platform: .iOS ...)`) with literal values,
/// however the call is laid out: comments and white space between tokens are dropped first
/// (``SwiftTokens``), so `infoPlist: .extendingDefault(` and `with: [...]` may be on separate
/// lines. Targets built by helper functions are not read (the manifest is Swift, not data).
struct TuistManifestReader {
  var path: String
  var files: ProjectFiles

  func appTargets() -> [AppTarget] {
    guard let data = files.contents(path) else { return [] }
    let tokens = SwiftTokens(String(decoding: data, as: UTF8.self))
    let text = tokens.compact
    let folder = (path as NSString).deletingLastPathComponent
    var targets: [AppTarget] = []
    var searchStart = text.startIndex
    while let product = text.range(of: "product:.app", range: searchStart..<text.endIndex) {
      searchStart = product.upperBound
      // `.app` itself, not `.appExtension` or `.appClip`.
      if product.upperBound < text.endIndex, text[product.upperBound].isLetter { continue }
      let before = text[..<product.lowerBound]
      guard
        let open = [
          before.range(of: ".target(", options: .backwards),
          before.range(of: "Target(", options: .backwards),
        ].compactMap({ $0 }).max(by: {
          $0.lowerBound < $1.lowerBound
        }),
        let call = SwiftLiteral.balanced(in: text, from: text.index(before: open.upperBound))
      else { continue }
      let body = String(text[call])
      guard let name = Self.firstString(after: "name:", in: body) else { continue }
      let line = tokens.line(at: open.lowerBound)
      var app = AppTarget(name: name, projectFile: path, line: line, sourceRoot: folder)
      app.isIOS = Self.isIOS(body)
      var configuration = BuildConfiguration(name: "Debug")
      if let plist = Self.firstString(after: "infoPlist:.file(path:", in: body)
        ?? Self.firstString(after: "infoPlist:", in: body, immediately: true)
      {
        configuration.settings["INFOPLIST_FILE"] = BuildSetting(
          value: plist, file: path, line: line)
      } else if let start = body.range(of: "infoPlist:.dictionary(")
        ?? body.range(of: "infoPlist:.extendingDefault(with:")
      {
        app.inlineInfo =
          SwiftLiteral.value(in: body, from: start.upperBound) as? [String: Any]
          ?? [:]
        app.infoIsPartial = body[start].contains("extendingDefault")
      } else {
        app.infoIsPartial = true
      }
      app.configurations = [configuration]
      let globs =
        Self.strings(after: "sources:", in: body) + Self.strings(after: "resources:", in: body)
      for glob in globs {
        let stem = glob.components(separatedBy: "*").first ?? glob
        let trimmed = stem.hasSuffix("/") ? String(stem.dropLast()) : stem
        app.members.folders.append((ProjectFiles.join(folder, trimmed), []))
      }
      if globs.isEmpty { app.members.folders.append((folder, [])) }
      targets.append(app)
    }
    return targets
  }

  /// Whether a target call builds for iOS: its `destinations` (`.iOS`, `.iPhone`, `.iPad`, a
  /// set holding one) or older `platform: .iOS`; a call naming neither is taken as iOS.
  static func isIOS(_ body: String) -> Bool {
    let names = ["destinations:", "platform:"].compactMap { label -> String? in
      guard let range = body.range(of: label) else { return nil }
      let rest = body[range.upperBound...]
      if rest.hasPrefix("[") || rest.hasPrefix("Set(["),
        let close = rest.firstIndex(of: "]")
      {
        return String(rest[..<close])
      }
      return String(rest.prefix { $0 != "," && $0 != ")" })
    }
    guard !names.isEmpty else { return true }
    return names.contains {
      $0.contains(".iOS") || $0.contains(".iPhone") || $0.contains(".iPad")
    }
  }

  /// The first string literal after `label` (right after it when `immediately`).
  static func firstString(after label: String, in body: String, immediately: Bool = false)
    -> String?
  {
    guard let range = body.range(of: label) else { return nil }
    let rest = body[range.upperBound...]
    if immediately && !rest.hasPrefix("\"") { return nil }
    guard let open = rest.firstIndex(of: "\""),
      let close = rest[rest.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(rest[rest.index(after: open)..<close])
  }

  /// The string literals after `label`: one literal, or those of an array literal (globs
  /// written as `.glob(pattern: "…")` included).
  static func strings(after label: String, in body: String) -> [String] {
    guard let range = body.range(of: label) else { return [] }
    let rest = body[range.upperBound...]
    if rest.first == "\"" { return firstString(after: label, in: body).map { [$0] } ?? [] }
    guard rest.first == "[" else { return [] }
    let literal = String(rest)
    let values = SwiftLiteral.value(in: literal, from: literal.startIndex) as? [Any] ?? []
    return values.compactMap { $0 as? String }
  }
}

/// A Swift file's text without comments and without white space between tokens (string
/// literals kept whole), with the original line of each character: patterns such as
/// `infoPlist:.extendingDefault(with:` then match however the call is laid out.
struct SwiftTokens {
  private(set) var compact = ""
  private var lines: [Int] = []

  init(_ source: String) {
    let characters = Array(source)
    var index = 0
    var line = 1
    func append(_ character: Character) {
      compact.append(character)
      lines.append(line)
    }
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character == "\n" {
        line += 1
        index += 1
      } else if character.isWhitespace {
        index += 1
      } else if character == "/", next == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if character == "/", next == "*" {
        index += 2
        while index < characters.count,
          !(characters[index] == "*" && index + 1 < characters.count
            && characters[index + 1] == "/")
        {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
      } else if character == "\"" {
        append(character)
        index += 1
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "\\", index + 1 < characters.count {
            append(characters[index])
            index += 1
          }
          if characters[index] == "\n" { line += 1 }
          append(characters[index])
          index += 1
        }
        if index < characters.count { append(characters[index]) }
        index += 1
      } else {
        // Keep a space between two words (`let project`), so words do not run together.
        if character.isLetter || character.isNumber || character == "_",
          let last = compact.last, last.isLetter || last.isNumber || last == "_",
          index > 0, characters[index - 1].isWhitespace
        {
          append(" ")
        }
        append(character)
        index += 1
      }
    }
  }

  /// The original line of the character at `index` of ``compact``.
  func line(at index: String.Index) -> Int {
    let offset = compact.distance(from: compact.startIndex, to: index)
    return offset < lines.count ? lines[offset] : (lines.last ?? 1)
  }
}

/// Just enough of Swift's literal syntax to read Tuist's Info.plist dictionaries: strings,
/// booleans, numbers, arrays, dictionaries and `Plist.Value` cases (`.string("x")`).
enum SwiftLiteral {
  /// The range from `open` (a bracket or parenthesis) to its match, strings skipped.
  static func balanced(in text: String, from open: String.Index) -> Range<String.Index>? {
    var depth = 0
    var index = open
    var inString = false
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\\" {
          index = text.index(after: index)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
        if depth == 0 { return open..<text.index(after: index) }
      }
      guard index < text.endIndex else { break }
      index = text.index(after: index)
    }
    return nil
  }

  /// The literal value starting at `start` (white space skipped), nil when not a literal.
  static func value(in text: String, from start: String.Index) -> Any? {
    var parser = Parser(characters: Array(text[start...]))
    return parser.value(depth: 0)
  }

  private struct Parser {
    var characters: [Character]
    var index = 0

    mutating func skip() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// Skips an argument label (`pattern:`) before a value.
    mutating func skipLabel() {
      skip()
      var end = index
      while end < characters.count, characters[end].isLetter { end += 1 }
      if end > index, end < characters.count, characters[end] == ":" { index = end + 1 }
    }

    mutating func value(depth: Int) -> Any? {
      skip()
      guard index < characters.count, depth < 32 else { return nil }
      switch characters[index] {
      case "\"":
        index += 1
        var text = ""
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          text.append(characters[index])
          index += 1
        }
        index += 1
        return text
      case "[":
        index += 1
        var array: [Any] = []
        var dictionary: [String: Any] = [:]
        var isDictionary = false
        while true {
          skip()
          guard index < characters.count else { return nil }
          if characters[index] == "]" {
            index += 1
            return isDictionary ? dictionary : array
          }
          if characters[index] == ":" {  // `[:]`
            isDictionary = true
            index += 1
            continue
          }
          guard let item = value(depth: depth + 1) else { return nil }
          skip()
          if index < characters.count, characters[index] == ":" {
            index += 1
            isDictionary = true
            guard let key = item as? String, let entry = value(depth: depth + 1) else {
              return nil
            }
            dictionary[key] = entry
          } else {
            array.append(item)
          }
          skip()
          if index < characters.count, characters[index] == "," { index += 1 }
        }
      case ".":
        index += 1
        var name = ""
        while index < characters.count, characters[index].isLetter {
          name.append(characters[index])
          index += 1
        }
        guard index < characters.count, characters[index] == "(" else { return nil }
        index += 1
        skipLabel()
        let inner = value(depth: depth + 1)
        // Further arguments (`excluding: [...]`) are skipped to the closing parenthesis.
        var open = 1
        var inString = false
        while index < characters.count, open > 0 {
          let character = characters[index]
          if inString {
            if character == "\\" { index += 1 } else if character == "\"" { inString = false }
          } else if character == "\"" {
            inString = true
          } else if "([".contains(character) {
            open += 1
          } else if ")]".contains(character) {
            open -= 1
          }
          index += 1
        }
        return inner
      default:
        var word = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "."
        {
          word.append(characters[index])
          index += 1
        }
        switch word {
        case "true": return true
        case "false": return false
        default: return Double(word)
        }
      }
    }
  }
}
