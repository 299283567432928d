/// One thing on screen a tap can reach, as a layout signature sees it.
public struct LayoutElement: Hashable, Codable, Sendable {
  /// What it is (the Apple layer uses the control's class name, e.g. "UIButton").
  public var kind: String
  /// Where it is, in window coordinates, in points.
  public var frame: Rect

  /// Creates an element.
  public init(kind: String, frame: Rect) {
    self.kind = kind
    self.frame = frame
  }
}

extension LayoutSignature {
  /// Points a frame is rounded to: frames that differ by less are the same place.
  public static let frameResolution: Double = 0.5

  /// The signature of a window of `windowSize` points holding `elements`: equal for two
  /// layouts with the same kinds of elements at the same places (to half a point) in a window
  /// of the same size, whatever order the elements are listed in. The default the Apple layer
  /// computes from a window's enabled `UIControl`s; an app can add its own state to it.
  public init(windowSize: Size, elements: [LayoutElement]) {
    let parts = elements.map { element in
      let frame = element.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      return element.kind + "@" + numbers.map(Self.rounded).joined(separator: ",")
    }
    let size = Self.rounded(windowSize.width) + "x" + Self.rounded(windowSize.height)
    self.init(([size] + parts.sorted()).joined(separator: ";"))
  }

  private static func rounded(_ value: Double) -> String {
    let steps = (value / frameResolution).rounded()
    guard steps.isFinite else { return "nan" }
    return String(describing: steps * frameResolution)
  }
}
