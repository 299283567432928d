import CurtainCore
import Testing

@Suite("Animation timing and groups")
struct AnimationGroupTests {
  @Test(
    "Fill modes decide what shows outside the active time",
    arguments: [
      (FillMode.removed, nil, nil), (.forwards, nil, 1.0), (.backwards, 0.0, nil),
      (.both, 0.0, 1.0),
    ] as [(FillMode, Double?, Double?)])
  func fillModes(mode: FillMode, before: Double?, after: Double?) {
    let timing = AnimationTiming(beginTime: 1, duration: 2, fillMode: mode)
    #expect(timing.fraction(at: 0.5) == before)
    #expect(timing.fraction(at: 2) == 0.5)
    #expect(timing.fraction(at: 4) == after)
  }

  @Test("repeatCount repeats iterations, fractional counts end mid-iteration")
  func repeats() {
    let timing = AnimationTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
    #expect(timing.activeDuration == 2.5)
    #expect(timing.fraction(at: 1.25) == 0.25)
    #expect(timing.fraction(at: 9) == 0.5)
    let whole = AnimationTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
    #expect(whole.fraction(at: 9) == 1)
  }

  static let base = Stage(
    screen: Screen(size: Size(width: 100, height: 200), scale: 2, orientation: .portrait),
    windows: [
      Window(
        role: .foregroundSplash, level: 1,
        layer: Layer(
          id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 200),
          sublayers: [Layer(id: "logo", frame: Rect(x: 25, y: 75, width: 50, height: 50))]))
    ])

  @Test("stage(at:) applies values to the addressed layers, later animations win")
  func applies() throws {
    let target = PropertyTarget(window: .foregroundSplash, layer: "logo", property: .scale)
    let group = AnimationGroup(
      animations: [
        PropertyAnimation(
          target: target, curve: .basic(from: 1, to: 3, curve: .linear),
          timing: AnimationTiming(duration: 1, fillMode: .forwards)),
        PropertyAnimation(
          target: PropertyTarget(window: .foregroundSplash, layer: "root", property: .opacity),
          curve: .basic(from: 1, to: 0, curve: .linear),
          timing: AnimationTiming(beginTime: 0.5, duration: 0.5)),
      ],
      timing: AnimationTiming(duration: 1, fillMode: .forwards, isRemovedOnCompletion: false))
    let middle = group.stage(at: 0.75, base: Self.base)
    let root = try #require(middle.window(.foregroundSplash)?.layer)
    #expect(root.opacity == 0.5)
    #expect(root.layer(withID: "logo")?.transform == AffineTransform(scaleX: 2.5, y: 2.5))
    let after = group.stage(at: 5, base: Self.base)
    #expect(after.window(.foregroundSplash)?.layer.opacity == 1)
    #expect(
      after.window(.foregroundSplash)?.layer.layer(withID: "logo")?.transform
        == AffineTransform(scaleX: 3, y: 3))
    let removed = AnimationGroup(
      animations: group.animations, timing: AnimationTiming(duration: 1, fillMode: .forwards))
    #expect(removed.stage(at: 5, base: Self.base) == Self.base)
  }

  @Test("Setting one transform component keeps the others", arguments: AnimatableProperty.allCases)
  func componentsRoundTrip(property: AnimatableProperty) {
    var layer = Layer(
      id: "a", frame: Rect(x: 10, y: 20, width: 30, height: 40),
      transform: AffineTransform(scaleX: 2, y: 3)
        .concatenating(AffineTransform(rotationAngle: 0.3))
        .concatenating(AffineTransform(translationX: 5, y: -7)))
    let value = property == .isHidden ? 1 : 0.7
    property.apply(value, to: &layer)
    #expect(abs(property.value(of: layer) - value) < 1e-12)
    for other in AnimatableProperty.allCases where other != property {
      let related: Set<AnimatableProperty> = [.scale, .scaleX, .scaleY]
      guard !(related.contains(property) && related.contains(other)) else { continue }
      var untouched = Layer(
        id: "a", frame: Rect(x: 10, y: 20, width: 30, height: 40),
        transform: AffineTransform(scaleX: 2, y: 3)
          .concatenating(AffineTransform(rotationAngle: 0.3))
          .concatenating(AffineTransform(translationX: 5, y: -7)))
      let before = other.value(of: untouched)
      property.apply(value, to: &untouched)
      #expect(abs(other.value(of: untouched) - before) < 1e-9, "\(property) changed \(other)")
    }
  }
}
