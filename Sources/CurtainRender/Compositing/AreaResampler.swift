extension RGBAImage {
  /// This image shrunk to `width` x `height` pixels by area averaging: each new pixel is the mean
  /// of the source area it covers (fractional pixels weighted), in premultiplied space.
  ///
  /// Meant for shrinking, where bilinear sampling would alias (a 1024 px logo drawn 360 px wide);
  /// an axis that grows is sampled from the nearest source pixel. O(width * height of the source).
  ///
  /// - Parameters:
  ///   - newWidth: The new width in pixels, at least 1.
  ///   - newHeight: The new height in pixels, at least 1.
  public func resized(width newWidth: Int, height newHeight: Int) -> RGBAImage {
    precondition(newWidth > 0 && newHeight > 0, "resized to an empty size")
    guard width > 0, height > 0 else { return RGBAImage(width: newWidth, height: newHeight) }
    if newWidth == width && newHeight == height { return self }
    // A mipmap level: every new pixel the mean of a 2 x 2 block, in integers.
    if newWidth * 2 == width && newHeight * 2 == height { return halved() }
    return areaAveraged(width: newWidth, height: newHeight)
  }

  /// ``resized(width:height:)``'s general area average (weights in `Float`, each channel
  /// rounded to the nearest, halves up), for any size.
  ///
  /// Rows are averaged across first, each source row when a new row first needs it, into a ring
  /// of as many rows as one new row takes (consecutive new rows take runs of rows that go on
  /// down, sharing at most one), then down: the same sums as a whole image of rows averaged
  /// across, without that buffer (12 MB of `Float` for a 1179 x 2556 screenshot's level 2).
  func areaAveraged(width newWidth: Int, height newHeight: Int) -> RGBAImage {
    let columns = Self.contributions(from: width, to: newWidth)
    let rows = Self.contributions(from: height, to: newHeight)
    let rowLength = newWidth * 4
    let slots = rows.map(\.weights.count).max() ?? 1
    var horizontal = [Float](repeating: 0, count: slots * rowLength)
    // The source row each slot holds (row `r` goes to slot `r % slots`).
    var slotRows = [Int](repeating: -1, count: slots)
    var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    // Unchecked buffers: every index is within its image by construction (the contributions
    // stay inside the source), and this runs for every mipmap level the compositor makes.
    pixels.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { horizontal in
        /// Averages source row `y` across into its slot.
        func average(row y: Int) {
          let sourceRow = y * width * 4, targetRow = (y % slots) * rowLength
          for (x, contribution) in columns.enumerated() {
            var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
            contribution.weights.withUnsafeBufferPointer { weights in
              var index = sourceRow + contribution.first * 4
              for weight in weights {
                sums.0 += Float(source[index]) * weight
                sums.1 += Float(source[index + 1]) * weight
                sums.2 += Float(source[index + 2]) * weight
                sums.3 += Float(source[index + 3]) * weight
                index += 4
              }
            }
            let target = targetRow + x * 4
            horizontal[target] = sums.0
            horizontal[target + 1] = sums.1
            horizontal[target + 2] = sums.2
            horizontal[target + 3] = sums.3
          }
        }
        result.withUnsafeMutableBufferPointer { result in
          // Where each of the new row's source rows starts in the ring.
          var starts = [Int](repeating: 0, count: slots)
          for (y, contribution) in rows.enumerated() {
            let window = contribution.first..<(contribution.first + contribution.weights.count)
            for (offset, row) in window.enumerated() {
              if slotRows[row % slots] != row {
                average(row: row)
                slotRows[row % slots] = row
              }
              starts[offset] = (row % slots) * rowLength
            }
            contribution.weights.withUnsafeBufferPointer { weights in
              starts.withUnsafeBufferPointer { starts in
                for x in 0..<rowLength {
                  var sum: Float = 0
                  for (offset, weight) in weights.enumerated() {
                    sum += horizontal[starts[offset] + x] * weight
                  }
                  result[y * rowLength + x] = UInt8(min(max(sum.rounded(), 0), 255))
                }
              }
            }
          }
        }
      }
    }
    return RGBAImage(width: newWidth, height: newHeight, pixels: result)
  }

  /// For each of `target` cells, the source cells it overlaps and their normalised weights.
  private static func contributions(from source: Int, to target: Int) -> [Contribution] {
    let ratio = Double(source) / Double(target)
    return (0..<target).map { index in
      guard ratio > 1 else {
        let nearest = min(source - 1, Int((Double(index) + 0.5) * ratio))
        return Contribution(first: nearest, weights: [1])
      }
      let start = Double(index) * ratio, end = min(Double(source), start + ratio)
      let first = Int(start), last = min(source - 1, Int(end.rounded(.up)) - 1)
      let weights = (first...last).map { cell in
        Float((min(end, Double(cell + 1)) - max(start, Double(cell))) / ratio)
      }
      return Contribution(first: first, weights: weights)
    }
  }

  private struct Contribution {
    var first: Int
    var weights: [Float]
  }
}
