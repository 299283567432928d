/// Stretches of equal source pixels: the flat inside and outside of an enlarged logo, which a
/// row draws as one fill instead of run by run.
extension AxisAlignedSampler {
  /// For each source column `c` from the first sampled one, the number of leading runs whose
  /// pixels all lie at or before `c`; empty unless the runs step left to right through the
  /// source (not flipped), which is what makes that number grow with `c`.
  static func runsEnding(_ runs: [Run]) -> [Int32] {
    guard let first = runs.first, let last = runs.last,
      zip(runs, runs.dropFirst()).allSatisfy({ $0.left <= $1.left && $0.right <= $1.right })
    else { return [] }
    var table = [Int32](repeating: Int32(runs.count), count: last.right - first.left + 1)
    var index = 0
    for column in first.left...last.right {
      while index < runs.count, runs[index].right <= column { index += 1 }
      table[column - first.left] = Int32(index)
    }
    return table
  }

  /// The last source column at or after `start` (up to the last sampled one) from which every
  /// pixel back to `start` equals `pixel`; `start - 1` when `sourceRow[start]` differs.
  func lastEqual(to pixel: UInt32, in sourceRow: BlendedRow, from start: Int) -> Int {
    if let upperRuns = sourceRow.upperRuns, let lowerRuns = sourceRow.lowerRuns {
      // Where both rows hold `pixel`, their flat runs say how far; pixel by pixel after.
      var column = start
      if start <= lastSourceColumn, sourceRow.upper[start] == pixel,
        sourceRow.lower[start] == pixel
      {
        let run = Int(min(upperRuns[start], lowerRuns[start]))
        column = min(start + 1 + run, lastSourceColumn + 1)
      }
      while column <= lastSourceColumn, sourceRow[column] == pixel { column += 1 }
      return column - 1
    }
    // Eight columns at a time where both source rows hold `pixel`; pixel by pixel after.
    let upper = UnsafeRawPointer(sourceRow.upper), lower = UnsafeRawPointer(sourceRow.lower)
    let wanted = SIMD4<UInt32>(repeating: pixel)
    var offset = start * 4
    let blocksEnd = (lastSourceColumn - 6) * 4  // the last block of eight starts before this
    while offset < blocksEnd {
      let equal =
        (upper.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self) .== wanted)
        .& (upper.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<UInt32>.self) .== wanted)
        .& (lower.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self) .== wanted)
        .& (lower.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<UInt32>.self) .== wanted)
      guard all(equal) else { break }
      offset += 32
    }
    var column = offset / 4
    while column <= lastSourceColumn, sourceRow[column] == pixel { column += 1 }
    return column - 1
  }
}
