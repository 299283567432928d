import Foundation
import Testing

@testable import CurtainAssets

/// Issue #24: each message names the real cause. A file that is a FIFO, a device or a folder is
/// not a permission problem; a UTF-16 plist is valid (read, and merged in its own encoding); an
/// absolute INFOPLIST_FILE that exists exists; a JSON config with a repeated key or a trailing
/// comma is refused with its line.
@Suite struct RealCauseMessageTests {
  typealias App = DoctorFixtureApp

  enum Special: String, CaseIterable {
    case fifo, folder, device

    /// Puts this kind of item at `url` (the device as a link to `/dev/null`).
    func make(at url: URL) throws {
      try? FileManager.default.removeItem(at: url)
      switch self {
      case .fifo: #expect(mkfifo(url.path, 0o644) == 0)
      case .folder:
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      case .device:
        try FileManager.default.createSymbolicLink(
          at: url, withDestinationURL: URL(fileURLWithPath: "/dev/null"))
      }
    }

    var expected: String {
      switch self {
      case .fifo: "it is a FIFO (named pipe), not a regular file"
      case .folder: "it is a folder, not a file"
      case .device: "it is a device, not a regular file"
      }
    }
  }

  @Test(arguments: Special.allCases)
  func anInfoPlistThatIsNotAFileIsNamedForWhatItIs(_ special: Special) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try App.clean().write(to: folder.url)
    try special.make(at: folder.url.appendingPathComponent("App/Info.plist"))
    let findings = LaunchDoctor().check(projectAt: folder.url)
    let finding = try #require(findings.first { $0.file == "App/Info.plist" })
    #expect(finding.rule == .malformedFile)
    #expect(finding.message.contains(special.expected), "\(finding.message)")
    #expect(!finding.fix.contains("permissions"))
  }

  /// Held-out cases: an Info.plist that links to a file read(2) fails on (`/proc/self/mem`)
  /// said "NSCocoaErrorDomain error 256"; one that links to a 65 MB file was read whole.
  @Test(
    arguments: [("/proc/self/mem", "reading it failed (input/output error)"), ("big", "larger")])
  func anInfoPlistThatCannotBeReadSaysWhy(_ destination: String, expected: String) throws {
    try #require(FileManager.default.fileExists(atPath: "/proc/self/mem") || destination == "big")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try App.clean().write(to: folder.url)
    var target = URL(fileURLWithPath: destination)
    if destination == "big" {
      target = folder.url.appendingPathComponent("big.plist")
      try #require(FileManager.default.createFile(atPath: target.path, contents: nil))
      let handle = try FileHandle(forWritingTo: target)
      try handle.truncate(atOffset: UInt64(ProjectFiles.readLimit + 1))
      try handle.close()
    }
    let plist = folder.url.appendingPathComponent("App/Info.plist")
    try FileManager.default.removeItem(at: plist)
    try FileManager.default.createSymbolicLink(at: plist, withDestinationURL: target)
    let findings = LaunchDoctor().check(projectAt: folder.url)
    let finding = try #require(findings.first { $0.file == "App/Info.plist" })
    #expect(finding.message.contains(expected), "\(finding.message)")
  }

  @Test func anAbsoluteInfoPlistFileThatExistsIsRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    let plist = folder.url.appendingPathComponent("App/Info.plist").path
    app.settings["INFOPLIST_FILE"] = plist
    try app.write(to: folder.url)
    let findings = LaunchDoctor().check(projectAt: folder.url)
    #expect(!findings.contains { $0.rule == .infoPlistMissing }, "\(findings)")
    #expect(!findings.contains { $0.rule == .noLaunchScreen }, "\(findings)")
  }

  @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16])
  func aUTF16InfoPlistIsReadByTheDoctor(_ encoding: String.Encoding) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = App.clean()
    try app.write(to: folder.url)
    let text = try #require(app.files["App/Info.plist"])
      .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
    try #require(text.data(using: encoding))
      .write(to: folder.url.appendingPathComponent("App/Info.plist"))
    let findings = LaunchDoctor().check(projectAt: folder.url)
    #expect(!findings.contains { $0.rule == .malformedFile }, "\(findings)")
    #expect(!findings.contains { $0.rule == .noLaunchScreen }, "\(findings)")
  }

  /// Little- and big-endian, with and without a byte-order mark: generate edits the text in
  /// place and writes it back in the same encoding, every other byte as it was.
  @Test(arguments: [
    (String.Encoding.utf16LittleEndian, true), (.utf16LittleEndian, false),
    (.utf16BigEndian, true), (.utf16BigEndian, false),
  ])
  func generateMergesIntoAUTF16PlistKeepingItsEncoding(_ encoding: String.Encoding, mark: Bool)
    throws
  {
    let text = """
      <?xml version="1.0" encoding="UTF-16"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!-- the team's comment -->
      <dict>
      \t<key>CFBundleName</key>
      \t<string>Café</string>
      </dict>
      </plist>

      """
    let bigEndian = encoding == .utf16BigEndian
    let byteOrderMark = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
    let original = (mark ? byteOrderMark : Data()) + (try #require(text.data(using: encoding)))
    let entries = LaunchInfoPlistEntries(
      form: .storyboard, storyboardName: "CurtainLaunchScreen", colorName: "C", imageName: "I")
    let merged = try InfoPlistMerger.merge(original, entries: entries, path: "Info.plist")
    #expect(!merged.rewritten)
    #expect(
      merged.data.starts(with: mark ? byteOrderMark : Data(bigEndian ? [0, 0x3C] : [0x3C, 0])))
    let body = mark ? merged.data.dropFirst(2) : merged.data
    let mergedText = try #require(String(data: Data(body), encoding: encoding))
    #expect(
      mergedText
        == text.replacingOccurrences(
          of: "</dict>",
          with:
            "\t<key>UILaunchStoryboardName</key>\n\t<string>CurtainLaunchScreen</string>\n</dict>"))
    // Foundation on Linux reads UTF-16 only with a byte-order mark; Xcode reads both.
    let utf8 = try #require(PlistTextEncoding(detecting: merged.data).utf8(merged.data))
    let reread = try PropertyListSerialization.propertyList(from: utf8, format: nil)
    #expect(
      (reread as? [String: Any])?["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
  }

  @Test(arguments: [
    ("{\n  \"name\": \"A\",\n  \"name\": \"B\"\n}\n", "duplicate key 'name'", 3),
    ("{\n  \"logo\": {\"size\": {\"width\": 1,},\n  }\n}\n", "JSON allows no trailing comma", 2),
    ("{\n  \"a\": [1,\n  2,\n  ]\n}\n", "JSON allows no trailing comma", 3),
    ("{\"n\\u0061me\": 1, \"name\": 2}", "duplicate key 'name'", 1),
  ])
  func aJSONConfigWithARepeatedKeyOrATrailingCommaIsRefusedWithItsLine(
    _ json: String, expected: String, line: Int
  ) throws {
    #expect {
      _ = try DesignLoader().decode(Data(json.utf8), fileURL: URL(fileURLWithPath: "/tmp/c.json"))
    } throws: { error in
      let problem = (error as? DesignLoadError)?.problems.first
      return problem?.message.contains(expected) == true && problem?.line == line
    }
  }

  @Test func aJSONConfigWithTheSameKeyInTwoObjectsIsRead() {
    let json = #"{"a": {"name": 1}, "b": {"name": 2}, "c": [{"x": 1}, {"x": 2}], "d": "a,}"}"#
    #expect(JSONStrictness.problem(in: Data(json.utf8)) == nil)
  }
}
