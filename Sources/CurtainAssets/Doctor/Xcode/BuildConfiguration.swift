import Foundation

/// One build setting's value and where it is written (a project file or an xcconfig).
struct BuildSetting: Sendable, Hashable {
  var value: String
  var file: String
  var line: Int?
}

/// A target's build settings for one configuration (Debug, Release, ...), after the project's,
/// the xcconfigs' and the target's own settings were layered in Xcode's order.
struct BuildConfiguration: Sendable {
  var name: String
  /// Settings by their full name, conditions included (`KEY[sdk=iphoneos*]`).
  var settings: [String: BuildSetting] = [:]

  /// Layers `other` over these settings (later wins, as in Xcode).
  mutating func layer(_ other: [String: BuildSetting]) {
    settings.merge(other) { _, new in new }
  }

  /// The values of `name` that apply to an iOS build: unconditional, or conditioned on an
  /// iPhone SDK (`[sdk=iphoneos*]`, `[sdk=iphonesimulator*]`); the conditioned one first.
  func iOSValues(of name: String) -> [BuildSetting] {
    var result: [BuildSetting] = []
    for (key, setting) in settings where key.hasPrefix(name) {
      let rest = key.dropFirst(name.count)
      if rest.isEmpty {
        result.append(setting)
      } else if rest.hasPrefix("["), Self.appliesToIOS(condition: String(rest)) {
        result.insert(setting, at: 0)
      }
    }
    return result
  }

  /// The value of `name` for an iOS build, with `$(VARIABLE)` references resolved.
  func value(of name: String, target: String) -> String? {
    iOSValues(of: name).first.map { resolve($0.value, target: target) }
  }

  /// Whether `name` is YES for an iOS build.
  func isEnabled(_ name: String, target: String) -> Bool {
    value(of: name, target: target)?.uppercased() == "YES"
  }

  /// Whether a `[sdk=...][arch=...]` condition holds for an iPhone SDK.
  static func appliesToIOS(condition: String) -> Bool {
    let parts = condition.split(separator: "]").map { $0.drop(while: { $0 == "[" }) }
    for part in parts {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, pair[0] == "sdk" else { continue }
      let pattern = pair[1].replacingOccurrences(of: "*", with: "")
      if !("iphoneos".hasPrefix(pattern) || "iphonesimulator".hasPrefix(pattern)) {
        return false
      }
    }
    return true
  }

  /// The most substitutions one ``resolve(_:target:)`` makes, and the longest text it builds:
  /// `A = $(B)$(B)`, `B = $(C)$(C)`, … doubles at each level, so depth alone does not bound it.
  static let expansionBudget = (substitutions: 4096, characters: 65536)

  /// Replaces `$(NAME)` and `${NAME}` with this configuration's values; `$(inherited)` goes.
  /// The work is bounded (``expansionBudget``): past it the rest is left unexpanded.
  func resolve(_ text: String, target: String) -> String {
    var budget = Self.expansionBudget.substitutions
    return resolve(text, target: target, depth: 0, budget: &budget)
  }

  private func resolve(_ text: String, target: String, depth: Int, budget: inout Int) -> String {
    guard text.contains("$"), depth < 8, budget > 0 else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{",
        let close = rest[afterDollar...].firstIndex(of: rest[afterDollar] == "(" ? ")" : "}")
      else {
        result += "$"
        rest = rest[afterDollar...]
        continue
      }
      let expression = rest[rest.index(after: afterDollar)..<close]
      let name = String(expression.split(separator: ":").first ?? expression)
      switch name {
      case "inherited": break
      case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": result += "$(SRCROOT)"
      case "TARGET_NAME": result += target
      default:
        budget -= 1
        if budget <= 0 || result.utf8.count > Self.expansionBudget.characters {
          result += "$(" + name + ")"
        } else if let value = iOSValues(of: name).first?.value {
          result += resolve(value, target: target, depth: depth + 1, budget: &budget)
        } else if name == "PRODUCT_NAME" {
          result += target
        } else {
          result += "$(" + name + ")"
        }
      }
      rest = rest[rest.index(after: close)...]
    }
    return (result + rest).trimmingCharacters(in: .whitespaces)
  }
}

/// Reads `.xcconfig` files: `NAME = value` lines, `//` comments, `#include` and `#include?`.
struct XCConfigReader {
  var files: ProjectFiles

  /// The settings of the xcconfig at `path` (relative to the checked folder), includes first;
  /// a file already being read is not included again (include cycles end).
  func settings(at path: String) -> [String: BuildSetting] {
    var reading: Set<String> = []
    return settings(at: path, reading: &reading)
  }

  private func settings(at path: String, reading: inout Set<String>) -> [String: BuildSetting] {
    guard reading.count < 64, reading.insert(path).inserted, let data = files.contents(path) else {
      return [:]
    }
    defer { reading.remove(path) }
    var result: [String: BuildSetting] = [:]
    let folder = (path as NSString).deletingLastPathComponent
    let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("#include") {
        let quoted = line.split(separator: "\"")
        guard quoted.count >= 2 else { continue }
        let included = ProjectFiles.join(folder, String(quoted[1]))
        result.merge(settings(at: included, reading: &reading)) { _, new in new }
        continue
      }
      let code = line.components(separatedBy: "//").first ?? line
      guard let equals = code.firstIndex(of: "=") else { continue }
      let name = code[..<equals].trimmingCharacters(in: .whitespaces)
      let value = code[code.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, !name.contains(" ") else { continue }
      result[name] = BuildSetting(
        value: value.trimmingCharacters(in: CharacterSet(charactersIn: ";")), file: path,
        line: index + 1)
    }
    return result
  }
}
