import Testing

@testable import CurtainCore

@Suite struct AffineTransformTests {
  @Test func concatenationAppliesLeftFirst() {
    let scaleThenMove = AffineTransform(scaleX: 2, y: 3)
      .concatenating(AffineTransform(translationX: 10, y: 20))
    #expect(scaleThenMove.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
  }

  @Test func inverseUndoesTheTransform() throws {
    let transform = AffineTransform(rotationAngle: 0.3)
      .concatenating(AffineTransform(scaleX: 2, y: 0.5))
      .concatenating(AffineTransform(translationX: -4, y: 7))
    let inverse = try #require(transform.inverted())
    let back = inverse.apply(to: transform.apply(to: Point(x: 3, y: -2)))
    #expect(abs(back.x - 3) < 1e-12 && abs(back.y + 2) < 1e-12)
  }

  @Test func zeroScaleHasNoInverse() {
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
  }

  @Test func layerTransformTurnsAroundTheAnchor() {
    let layer = Layer(
      id: "logo", frame: Rect(x: 100, y: 200, width: 40, height: 20),
      transform: AffineTransform(scaleX: 2, y: 2))
    let toParent = layer.transformToParent
    // The anchor (the centre) stays put; the corners move away from it.
    #expect(toParent.apply(to: Point(x: 20, y: 10)) == Point(x: 120, y: 210))
    #expect(toParent.apply(to: Point(x: 0, y: 0)) == Point(x: 80, y: 190))
  }
}
