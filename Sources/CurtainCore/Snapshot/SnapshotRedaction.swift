/// What becomes of a drawn snapshot: stored with the private views painted over, or discarded.
///
/// Private views are painted over after the window is drawn, in the frames they had while it
/// was drawn, so the layout the snapshot shows (and the layout signature saved with it) is the
/// live one: hiding them instead collapses them in a stack view and moves everything below.
public enum SnapshotRedaction: Hashable, Sendable {
  /// Store the drawing once these rectangles (window points) are painted opaque.
  case store(paint: [Rect])
  /// Do not store anything: the next launch shows the replica.
  case discard(Reason)

  /// Why a drawing is not stored.
  public enum Reason: String, Error, Hashable, Sendable, CustomStringConvertible {
    /// `drawHierarchy(in:afterScreenUpdates:)` returned false: the image is blank or partial.
    case notDrawn = "the window could not be drawn"
    /// The window has no area.
    case emptyWindow = "the window has no size"
    /// A private view's frame is not a finite rectangle: it cannot be painted over.
    case unpaintablePrivateView = "a private view's frame is not finite"

    /// The reason as a sentence fragment.
    public var description: String { rawValue }
  }

  /// A view the app marked private, as it is in the window when the drawing is made.
  public struct PrivateView: Hashable, Sendable {
    /// Its frame in the window, in points.
    public var frame: Rect
    /// Whether it is hidden now.
    public var isHidden: Bool

    /// Creates a private view's state.
    public init(frame: Rect, isHidden: Bool) {
      self.frame = frame
      self.isHidden = isHidden
    }
  }

  /// Decides what a drawing of a window becomes.
  ///
  /// Every private view in the window is painted over, hidden or not: a view hidden since the
  /// last frame committed to the screen may still be in a drawing of that frame (a hide in a
  /// handler that ran just before the capture), so hiding is never trusted to keep it out.
  ///
  /// - Parameters:
  ///   - drawn: what `drawHierarchy(in:afterScreenUpdates:)` returned.
  ///   - bounds: the window's bounds, in points.
  ///   - privateViews: the private views in the window.
  ///   - scale: pixels per point of the drawing; each painted rectangle is grown outward to
  ///     whole pixels, so no anti-aliased edge of a private view survives.
  public static func decide(
    drawn: Bool, bounds: Rect, privateViews: [PrivateView], scale: Double
  ) -> SnapshotRedaction {
    let privateFrames = privateViews.map(\.frame)
    guard drawn else { return .discard(.notDrawn) }
    guard bounds.width > 0, bounds.height > 0, bounds.isFinite else {
      return .discard(.emptyWindow)
    }
    guard privateFrames.allSatisfy(\.isFinite) else { return .discard(.unpaintablePrivateView) }
    let pixel = scale.isFinite && scale > 0 ? scale : 1
    let paint = privateFrames.compactMap { frame -> Rect? in
      let minX = max(bounds.minX, min(frame.minX, frame.maxX))
      let minY = max(bounds.minY, min(frame.minY, frame.maxY))
      let maxX = min(bounds.maxX, max(frame.minX, frame.maxX))
      let maxY = min(bounds.maxY, max(frame.minY, frame.maxY))
      guard maxX > minX, maxY > minY else { return nil }
      let left = (minX * pixel).rounded(.down) / pixel
      let top = (minY * pixel).rounded(.down) / pixel
      let right = (maxX * pixel).rounded(.up) / pixel
      let bottom = (maxY * pixel).rounded(.up) / pixel
      return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
    return .store(paint: paint)
  }
}

extension Rect {
  /// Whether every coordinate is finite.
  fileprivate var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
