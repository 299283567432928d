import CurtainCore
import Testing

@Suite struct LaunchLayoutTests {
  static let phone = LaunchLayoutEnvironment(
    size: Size(width: 390, height: 844), scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34))

  static func screen(_ subviews: [LaunchView], _ constraints: [LaunchConstraint]) -> LaunchScreen {
    LaunchScreen(
      source: .storyboard,
      root: LaunchView(
        id: "root", savedFrame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: subviews,
        constraints: constraints, layoutGuides: [LaunchLayoutGuide(id: "safe", kind: .safeArea)]),
      imageSizes: ["Logo": Size(width: 120, height: 80)])
  }

  static let fixed = LaunchViewAttributes(translatesAutoresizingMask: false)

  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var screen: LaunchScreen
    var id: String
    var frame: Rect
  }

  static let cases: [Case] = [
    Case(
      description: "image centred at its intrinsic size",
      screen: screen(
        [LaunchView(id: "logo", content: .image(LaunchImage(name: "Logo")), attributes: fixed)],
        [
          LaunchConstraint(
            id: "cx", firstItem: "logo", firstAttribute: .centerX, secondItem: "root",
            secondAttribute: .centerX),
          LaunchConstraint(
            id: "cy", firstItem: "logo", firstAttribute: .centerY, secondItem: "root",
            secondAttribute: .centerY),
        ]), id: "logo", frame: Rect(x: 135, y: 382, width: 120, height: 80)),
    Case(
      description: "bar pinned under the safe area with a multiplier width",
      screen: screen(
        [LaunchView(id: "bar", attributes: fixed)],
        [
          LaunchConstraint(
            id: "top", firstItem: "bar", firstAttribute: .top, secondItem: "safe",
            secondAttribute: .top),
          LaunchConstraint(
            id: "left", firstItem: "bar", firstAttribute: .leading, secondItem: "root",
            secondAttribute: .leading),
          LaunchConstraint(
            id: "w", firstItem: "bar", firstAttribute: .width, secondItem: "root",
            secondAttribute: .width, multiplier: 1.0 / 3),
          LaunchConstraint(id: "h", firstItem: "bar", firstAttribute: .height, constant: 44),
        ]), id: "bar", frame: Rect(x: 0, y: 47, width: 130, height: 44)),
    Case(
      description: "autoresizing keeps a centred view centred",
      screen: screen(
        [
          LaunchView(
            id: "box",
            attributes: LaunchViewAttributes(
              autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]),
            savedFrame: Rect(x: 50, y: 100, width: 200, height: 50))
        ], []), id: "box", frame: Rect(x: 50, y: 100, width: 200, height: 50)),
  ]

  @Test(arguments: cases)
  func framesMatchUIKit(_ testCase: Case) {
    let result = LaunchLayout.layout(testCase.screen, in: Self.phone)
    #expect(result.frame(of: testCase.id) == testCase.frame)
    #expect(result.broken.isEmpty)
  }

  @Test func autoresizingScalesWithTheSuperview() {
    let screen = Self.cases[2].screen
    let wide = LaunchLayoutEnvironment(size: Size(width: 430, height: 932), scale: 3)
    // The 40-point change is shared by the two flexible margins in proportion (50 : 140):
    // x = 50 + 40 × 50 / 190 = 60.53, rounded to 60.67 at 3x.
    let frame = LaunchLayout.layout(screen, in: wide).frame(of: "box")
    #expect(abs((frame?.minX ?? 0) - 182.0 / 3) < 1e-9)
    #expect(abs((frame?.width ?? 0) - 200) < 1e-9)
  }

  @Test func conflictingRequiredConstraintIsBrokenAndReported() {
    let screen = Self.screen(
      [LaunchView(id: "bar", attributes: Self.fixed)],
      [
        LaunchConstraint(id: "w1", firstItem: "bar", firstAttribute: .width, constant: 100),
        LaunchConstraint(id: "w2", firstItem: "bar", firstAttribute: .width, constant: 200),
      ])
    let result = LaunchLayout.layout(screen, in: Self.phone)
    #expect(result.broken.map(\.id) == ["w2"])
    #expect(result.frame(of: "bar")?.width == 100)
  }

  @Test func sizeClassVariationChangesTheConstant() {
    var screen = Self.screen(
      [LaunchView(id: "bar", attributes: Self.fixed)],
      [
        LaunchConstraint(
          id: "w", firstItem: "bar", firstAttribute: .width, constant: 100,
          variations: [
            SizeClassVariation(condition: SizeClassCondition(width: .regular), constant: 300)
          ])
      ])
    screen.root.subviews[0].savedFrame = Rect(x: 0, y: 0, width: 10, height: 10)
    var pad = Self.phone
    pad.widthClass = .regular
    #expect(LaunchLayout.layout(screen, in: Self.phone).frame(of: "bar")?.width == 100)
    #expect(LaunchLayout.layout(screen, in: pad).frame(of: "bar")?.width == 300)
  }

  @Test func verticalStackPlacesItemsWithSpacing() {
    let items = ["a", "b"].map {
      LaunchView(id: $0, content: .image(LaunchImage(name: "Logo")), attributes: Self.fixed)
    }
    let stack = LaunchView(
      id: "stack",
      content: .stack(LaunchStack(axis: .vertical, alignment: .center, spacing: 10)),
      attributes: Self.fixed, subviews: items)
    let screen = Self.screen(
      [stack],
      [
        LaunchConstraint(
          id: "x", firstItem: "stack", firstAttribute: .leading, secondItem: "root",
          secondAttribute: .leading),
        LaunchConstraint(
          id: "y", firstItem: "stack", firstAttribute: .top, secondItem: "root",
          secondAttribute: .top),
      ])
    let result = LaunchLayout.layout(screen, in: Self.phone)
    #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 120, height: 80))
    #expect(result.frame(of: "b") == Rect(x: 0, y: 90, width: 120, height: 80))
    #expect(result.frame(of: "stack") == Rect(x: 0, y: 0, width: 120, height: 170))
  }

  @Test func framesAreRoundedToPixels() {
    let screen = Self.screen(
      [LaunchView(id: "bar", attributes: Self.fixed)],
      [
        LaunchConstraint(id: "w", firstItem: "bar", firstAttribute: .width, constant: 10.2),
        LaunchConstraint(id: "h", firstItem: "bar", firstAttribute: .height, constant: 10),
        LaunchConstraint(
          id: "x", firstItem: "bar", firstAttribute: .leading, secondItem: "root",
          secondAttribute: .leading, constant: 0.1),
      ])
    let frame = LaunchLayout.layout(screen, in: Self.phone).frame(of: "bar")
    #expect(frame?.minX == 0)
    #expect(abs((frame?.width ?? 0) - 31.0 / 3) < 1e-9)
  }
}
