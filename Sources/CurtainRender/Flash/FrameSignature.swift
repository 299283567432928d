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
    let width = max(1, image.width)
    // Column x belongs to cell x * columns / width: cell c covers firstColumn[c]..<[c + 1].
    let firstColumn = (0...columns).map { ($0 * width + columns - 1) / columns }
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let pixel = pixels.baseAddress, image.width > 0 else { return }
      for y in 0..<image.height {
        let rowCell = (y * rows / image.height) * columns
        let row = pixel + y * image.width * 4
        for column in 0..<columns {
          // One cell's share of the row: its red, green and blue sums (four pixels at a time),
          // weighted once; unchecked, as the indices are within the row by construction and
          // this runs over every pixel of every frame.
          var x = firstColumn[column]
          let end = firstColumn[column + 1]
          var lanes = SIMD16<UInt32>()
          while x + 4 <= end {
            lanes &+= SIMD16<UInt32>(
              truncatingIfNeeded: UnsafeRawPointer(row + x &* 4).loadUnaligned(
                as: SIMD16<UInt8>.self))
            x &+= 4
          }
          var red = Int(lanes[0] &+ lanes[4] &+ lanes[8] &+ lanes[12])
          var green = Int(lanes[1] &+ lanes[5] &+ lanes[9] &+ lanes[13])
          var blue = Int(lanes[2] &+ lanes[6] &+ lanes[10] &+ lanes[14])
          while x < end {
            red &+= Int(row[x &* 4])
            green &+= Int(row[x &* 4 &+ 1])
            blue &+= Int(row[x &* 4 &+ 2])
            x &+= 1
          }
          let sum = 2126 &* red &+ 7152 &* green &+ 722 &* blue
          sums[rowCell + column] += sum
          counts[rowCell + column] += firstColumn[column + 1] - firstColumn[column]
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
