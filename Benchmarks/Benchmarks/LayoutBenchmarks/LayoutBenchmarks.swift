import Benchmark
import CurtainAssets
import CurtainCore
import Foundation

/// Laying out a typical launch screen (a safe-area bar, a logo centred with a multiplier, a
/// two-item stack and a bottom label: 7 views, 13 constraints) against reading the same
/// storyboard, the baseline measured in the same run. Target: layout under 1 ms.
///
/// `LaunchLayout corpus` lays out every storyboard and xib in the folder named by
/// `CURTAIN_LAYOUT_CORPUS` (see Scripts/layout-corpus.py) on every screen of the device table
/// (`DeviceCatalog.screens`, 26) in both orientations, against reading the same documents once
/// (the baseline, same run); without the variable it uses the typical screen 60 times.
/// Target: seconds.
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "LaunchScreenReader.read (baseline)",
    configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(5))
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try LaunchScreenReader.read(path: "Launch.storyboard", data: TypicalScreen.data))
    }
  }
  Benchmark(
    "LaunchLayout.layout (typical screen, iPhone 15)",
    configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(5))
  ) { benchmark in
    let screen = try LaunchScreenReader.read(path: "Launch.storyboard", data: TypicalScreen.data)
    let environment = LaunchLayoutEnvironment(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(LaunchLayout.layout(screen, in: environment))
    }
  }
  Benchmark(
    "LaunchScreenReader corpus (baseline: each document read once)",
    configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(20))
  ) { benchmark in
    let documents = try TypicalScreen.corpusData()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for (path, data) in documents {
        blackHole(try? LaunchScreenReader.read(path: path, data: data))
      }
    }
  }
  Benchmark(
    "LaunchLayout corpus (every screen and orientation)",
    configuration: .init(
      metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(60), maxIterations: 3)
  ) { benchmark in
    let screens = try TypicalScreen.corpus()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for screen in screens {
        for device in DeviceCatalog.screens {
          for orientation in Orientation.allCases {
            blackHole(
              LaunchLayout.layout(
                screen, in: LaunchLayoutEnvironment(device: device, orientation: orientation)))
          }
        }
      }
    }
  }
}

enum TypicalScreen {
  /// The corpus folder's screens, or the typical screen 60 times.
  static func corpus() throws -> [LaunchScreen] {
    try corpusData().compactMap { try? LaunchScreenReader.read(path: $0.path, data: $0.data) }
  }

  /// The corpus folder's documents (path and bytes), or the typical screen 60 times.
  static func corpusData() throws -> [(path: String, data: Data)] {
    guard let folder = ProcessInfo.processInfo.environment["CURTAIN_LAYOUT_CORPUS"] else {
      return Array(repeating: ("Launch.storyboard", data), count: 60)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.compactMap {
      let path = (folder as NSString).appendingPathComponent($0)
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      return (path, data)
    }
  }

  static let data = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <color key="backgroundColor" systemColor="systemGray6Color"/>
                                </view>
                                <imageView contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                    <rect key="frame" x="136.66666666666666" y="236" width="120" height="80"/>
                                </imageView>
                                <stackView axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="156.66666666666666" y="400" width="80" height="88"/>
                                    <subviews>
                                        <imageView image="Icon" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                            <rect key="frame" x="20" y="0.0" width="40" height="40"/>
                                        </imageView>
                                        <imageView image="Icon" translatesAutoresizingMaskIntoConstraints="NO" id="icon2">
                                            <rect key="frame" x="20" y="48" width="40" height="40"/>
                                        </imageView>
                                    </subviews>
                                </stackView>
                                <label text="Acme Inc." textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="160" y="777.66666666666663" width="73" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="bar" firstAttribute="height" constant="44" id="c4"/>
                                <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c5"/>
                                <constraint firstItem="logo" firstAttribute="centerY" secondItem="root" secondAttribute="bottom" multiplier="1:3" id="c6"/>
                                <constraint firstItem="logo" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.3" id="c7"/>
                                <constraint firstItem="logo" firstAttribute="width" secondItem="logo" secondAttribute="height" multiplier="3:2" id="c8"/>
                                <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c9"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="logo" secondAttribute="bottom" constant="84" id="c10"/>
                                <constraint firstItem="name" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c11"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="20" id="c12"/>
                                <constraint firstItem="name" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="leading" constant="20" id="c13"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="Logo" width="120" height="80"/>
            <image name="Icon" width="40" height="40"/>
        </resources>
    </document>
    """.utf8)
}
