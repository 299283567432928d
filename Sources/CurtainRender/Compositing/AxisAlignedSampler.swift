import CurtainCore

/// Bilinear drawing of an image that is scaled (or flipped) but not rotated.
///
/// Column lookups are computed once per draw; each row is interpolated horizontally in runs of
/// canvas columns that share a source pixel pair, from source pixels interpolated vertically
/// only when read (`BlendedRow`). A run between two equal pixels (the inside and outside of an
/// enlarged logo) is a constant: skipped when transparent, filled when opaque, and joined with
/// the runs after it that sample the same stretch of equal source pixels (found four source
/// pixels at a time).
struct AxisAlignedSampler {
  private let source: PixelSource
  private let region: PixelRect
  private let inverse: AffineTransform
  /// Runs of canvas columns (offsets from the covered span's start) sharing a source pair.
  private let runs: [Run]
  private let columns: Range<Int>
  private let firstSourceColumn: Int
  /// The last source column any run samples.
  let lastSourceColumn: Int

  /// Canvas columns `start..<end` (offsets) interpolated between source columns `left`, `right`.
  struct Run {
    var start: Int
    var end: Int
    var left: Int
    var right: Int
  }

  /// Prepares the column tables for `region` (already clipped to the image's quad bounds),
  /// from `cache` when it holds them.
  init(
    source: PixelSource, inverse: AffineTransform, region: PixelRect,
    cache: SamplerColumnCache? = nil
  ) {
    self.source = source
    self.region = region
    self.inverse = inverse
    let spans = Spans(
      inverse: inverse, width: Double(source.width), height: Double(source.height))
    // Every row inside the image covers the same columns; the region's first row may lie just
    // outside it (bounds are rounded outwards), so take the first row that covers any.
    columns =
      (region.minY..<region.maxY).lazy.map { spans.columns(row: $0, clip: region) }
      .first { !$0.isEmpty } ?? region.minX..<region.minX
    let tables =
      cache?.columns(columns, scale: inverse.a, offset: inverse.tx, sourceWidth: source.width)
      ?? SamplerColumns(
        columns: columns, scale: inverse.a, offset: inverse.tx, sourceWidth: source.width)
    runs = tables.runs
    weights = tables.weights
    runsEnding = tables.runsEnding
    firstSourceColumn = tables.firstSourceColumn
    lastSourceColumn = tables.lastSourceColumn
  }

  private let weights: [UInt32]
  /// For each source column from the first sampled one, how many runs sample only columns up to
  /// it; empty when the image is flipped (runs then go right to left through the source).
  private let runsEnding: [Int32]

  /// Draws every covered row into `canvas` multiplied by `paint`.
  func draw(paint: Paint, canvas: Canvas) {
    guard !columns.isEmpty else { return }
    let spans = Spans(
      inverse: inverse, width: Double(source.width), height: Double(source.height))
    let lastY = source.height - 1
    weights.withUnsafeBufferPointer { weights in
      for y in region.minY..<region.maxY where !spans.columns(row: y, clip: region).isEmpty {
        let v = inverse.d * (Double(y) + 0.5) + inverse.ty - 0.5
        let fixed = Int(saturating: (v * 256).rounded(.down))
        let y0 = fixed >> 8
        let top = min(max(y0, 0), lastY), bottom = min(max(y0 + 1, 0), lastY)
        let weightY = UInt32(fixed & 255)
        let below = top == bottom || weightY == 0 ? top : bottom
        let sourceRow = BlendedRow(
          upper: source.pixels + top * source.width,
          lower: source.pixels + below * source.width, weight: weightY,
          upperRuns: source.flatRuns.map { $0 + top * source.width },
          lowerRuns: source.flatRuns.map { $0 + below * source.width })
        let row = canvas.row(y) + columns.lowerBound
        if let maskRow = paint.maskRow(y) {
          canvas.prepare(row: y, columns: columns)
          drawMaskedRow(sourceRow, into: row, maskRow + columns.lowerBound, weights, paint)
        } else {
          drawRow(sourceRow, into: row, weights, paint, canvas: canvas, y: y)
        }
      }
    }
  }

  /// Draws canvas row `y` (`row` is its first covered pixel), announcing to `canvas` each span
  /// before writing it: transparent stretches are not touched at all.
  private func drawRow(
    _ sourceRow: BlendedRow, into row: UnsafeMutablePointer<UInt32>,
    _ weights: UnsafeBufferPointer<UInt32>, _ paint: Paint, canvas: Canvas, y: Int
  ) {
    let offset = columns.lowerBound
    runs.withUnsafeBufferPointer { runs in
      var index = 0
      while index < runs.count {
        let run = runs[index]
        let first = sourceRow[run.left], second = sourceRow[run.right]
        index += 1
        guard first == second else {
          // Between unequal pixels (an edge): this run and the unequal ones after it, announced
          // together.
          var last = index
          while last < runs.count, sourceRow[runs[last].left] != sourceRow[runs[last].right] {
            last += 1
          }
          canvas.prepare(row: y, columns: offset + run.start..<offset + runs[last - 1].end)
          for edge in runs[(index - 1)..<last] {
            let left = sourceRow[edge.left], right = sourceRow[edge.right]
            for x in edge.start..<edge.end {
              PixelMath.blend(paint.apply(PixelMath.lerp(left, right, weights[x])), into: row + x)
            }
          }
          index = last
          continue
        }
        // Neighbouring runs of the same colour (the inside or outside of a logo) draw as one.
        if !runsEnding.isEmpty {
          let last = lastEqual(to: first, in: sourceRow, from: run.right)
          index = max(index, Int(runsEnding[last - firstSourceColumn]))
        }
        while index < runs.count, sourceRow[runs[index].left] == first,
          sourceRow[runs[index].right] == first
        {
          index += 1
        }
        let end = runs[index - 1].end
        let pixel = paint.apply(first)
        let alpha = PixelMath.alpha(pixel)
        let stretch = offset + run.start..<offset + end
        if alpha == 255 {
          if canvas.fillsOpaque(pixel, row: y, columns: stretch) {
            (row + run.start).update(repeating: pixel, count: end - run.start)
          }
        } else if alpha != 0 {
          let blended = canvas.blend(pixel, row: y, columns: stretch)
          PixelMath.over(pixel, onto: row + (blended.lowerBound - offset), count: blended.count)
        }
      }
    }
  }

  private func drawMaskedRow(
    _ sourceRow: BlendedRow, into row: UnsafeMutablePointer<UInt32>,
    _ maskRow: UnsafePointer<UInt32>, _ weights: UnsafeBufferPointer<UInt32>, _ paint: Paint
  ) {
    for run in runs {
      let first = sourceRow[run.left], second = sourceRow[run.right]
      for x in run.start..<run.end {
        let pixel = first == second ? first : PixelMath.lerp(first, second, weights[x])
        paint.blend(pixel, maskRow: maskRow, x: x, into: row + x)
      }
    }
  }
}

/// A row between two source rows: each pixel interpolated vertically when read (equal pixels,
/// the flat inside and outside of a logo, need no arithmetic).
struct BlendedRow {
  /// The source row above.
  let upper: UnsafePointer<UInt32>
  /// The source row below (`upper` itself when the row falls on a source row).
  let lower: UnsafePointer<UInt32>
  /// The weight of `lower`, 0...255.
  let weight: UInt32
  /// The rows' flat runs (see `PreparedImage.flatRuns`), when known.
  let upperRuns: UnsafePointer<UInt16>?
  let lowerRuns: UnsafePointer<UInt16>?

  /// The interpolated pixel of source column `column`.
  @inline(__always)
  subscript(_ column: Int) -> UInt32 {
    let above = upper[column], below = lower[column]
    return above == below ? above : PixelMath.lerp(above, below, weight)
  }
}
