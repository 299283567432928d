/// Interface Builder's design devices (`<device id="retina6_1">` in a storyboard or xib).
///
/// Sources, per figure: point sizes are the root view's saved `<rect key="frame">` in real
/// documents of each id (Scripts/layout-corpus.py lists them: retina4_0 320×568, retina4_7
/// 375×667, retina5_5 414×736, retina5_9 375×812, retina6_0 390×844, retina6_1 414×896,
/// retina6_5 414×896, retina6_12 393×852, ipad12_9rounded 1024×1366); the others and every
/// scale from Apple's Human Interface Guidelines device table for the model IB simulates.
/// Safe areas: for retina5_9 (44/34), retina6_1 (44/34), retina6_12 (59/34) and
/// ipad12_9rounded (24/20), the ones Interface Builder simulates, as the saved frames of views
/// pinned to the safe area in real documents of those ids agree with them; for the other ids the
/// device's own insets (DeviceCatalog's sources), not checked against a document; a phone
/// without a Home button has the 20-point status bar on top.
extension DeviceCatalog {
  private static func design(
    _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double, top: Double,
    bottom: Double, pad: Bool = false
  ) -> (String, Device) {
    let notched = bottom > 0
    let landscape =
      pad
      ? EdgeInsets(top: top, bottom: bottom)
      : notched ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero
    return (
      id,
      Device(
        name: name, portraitSize: Size(width: width, height: height), scale: scale,
        portraitSafeArea: EdgeInsets(top: top, bottom: bottom), landscapeSafeArea: landscape)
    )
  }

  /// Interface Builder's design devices by id.
  public static let interfaceBuilder: [String: Device] = Dictionary(
    uniqueKeysWithValues: [
      design("retina3_5", "iPhone 4s", 320, 480, scale: 2, top: 20, bottom: 0),
      design("retina4_0", "iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, bottom: 0),
      design("retina4_7", "iPhone SE (2nd generation)", 375, 667, scale: 2, top: 20, bottom: 0),
      design("retina5_5", "iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0),
      design("retina5_9", "iPhone 11 Pro", 375, 812, scale: 3, top: 44, bottom: 34),
      design("retina5_4", "iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34),
      design("retina6_0", "iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34),
      design("retina6_1", "iPhone 11", 414, 896, scale: 2, top: 44, bottom: 34),
      design("retina6_5", "iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, bottom: 34),
      design("retina6_7", "iPhone 14 Plus", 428, 926, scale: 3, top: 47, bottom: 34),
      design("retina6_12", "iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34),
      design("retina6_72", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34),
      design("retina6_3", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34),
      design("retina6_9", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34),
      design(
        "ipad9_7", "iPad (6th generation)", 768, 1024, scale: 2, top: 20, bottom: 0, pad: true),
      design(
        "ipad10_2", "iPad (9th generation)", 810, 1080, scale: 2, top: 20, bottom: 0, pad: true),
      design(
        "ipad10_5", "iPad Air (3rd generation)", 834, 1112, scale: 2, top: 20, bottom: 0, pad: true),
      design("ipad11", "iPad Pro 11-inch", 834, 1194, scale: 2, top: 24, bottom: 20, pad: true),
      design(
        "ipad10_9rounded", "iPad Air (5th generation)", 820, 1180, scale: 2, top: 24, bottom: 20,
        pad: true),
      design(
        "ipad8_3", "iPad mini (6th generation)", 744, 1133, scale: 2, top: 24, bottom: 20, pad: true
      ),
      design(
        "ipad12_9", "iPad Pro 12.9-inch (2nd generation)", 1024, 1366, scale: 2, top: 20, bottom: 0,
        pad: true),
      design(
        "ipad12_9rounded", "iPad Pro 12.9-inch", 1024, 1366, scale: 2, top: 24, bottom: 20,
        pad: true),
    ])
}
