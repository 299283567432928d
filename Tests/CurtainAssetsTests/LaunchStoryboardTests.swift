import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads the generated storyboard back and lays it out by its own constraints, independently of
/// `LaunchScreenLayout`: the frames must equal the runtime layout's on every device, in both
/// orientations, so the replica and the launch screen match by construction.
@Suite struct LaunchStoryboardTests {
  struct Constraint {
    var first: String?
    var firstAttribute: String
    var second: String?
    var secondAttribute: String?
    var constant: Double
    var owner: String
  }

  final class Reader: NSObject, XMLParserDelegate {
    var constraints: [Constraint] = []
    var views: [String] = []
    var images: [String: String] = [:]
    var safeArea = ""
    var root = ""
    var customClasses = 0
    var elementNames: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elementNames.append(name)
      if attributes["customClass"] != nil { customClasses += 1 }
      switch name {
      case "view": root = attributes["id"] ?? ""
      case "imageView":
        views.append(attributes["id"] ?? "")
        images[attributes["id"] ?? ""] = attributes["image"]
      case "viewLayoutGuide": safeArea = attributes["id"] ?? ""
      case "constraint":
        constraints.append(
          Constraint(
            first: attributes["firstItem"], firstAttribute: attributes["firstAttribute"] ?? "",
            second: attributes["secondItem"], secondAttribute: attributes["secondAttribute"],
            constant: Double(attributes["constant"] ?? "0") ?? .nan,
            owner: views.last ?? root))
      default: break
      }
    }
  }

  static func read(_ xml: String) throws -> Reader {
    let reader = Reader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    #expect(parser.parse() && parser.parserError == nil)
    return reader
  }

  /// Solves the storyboard's constraints for one view on `screen` (the kinds the generator
  /// writes: size constants, centres relative to the root, bottom relative to the safe area, or
  /// all four edges equal to the root's).
  static func frame(of view: String, in reader: Reader, on screen: Screen) throws -> Rect {
    let edges = Set(
      reader.constraints.filter {
        $0.first == view && $0.second == reader.root && $0.firstAttribute == $0.secondAttribute
          && $0.constant == 0
      }.map(\.firstAttribute))
    if edges.isSuperset(of: ["leading", "trailing", "top", "bottom"]) { return screen.bounds }
    var width: Double?
    var height: Double?
    var centerX: Double?
    var centerY: Double?
    var bottom: Double?
    for constraint in reader.constraints {
      if constraint.second == nil, constraint.owner == view {
        if constraint.firstAttribute == "width" { width = constraint.constant }
        if constraint.firstAttribute == "height" { height = constraint.constant }
      } else if constraint.first == view, constraint.second == reader.root {
        if constraint.firstAttribute == "centerX" {
          centerX = screen.size.width / 2 + constraint.constant
        }
        if constraint.firstAttribute == "centerY" {
          centerY = screen.size.height / 2 + constraint.constant
        }
      } else if constraint.first == reader.safeArea, constraint.second == view,
        constraint.firstAttribute == "bottom", constraint.secondAttribute == "bottom"
      {
        bottom = screen.size.height - screen.safeArea.bottom - constraint.constant
      }
    }
    let size = Size(width: try #require(width), height: try #require(height))
    let x = try #require(centerX) - size.width / 2
    let y = try centerY.map { $0 - size.height / 2 } ?? (try #require(bottom) - size.height)
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  static let screens: [Screen] = [
    Screen(
      size: Size(width: 375, height: 667), scale: 2, safeArea: EdgeInsets(top: 20),
      orientation: .portrait),
    Screen(size: Size(width: 667, height: 375), scale: 2, orientation: .landscape),
    Screen(
      size: Size(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
      orientation: .portrait),
    Screen(
      size: Size(width: 852, height: 393), scale: 3,
      safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), orientation: .landscape),
    Screen(
      size: Size(width: 1024, height: 1366), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20),
      orientation: .portrait),
    Screen(
      size: Size(width: 1366, height: 1024), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20),
      orientation: .landscape),
  ]

  @Test(arguments: screens)
  func constraintsGiveTheRuntimeLayout(screen: Screen) throws {
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let storyboard = try #require(
      output.files.first { $0.path == "CurtainLaunchScreen.storyboard" })
    let reader = try Self.read(String(decoding: storyboard.contents, as: UTF8.self))
    let logoView = try #require(reader.images.first { $0.value == output.resource.logo.imageName })
    let brandingView = try #require(
      reader.images.first { $0.value == output.resource.branding?.imageName })
    for appearance in Appearance.allCases {
      let layout = output.resource.layout(on: screen, appearance: appearance)
      #expect(try Self.frame(of: logoView.key, in: reader, on: screen) == layout.logo.frame)
      #expect(
        try Self.frame(of: brandingView.key, in: reader, on: screen) == layout.branding?.frame)
    }
  }

  @Test func usesOnlyUIKitClassesAndTheLaunchScreenHeader() throws {
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let storyboard = try #require(
      output.files.first { $0.path == "CurtainLaunchScreen.storyboard" })
    let text = String(decoding: storyboard.contents, as: UTF8.self)
    let reader = try Self.read(text)
    #expect(reader.customClasses == 0)
    #expect(text.contains("launchScreen=\"YES\""))
    #expect(text.contains("useSafeAreas=\"YES\""))
    #expect(
      text.contains(
        "<color key=\"backgroundColor\" name=\"\(output.resource.background.colorName)\"/>"))
    #expect(
      Set(reader.elementNames).isSubset(of: [
        "document", "device", "dependencies", "deployment", "plugIn", "capability", "scenes",
        "scene", "objects", "viewController", "view", "rect", "autoresizingMask", "subviews",
        "imageView", "constraints", "constraint", "viewLayoutGuide", "color", "placeholder",
        "point", "resources", "image", "namedColor",
      ]))
  }

  @Test func theDoctorFindsNothingWrongWithIt() throws {
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-storyboard-doctor-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try OutputInstaller().install(output.files, into: folder)
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UILaunchStoryboardName": LaunchStoryboard.name], format: .xml,
      options: 0)
    try plist.write(to: folder.appendingPathComponent("Info.plist"))
    #expect(LaunchDoctor().check(projectAt: folder).isEmpty)
  }

  @Test(arguments: ["root", "logo", "logo.width", "branding.bottom"])
  func idsHaveXcodesShapeAndNeverChange(role: String) {
    let id = StoryboardID.make(role: role)
    #expect(id == StoryboardID.make(role: role))
    let parts = id.split(separator: "-").map(\.count)
    #expect(parts == [3, 2, 3])
    #expect(id.allSatisfy { $0 == "-" || $0.isLetter || $0.isNumber })
  }

  static let numbers: [(Double, String)] = [
    (0, "0.0"), (120, "120"), (-20, "-20"), (46.5, "46.5"), (84.00000000000001, "84"),
    (83.99999999999999, "84"), (1e-12, "0.0"), (84.0 / 1000 * 1000, "84"),
    (29.0 / 255, "0.11372549019607843"),
  ]

  @Test(arguments: numbers)
  func numbersAreWrittenAsInterfaceBuilderWritesThem(value: Double, text: String) {
    #expect(LaunchStoryboard.number(value) == text)
  }
}
