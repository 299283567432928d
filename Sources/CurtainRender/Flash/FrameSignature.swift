import Foundation

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
  /// Banded: the rows of one row of cells are summed column by column first (one widening add
  /// a channel, sixteen at a time), then each cell's columns once a band, so the per-cell work
  /// is paid once a band rather than once a row. O(pixels of the image).
  public init(_ image: RGBAImage, columns requestedColumns: Int = 48) {
    self.init(image, columns: requestedColumns, since: nil)
  }

  /// Reduces `image` as ``init(_:columns:)`` does, taking each row of cells whose pixels equal
  /// those of `previous.image` from `previous.signature` (made from it with the same
  /// `columns`): a frame that changes only where a spinner turns costs a comparison of its
  /// bytes, and the few bands around the spinner. The same values as without `previous`.
  public init(
    _ image: RGBAImage, columns requestedColumns: Int = 48,
    since previous: (image: RGBAImage, signature: FrameSignature)?
  ) {
    let columns = max(1, min(requestedColumns, max(1, image.width)))
    let rows = max(
      1,
      min(
        max(1, image.height),
        Int((Double(columns) * Double(image.height) / Double(max(1, image.width))).rounded())))
    var luma = [Double](repeating: 0, count: columns * rows)
    let width = image.width
    // Column x belongs to cell x * columns / width: cell c covers firstColumn[c]..<[c + 1].
    let firstColumn = (0...columns).map { ($0 * max(1, width) + columns - 1) / columns }
    // Channel sums of the band's rows, column by column (RGBA, padded to whole SIMD16 loads).
    let lanes = (width * 4 + 15) / 16 * 16
    var bandSums = [UInt32](repeating: 0, count: lanes)
    // The previous frame, when its signature has this grid and its pixels this size.
    let earlier = previous.flatMap { previous in
      previous.image.width == width && previous.image.height == image.height
        && previous.signature.columns == columns && previous.signature.rows == rows
        ? previous : nil
    }
    let earlierPixels = earlier?.image.pixels ?? []
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let pixel = pixels.baseAddress, width > 0 else { return }
      earlierPixels.withUnsafeBufferPointer { earlierPixel in
        bandSums.withUnsafeMutableBufferPointer { sums in
          guard let sum = sums.baseAddress else { return }
          var y = 0
          for cellRow in 0..<rows {
            // The band: rows y with y * rows / height == cellRow.
            let bandEnd = min(image.height, ((cellRow + 1) * image.height + rows - 1) / rows)
            let bandRows = bandEnd - y
            // Rows of a band are contiguous: one comparison tells whether it is unchanged.
            if let earlier, let earlierPixel = earlierPixel.baseAddress,
              memcmp(pixel + y * width * 4, earlierPixel + y * width * 4, bandRows * width * 4)
                == 0
            {
              let cells = cellRow * columns..<(cellRow + 1) * columns
              luma.replaceSubrange(cells, with: earlier.signature.luma[cells])
              y = bandEnd
              continue
            }
            sums.update(repeating: 0)
            while y < bandEnd {
              let row = UnsafeRawPointer(pixel + y &* width &* 4)
              var lane = 0
              while lane &+ 16 <= width &* 4 {
                let total = UnsafeMutableRawPointer(sum + lane)
                total.storeBytes(
                  of: total.loadUnaligned(as: SIMD16<UInt32>.self)
                    &+ SIMD16<UInt32>(
                      truncatingIfNeeded: row.loadUnaligned(
                        fromByteOffset: lane, as: SIMD16<UInt8>.self)),
                  as: SIMD16<UInt32>.self)
                lane &+= 16
              }
              while lane < width &* 4 {
                sum[lane] &+= UInt32(row.load(fromByteOffset: lane, as: UInt8.self))
                lane &+= 1
              }
              y &+= 1
            }
            for column in 0..<columns {
              var red = 0, green = 0, blue = 0
              for x in firstColumn[column]..<firstColumn[column + 1] {
                red &+= Int(sum[x &* 4])
                green &+= Int(sum[x &* 4 &+ 1])
                blue &+= Int(sum[x &* 4 &+ 2])
              }
              let count = (firstColumn[column + 1] - firstColumn[column]) * bandRows
              luma[cellRow * columns + column] =
                count == 0
                ? 0
                : Double(2126 &* red &+ 7152 &* green &+ 722 &* blue) / Double(count)
                  / (10_000 * 255)
            }
          }
        }
      }
    }
    self.columns = columns
    self.rows = rows
    self.luma = luma
  }

  /// Mean absolute luma difference, 0 (same) ... 1 (black against white); grids of different
  /// shapes count as completely different.
  public func difference(from other: FrameSignature) -> Double {
    guard columns == other.columns, rows == other.rows, !luma.isEmpty else { return 1 }
    var total = 0.0
    luma.withUnsafeBufferPointer { left in
      other.luma.withUnsafeBufferPointer { right in
        for index in 0..<left.count { total += abs(left[index] - right[index]) }
      }
    }
    return total / Double(luma.count)
  }

  /// Whether nearly every cell is black (luma below `threshold`; 98% of cells by default).
  public func isBlack(threshold: Double = 0.04, share: Double = 0.98) -> Bool {
    var count = 0
    for value in luma where value < threshold { count += 1 }
    return Double(count) >= share * Double(luma.count)
  }

  /// Whether nearly every cell is white (luma above `1 - threshold`).
  public func isWhite(threshold: Double = 0.02, share: Double = 0.98) -> Bool {
    var count = 0
    for value in luma where value > 1 - threshold { count += 1 }
    return Double(count) >= share * Double(luma.count)
  }
}
