import Foundation

/// Reads the iOS app targets of a Tuist `Project.swift` as text, where it is declarative:
/// `.target(name: "App", destinations: .iOS, product: .app, infoPlist: ..., sources: [...],
/// resources: [...])` (or the older `Target(... platform: .iOS ...)`) with literal values.
/// Targets built by helper functions are not read (the manifest is Swift, not data).
struct TuistManifestReader {
  var path: String
  var files: ProjectFiles

  func appTargets() -> [AppTarget] {
    guard let data = files.contents(path) else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    let folder = (path as NSString).deletingLastPathComponent
    var targets: [AppTarget] = []
    var searchStart = text.startIndex
    while let product = text.range(of: "product: .app", range: searchStart..<text.endIndex) {
      searchStart = product.upperBound
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
      let platforms = body.range(of: "destinations:").map { _ in body } ?? body
      if !(platforms.contains(".iOS") || platforms.contains(".iPhone")
        || platforms.contains(".iPad"))
      {
        continue
      }
      let line = text[..<open.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      var app = AppTarget(name: name, projectFile: path, line: line, sourceRoot: folder)
      var configuration = BuildConfiguration(name: "Debug")
      if let plist = Self.firstString(after: "infoPlist: .file(path:", in: body)
        ?? Self.firstString(after: "infoPlist:", in: body, immediately: true)
      {
        configuration.settings["INFOPLIST_FILE"] = BuildSetting(
          value: plist, file: path, line: line)
      } else if let start = body.range(of: "infoPlist: .dictionary(")
        ?? body.range(of: "infoPlist: .extendingDefault(with:")
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

  /// The first string literal after `label` (right after it when `immediately`).
  static func firstString(after label: String, in body: String, immediately: Bool = false)
    -> String?
  {
    guard let range = body.range(of: label) else { return nil }
    let rest = body[range.upperBound...].drop { $0 == " " || $0 == "\n" }
    if immediately && !rest.hasPrefix("\"") { return nil }
    guard let open = rest.firstIndex(of: "\""),
      let close = rest[rest.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(rest[rest.index(after: open)..<close])
  }

  /// The string literals of the array literal after `label`.
  static func strings(after label: String, in body: String) -> [String] {
    guard let range = body.range(of: label) else { return [] }
    let rest = body[range.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard rest.first == "[" else { return [] }
    let literal = String(rest)
    let values = SwiftLiteral.value(in: literal, from: literal.startIndex) as? [Any] ?? []
    return values.compactMap { $0 as? String }
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
        let inner = value(depth: depth + 1)
        skip()
        if index < characters.count, characters[index] == ")" { index += 1 }
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
