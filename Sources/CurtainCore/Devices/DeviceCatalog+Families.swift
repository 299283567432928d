// The device table. Sources, cited per row by their key:
// [HIG]  Apple, Human Interface Guidelines, "Adaptivity and Layout" device dimensions table
//        (points and scale, iPhone 6s to 11 Pro Max and iPads to the 12.9" iPad Pro).
// [RS]   gist ricsantos/e7baee6885626b9cb87c021a5097623f: points and scale, iPhone X to 15 Pro
//        Max, from Apple's specifications.
// [DG]   piotrbakker/diagonal README.md (018ee4b), from Apple's Technical Specifications:
//        points of iPhone 16, 16 Plus, 16 Pro, 16 Pro Max, 16e and the 2024-2025 iPads.
// [SR]   github.com/Sivabalaa/iOSResolution: iPad points per generation (9.7" to 12.9").
// [PF]   pointfreeco/swift-snapshot-testing (6bb6c9a), Sources/SnapshotTesting/Common/View.swift,
//        ViewImageConfig: sizes and safe areas per orientation of the iPhone SE (1st), 8, 8 Plus,
//        X, XS Max, 12, 12 Pro Max, 13, 13 mini, 13 Pro Max and the iPad mini, 9.7", 10.2",
//        10.5", 11" and 12.9" iPad Pros.
// [PF653]  the same repository's pull request #653 (d45dbb8): iPad mini (6th generation).
// [PF1046] pull request #1046 (9aa8c32, iOS 26 simulators): iPhone 17, 17 Pro, 17 Pro Max, Air.
// [DP]   aloisdeniel/flutter_device_preview, device_specs/<id>.json: `portraitPadding` and
//        `landscapePadding` are the window's safe areas reported by a probe app in a booted
//        simulator of that device type (.claude/skills/extract-cupertino-specs). Branch
//        feat/ios-26-5-missing-specs (63157d8, iOS 26.5): apple-iphone-17, -17-pro, -17-pro-max,
//        -air; develop (d445337): apple-iphone-16e; feat/xcode-26-simulators (ffbac9d): the 16e
//        on iOS 26.
// [QMUI] Tencent/QMUI_iOS (4dca234), QMUIKit/QMUICore/QMUIHelper.m,
//        safeAreaInsetsForDeviceWithNotch: portrait and landscape insets per machine id, iPhone
//        11 to 16 Pro Max, and 24/20 on every iPad without a Home button.
// [TL]   Tinder/Layout (eb8ac90), Sources/SnapshotTestingExtensions/ViewImageConfig.swift:
//        iPhone 14, 14 Plus, 14 Pro, 14 Pro Max, 15, 15 Plus, 15 Pro, 15 Pro Max.
// [IB]   Interface Builder's saved root-view frames in real documents with that device id
//        (Scripts/layout-corpus.py's corpus and public apps' storyboards and xibs).
// [SO]   Safe areas of the views pinned to the safe area in real documents of that id.
// Where two sources disagree, the row says which it follows. No row is from memory alone.
extension DeviceCatalog {
  private static func size(_ width: Double, _ height: Double) -> Size {
    Size(width: width, height: height)
  }

  /// Every device family, phones from small to large, then iPads. The first row is a design
  /// device only (iOS 15 does not run on the iPhone 4s).
  public static let families: [DeviceFamily] = [
    // 320x480 @2x [SR; IB: retina3_5 roots are 320x480]; status bar 20, landscape 0 as the SE [PF].
    DeviceFamily(
      models: ["iPhone 4s"], portraitSize: size(320, 480), scale: 2,
      portraitSafeArea: EdgeInsets(top: 20, bottom: 0), landscapeSafeArea: .zero,
      interfaceBuilderIDs: ["retina3_5"], runsCurrentIOS: false),
    // 320x568 @2x [HIG "iPhone SE"]; 20 / 0 [PF iPhoneSe]; retina4_0 320x568 [IB].
    DeviceFamily(
      models: ["iPhone SE (1st generation)", "iPod touch (7th generation)"],
      portraitSize: size(320, 568), scale: 2, portraitSafeArea: EdgeInsets(top: 20, bottom: 0),
      landscapeSafeArea: .zero, interfaceBuilderIDs: ["retina4_0"]),
    // 375x667 @2x [HIG iPhone 8, 7, 6s]; 20 / 0 [PF iPhone8]; retina4_7 375x667 [IB].
    DeviceFamily(
      models: [
        "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 6s", "iPhone 7",
        "iPhone 8",
      ], portraitSize: size(375, 667), scale: 2, portraitSafeArea: EdgeInsets(top: 20, bottom: 0),
      landscapeSafeArea: .zero, interfaceBuilderIDs: ["retina4_7"]),
    // 414x736 @3x [HIG iPhone 8 Plus, 7 Plus, 6s Plus]; 20 / 0 [PF iPhone8Plus]; retina5_5 [IB].
    DeviceFamily(
      models: ["iPhone 8 Plus", "iPhone 6s Plus", "iPhone 7 Plus"], portraitSize: size(414, 736),
      scale: 3, portraitSafeArea: EdgeInsets(top: 20, bottom: 0), landscapeSafeArea: .zero,
      interfaceBuilderIDs: ["retina5_5"]),
    // 375x812 @3x [HIG iPhone X, XS, 11 Pro]; 44 / 34 [PF iPhoneX]; landscape 44 | 21 [QMUI's
    // 44-point phones; PF's 24-point bottom is iOS 11's]; retina5_9 375x812, 44 / 34 [IB, SO].
    DeviceFamily(
      models: ["iPhone 11 Pro", "iPhone X", "iPhone XS"], portraitSize: size(375, 812), scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      interfaceBuilderIDs: ["retina5_9"]),
    // 414x896 @3x [HIG iPhone 11 Pro Max, XS Max]; 44 / 34, landscape 44 | 21 [QMUI
    // iPhone12,5]; retina6_5 414x896 [IB].
    DeviceFamily(
      models: ["iPhone 11 Pro Max", "iPhone XS Max"], portraitSize: size(414, 896), scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      interfaceBuilderIDs: ["retina6_5"]),
    // 414x896 @2x [HIG iPhone 11, XR]; 48 / 34, landscape 48 | 21 [QMUI iPhone12,1; PF's 44 is
    // iOS 12's]; retina6_1 414x896 [IB] simulated with 44 / 34 [SO: 26 documents].
    DeviceFamily(
      models: ["iPhone 11", "iPhone XR"], portraitSize: size(414, 896), scale: 2,
      portraitSafeArea: EdgeInsets(top: 48, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
      interfaceBuilderIDs: ["retina6_1"],
      interfaceBuilderSafeArea: [
        EdgeInsets(top: 44, bottom: 34), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      ]),
    // 375x812 @3x [RS 12 mini, 13 mini]; 50 / 34, landscape 50 | 21 [PF iPhone13Mini; QMUI
    // iPhone13,1 and 14,4]. retina5_4: the previous table's id, not yet seen in a document.
    DeviceFamily(
      models: ["iPhone 13 mini", "iPhone 12 mini"], portraitSize: size(375, 812), scale: 3,
      portraitSafeArea: EdgeInsets(top: 50, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
      interfaceBuilderIDs: ["retina5_4"]),
    // 390x844 @3x [RS 12, 12 Pro, 13, 13 Pro, 14; DG 16e]; 47 / 34, landscape 47 | 21 [PF
    // iPhone12, iPhone13; TL iPhone14; QMUI; DP develop apple-iphone-16e: the 16e's simulator,
    // 47 / 34 and 47 | 21 (its iOS 26 probe, DP ffbac9d, has 20 at the landscape bottom, as
    // every iOS 26 phone in DP)]. retina6_0 390x844 [IB].
    DeviceFamily(
      models: [
        "iPhone 14", "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e",
      ], portraitSize: size(390, 844), scale: 3, portraitSafeArea: EdgeInsets(top: 47, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      interfaceBuilderIDs: ["retina6_0"]),
    // 428x926 @3x [RS 12 Pro Max, 13 Pro Max, 14 Plus]; 47 / 34, landscape 47 | 21 [PF
    // iPhone12ProMax; TL iPhone14Plus]; retina6_7 428x926 [IB].
    DeviceFamily(
      models: ["iPhone 14 Plus", "iPhone 12 Pro Max", "iPhone 13 Pro Max"],
      portraitSize: size(428, 926), scale: 3, portraitSafeArea: EdgeInsets(top: 47, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      interfaceBuilderIDs: ["retina6_7"]),
    // 393x852 @3x [RS 14 Pro, 15, 15 Pro; DG 16]; 59 / 34, landscape 59 | 21 [TL iPhone14Pro,
    // iPhone15, iPhone15Pro; QMUI iPhone17,3 (16). QMUI's 47 for iPhone15,4 is not followed:
    // the 15 has the 16's display and Dynamic Island]; retina6_12 393x852, 59 / 34 [IB, SO].
    DeviceFamily(
      models: ["iPhone 15", "iPhone 14 Pro", "iPhone 15 Pro", "iPhone 16"],
      portraitSize: size(393, 852), scale: 3, portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      interfaceBuilderIDs: ["retina6_12"]),
    // 430x932 @3x [RS 14 Pro Max, 15 Plus, 15 Pro Max; DG 16 Plus]; 59 / 34, landscape 59 | 21
    // [TL iPhone14ProMax, iPhone15ProMax; QMUI iPhone17,4 (16 Plus)]; retina6_72 [IB].
    DeviceFamily(
      models: ["iPhone 15 Pro Max", "iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"],
      portraitSize: size(430, 932), scale: 3, portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      interfaceBuilderIDs: ["retina6_72"]),
    // 402x874 @3x [DG]; 62 / 34, landscape 62 | 21 [QMUI iPhone17,1]; retina6_3 402x874 [IB].
    DeviceFamily(
      models: ["iPhone 16 Pro"], portraitSize: size(402, 874), scale: 3,
      portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
      interfaceBuilderIDs: ["retina6_3"]),
    // 440x956 @3x [DG]; 62 / 34, landscape 62 | 21 [QMUI iPhone17,2]; retina6_9 440x956 [IB].
    DeviceFamily(
      models: ["iPhone 16 Pro Max"], portraitSize: size(440, 956), scale: 3,
      portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
      interfaceBuilderIDs: ["retina6_9"]),
    // 402x874 @3x, 62 / 34 [PF1046 iPhone17, iPhone17Pro; DP apple-iphone-17, -17-pro];
    // landscape 0 top, 62 sides, 20 bottom [DP, iOS 26.5 probe]. PF1046 has a 20-point top in
    // landscape (a status bar); DP's probe of a running app's window is followed.
    DeviceFamily(
      models: ["iPhone 17 Pro", "iPhone 17"], portraitSize: size(402, 874), scale: 3,
      portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
    // 440x956 @3x, 62 / 34 [PF1046 iPhone17ProMax; DP apple-iphone-17-pro-max]; landscape
    // 0 | 62 | 20 [DP] (PF1046: 20 top).
    DeviceFamily(
      models: ["iPhone 17 Pro Max"], portraitSize: size(440, 956), scale: 3,
      portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
    // 420x912 @3x, 68 / 34 [PF1046 iPhoneAir; DP apple-iphone-air]; landscape 0 | 68 | 20 [DP]
    // (PF1046: 20 top, 29 bottom).
    DeviceFamily(
      models: ["iPhone Air"], portraitSize: size(420, 912), scale: 3,
      portraitSafeArea: EdgeInsets(top: 68, bottom: 34),
      landscapeSafeArea: EdgeInsets(top: 0, left: 68, bottom: 20, right: 68)),

    // iPads with a Home button: the 20-point status bar on top in both orientations [PF
    // iPadMini, iPad9_7, iPad10_2, iPadPro10_5, iPadPro12_9].
    // 768x1024 @2x [HIG 9.7" iPad, iPad Air, iPad Pro, 7.9" iPad mini; SR]; ipad9_7 [IB].
    DeviceFamily(
      models: [
        "iPad (6th generation)", "iPad (5th generation)", "iPad Air 2", "iPad mini 4",
        "iPad mini (5th generation)", "iPad Pro (9.7-inch)",
      ], portraitSize: size(768, 1024), scale: 2, portraitSafeArea: EdgeInsets(top: 20, bottom: 0),
      landscapeSafeArea: EdgeInsets(top: 20, bottom: 0), interfaceBuilderIDs: ["ipad9_7"]),
    // 810x1080 @2x [HIG 10.2" iPad; SR]; ipad10_2: the previous table's id, not yet seen.
    DeviceFamily(
      models: ["iPad (9th generation)", "iPad (7th generation)", "iPad (8th generation)"],
      portraitSize: size(810, 1080), scale: 2, portraitSafeArea: EdgeInsets(top: 20, bottom: 0),
      landscapeSafeArea: EdgeInsets(top: 20, bottom: 0), interfaceBuilderIDs: ["ipad10_2"]),
    // 834x1112 @2x [HIG 10.5" iPad Pro, iPad Air; SR]; ipad10_5: not yet seen in a document.
    DeviceFamily(
      models: ["iPad Air (3rd generation)", "iPad Pro (10.5-inch)"],
      portraitSize: size(834, 1112), scale: 2, portraitSafeArea: EdgeInsets(top: 20, bottom: 0),
      landscapeSafeArea: EdgeInsets(top: 20, bottom: 0), interfaceBuilderIDs: ["ipad10_5"]),
    // 1024x1366 @2x [HIG 12.9" iPad Pro; SR 1st and 2nd generation]; ipad12_9: not yet seen.
    DeviceFamily(
      models: ["iPad Pro 12.9-inch (2nd generation)", "iPad Pro (12.9-inch) (1st generation)"],
      portraitSize: size(1024, 1366), scale: 2, portraitSafeArea: EdgeInsets(top: 20, bottom: 0),
      landscapeSafeArea: EdgeInsets(top: 20, bottom: 0), interfaceBuilderIDs: ["ipad12_9"]),

    // iPads without a Home button: 24 top, 20 bottom in both orientations [PF iPadPro11, PF653;
    // QMUI: every notched iPad].
    // 744x1133 @2x [DG; PF653]; ipad8_3: the previous table's id, not yet seen.
    DeviceFamily(
      models: ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
      portraitSize: size(744, 1133), scale: 2, portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
      landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), interfaceBuilderIDs: ["ipad8_3"]),
    // 820x1180 @2x [DG iPad Air 11-inch (M3), iPad (A16)]; ipad10_9rounded: not yet seen.
    DeviceFamily(
      models: [
        "iPad Air (5th generation)", "iPad Air (4th generation)", "iPad (10th generation)",
        "iPad (A16)", "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)",
      ], portraitSize: size(820, 1180), scale: 2, portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
      landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
      interfaceBuilderIDs: ["ipad10_9rounded"]),
    // 834x1194 @2x [HIG 11" iPad Pro; SR; PF iPadPro11]; ipad11_0rounded [IB: a public xib];
    // ipad11: the previous table's id, not yet seen.
    DeviceFamily(
      models: [
        "iPad Pro 11-inch", "iPad Pro (11-inch) (1st generation)",
        "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (3rd generation)",
        "iPad Pro (11-inch) (4th generation)",
      ], portraitSize: size(834, 1194), scale: 2, portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
      landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
      interfaceBuilderIDs: ["ipad11_0rounded", "ipad11"]),
    // 1024x1366 @2x [HIG; SR 3rd and 4th generation; DG iPad Air 13-inch (M3)];
    // ipad12_9rounded 1024x1366, 24 / 20 [IB, SO].
    DeviceFamily(
      models: [
        "iPad Pro 12.9-inch", "iPad Pro (12.9-inch) (3rd generation)",
        "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (5th generation)",
        "iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)",
      ], portraitSize: size(1024, 1366), scale: 2,
      portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
      landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
      interfaceBuilderIDs: ["ipad12_9rounded"]),
    // 834x1210 @2x [DG iPad Pro 11-inch (M4)].
    DeviceFamily(
      models: ["iPad Pro 11-inch (M4)"], portraitSize: size(834, 1210), scale: 2,
      portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
      landscapeSafeArea: EdgeInsets(top: 24, bottom: 20)),
    // 1032x1376 @2x [DG iPad Pro 13-inch (M4)]; ipad13_0rounded [IB: seen in a public
    // project's storyboard template].
    DeviceFamily(
      models: ["iPad Pro 13-inch (M4)"], portraitSize: size(1032, 1376), scale: 2,
      portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
      landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
      interfaceBuilderIDs: ["ipad13_0rounded"]),
  ]
}
