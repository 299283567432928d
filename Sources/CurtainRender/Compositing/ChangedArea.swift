/// The screen pixels where one frame may differ from the frame before it, as the compositor
/// reports it from the two stages (`Compositor.changedArea(from:to:)`): every pixel outside it
/// is the same in both renders, so a consumer compares, compresses or redraws only inside it.
public struct ChangedArea: Hashable, Sendable {
  /// The columns, within the screen's pixel width.
  public var columns: Range<Int>
  /// The rows, within the screen's pixel height.
  public var rows: Range<Int>

  /// An area of `columns` and `rows`.
  public init(columns: Range<Int>, rows: Range<Int>) {
    self.columns = columns
    self.rows = rows
  }

  /// Every pixel of a `width` x `height` frame.
  public static func whole(width: Int, height: Int) -> ChangedArea {
    ChangedArea(columns: 0..<width, rows: 0..<height)
  }

  /// No pixel: the frame is the same as the one before.
  public static let nowhere = ChangedArea(columns: 0..<0, rows: 0..<0)

  var rect: PixelRect {
    PixelRect(
      minX: columns.lowerBound, minY: rows.lowerBound, maxX: columns.upperBound,
      maxY: rows.upperBound)
  }

  init?(_ rect: PixelRect) {
    guard !rect.isEmpty else { return nil }
    self.init(columns: rect.minX..<rect.maxX, rows: rect.minY..<rect.maxY)
  }
}
