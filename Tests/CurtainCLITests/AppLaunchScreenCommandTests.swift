import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// `preview --project/--launch-screen` and `check --project`: an app's own launch screen, with
/// no config, drawn as the system launch screen and the splash on the device asked for.
@MainActor @Suite struct AppLaunchScreenCommandTests {
  /// A red (light) or blue (dark) root from the app's colour set, a green 100 pt square centred
  /// and a 20 pt yellow bar pinned to the bottom of the safe area.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" \
    colorMatched="YES" initialViewController="vc">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" \
    translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="137.5" y="283.5" width="100" height="100"/>
                                    <color key="backgroundColor" red="0" green="1" blue="0" \
    alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="bw"/>
                                        <constraint firstAttribute="height" constant="100" id="bh"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" \
    translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="647" width="375" height="20"/>
                                    <color key="backgroundColor" red="1" green="1" blue="0" \
    alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="rh"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" name="Brand"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="centerX" \
    secondItem="root" secondAttribute="centerX" id="cx"/>
                                <constraint firstItem="box" firstAttribute="centerY" \
    secondItem="root" secondAttribute="centerY" id="cy"/>
                                <constraint firstItem="bar" firstAttribute="leading" \
    secondItem="root" secondAttribute="leading" id="rl"/>
                                <constraint firstItem="bar" firstAttribute="trailing" \
    secondItem="root" secondAttribute="trailing" id="rt"/>
                                <constraint firstItem="safe" firstAttribute="bottom" \
    secondItem="bar" secondAttribute="bottom" id="rb"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <namedColor name="Brand">
                <color red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" \
    customColorSpace="sRGB"/>
            </namedColor>
        </resources>
    </document>
    """

  static let colorSet = """
    { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", \
    "blue" : "0x00", "green" : "0x00", "red" : "0xFF" } }, "idiom" : "universal" }, \
    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : \
    { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", \
    "green" : "0x00", "red" : "0x00" } }, "idiom" : "universal" } ] }
    """

  /// A temporary app folder: Info.plist naming the storyboard, the storyboard in Base.lproj
  /// and the colour set in Assets.xcassets.
  static func makeApp() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-app-screen-\(UUID().uuidString)", isDirectory: true)
    let app = folder.appendingPathComponent("App")
    let manager = FileManager.default
    try manager.createDirectory(
      at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: app.appendingPathComponent("Assets.xcassets/Brand.colorset"),
      withIntermediateDirectories: true)
    try Data(storyboard.utf8).write(
      to: app.appendingPathComponent("Base.lproj/LaunchScreen.storyboard"))
    try Data(colorSet.utf8).write(
      to: app.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json"))
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UILaunchStoryboardName": "LaunchScreen"], format: .xml, options: 0)
    try plist.write(to: app.appendingPathComponent("Info.plist"))
    return folder
  }

  static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let offset = (y * image.width + x) * 4
    return Array(image.pixels[offset..<offset + 4])
  }

  /// The first frame is the system launch screen: the app's colour set for the appearance,
  /// the square at the centre and the bar on the safe area's bottom, at the device's pixels.
  @Test(arguments: [
    (["--project"], Appearance.light), (["--launch-screen"], .dark),
  ])
  func previewDrawsTheAppsOwnLaunchScreen(option: [String], appearance: Appearance) throws {
    let folder = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    let path =
      option == ["--project"]
      ? app.path : app.appendingPathComponent("Base.lproj/LaunchScreen.storyboard").path
    let out = folder.appendingPathComponent("frames").path + "/"
    let command = try PreviewCommand.parse(
      option + [
        path, "--device", "iPhone 15", "--appearance", appearance.rawValue, "--fps", "4",
        "--ready-after", "0.3", "--out", out,
      ])
    var report = ""
    try command.run(output: &report)
    #expect(report.contains("the app's own launch screen"))
    // A folder says which launch screen its build ships and why; a file named is drawn as is.
    let line = "launch screen: Base.lproj/LaunchScreen.storyboard (UILaunchStoryboardName = "
    #expect(report.hasPrefix(line) == (option == ["--project"]), "\(report)")
    let first = try ImageCodec.read(
      contentsOf: folder.appendingPathComponent("frames/frame-00000.png"))
    // iPhone 15: 393x852 pt at 3x, bottom safe area 34 pt.
    #expect(first.width == 1179 && first.height == 2556)
    let brand: [UInt8] = appearance == .light ? [255, 0, 0, 255] : [0, 0, 255, 255]
    #expect(Self.pixel(first, 10, 10) == brand)
    #expect(Self.pixel(first, 1179 / 2, 2556 / 2) == [0, 255, 0, 255])
    // The bar: 20 pt above the 34 pt home indicator area, not at the screen's bottom.
    #expect(Self.pixel(first, 600, (852 - 34 - 10) * 3) == [255, 255, 0, 255])
    #expect(Self.pixel(first, 600, (852 - 17) * 3) == brand)
  }

  @Test func checkPassesTheAppsLaunchScreenHandedOverWithAFade() throws {
    let folder = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try CheckCommand.parse([
      // iPhone 14 at half scale: 195x422 px, whole pixels (a fractional edge column would
      // show the window under the app).
      "--project", folder.appendingPathComponent("App").path, "--device", "iPhone 14",
      "--scale", "0.5", "--ready-after", "0.2", "--out",
      folder.appendingPathComponent("bad").path,
    ])
    var report = ""
    let passed = try command.run(output: &report)
    #expect(passed, "\(report)")
    #expect(report.contains("the app's own launch screen"))
    #expect(report.hasPrefix("launch screen: Base.lproj/LaunchScreen.storyboard ("))
  }

  @Test(arguments: [
    ["curtain.yml", "--project", "App"],
    ["--example", "--launch-screen", "LaunchScreen.storyboard"],
    ["--project", "App", "--launch-screen", "LaunchScreen.storyboard"],
  ])
  func aConfigAndAnAppsLaunchScreenAreNotBothTaken(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try PreviewCommand.parse(arguments) }
  }

  @Test func aMissingAppIsNamed() throws {
    let command = try CheckCommand.parse(["--project", "/nonexistent/App"])
    var report = ""
    #expect {
      _ = try command.run(output: &report)
    } throws: { "\($0)".contains("/nonexistent/App") }
  }
}
