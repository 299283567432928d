import Testing

@testable import CurtainCore

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("size", "size", 0), ("sise", "size", 1), ("", "abc", 3), ("deadlin", "deadline", 1),
    ("kitten", "sitting", 3), ("Logo", "logo", 0),
  ])
  func distance(a: String, b: String, expected: Int) {
    #expect(EditDistance.between(a, b) == expected)
  }

  @Test(
    arguments: [
      ("sise", "size"), ("minimumDisply", "minimumDisplay"), ("colour", nil), ("bg", nil),
    ] as [(String, String?)])
  func suggestion(word: String, expected: String?) {
    let keys = ["image", "size", "offset", "minimumDisplay", "background"]
    #expect(EditDistance.suggestion(for: word, among: keys) == expected)
  }
}
