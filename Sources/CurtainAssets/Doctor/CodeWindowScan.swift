import Foundation

/// Finds app or scene delegates that build the root window in code: a `UIWindow` created and
/// given a `rootViewController` in the same file (Swift or Objective-C).
enum CodeWindowScan {
  /// The 1-based line where `text` creates its window, when it also sets a root view controller.
  static func windowCreationLine(in text: String) -> Int? {
    guard text.contains("rootViewController") else { return nil }
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      let code = line.components(separatedBy: "//").first ?? line
      let swift = code.contains("UIWindow(") && code.contains("=")
      let objectiveC = code.contains("[UIWindow alloc]") || code.contains("[[UIWindow alloc]")
      if swift || objectiveC { return index + 1 }
    }
    return nil
  }
}
