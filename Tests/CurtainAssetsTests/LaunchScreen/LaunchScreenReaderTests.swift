import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

@Suite struct LaunchScreenReaderTests {
  /// Modelled on real launch storyboards: a logo centred with a multiplier, a label pinned
  /// to the bottom safe area with a size-class constant, a subview excluded on regular width.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc1">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                    <rect key="frame" x="136.66666666666666" y="236" width="120" height="80"/>
                                </imageView>
                                <label text="Acme" textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="175" y="764" width="43" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <color key="backgroundColor" name="BarColor"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                <constraint firstItem="logo" firstAttribute="centerY" secondItem="root" secondAttribute="bottom" multiplier="1:3" constant="-8" id="c2"/>
                                <constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="20" id="c4">
                                    <variation key="widthClass=regular" constant="60"/>
                                </constraint>
                                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c5"/>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c7"/>
                                <constraint firstItem="bar" firstAttribute="height" constant="44" id="c8"/>
                            </constraints>
                            <variation key="widthClass=regular">
                                <mask key="subviews">
                                    <exclude reference="bar"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="Logo" width="120" height="80"/>
        </resources>
    </document>
    """

  @Test func readsTheTreeConstraintsAndVariations() throws {
    let screen = try LaunchScreenReader.read(
      path: "Launch.storyboard", data: Data(Self.storyboard.utf8))
    #expect(screen.designDeviceID == "retina6_12")
    #expect(screen.imageSizes["Logo"] == Size(width: 120, height: 80))
    #expect(screen.root.subviews.map(\.id) == ["logo", "name", "bar"])
    #expect(screen.root.layoutGuides == [LaunchLayoutGuide(id: "safe", kind: .safeArea)])
    let c2 = try #require(screen.root.constraints.first { $0.id == "c2" })
    #expect(abs(c2.multiplier - 1.0 / 3) < 1e-12)
    #expect(c2.constant == -8)
    let c4 = try #require(screen.root.constraints.first { $0.id == "c4" })
    #expect(c4.variations.first?.constant == 60)
    #expect(screen.root.variations.first?.excluded == ["bar"])
    guard case .label(let label) = screen.root.subviews[1].content else {
      Issue.record("not a label")
      return
    }
    #expect(
      label.font.style == .boldSystem && label.numberOfLines == 0 && label.alignment == .center)
    #expect(screen.root.subviews[2].attributes.backgroundColor == .named("BarColor"))
  }

  @Test func laysOutAtTheDesignDeviceLikeXcode() throws {
    let screen = try LaunchScreenReader.read(
      path: "Launch.storyboard", data: Data(Self.storyboard.utf8))
    let device = try #require(DeviceCatalog.device(interfaceBuilderID: "retina6_12"))
    let result = LaunchLayout.layout(
      screen, in: LaunchLayoutEnvironment(device: device, orientation: .portrait))
    #expect(
      close(result.frame(of: "logo"), Rect(x: 136.66666666666666, y: 236, width: 120, height: 80)))
    #expect(result.frame(of: "bar") == Rect(x: 0, y: 59, width: 393, height: 44))
    #expect(abs((result.frame(of: "name")?.maxY ?? 0) - (852 - 34 - 20)) < 1e-9)
    var pad = LaunchLayoutEnvironment(device: device, orientation: .portrait)
    pad.widthClass = .regular
    let regular = LaunchLayout.layout(screen, in: pad)
    #expect(regular.frame(of: "bar") == nil)
    #expect(abs((regular.frame(of: "name")?.maxY ?? 0) - (852 - 34 - 60)) < 1e-9)
  }

  func close(_ frame: Rect?, _ expected: Rect) -> Bool {
    guard let frame else { return false }
    return [
      frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
      frame.height - expected.height,
    ].allSatisfy { abs($0) < 1e-9 }
  }

  /// An attributed-text label takes its font and alignment from its first run (GoMap's
  /// launch screen: 36-point HelveticaNeue-BoldItalic, centred, 43 points high).
  @Test func anAttributedLabelTakesItsFirstRunsFont() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
              <label usesAttributedText="YES" id="title">
                <attributedString key="attributedText">
                  <fragment content="Go Map!!">
                    <attributes>
                      <color key="NSColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      <font key="NSFont" size="36" name="HelveticaNeue-BoldItalic"/>
                      <paragraphStyle key="NSParagraphStyle" alignment="center"/>
                    </attributes>
                  </fragment>
                </attributedString>
              </label>
            </subviews>
          </view>
        </objects>
      </document>
      """
    let screen = try LaunchScreenReader.read(path: "Launch.xib", data: Data(xib.utf8))
    guard case .label(let label) = screen.root.subviews.first?.content else {
      Issue.record("not a label")
      return
    }
    #expect(label.text == "Go Map!!")
    #expect(
      label.font == LaunchFont(style: .named, pointSize: 36, name: "HelveticaNeue-BoldItalic"))
    #expect(label.alignment == .center)
    #expect(label.textColor == .fixed(RGBAColor(red: 1, green: 0.8, blue: 0), colorSpace: "sRGB"))
  }

  /// Xcode 11 saves an iOS 13 colour beside its older fallback: iOS 13 and later draw the
  /// first (Mastodon's launch screen: `systemBackgroundColor`, black in dark mode).
  @Test func anXcode11SystemColourWinsOverItsFallback() {
    let color = LaunchScreenReader.ViewBuilder.color([
      "xcode11CocoaTouchSystemColor": "systemBackgroundColor",
      "cocoaTouchSystemColor": "whiteColor",
    ])
    #expect(color == .system("systemBackgroundColor"))
  }

  @Test(arguments: [
    ("<document", "not well-formed XML"),
    ("<?xml version=\"1.0\"?><plist/>", "not an Interface Builder document"),
    (
      "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>",
      "the xib has no top-level view"
    ),
  ])
  func badInputNamesTheProblem(text: String, reason: String) {
    do {
      _ = try LaunchScreenReader.read(path: "x.xib", data: Data(text.utf8))
      Issue.record("read bad input")
    } catch {
      #expect(error.reason == reason && error.path == "x.xib" && error.line == 1)
    }
  }

  @Test func readsUILaunchScreenPerIdiom() throws {
    let plist: [String: Any] = [
      "UILaunchScreen": ["UIColorName": "Brand", "UIImageName": "Logo"],
      "UILaunchScreen~ipad": ["UIColorName": "PadBrand"],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    let phone = try LaunchScreenReader.readInfoPlist(
      path: "Info.plist", data: data, imageSizes: ["Logo": Size(width: 100, height: 50)])
    #expect(phone.root.attributes.backgroundColor == .named("Brand"))
    let frame = LaunchLayout.layout(
      phone, in: LaunchLayoutEnvironment(size: Size(width: 390, height: 844), scale: 3)
    ).frame(of: "UIImageName")
    #expect(frame == Rect(x: 145, y: 397, width: 100, height: 50))
    let pad = try LaunchScreenReader.readInfoPlist(path: "Info.plist", data: data, pad: true)
    #expect(pad.root.attributes.backgroundColor == .named("PadBrand"))
    #expect(pad.root.subviews.isEmpty)
  }
}
