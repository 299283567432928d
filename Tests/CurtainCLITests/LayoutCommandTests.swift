import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct LayoutCommandTests {
  static let result = LaunchLayoutResult(
    views: [
      .init(id: "root", parentID: nil, frame: Rect(x: 0, y: 0, width: 393, height: 852)),
      .init(
        id: "logo", parentID: "root",
        frame: Rect(x: 136.66666666666666, y: 236, width: 120, height: 80)),
    ],
    broken: [.init(id: "w2", summary: "bar.width == 200")])

  @Test func jsonHasViewsWithIdAndFrameAtFullPrecision() throws {
    let text = LayoutCommand.report(Self.result, misplaced: ["logo"], json: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["id"] as? String } == ["root", "logo"])
    let frame = try #require(views[1]["frame"] as? [Double])
    #expect(frame == [136.66666666666666, 236, 120, 80])
    #expect((object["broken"] as? [[String: Any]])?.first?["id"] as? String == "w2")
    #expect(object["misplaced"] as? [String] == ["logo"])
  }

  @Test(arguments: [
    ["x.storyboard", "--device", "iPhone 15", "--size", "390x844"],
    ["x.storyboard", "--size", "390"],
    ["x.storyboard", "--size", "0x10"],
    ["--json"],
  ])
  func badOptionsAreRefused(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try LayoutCommand.parse(arguments) }
  }

  @Test func theDeviceListIsTheTable() throws {
    _ = try LayoutCommand.parse(["--list-devices"])
    let data = Data(DeviceTableReport.render(json: true).utf8)
    let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(rows.count == DeviceCatalog.families.count)
    let ids = rows.flatMap { $0["interfaceBuilderIDs"] as? [String] ?? [] }
    #expect(ids.contains("retina6_1") && ids.contains("ipad12_9rounded"))
    let phone = try #require(rows.first { ($0["models"] as? [String])?.first == "iPhone 11" })
    #expect(phone["size"] as? [Double] == [414, 896])
    #expect(phone["portraitSafeArea"] as? [Double] == [48, 0, 34, 0])
    let text = DeviceTableReport.render(json: false)
    let line = "retina6_12\tiPhone 15, iPhone 14 Pro, iPhone 15 Pro, iPhone 16\t393x852@3x"
    #expect(text.contains(line))
  }

  @Test func designDeviceAndSavedSizeAreTheDefault() throws {
    let screen = LaunchScreen(
      source: .storyboard,
      root: LaunchView(id: "root", savedFrame: Rect(x: 0, y: 0, width: 414, height: 896)),
      designDeviceID: "retina6_1")
    let environment = try LayoutCommand.parse(["x.storyboard"]).environment(for: screen)
    #expect(environment.size == Size(width: 414, height: 896))
    #expect(environment.scale == 2)
    #expect(environment.safeArea == EdgeInsets(top: 44, bottom: 34))
    let landscape = try LayoutCommand.parse([
      "x.storyboard", "--device", "iPhone 15", "--orientation", "landscape",
    ])
    .environment(for: screen)
    #expect(landscape.size == Size(width: 852, height: 393))
    #expect(landscape.heightClass == .compact)
  }
}
