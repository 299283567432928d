import CurtainCore
import Testing

/// Times outside a day of process start are a reading error naming the file, line and key,
/// not a raw `EncodingError` from the trace made later.
@Suite struct LaunchRecordRangeTests {
  static func line(marks: String, spans: String = "[]") -> String {
    #"{"schemaVersion":1,"appVersion":"1.0","prewarmed":false,"marks":\#(marks),"#
      + #""spans":\#(spans),"droppedEvents":0}"#
  }

  @Test(arguments: [
    (
      line(marks: #"[{"name":"processStart","seconds":0},{"name":"appReady","seconds":1e308}]"#),
      "log.jsonl:2: marks[1].seconds: 1e+308 is outside -86400...86400 seconds"
    ),
    (
      line(marks: #"[{"name":"appReady","seconds":-1e308}]"#),
      "log.jsonl:2: marks[0].seconds: -1e+308 is outside -86400...86400 seconds"
    ),
    (
      line(marks: "[]", spans: #"[{"name":"a","startSeconds":0,"durationSeconds":-1}]"#),
      "log.jsonl:2: spans[0].durationSeconds: -1.0 is outside 0...86400 seconds"
    ),
  ])
  func anOutOfRangeTimeNamesTheLineAndKey(line: String, message: String) {
    let text = Self.line(marks: "[]") + "\n" + line + "\n"
    #expect {
      try LaunchRecordLines.records(in: text, source: "log.jsonl")
    } throws: { error in
      (error as? LaunchRecordLines.DecodingError)?.description == message
    }
  }
}
