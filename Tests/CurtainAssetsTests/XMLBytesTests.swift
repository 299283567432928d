import Testing

@testable import CurtainAssets

/// The bytes Foundation's `XMLParser` on Linux cannot take are findings before it sees them.
@Suite struct XMLBytesTests {
  @Test(arguments: [
    ("<?xm?>\n<document/>", "xm"),
    ("<?xml version=\"1.0\"?>\n<?target   ?>\n<document/>", "target"),
    ("<document/>\n<?end", "end"),
  ])
  func aProcessingInstructionWithoutDataIsAProblem(text: String, target: String) throws {
    let problem = try #require(XMLBytes.problem(in: Array(text.utf8)))
    #expect(problem.reason == "processing instruction '<?\(target)?>' has no data")
  }

  @Test func processingInstructionsWithDataAreFine() {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?style href=\"a\"?>\n<document/>"
    #expect(XMLBytes.problem(in: Array(text.utf8)) == nil)
  }
}
