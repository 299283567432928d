/// The rows of a frame band that still show a flat colour nobody has written yet: each row keeps
/// its colour and the one span of columns drawn so far; the rest of the row is written with the
/// colour only when the band is finished.
///
/// This is how the compositor skips work a later layer makes useless. The background is never
/// written under an opaque image that covers it; a translucent fill over the whole untouched
/// part of a row (a veil) changes the row's colour instead of blending every pixel; an opaque
/// fill over the whole row starts the row afresh. Drawing code announces each span it is about
/// to write (`prepare` when it reads the pixels, `overwrite` when it replaces them all with
/// opaque ones) so untouched pixels are written with the colour first where needed.
final class PendingFill {
  /// The band's first row and its rows' pixels.
  private var firstRow = 0
  private var rowCount = 0
  private var frame: UnsafeMutablePointer<UInt32>
  private var stride = 0
  /// The band's columns.
  private var minX = 0
  private var maxX = 0
  private let colours: UnsafeMutablePointer<UInt32>
  /// Per row, the written span `starts[i]..<ends[i]` (empty when `starts[i] == ends[i]`).
  private let starts: UnsafeMutablePointer<Int>
  private let ends: UnsafeMutablePointer<Int>
  /// Per row, the longest span known to be opaque (`opaqueStarts[i]..<opaqueEnds[i]`): written
  /// with opaque pixels, which drawing over (`source over`) keeps opaque.
  private let opaqueStarts: UnsafeMutablePointer<Int>
  private let opaqueEnds: UnsafeMutablePointer<Int>
  private let capacity: Int

  /// Creates state for bands of up to `capacity` rows.
  init(capacity: Int) {
    self.capacity = capacity
    colours = .allocate(capacity: capacity)
    colours.initialize(repeating: 0, count: capacity)
    starts = .allocate(capacity: capacity)
    starts.initialize(repeating: 0, count: capacity)
    ends = .allocate(capacity: capacity)
    ends.initialize(repeating: 0, count: capacity)
    opaqueStarts = .allocate(capacity: capacity)
    opaqueStarts.initialize(repeating: 0, count: capacity)
    opaqueEnds = .allocate(capacity: capacity)
    opaqueEnds.initialize(repeating: 0, count: capacity)
    frame = colours  // a placeholder until `begin` names the frame
  }

  deinit {
    colours.deallocate()
    starts.deallocate()
    ends.deallocate()
    opaqueStarts.deallocate()
    opaqueEnds.deallocate()
  }

  /// Starts a band: rows `rows` of `canvas`, columns `columns`, all showing `colour`, unwritten.
  func begin(canvas: Canvas, rows: Range<Int>, columns: Range<Int>, colour: UInt32) {
    precondition(rows.count <= capacity, "band taller than the pending fill's capacity")
    firstRow = rows.lowerBound
    rowCount = rows.count
    frame = canvas.pixels
    stride = canvas.stride
    minX = columns.lowerBound
    maxX = columns.upperBound
    colours.update(repeating: colour, count: rowCount)
    starts.update(repeating: minX, count: rowCount)
    ends.update(repeating: minX, count: rowCount)
    opaqueStarts.update(repeating: minX, count: rowCount)
    opaqueEnds.update(repeating: minX, count: rowCount)
  }

  /// Writes every row's colour where nothing was drawn; the band's pixels are then final.
  func finish() {
    for index in 0..<rowCount {
      let row = frame + (firstRow + index) * stride
      let start = starts[index], end = ends[index]
      if start == end {
        (row + minX).update(repeating: colours[index], count: maxX - minX)
      } else {
        (row + minX).update(repeating: colours[index], count: start - minX)
        (row + end).update(repeating: colours[index], count: maxX - end)
      }
    }
  }

  /// The columns of row `y` that may hold anything but transparent black: the span drawn, or
  /// the whole row when its colour is not transparent. Still valid after `finish`.
  @inline(__always)
  func visibleColumns(row y: Int) -> Range<Int> {
    let index = y - firstRow
    return colours[index] == 0 ? starts[index]..<ends[index] : minX..<maxX
  }

  /// Makes the pixels of `columns` in row `y` hold what they show, so they can be blended onto.
  @inline(__always)
  func prepare(row y: Int, columns: Range<Int>) {
    let index = y - firstRow
    let start = starts[index], end = ends[index]
    guard columns.lowerBound < start || columns.upperBound > end || start == end else { return }
    extend(index, to: columns, writingInside: true)
  }

  /// Records that every pixel of `columns` in row `y` is about to be replaced by an opaque one:
  /// only the untouched pixels between them and the span already drawn are written.
  @inline(__always)
  func overwrite(row y: Int, columns: Range<Int>) {
    let index = y - firstRow
    let opaqueStart = opaqueStarts[index], opaqueEnd = opaqueEnds[index]
    if columns.lowerBound <= opaqueEnd && columns.upperBound >= opaqueStart {
      opaqueStarts[index] = min(opaqueStart, columns.lowerBound)
      opaqueEnds[index] = max(opaqueEnd, columns.upperBound)
    } else if columns.count > opaqueEnd - opaqueStart {
      opaqueStarts[index] = columns.lowerBound
      opaqueEnds[index] = columns.upperBound
    }
    let start = starts[index], end = ends[index]
    guard columns.lowerBound < start || columns.upperBound > end || start == end else { return }
    extend(index, to: columns, writingInside: false)
  }

  /// Announces opaque `pixel` over `columns` of row `y`; returns whether the caller must still
  /// write it (`false` when `columns` span the whole row, which then just takes the colour).
  @inline(__always)
  func fillsOpaque(_ pixel: UInt32, row y: Int, columns: Range<Int>) -> Bool {
    guard columns.lowerBound <= minX && columns.upperBound >= maxX else {
      overwrite(row: y, columns: columns)
      return true
    }
    let index = y - firstRow
    colours[index] = pixel
    starts[index] = minX
    ends[index] = minX
    opaqueStarts[index] = minX
    opaqueEnds[index] = PixelMath.alpha(pixel) == 255 ? maxX : minX
    return false
  }

  /// A span of row `y` whose pixels are all opaque (within the band's columns; maybe empty).
  /// Still valid after `finish`.
  @inline(__always)
  func opaqueColumns(row y: Int) -> Range<Int> {
    let index = y - firstRow
    return max(opaqueStarts[index], minX)..<max(min(opaqueEnds[index], maxX), minX)
  }

  /// Announces translucent `pixel` blended over `columns` of row `y`; returns the columns the
  /// caller must still blend. When `columns` hold every untouched pixel of the row, the row's
  /// colour takes the blend and only the drawn span is left.
  @inline(__always)
  func blend(_ pixel: UInt32, row y: Int, columns: Range<Int>) -> Range<Int> {
    let index = y - firstRow
    let start = starts[index], end = ends[index]
    let coversRow = columns.lowerBound <= minX && columns.upperBound >= maxX
    let coversUntouched =
      start == end
      ? coversRow
      : (start == minX || columns.lowerBound <= minX && columns.upperBound >= start)
        && (end == maxX || columns.lowerBound <= end && columns.upperBound >= maxX)
    guard coversUntouched else {
      prepare(row: y, columns: columns)
      return columns
    }
    colours[index] = PixelMath.over(pixel, colours[index])
    let lower = max(start, columns.lowerBound), upper = min(end, columns.upperBound)
    return lower < upper ? lower..<upper : columns.lowerBound..<columns.lowerBound
  }

  /// Grows row `index`'s drawn span to hold `columns`, writing the colour into the untouched
  /// pixels it takes in (not those of `columns` themselves unless `writingInside`).
  private func extend(_ index: Int, to columns: Range<Int>, writingInside: Bool) {
    let lower = min(max(columns.lowerBound, minX), maxX)
    let columns = lower..<max(min(columns.upperBound, maxX), lower)
    guard !columns.isEmpty else { return }
    let row = frame + (firstRow + index) * stride
    let colour = colours[index]
    let start = starts[index], end = ends[index]
    if start == end {
      if writingInside { fill(row, columns.lowerBound, columns.upperBound, colour) }
    } else {
      // The untouched pixels the span takes in: left and right of the old span.
      take(min(start, columns.lowerBound)..<start, row, colour, except: columns, writingInside)
      take(end..<max(end, columns.upperBound), row, colour, except: columns, writingInside)
    }
    starts[index] = start == end ? columns.lowerBound : min(start, columns.lowerBound)
    ends[index] = start == end ? columns.upperBound : max(end, columns.upperBound)
  }

  /// Writes `colour` into columns `lower..<upper` of `row` (nothing when `upper <= lower`).
  @inline(__always)
  private func fill(
    _ row: UnsafeMutablePointer<UInt32>, _ lower: Int, _ upper: Int, _ colour: UInt32
  ) {
    if upper > lower { (row + lower).update(repeating: colour, count: upper - lower) }
  }

  /// Writes `colour` into `span`, except into `columns` unless `writingInside`.
  @inline(__always)
  private func take(
    _ span: Range<Int>, _ row: UnsafeMutablePointer<UInt32>, _ colour: UInt32,
    except columns: Range<Int>, _ writingInside: Bool
  ) {
    if writingInside {
      fill(row, span.lowerBound, span.upperBound, colour)
    } else {
      fill(row, span.lowerBound, min(span.upperBound, columns.lowerBound), colour)
      fill(row, max(span.lowerBound, columns.upperBound), span.upperBound, colour)
    }
  }
}
