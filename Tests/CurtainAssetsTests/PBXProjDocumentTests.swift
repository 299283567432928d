import Foundation
import Testing

@testable import CurtainAssets

@Suite struct PBXProjDocumentTests {
  static let text = """
    // !$*UTF8*$!
    {
    \tobjects = {
    /* Begin PBXGroup section */
    \t\tAA /* G */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tBB /* a.swift */,
    \t\t\t);
    \t\t\tname = "My \\"Group\\"";
    \t\t};
    /* End PBXGroup section */
    \t\tCC /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\t\tA_SETTING = 1;
    \t\t\t\tZ_SETTING = "$(inherited) x";
    \t\t\t}; name = Debug; };
    \t};
    \trootObject = AA /* G */;
    }

    """

  @Test func readsValuesWithTheirRanges() throws {
    let document = try PBXProjDocument(data: Data(Self.text.utf8), path: "p")
    let group = try #require(document.object("AA"))
    #expect(group["isa"]?.string == "PBXGroup")
    #expect(group["name"]?.string == "My \"Group\"")
    #expect(group["children"]?.array?.compactMap(\.string) == ["BB"])
    let settings = try #require(document.object("CC")?["buildSettings"])
    #expect(settings["Z_SETTING"]?.string == "$(inherited) x")
    let range = try #require(settings["A_SETTING"]?.range)
    #expect(String(decoding: document.bytes[range], as: UTF8.self) == "1")
  }

  @Test func editsTouchOnlyTheirBytes() throws {
    let document = try PBXProjDocument(data: Data(Self.text.utf8), path: "p")
    var editor = PBXProjEditor(document)
    let settings = try #require(document.object("CC")?["buildSettings"])
    editor.set("M_SETTING", PBXProjEditor.quoted("a b"), in: settings)
    editor.set("A_SETTING", "2", in: settings)
    try editor.append("DD /* b.swift */", to: #require(document.object("AA")?["children"]))
    editor.addObject(
      id: "EE", comment: "x.json", isa: "PBXFileReference", body: "path = x.json; ",
      multiline: false)
    let result = String(decoding: try editor.result(path: "p"), as: UTF8.self)
    #expect(result.contains("\t\t\t\tM_SETTING = \"a b\";\n\t\t\t\tZ_SETTING"))
    #expect(result.contains("A_SETTING = 2;"))
    #expect(result.contains("\t\t\t\tBB /* a.swift */,\n\t\t\t\tDD /* b.swift */,\n\t\t\t);"))
    #expect(
      result.contains(
        "/* Begin PBXFileReference section */\n\t\tEE /* x.json */ = {isa = PBXFileReference; "
          + "path = x.json; };\n/* End PBXFileReference section */"))
    // Everything else is as it was.
    #expect(result.hasPrefix("// !$*UTF8*$!\n{\n\tobjects = {\n"))
    #expect(result.hasSuffix("\trootObject = AA /* G */;\n}\n"))
  }

  @Test(arguments: [("{ a = b; ", 1), ("{\n a = (b, c;\n}", 2), ("{\n\n a = \"b;\n}", 3)])
  func brokenFilesNameTheLine(text: String, line: Int) {
    #expect {
      try PBXProjDocument(data: Data(text.utf8), path: "App.xcodeproj/project.pbxproj")
    } throws: { error in
      (error as? PBXProjError)?.line ?? 0 >= line
        && String(describing: error).hasPrefix("App.xcodeproj/project.pbxproj:")
    }
  }

  @Test(arguments: ["Info", "a b", "$(SRCROOT)/x", "<group>", "x-y", ""])
  func quotingReadsBack(text: String) throws {
    let document = try PBXProjDocument(
      data: Data("{ k = \(PBXProjEditor.quoted(text)); }".utf8), path: "p")
    #expect(document.root["k"]?.string == text)
  }
}
