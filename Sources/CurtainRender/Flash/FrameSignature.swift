/// A frame reduced to a small grid of luma values (0...1), cheap to keep for a whole launch and to
/// compare: the flash checker's view of a frame.
///
/// Each cell is the mean Rec. 709 luma of the pixels it covers, with colour taken as drawn over
/// black (premultiplied values as they are).
public struct FrameSignature: Hashable, Sendable {
  /// Columns of the grid.
  public let columns: Int
  /// Rows of the grid.
  public let rows: Int
  /// `columns * rows` luma values, 0...1, row by row.
  public let luma: [Double]

  /// Reduces `image` to a grid `columns` wide (rows in proportion, at least 1).
  ///
  /// O(pixels of the image).
  public init(_ image: RGBAImage, columns requestedColumns: Int = 48) {
    let columns = max(1, min(requestedColumns, max(1, image.width)))
    let rows = max(
      1,
      min(
        max(1, image.height),
        Int((Double(columns) * Double(image.height) / Double(max(1, image.width))).rounded())))
    var sums = [Int](repeating: 0, count: columns * rows)
    var counts = [Int](repeating: 0, count: columns * rows)
    let cellOfColumn = (0..<max(1, image.width)).map { $0 * columns / max(1, image.width) }
    // Unchecked access: every index below is in range by construction (cell < columns * rows,
    // pixel index < width * height * 4), and this loop runs over every pixel of every frame.
    image.pixels.withUnsafeBufferPointer { pixels in
      sums.withUnsafeMutableBufferPointer { sums in
        counts.withUnsafeMutableBufferPointer { counts in
          cellOfColumn.withUnsafeBufferPointer { cellOfColumn in
            guard let pixel = pixels.baseAddress, let sum = sums.baseAddress,
              let count = counts.baseAddress, let cellOf = cellOfColumn.baseAddress
            else { return }
            for y in 0..<image.height {
              let rowCell = (y &* rows / image.height) &* columns
              var index = y &* image.width &* 4
              for x in 0..<image.width {
                let cell = rowCell &+ cellOf[x]
                sum[cell] &+=
                  2126 &* Int(pixel[index]) &+ 7152 &* Int(pixel[index &+ 1])
                  &+ 722 &* Int(pixel[index &+ 2])
                count[cell] &+= 1
                index &+= 4
              }
            }
          }
        }
      }
    }
    self.columns = columns
    self.rows = rows
    luma = zip(sums, counts).map { sum, count in
      count == 0 ? 0 : Double(sum) / Double(count) / (10_000 * 255)
    }
  }

  /// Mean absolute luma difference, 0 (same) ... 1 (black against white); grids of different
  /// shapes count as completely different.
  public func difference(from other: FrameSignature) -> Double {
    guard columns == other.columns, rows == other.rows, !luma.isEmpty else { return 1 }
    return zip(luma, other.luma).reduce(0) { $0 + abs($1.0 - $1.1) } / Double(luma.count)
  }

  /// Whether nearly every cell is black (luma below `threshold`; 98% of cells by default).
  public func isBlack(threshold: Double = 0.04, share: Double = 0.98) -> Bool {
    Double(luma.filter { $0 < threshold }.count) >= share * Double(luma.count)
  }

  /// Whether nearly every cell is white (luma above `1 - threshold`).
  public func isWhite(threshold: Double = 0.02, share: Double = 0.98) -> Bool {
    Double(luma.filter { $0 > 1 - threshold }.count) >= share * Double(luma.count)
  }
}
