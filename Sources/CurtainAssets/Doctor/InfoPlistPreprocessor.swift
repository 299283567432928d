import Foundation

/// What Xcode does to an Info.plist when `INFOPLIST_PREPROCESS = YES`: the C preprocessor's
/// conditionals, with the macros of `INFOPLIST_PREPROCESSOR_DEFINITIONS`. `#if`, `#ifdef`,
/// `#ifndef`, `#elif`, `#else`, `#endif`, `#define` and `#undef` are honoured (`#if` reads
/// `defined(NAME)`, `NAME`, numbers, `!`, `&&` and `||`); every directive line becomes an
/// empty line, so the lines of the keys stay those of the file.
struct InfoPlistPreprocessor {
  /// Defined macros and their values (`1` when none is given).
  var macros: [String: String]

  /// The macros of a definitions setting: `NAME` or `NAME=value`, space-separated.
  init(definitions: String) {
    var macros: [String: String] = [:]
    for word in definitions.split(separator: " ") where !word.contains("$(") {
      let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
      macros[pair[0]] = pair.count == 2 ? pair[1] : "1"
    }
    self.macros = macros
  }

  /// The text with the branches that are not taken blanked.
  mutating func process(_ text: String) -> String {
    // Per open conditional: whether this branch is taken, whether one already was, and
    // whether the enclosing one is.
    var stack: [(taking: Bool, taken: Bool, outer: Bool)] = []
    var active: Bool { stack.last.map { $0.taking && $0.outer } ?? true }
    var output: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#") else {
        output.append(active ? line : "")
        continue
      }
      let words = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
      let directive = words.first ?? ""
      let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      switch directive {
      case "if", "ifdef", "ifndef":
        let holds =
          directive == "if"
          ? evaluate(argument)
          : (macros[argument] != nil) == (directive == "ifdef")
        stack.append((holds, holds, active))
      case "elif":
        if var top = stack.popLast() {
          top.taking = !top.taken && evaluate(argument)
          top.taken = top.taken || top.taking
          stack.append(top)
        }
      case "else":
        if var top = stack.popLast() {
          top.taking = !top.taken
          top.taken = true
          stack.append(top)
        }
      case "endif":
        _ = stack.popLast()
      case "define" where active:
        let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
        if let name = parts.first { macros[name] = parts.count > 1 ? parts[1] : "1" }
      case "undef" where active:
        macros[argument] = nil
      default:
        break
      }
      output.append("")
    }
    return output.joined(separator: "\n")
  }

  /// A `#if` expression: `||` of `&&` of (negated) `defined(NAME)`, `NAME` or numbers.
  func evaluate(_ expression: String) -> Bool {
    expression.components(separatedBy: "||").contains { alternative in
      alternative.components(separatedBy: "&&").allSatisfy { term in
        var text = term.trimmingCharacters(in: .whitespaces)
        var negated = false
        while text.hasPrefix("!") {
          negated.toggle()
          text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        let value: Bool
        if text.hasPrefix("defined") {
          let name = text.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" && $0 != " " }
          value = macros[String(name)] != nil
        } else if let number = Int(text) {
          value = number != 0
        } else {
          value = (Int(macros[text] ?? "0") ?? 1) != 0
        }
        return value != negated
      }
    }
  }
}
