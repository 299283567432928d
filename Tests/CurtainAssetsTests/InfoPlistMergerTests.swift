import Foundation
import Testing

@testable import CurtainAssets

@Suite struct InfoPlistMergerTests {
  static func original() -> [String: Any] {
    [
      "CFBundleName": "App", "UILaunchScreen": ["UIColorName": "Old"],
      "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
    ]
  }
  static let storyboardEntries = LaunchInfoPlistEntries(
    form: .storyboard, storyboardName: "LaunchScreen", colorName: "C", imageName: "I")

  @Test(arguments: [
    PropertyListSerialization.PropertyListFormat.xml,
    PropertyListSerialization.PropertyListFormat.binary,
  ])
  func mergeKeepsTheFormatAndEveryOtherKey(format: PropertyListSerialization.PropertyListFormat)
    throws
  {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.original(), format: format, options: 0)
    let merged = try InfoPlistMerger.merge(
      data, entries: Self.storyboardEntries, path: "Info.plist"
    ).data
    var readFormat = PropertyListSerialization.PropertyListFormat.openStep
    let object = try PropertyListSerialization.propertyList(from: merged, format: &readFormat)
    let dictionary = try #require(object as? [String: Any])
    #expect(readFormat == format)
    #expect(dictionary["UILaunchStoryboardName"] as? String == "LaunchScreen")
    #expect(dictionary["UILaunchScreen"] == nil)
    #expect(dictionary["CFBundleName"] as? String == "App")
    #expect(
      dictionary["UISupportedInterfaceOrientations"] as? [String] == [
        "UIInterfaceOrientationPortrait"
      ])
  }

  @Test func infoPlistFormWritesTheLaunchScreenDictionary() throws {
    let entries = LaunchInfoPlistEntries(
      form: .infoPlist, storyboardName: "LaunchScreen", colorName: "Bg-1", imageName: "Logo-2")
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["UILaunchStoryboardName": "LaunchScreen"], format: .xml, options: 0)
    let merged = try InfoPlistMerger.merge(data, entries: entries, path: "Info.plist").data
    let object = try PropertyListSerialization.propertyList(from: merged, format: nil)
    let dictionary = try #require(object as? [String: Any])
    let screen = try #require(dictionary["UILaunchScreen"] as? [String: Any])
    #expect(dictionary["UILaunchStoryboardName"] == nil)
    #expect(screen["UIColorName"] as? String == "Bg-1")
    #expect(screen["UIImageName"] as? String == "Logo-2")
    #expect(screen["UIImageRespectsSafeAreaInsets"] as? Bool == false)
  }

  @Test func snippetDocumentIsAPlistWithTheSameKeys() throws {
    let entries = LaunchInfoPlistEntries(
      form: .infoPlist, storyboardName: "LaunchScreen", colorName: "Bg-1", imageName: "Logo-2")
    let object = try PropertyListSerialization.propertyList(
      from: Data(entries.plistDocument.utf8), format: nil)
    var expected: [String: Any] = [:]
    entries.apply(to: &expected)
    #expect(NSDictionary(dictionary: try #require(object as? [String: Any])).isEqual(to: expected))
  }

  @Test(arguments: ["not a plist", "<plist><array></array></plist>"])
  func badPlistsAreRefusedWithThePath(text: String) {
    #expect {
      try InfoPlistMerger.merge(
        Data(text.utf8), entries: Self.storyboardEntries, path: "X/Info.plist")
    } throws: { error in
      String(describing: error).hasPrefix("X/Info.plist: ")
    }
  }
}

@Suite struct InfoPlistTextEditTests {
  static let entries = LaunchInfoPlistEntries(
    form: .storyboard, storyboardName: "CurtainLaunchScreen", colorName: "C", imageName: "I")

  static func merge(_ text: String) throws -> String {
    String(
      decoding: try InfoPlistMerger.merge(Data(text.utf8), entries: entries, path: "p").data,
      as: UTF8.self)
  }

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  @Test func aMissingKeyIsAddedBeforeTheEndIndentedLikeItsNeighbours() throws {
    let text =
      Self.header + "<dict>\n    <key>B</key>\n    <true/>\n    <!-- end -->\n</dict>\n</plist>\n"
    #expect(
      try Self.merge(text)
        == Self.header
        + "<dict>\n    <key>B</key>\n    <true/>\n    <!-- end -->\n"
        + "    <key>UILaunchStoryboardName</key>\n    <string>CurtainLaunchScreen</string>\n"
        + "</dict>\n</plist>\n")
  }

  @Test func anEmptyDictionaryGetsTheKey() throws {
    let merged = try Self.merge(Self.header + "<dict/>\n</plist>\n")
    let object = try PropertyListSerialization.propertyList(from: Data(merged.utf8), format: nil)
    #expect(
      (object as? [String: Any])?["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
  }

  @Test func anUnchangedPlistKeepsItsBytes() throws {
    let text =
      Self.header
      + "<dict>\n\t<key>UILaunchStoryboardName</key>\n\t<string>CurtainLaunchScreen</string>\n"
      + "</dict>\n</plist>\n"
    #expect(try Self.merge(text) == text)
  }

  @Test func escapedKeysAreRead() throws {
    let text =
      Self.header + "<dict>\n\t<key>A&amp;B</key>\n\t<string>x</string>\n"
      + "\t<key>UILaunchScreen</key>\n\t<dict/>\n</dict>\n</plist>\n"
    let merged = try Self.merge(text)
    #expect(merged.contains("<key>A&amp;B</key>"))
    #expect(!merged.contains("UILaunchScreen<"))
  }
}
