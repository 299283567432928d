import CurtainCore
import Testing

/// Issue #26's visual rules: each planted mistake is found on the device and orientation it
/// shows on, and its near miss (or the exemption that makes it intended) gives nothing.
@Suite struct LaunchLayoutAuditTests {
  static let logo = Size(width: 120, height: 80)

  /// A screen whose one subview keeps its saved `frame` (autoresizing, fixed margins).
  static func screen(
    _ frame: Rect, content: LaunchViewContent = .image(LaunchImage(name: "Logo")),
    mode: ContentMode = .scaleAspectFit, hidden: Bool = false, placed: Bool = true,
    constraints: [LaunchConstraint] = []
  ) -> LaunchScreen {
    var attributes = LaunchViewAttributes(isHidden: hidden, contentMode: mode)
    if !constraints.isEmpty || !placed { attributes.translatesAutoresizingMask = false }
    return LaunchScreen(
      source: .storyboard,
      root: LaunchView(
        id: "root", savedFrame: Rect(x: 0, y: 0, width: 393, height: 852),
        subviews: [
          LaunchView(id: "v", content: content, attributes: attributes, savedFrame: frame)
        ], constraints: constraints,
        layoutGuides: [LaunchLayoutGuide(id: "safe", kind: .safeArea)]),
      imageSizes: ["Logo": logo, "Dot": Size(width: 1, height: 1)])
  }

  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var screen: LaunchScreen
    var device: String = "iPhone 15"
    var orientation: Orientation = .portrait
    var statusBarHidden = false
    var opaque: [String: EdgeInsets] = [:]
    var expected: [LaunchLayoutIssue.Kind]
  }

  static let label = LaunchViewContent.label(LaunchLabel(text: "Welcome"))

  static let cases: [Case] = [
    Case(
      description: "logo 10 pt from the top of an iPhone 15",
      screen: screen(Rect(x: 136, y: 10, width: 120, height: 80)),
      expected: [.obstructed(.statusBarAndSensorHousing)]),
    Case(
      description: "logo just below the iPhone 15's safe area",
      screen: screen(Rect(x: 136, y: 60, width: 120, height: 80)), expected: []),
    Case(
      description: "logo 10 pt from the top of an SE",
      screen: screen(Rect(x: 136, y: 10, width: 120, height: 80)),
      device: "iPhone SE (3rd generation)", expected: [.obstructed(.statusBar)]),
    Case(
      description: "logo 10 pt from the top of an SE whose status bar is hidden",
      screen: screen(Rect(x: 136, y: 10, width: 120, height: 80)),
      device: "iPhone SE (3rd generation)", statusBarHidden: true, expected: []),
    Case(
      description: "label 20 pt above the bottom of an iPhone 15",
      screen: screen(Rect(x: 100, y: 812, width: 193, height: 20), content: label),
      expected: [.obstructed(.homeIndicator)]),
    Case(
      description: "label 20 pt above the bottom of an SE (no Home indicator)",
      screen: screen(Rect(x: 100, y: 627, width: 175, height: 20), content: label),
      device: "iPhone SE (3rd generation)", expected: []),
    Case(
      description: "full-width banner image at the top (meant to be there)",
      screen: screen(Rect(x: 0, y: 0, width: 393, height: 120), mode: .scaleToFill),
      expected: [.distorted(percent: 118.3)]),
    Case(
      description: "aspect-fit logo whose tall frame reaches the top but whose image does not",
      screen: screen(Rect(x: 136, y: 0, width: 120, height: 600)), expected: []),
    Case(
      description: "logo at the left edge in landscape (notch side)",
      screen: screen(Rect(x: 10, y: 150, width: 120, height: 80)), orientation: .landscape,
      expected: [.obstructed(.sensorHousing)]),
    Case(
      description: "logo running 107 pt past the right edge",
      screen: screen(Rect(x: 380, y: 400, width: 120, height: 80)),
      expected: [.clipped(overflow: 107, offScreen: false)]),
    Case(
      description: "logo wholly off-screen",
      screen: screen(Rect(x: 500, y: 400, width: 120, height: 80)),
      expected: [.clipped(overflow: 0, offScreen: true)]),
    Case(
      description: "aspect-fill background larger than the screen on every side",
      screen: screen(Rect(x: -20, y: -20, width: 433, height: 892), mode: .scaleAspectFill),
      expected: []),
    Case(
      description: "label wider than the screen",
      screen: screen(Rect(x: -50, y: 400, width: 493, height: 20), content: label),
      expected: [.clipped(overflow: 50, offScreen: false)]),
    Case(
      description: "hidden logo under the status bar",
      screen: screen(Rect(x: 136, y: 10, width: 120, height: 80), hidden: true), expected: []),
    Case(
      description: "centred label text in a frame 20 pt from the sides, landscape (GoMap)",
      screen: screen(
        Rect(x: 20, y: 100, width: 812, height: 43),
        content: .label(LaunchLabel(text: "Go Map!!", alignment: .center))),
      orientation: .landscape, expected: []),
    Case(
      description: "left-aligned label text 20 pt from the side, landscape",
      screen: screen(Rect(x: 20, y: 100, width: 812, height: 43), content: label),
      orientation: .landscape, expected: [.obstructed(.sensorHousing)]),
    Case(
      description: "background picture bleeding past the bottom, not full width (ownCloud)",
      screen: screen(
        Rect(x: 59, y: 0, width: 793, height: 420), mode: .scaleAspectFill),
      orientation: .landscape, expected: []),
    Case(
      description: "1×1 colour image stretched over the screen (Flutter's LaunchBackground)",
      screen: screen(
        Rect(x: 0, y: 0, width: 393, height: 852), content: .image(LaunchImage(name: "Dot")),
        mode: .scaleToFill), expected: []),
    Case(
      description: "icon whose transparent bottom half runs past an SE's screen (GoMap)",
      screen: screen(Rect(x: 136, y: 620, width: 120, height: 80)),
      device: "iPhone SE (3rd generation)",
      opaque: ["Logo": EdgeInsets(top: 0.1, left: 0.1, bottom: 0.5, right: 0.1)], expected: []),
    Case(
      description: "the same icon fully opaque",
      screen: screen(Rect(x: 136, y: 620, width: 120, height: 80)),
      device: "iPhone SE (3rd generation)", expected: [.clipped(overflow: 33, offScreen: false)]),
    Case(
      description: "logo with no constraints and no autoresizing (no defined place)",
      screen: screen(Rect(x: 136, y: 10, width: 120, height: 80), placed: false), expected: []),
    Case(
      description: "empty label under the status bar",
      screen: screen(
        Rect(x: 136, y: 10, width: 120, height: 20),
        content: .label(LaunchLabel(text: " "))), expected: []),
    Case(
      description: "scale-to-fill logo stretched 25%",
      screen: screen(Rect(x: 136, y: 400, width: 120, height: 64), mode: .scaleToFill),
      expected: [.distorted(percent: 25)]),
    Case(
      description: "scale-to-fill logo stretched 4% (under the threshold)",
      screen: screen(Rect(x: 136, y: 400, width: 120, height: 77), mode: .scaleToFill),
      expected: []),
  ]

  @Test(arguments: cases)
  func findsWhatShowsAndNothingElse(_ testCase: Case) throws {
    let device = try DeviceCatalog.device(named: testCase.device)
    let environment = LaunchLayoutEnvironment(device: device, orientation: testCase.orientation)
    let result = LaunchLayout.layout(testCase.screen, in: environment)
    let issues = LaunchLayoutAudit.issues(
      of: testCase.screen, laidOut: result, in: environment,
      obstructions: ScreenObstructions(
        device: device, orientation: testCase.orientation,
        statusBarHidden: testCase.statusBarHidden), opaqueInsets: testCase.opaque)
    #expect(issues.map(\.kind) == testCase.expected)
  }

  @Test func constraintsThatCannotAllHoldAreNamed() throws {
    let screen = Self.screen(
      Rect(x: 136, y: 400, width: 120, height: 80),
      constraints: [
        LaunchConstraint(id: "w120", firstItem: "v", firstAttribute: .width, constant: 120),
        LaunchConstraint(id: "w200", firstItem: "v", firstAttribute: .width, constant: 200),
        LaunchConstraint(id: "h", firstItem: "v", firstAttribute: .height, constant: 80),
        LaunchConstraint(
          id: "cx", firstItem: "v", firstAttribute: .centerX, secondItem: "root",
          secondAttribute: .centerX),
        LaunchConstraint(
          id: "cy", firstItem: "v", firstAttribute: .centerY, secondItem: "root",
          secondAttribute: .centerY),
      ])
    let device = try DeviceCatalog.device(named: "iPhone 15")
    let environment = LaunchLayoutEnvironment(device: device, orientation: .portrait)
    let issues = LaunchLayoutAudit.issues(
      of: screen, laidOut: LaunchLayout.layout(screen, in: environment), in: environment,
      obstructions: ScreenObstructions(
        device: device, orientation: .portrait, statusBarHidden: false))
    #expect(issues.map(\.id) == ["w200"])
    guard case .brokenConstraint(let broken)? = issues.first?.kind else {
      Issue.record("no broken constraint in \(issues)")
      return
    }
    #expect(broken.summary.contains("200"))
  }

  @Test(arguments: [
    ("iPhone 15", Orientation.portrait, false, "status bar and sensor housing", 59.0, 34.0),
    ("iPhone 15", .portrait, true, "sensor housing", 59, 34),
    ("iPhone 15", .landscape, false, "", 0, 21),
    ("iPhone SE (3rd generation)", .landscape, false, "", 0, 0),
    ("iPad Pro 12.9-inch", .landscape, false, "status bar", 24, 20),
  ])
  func obstructionsFollowTheDevice(
    device name: String, orientation: Orientation, hidden: Bool, top: String, depth: Double,
    bottom: Double
  ) throws {
    let device = try DeviceCatalog.device(named: name)
    let bands = ScreenObstructions(
      device: device, orientation: orientation, statusBarHidden: hidden)
    #expect((bands.top?.obstruction.rawValue ?? "") == top)
    #expect((bands.top?.depth ?? 0) == depth)
    #expect((bands.bottom?.depth ?? 0) == bottom)
    #expect((bands.left != nil) == (orientation == .landscape && !device.isPad && bottom > 0))
  }
}
