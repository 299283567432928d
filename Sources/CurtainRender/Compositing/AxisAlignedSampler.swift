import CurtainCore

/// Bilinear drawing of an image that is scaled (or flipped) but not rotated.
///
/// Column lookups are computed once per draw; each row is first interpolated vertically into a
/// scratch row of source pixels, then horizontally in runs of canvas columns that share a source
/// pixel pair. A run between two equal pixels (the inside and outside of an enlarged logo) is a
/// constant: skipped when transparent, filled when opaque.
struct AxisAlignedSampler {
  private let source: PixelSource
  private let region: PixelRect
  private let inverse: AffineTransform
  /// Runs of canvas columns (offsets from the covered span's start) sharing a source pair.
  private let runs: [Run]
  private let columns: Range<Int>
  private let firstSourceColumn: Int
  private let lastSourceColumn: Int

  private struct Run {
    var start: Int
    var end: Int
    var left: Int
    var right: Int
  }

  /// Prepares the column tables for `region` (already clipped to the image's quad bounds).
  init(source: PixelSource, inverse: AffineTransform, region: PixelRect) {
    self.source = source
    self.region = region
    self.inverse = inverse
    let spans = Spans(
      inverse: inverse, width: Double(source.width), height: Double(source.height))
    columns = spans.columns(row: region.minY, clip: region)
    var runs: [Run] = []
    let lastX = source.width - 1
    var weights: [UInt32] = []
    weights.reserveCapacity(columns.count)
    for x in columns {
      let u = inverse.a * (Double(x) + 0.5) + inverse.tx - 0.5
      let fixed = Int((u * 256).rounded(.down))
      let x0 = fixed >> 8
      let left = min(max(x0, 0), lastX), right = min(max(x0 + 1, 0), lastX)
      let offset = x - columns.lowerBound
      if let last = runs.last, last.left == left, last.right == right {
        runs[runs.count - 1].end = offset + 1
      } else {
        runs.append(Run(start: offset, end: offset + 1, left: left, right: right))
      }
      weights.append(left == right ? 0 : UInt32(fixed & 255))
    }
    self.runs = runs
    self.weights = weights
    firstSourceColumn = runs.map(\.left).min() ?? 0
    lastSourceColumn = runs.map(\.right).max() ?? 0
  }

  private let weights: [UInt32]

  /// Draws every covered row into `canvas` with `opacity` (0...255).
  func draw(opacity: UInt32, canvas: Canvas) {
    guard !columns.isEmpty else { return }
    let spans = Spans(
      inverse: inverse, width: Double(source.width), height: Double(source.height))
    let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: source.width)
    defer { scratch.deallocate() }
    let lastY = source.height - 1
    weights.withUnsafeBufferPointer { weights in
      for y in region.minY..<region.maxY where !spans.columns(row: y, clip: region).isEmpty {
        let v = inverse.d * (Double(y) + 0.5) + inverse.ty - 0.5
        let fixed = Int((v * 256).rounded(.down))
        let y0 = fixed >> 8
        let top = min(max(y0, 0), lastY), bottom = min(max(y0 + 1, 0), lastY)
        let weightY = UInt32(fixed & 255)
        let sourceRow: UnsafePointer<UInt32>
        if top == bottom || weightY == 0 {
          sourceRow = source.pixels + top * source.width
        } else {
          let upper = source.pixels + top * source.width
          let lower = source.pixels + bottom * source.width
          for index in firstSourceColumn...lastSourceColumn {
            let a = upper[index], b = lower[index]
            scratch[index] = a == b ? a : PixelMath.lerp(a, b, weightY)
          }
          sourceRow = UnsafePointer(scratch)
        }
        drawRow(sourceRow, into: canvas.row(y) + columns.lowerBound, weights, opacity)
      }
    }
  }

  private func drawRow(
    _ sourceRow: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt32>,
    _ weights: UnsafeBufferPointer<UInt32>, _ opacity: UInt32
  ) {
    for run in runs {
      let first = sourceRow[run.left], second = sourceRow[run.right]
      if first == second {
        var pixel = first
        if opacity != 255 { pixel = PixelMath.scale(pixel, by: opacity) }
        let alpha = PixelMath.alpha(pixel)
        if alpha == 255 {
          (row + run.start).update(repeating: pixel, count: run.end - run.start)
        } else if alpha != 0 {
          let inverseAlpha = 255 - alpha
          for x in run.start..<run.end {
            row[x] = pixel &+ PixelMath.scale(row[x], by: inverseAlpha)
          }
        }
      } else {
        for x in run.start..<run.end {
          var pixel = PixelMath.lerp(first, second, weights[x])
          if opacity != 255 { pixel = PixelMath.scale(pixel, by: opacity) }
          PixelMath.blend(pixel, into: row + x)
        }
      }
    }
  }
}
