import Foundation

/// Finds where an app's delegates build the root window in code, across the target's Swift and
/// Objective-C files: a window created in an app or scene delegate and stored in its `window`
/// property (directly or through a local), and where some file sets that window's
/// `rootViewController`. Comments and string literals are blanked first, so text about windows
/// is never read as code; windows kept elsewhere (overlays, alerts) are not the root window.
struct CodeWindowScan {
  /// A place in a source file.
  struct Site: Hashable {
    var file: String
    var line: Int
  }

  /// Where the delegate's window is created (first found).
  var creation: Site?
  /// Where a root view controller is given to a window (first found).
  var rootViewController: Site?

  /// Scans `sources` (relative path and text), sorted by path.
  init(sources: [(path: String, text: String)]) {
    for (path, text) in sources {
      let objectiveC = path.hasSuffix(".m") || path.hasSuffix(".mm")
      let code = SourceText.code(text, objectiveC: objectiveC)
      let lines = code.components(separatedBy: "\n")
      if creation == nil, Self.isDelegate(code, objectiveC: objectiveC),
        let line = Self.windowCreationLine(lines, objectiveC: objectiveC)
      {
        creation = Site(file: path, line: line)
      }
      if rootViewController == nil,
        let index = lines.firstIndex(where: { Self.setsRootViewController($0) })
      {
        rootViewController = Site(file: path, line: index + 1)
      }
    }
  }

  /// Whether the code declares an app or scene delegate.
  static func isDelegate(_ code: String, objectiveC: Bool) -> Bool {
    [
      "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
      "didFinishLaunchingWithOptions", "willConnectTo",
    ].contains { SourceText.mentions(code, $0) }
  }

  static let swiftLocal = regex(
    #"\b(?:let|var)\s+(\w+)\s*(?::\s*[\w.?!]+)?\s*=\s*[A-Z]\w*Window\s*\("#)
  static let swiftDirect = regex(
    #"(?:^|[;{]|(?<!let|var)\s)(?:self\.)?window\s*=\s*[A-Z]\w*Window\s*\("#)
  static let objectiveCDirect = regex(
    #"(?:self\.window|_window)\s*=\s*\[\s*\[\s*[A-Z]\w*Window\s+alloc\s*\]"#)
  static let objectiveCLocal = regex(
    #"\b[A-Z]\w*Window\s*\*\s*(\w+)\s*=\s*\[\s*\[\s*[A-Z]\w*Window\s+alloc\s*\]"#)
  static let rootAssignment = regex(
    #"\bwindow\s*[?!]?\s*\.\s*rootViewController\s*=[^=]|setRootViewController\s*:"#)

  /// The 1-based line where the delegate's `window` gets a window created in this file.
  static func windowCreationLine(_ lines: [String], objectiveC: Bool) -> Int? {
    var locals: [String: Int] = [:]
    for (index, line) in lines.enumerated() {
      if matches(objectiveC ? objectiveCDirect : swiftDirect, line) { return index + 1 }
      if let name = firstCapture(objectiveC ? objectiveCLocal : swiftLocal, line) {
        locals[name] = locals[name] ?? index + 1
      }
      for (name, created) in locals {
        let stored =
          objectiveC
          ? "(?:self\\.window|_window)\\s*=\\s*\(name)\\s*;"
          : "(?:^|[;{\\s])(?:self\\.)?window\\s*=\\s*\(name)\\b"
        if name != "window" || objectiveC, matches(regex(stored), line) { return created }
        if name == "window", !objectiveC, matches(regex(#"self\.window\s*=\s*window\b"#), line) {
          return created
        }
      }
    }
    return nil
  }

  /// Whether a line gives a window its root view controller (not `nil`).
  static func setsRootViewController(_ line: String) -> Bool {
    matches(rootAssignment, line) && !line.contains("rootViewController = nil")
      && !line.contains("setRootViewController:nil")
  }

  static func regex(_ pattern: String) -> NSRegularExpression? {
    try? NSRegularExpression(pattern: pattern)
  }

  static func matches(_ regex: NSRegularExpression?, _ line: String) -> Bool {
    guard let regex else { return false }
    return regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
  }

  static func firstCapture(_ regex: NSRegularExpression?, _ line: String) -> String? {
    guard let regex,
      let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
      let range = Range(match.range(at: 1), in: line)
    else { return nil }
    return String(line[range])
  }
}

/// Source text with comments and string literals blanked (lines kept), so a scan reads code only.
enum SourceText {
  /// Whether `text` holds `needle`, byte for byte (Foundation's `contains` is far slower on
  /// Linux, and the doctor asks it of every source file).
  static func mentions(_ text: String, _ needle: String) -> Bool {
    var text = text
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return true }
    return text.withUTF8 { buffer in
      guard buffer.count >= pattern.count else { return false }
      var index = 0
      let last = buffer.count - pattern.count
      while index <= last {
        if buffer[index] == first {
          var offset = 1
          while offset < pattern.count, buffer[index + offset] == pattern[offset] { offset += 1 }
          if offset == pattern.count { return true }
        }
        index += 1
      }
      return false
    }
  }

  /// `text` with the contents of comments and string literals replaced by spaces.
  static func code(_ text: String, objectiveC: Bool) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    func blank(_ scalar: Unicode.Scalar) {
      output.append(scalar == "\n" ? "\n" : " ")
    }
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "/", at(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" {
          blank(scalars[index])
          index += 1
        }
      } else if scalar == "/", at(1) == "*" {
        var depth = 0
        repeat {
          if scalars[index] == "/", at(1) == "*" {
            depth += objectiveC && depth > 0 ? 0 : 1
            blank("/")
            blank("*")
            index += 2
          } else if scalars[index] == "*", at(1) == "/" {
            depth -= 1
            blank("*")
            blank("/")
            index += 2
          } else {
            blank(scalars[index])
            index += 1
          }
        } while index < scalars.count && depth > 0
      } else if scalar == "\"" || (scalar == "#" && !objectiveC && rawStringStart(scalars, index)) {
        var hashes = 0
        while index < scalars.count, scalars[index] == "#" {
          hashes += 1
          output.append(" ")
          index += 1
        }
        let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\"" && !objectiveC
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes {
          output.append("\"")
          index += 1
        }
        while index < scalars.count {
          if hashes == 0, scalars[index] == "\\" {
            blank(scalars[index])
            index += 1
            if index < scalars.count { blank(scalars[index]) }
            index += 1
            continue
          }
          if !multiline, scalars[index] == "\n" { break }
          if closes(scalars, index, quotes: quotes, hashes: hashes) {
            for _ in 0..<(quotes + hashes) { output.append("\"") }
            index += quotes + hashes
            break
          }
          blank(scalars[index])
          index += 1
        }
      } else {
        output.append(scalar)
        index += 1
      }
    }
    return String(output)
  }

  static func rawStringStart(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    var cursor = index
    while cursor < scalars.count, scalars[cursor] == "#" { cursor += 1 }
    return cursor < scalars.count && scalars[cursor] == "\""
  }

  static func closes(_ scalars: [Unicode.Scalar], _ index: Int, quotes: Int, hashes: Int) -> Bool {
    guard index + quotes + hashes <= scalars.count else { return false }
    for offset in 0..<quotes where scalars[index + offset] != "\"" { return false }
    for offset in 0..<hashes where scalars[index + quotes + offset] != "#" { return false }
    return true
  }
}
