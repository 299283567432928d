import Foundation

/// A `JSONSerialization` error's reason and position, from its debug description: "Number with
/// leading zero around character 77." (swift-corelibs-foundation, a UTF-8 offset from 0) or
/// "... around line 3, column 20." (Apple's Foundation).
struct JSONSyntaxError: Equatable {
  /// What is wrong, without the position ("number with leading zero").
  var reason: String
  /// The line, from 1.
  var line: Int
  /// The column in characters, from 1.
  var column: Int

  /// The position in `error`, a JSON syntax error about `text`; nil when it names none.
  init?(_ error: any Error, text: String) {
    let userInfo = (error as NSError).userInfo
    guard let description = userInfo[NSDebugDescriptionErrorKey] as? String,
      let around = description.range(of: " around ")
    else { return nil }
    let position = description[around.upperBound...]
    let numbers = position.split { !$0.isNumber }.compactMap { Int($0) }
    let reason = description[..<around.lowerBound]
    self.reason = reason.prefix(1).lowercased() + reason.dropFirst()
    if position.hasPrefix("line"), numbers.count >= 2 {
      line = numbers[0]
      column = numbers[1]
    } else if position.hasPrefix("character"), let offset = numbers.first {
      (line, column) = Self.lineAndColumn(ofUTF8Offset: offset, in: text)
    } else {
      return nil
    }
  }

  /// The line and column (from 1, columns in characters) of byte `offset` of `text`.
  static func lineAndColumn(ofUTF8Offset offset: Int, in text: String) -> (Int, Int) {
    let utf8 = text.utf8
    let end = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
    let before = text[..<end]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (line, before[lineStart...].count + 1)
  }
}
