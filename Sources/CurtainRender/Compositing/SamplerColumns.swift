import CurtainCore
import Foundation

/// The column tables of `AxisAlignedSampler`: runs of canvas columns sharing a source pixel
/// pair, each column's horizontal weight, and the runs ending at each source column.
///
/// They depend only on the horizontal mapping and the covered columns, so every band of a frame
/// (and every frame of a still layout) drawing an image the same way shares them.
struct SamplerColumns: Sendable {
  /// Runs of canvas columns (offsets from the covered span's start) sharing a source pair.
  let runs: [AxisAlignedSampler.Run]
  /// Each column's weight of the right source pixel, 0...255.
  let weights: [UInt32]
  /// See `AxisAlignedSampler.runsEnding(_:)`.
  let runsEnding: [Int32]
  /// The first and last source column any run samples.
  let firstSourceColumn: Int
  let lastSourceColumn: Int

  /// The tables for canvas `columns` of an image `sourceWidth` pixels wide whose source column
  /// at canvas x is `scale * x + offset` (pixel centres).
  init(columns: Range<Int>, scale: Double, offset: Double, sourceWidth: Int) {
    var runs: [AxisAlignedSampler.Run] = []
    runs.reserveCapacity(columns.count)
    let lastX = sourceWidth - 1
    var weights: [UInt32] = []
    weights.reserveCapacity(columns.count)
    for x in columns {
      let u = scale * (Double(x) + 0.5) + offset - 0.5
      let fixed = Int(saturating: (u * 256).rounded(.down))
      let x0 = fixed >> 8
      let left = min(max(x0, 0), lastX), right = min(max(x0 + 1, 0), lastX)
      let start = x - columns.lowerBound
      if let last = runs.last, last.left == left, last.right == right {
        runs[runs.count - 1].end = start + 1
      } else {
        runs.append(AxisAlignedSampler.Run(start: start, end: start + 1, left: left, right: right))
      }
      weights.append(left == right ? 0 : UInt32(fixed & 255))
    }
    self.runs = runs
    self.weights = weights
    runsEnding = AxisAlignedSampler.runsEnding(runs)
    firstSourceColumn = runs.map(\.left).min() ?? 0
    lastSourceColumn = runs.map(\.right).max() ?? 0
  }
}

/// The last few `SamplerColumns` made, by what they were made from.
final class SamplerColumnCache: @unchecked Sendable {
  private struct Key: Equatable {
    var columns: Range<Int>
    var scale: Double
    var offset: Double
    var sourceWidth: Int
  }

  private let lock = NSLock()
  /// Most recently used first.
  private var entries: [(key: Key, tables: SamplerColumns)] = []
  private let capacity: Int

  /// Creates a cache keeping `capacity` tables.
  init(capacity: Int = 8) {
    self.capacity = capacity
  }

  /// The tables for these inputs (see `SamplerColumns.init`), made once.
  func columns(_ columns: Range<Int>, scale: Double, offset: Double, sourceWidth: Int)
    -> SamplerColumns
  {
    let key = Key(columns: columns, scale: scale, offset: offset, sourceWidth: sourceWidth)
    if let hit = lock.withLock({ () -> SamplerColumns? in
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.insert(entry, at: 0)
      return entry.tables
    }) {
      return hit
    }
    let tables = SamplerColumns(
      columns: columns, scale: scale, offset: offset, sourceWidth: sourceWidth)
    lock.withLock {
      entries.insert((key, tables), at: 0)
      if entries.count > capacity { entries.removeLast() }
    }
    return tables
  }
}
