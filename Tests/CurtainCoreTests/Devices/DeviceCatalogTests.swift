import CurtainCore
import Testing

@Suite("Device catalogue")
struct DeviceCatalogTests {
  @Test(
    "Devices are found by name, slug or Interface Builder id, ignoring case",
    arguments: [
      ("iPhone 15", "iPhone 15"), ("iphone-15", "iPhone 15"),
      ("IPHONE 15 PRO MAX", "iPhone 15 Pro Max"),
      ("ipad-pro-12-9-inch", "iPad Pro 12.9-inch"),
      ("iphone-se-3rd-generation", "iPhone SE (3rd generation)"),
      ("iPhone 6s", "iPhone 6s"), ("iPad Air 2", "iPad Air 2"), ("iPhone 16e", "iPhone 16e"),
      ("retina6_9", "iPhone 16 Pro Max"), ("iPhone 16 Pro Max", "iPhone 16 Pro Max"),
      ("ipad12_9rounded", "iPad Pro 12.9-inch"), ("iPhone 14 Plus", "iPhone 14 Plus"),
      ("retina3_5", "iPhone 4s"), ("ipad11_0rounded", "iPad Pro 11-inch"),
    ])
  func lookup(query: String, name: String) throws {
    #expect(try DeviceCatalog.device(named: query).name == name)
  }

  @Test("An unknown name lists the valid ones")
  func unknown() {
    let error = DeviceCatalog.UnknownDevice(name: "iPhone 99")
    #expect(error.description.contains("'iPhone 99'"))
    #expect(error.description.contains("'iPhone 16 Pro'"))
    #expect(throws: error) { try DeviceCatalog.device(named: "iPhone 99") }
  }

  @Test("Names, slugs and Interface Builder ids each name one device")
  func uniqueKeys() {
    let every = DeviceCatalog.families.flatMap(\.devices)
    #expect(Set(every.map(\.slug)).count == every.count)
    let ids = DeviceCatalog.families.flatMap(\.interfaceBuilderIDs)
    #expect(Set(ids).count == ids.count)
  }

  /// Every id in the 77 real launch screens measured by Scripts/layout-corpus.py, and the ones
  /// public apps' storyboards and xibs use (retina3_5, retina6_3, retina6_7, retina6_9,
  /// ipad9_7, ipad11_0rounded), with the root view size Xcode saved for them.
  @Test(
    "Every Interface Builder id real documents use resolves to its saved root size",
    arguments: [
      ("retina3_5", 320.0, 480.0), ("retina4_0", 320, 568), ("retina4_7", 375, 667),
      ("retina5_5", 414, 736), ("retina5_9", 375, 812), ("retina6_0", 390, 844),
      ("retina6_1", 414, 896), ("retina6_5", 414, 896), ("retina6_7", 428, 926),
      ("retina6_12", 393, 852), ("retina6_3", 402, 874), ("retina6_9", 440, 956),
      ("ipad9_7", 768, 1024), ("ipad11_0rounded", 834, 1194), ("ipad12_9rounded", 1024, 1366),
    ])
  func interfaceBuilderIDs(id: String, width: Double, height: Double) throws {
    let device = try #require(DeviceCatalog.device(interfaceBuilderID: id))
    #expect(device.portraitSize == Size(width: width, height: height))
  }

  @Test("Interface Builder's iPhone 11 keeps the 44-point inset its saved frames show")
  func interfaceBuilderInsets() throws {
    let designed = try #require(DeviceCatalog.device(interfaceBuilderID: "retina6_1"))
    let device = try DeviceCatalog.device(named: "iPhone 11")
    #expect(designed.portraitSafeArea == EdgeInsets(top: 44, bottom: 34))
    #expect(device.portraitSafeArea == EdgeInsets(top: 48, bottom: 34))
  }

  @Test("Landscape swaps the size and uses the landscape safe area", arguments: DeviceCatalog.all)
  func orientations(device: Device) {
    let portrait = device.screen(.portrait)
    let landscape = device.screen(.landscape)
    #expect(portrait.size.width < portrait.size.height)
    #expect(landscape.size.width == portrait.size.height)
    #expect(landscape.safeArea == device.landscapeSafeArea)
    #expect(portrait.safeArea.top >= 20)
  }

  /// Spot checks against the sources named in DeviceCatalog+Families.swift: pixels from
  /// Apple's specifications (points x scale), insets from the public tables.
  @Test(
    "Figures match their sources",
    arguments: [
      // [HIG] 750x1334, [PF iPhone8] 20 / 0, landscape 0.
      ("iPhone 8", 750, 1334, EdgeInsets(top: 20, bottom: 0), EdgeInsets.zero),
      // [HIG] 1242x2208 (downsampled to 1080x1920 on the panel; UIKit renders @3x).
      ("iPhone 7 Plus", 1242, 2208, EdgeInsets(top: 20, bottom: 0), .zero),
      // [HIG] 828x1792, [QMUI iPhone12,1] 48 / 34 and 48 | 21.
      (
        "iPhone XR", 828, 1792, EdgeInsets(top: 48, bottom: 34),
        EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)
      ),
      // [RS] 1125x2436, [PF iPhone13Mini] 50 / 34 and 50 | 21.
      (
        "iPhone 12 mini", 1125, 2436, EdgeInsets(top: 50, bottom: 34),
        EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
      ),
      // [RS] 1179x2556, [TL iPhone15] 59 / 34 and 59 | 21.
      (
        "iPhone 15", 1179, 2556, EdgeInsets(top: 59, bottom: 34),
        EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
      ),
      // [DG] 1206x2622, [QMUI iPhone17,1] 62 / 34 and 62 | 21.
      (
        "iPhone 16 Pro", 1206, 2622, EdgeInsets(top: 62, bottom: 34),
        EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)
      ),
      // [PF1046, DP] 420x912 @3x, 68 / 34; [DP, iOS 26.5 probe] landscape 0 | 68 | 20.
      (
        "iPhone Air", 1260, 2736, EdgeInsets(top: 68, bottom: 34),
        EdgeInsets(top: 0, left: 68, bottom: 20, right: 68)
      ),
      // [PF1046, DP] 1206x2622, 62 / 34; [DP] landscape 0 | 62 | 20.
      (
        "iPhone 17", 1206, 2622, EdgeInsets(top: 62, bottom: 34),
        EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)
      ),
      // [PF1046, DP] 1320x2868, 62 / 34; [DP] landscape 0 | 62 | 20.
      (
        "iPhone 17 Pro Max", 1320, 2868, EdgeInsets(top: 62, bottom: 34),
        EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)
      ),
      // [DG] 1170x2532, [DP develop apple-iphone-16e] 47 / 34 and 47 | 21.
      (
        "iPhone 16e", 1170, 2532, EdgeInsets(top: 47, bottom: 34),
        EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
      ),
      // [HIG] 1620x2160, [PF iPad10_2] 20 / 0 in both orientations.
      (
        "iPad (8th generation)", 1620, 2160, EdgeInsets(top: 20, bottom: 0),
        EdgeInsets(top: 20, bottom: 0)
      ),
      // [DG] 1488x2266, [PF653] 24 / 20.
      (
        "iPad mini (A17 Pro)", 1488, 2266, EdgeInsets(top: 24, bottom: 20),
        EdgeInsets(top: 24, bottom: 20)
      ),
      // [DG] 2064x2752, 24 / 20 [QMUI: every iPad without a Home button].
      (
        "iPad Pro 13-inch (M4)", 2064, 2752, EdgeInsets(top: 24, bottom: 20),
        EdgeInsets(top: 24, bottom: 20)
      ),
    ])
  func figures(
    name: String, pixelWidth: Int, pixelHeight: Int, portrait: EdgeInsets, landscape: EdgeInsets
  ) throws {
    let device = try DeviceCatalog.device(named: name)
    let screen = device.screen(.portrait)
    #expect(screen.pixelWidth == pixelWidth && screen.pixelHeight == pixelHeight)
    #expect(device.portraitSafeArea == portrait)
    #expect(device.landscapeSafeArea == landscape)
  }

  @Test("The table covers every iPhone and iPad iOS 15 and later run on")
  func coverage() {
    let names = Set(DeviceCatalog.all.map(\.name))
    let expected = [
      "iPhone 6s", "iPhone 6s Plus", "iPhone SE (1st generation)", "iPod touch (7th generation)",
      "iPhone 7", "iPhone 7 Plus", "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone XS",
      "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max",
      "iPhone SE (2nd generation)", "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro",
      "iPhone 12 Pro Max", "iPhone 13 mini", "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max",
      "iPhone SE (3rd generation)", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro",
      "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max",
      "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 16e",
      "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air",
      "iPad Air 2", "iPad mini 4", "iPad (5th generation)", "iPad Pro (9.7-inch)",
      "iPad Pro (12.9-inch) (1st generation)", "iPad (6th generation)", "iPad Pro (10.5-inch)",
      "iPad Pro 12.9-inch (2nd generation)", "iPad Pro (11-inch) (1st generation)",
      "iPad Pro (12.9-inch) (3rd generation)", "iPad mini (5th generation)",
      "iPad Air (3rd generation)", "iPad (7th generation)", "iPad Pro (11-inch) (2nd generation)",
      "iPad Pro (12.9-inch) (4th generation)", "iPad (8th generation)",
      "iPad Air (4th generation)", "iPad Pro (11-inch) (3rd generation)",
      "iPad Pro (12.9-inch) (5th generation)", "iPad (9th generation)",
      "iPad mini (6th generation)", "iPad Air (5th generation)", "iPad (10th generation)",
      "iPad Pro (11-inch) (4th generation)", "iPad Pro (12.9-inch) (6th generation)",
      "iPad Air 11-inch (M2)", "iPad Air 13-inch (M2)", "iPad Pro 11-inch (M4)",
      "iPad Pro 13-inch (M4)", "iPad mini (A17 Pro)", "iPad (A16)", "iPad Air 11-inch (M3)",
      "iPad Air 13-inch (M3)",
    ]
    #expect(expected.filter { !names.contains($0) } == [])
    #expect(!names.contains("iPhone 4s"))
  }

  @Test("check --matrix's representative set keeps its 12 devices, one per screen shape")
  func matrix() {
    #expect(DeviceCatalog.matrix.count == 12)
    #expect(DeviceCatalog.matrix.first?.name == "iPhone SE (2nd generation)")
    #expect(DeviceCatalog.screens.count == 26)
  }
}
