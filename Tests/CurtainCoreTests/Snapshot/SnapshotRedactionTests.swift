import Testing

@testable import CurtainCore

@Suite struct SnapshotRedactionTests {
  static let bounds = Rect(x: 0, y: 0, width: 393, height: 852)

  /// Issue #12: a failed `drawHierarchy` was ignored and a black image saved.
  @Test func aFailedDrawingIsNeverStored() {
    let decision = SnapshotRedaction.decide(
      drawn: false, bounds: Self.bounds, privateViews: [], scale: 3)
    #expect(decision == .discard(.notDrawn))
  }

  @Test func anEmptyWindowIsNotStored() {
    let decision = SnapshotRedaction.decide(
      drawn: true, bounds: Rect(x: 0, y: 0, width: 0, height: 852), privateViews: [], scale: 3)
    #expect(decision == .discard(.emptyWindow))
  }

  /// Issue #12: private views were hidden, which collapses them in a stack view and moves the
  /// controls below; they are painted over in the frames they have, the layout untouched.
  @Test(
    arguments: [
      // A balance label in a stack view: painted where it is, grown to whole pixels at 3x.
      (Rect(x: 16.1, y: 120.2, width: 200, height: 36), Rect(x: 0, y: 0, width: 0, height: 0)),
      // Partly off screen: clipped to the window.
      (Rect(x: -20, y: 800, width: 100, height: 100), Rect(x: 0, y: 800, width: 80, height: 52)),
      // Entirely off screen: nothing to paint.
      (Rect(x: 400, y: 0, width: 10, height: 10), nil),
      // A flipped (negative-size) frame covers the same area.
      (Rect(x: 110, y: 60, width: -100, height: -50), Rect(x: 10, y: 10, width: 100, height: 50)),
    ] as [(Rect, Rect?)])
  func privateViewsArePaintedOverWhereTheyAre(frame: Rect, expected: Rect?) throws {
    let decision = SnapshotRedaction.decide(
      drawn: true, bounds: Self.bounds, privateViews: [.init(frame: frame, isHidden: false)],
      scale: 3)
    guard case .store(let paint) = decision else {
      Issue.record("not stored: \(decision)")
      return
    }
    guard let expected else {
      #expect(paint.isEmpty)
      return
    }
    let painted = try #require(paint.first)
    if expected.width == 0 {
      // Covers the frame, by less than a pixel more on each side, on whole pixels.
      #expect(painted.minX <= frame.minX && painted.minX > frame.minX - 1.0 / 3)
      #expect(painted.minY <= frame.minY && painted.minY > frame.minY - 1.0 / 3)
      #expect(painted.maxX >= frame.maxX && painted.maxX < frame.maxX + 1.0 / 3)
      #expect(painted.maxY >= frame.maxY && painted.maxY < frame.maxY + 1.0 / 3)
      for edge in [painted.minX, painted.minY, painted.maxX, painted.maxY] {
        #expect(abs((edge * 3).rounded() - edge * 3) < 1e-9)
      }
    } else {
      #expect(painted == expected)
    }
  }

  @Test func aPrivateViewThatCannotBePaintedOverDiscardsTheSnapshot() {
    let decision = SnapshotRedaction.decide(
      drawn: true, bounds: Self.bounds,
      privateViews: [.init(frame: Rect(x: .nan, y: 0, width: 10, height: 10), isHidden: false)],
      scale: 3)
    #expect(decision == .discard(.unpaintablePrivateView))
  }

  /// Issue #28: a private view the app hid in a handler that ran before the capture is still in
  /// the drawing (the frame last committed to the screen): it is painted over all the same.
  @Test(arguments: [false, true])
  func privateViewsArePaintedOverHiddenOrNot(hidden: Bool) {
    let frame = Rect(x: 20, y: 100, width: 120, height: 30)
    let decision = SnapshotRedaction.decide(
      drawn: true, bounds: Self.bounds, privateViews: [.init(frame: frame, isHidden: hidden)],
      scale: 2)
    #expect(decision == .store(paint: [frame]))
  }
}
