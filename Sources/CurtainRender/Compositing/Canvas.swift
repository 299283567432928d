/// Packed pixels being drawn into: a window onto an `RGBAImage`'s storage (or a rectangle of
/// it), valid only inside `RGBAImage.withCanvas(_:)`.
struct Canvas {
  /// The first pixel of the top row.
  let pixels: UnsafeMutablePointer<UInt32>
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  /// Pixels from one row to the next (the width, unless this is a window onto a larger canvas).
  let stride: Int
  /// The only pixels drawing may change (the whole canvas unless limited): a band of rows when
  /// a frame is drawn band by band, so each band stays in cache while every layer draws into it.
  /// Positions and groups are laid out on the whole canvas regardless.
  let limit: PixelRect
  /// The frame band's unwritten rows, when this canvas draws into one (`nil` offscreen).
  let pending: PendingFill?
  /// Where this canvas's pixel (0, 0) is in the frame `pending` describes.
  let originX: Int
  let originY: Int

  init(
    pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int? = nil,
    limit: PixelRect? = nil, pending: PendingFill? = nil, originX: Int = 0, originY: Int = 0
  ) {
    self.pixels = pixels
    self.width = width
    self.height = height
    self.stride = stride ?? width
    let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    self.limit = limit?.intersection(bounds) ?? bounds
    self.pending = pending
    self.originX = originX
    self.originY = originY
  }

  /// The whole canvas.
  var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

  /// This canvas with drawing limited to `rect` (within the current limit).
  func limited(to rect: PixelRect) -> Canvas {
    Canvas(
      pixels: pixels, width: width, height: height, stride: stride,
      limit: limit.intersection(rect), pending: pending, originX: originX, originY: originY)
  }

  /// This canvas drawing into a frame band whose unwritten rows `pending` tracks.
  func pending(_ pending: PendingFill) -> Canvas {
    Canvas(
      pixels: pixels, width: width, height: height, stride: stride, limit: limit,
      pending: pending, originX: originX, originY: originY)
  }

  /// The first pixel of row `y`.
  @inline(__always)
  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

  /// The pixels of `rect` (inside `bounds`) as a canvas of their own, sharing this storage: its
  /// pixel (0, 0) is this canvas's (`rect.minX`, `rect.minY`).
  func window(_ rect: PixelRect) -> Canvas {
    Canvas(
      pixels: row(rect.minY) + rect.minX, width: rect.width, height: rect.height, stride: stride,
      limit: PixelRect(
        minX: limit.minX - rect.minX, minY: limit.minY - rect.minY, maxX: limit.maxX - rect.minX,
        maxY: limit.maxY - rect.minY),
      pending: pending, originX: originX + rect.minX, originY: originY + rect.minY)
  }

  /// Makes `columns` of row `y` hold what they show before they are blended onto (see
  /// `PendingFill`).
  @inline(__always)
  func prepare(row y: Int, columns: Range<Int>) {
    guard let pending, !columns.isEmpty else { return }
    pending.prepare(row: y + originY, columns: shifted(columns))
  }

  /// Announces that every pixel of `columns` in row `y` is about to be replaced by an opaque one.
  @inline(__always)
  func overwrite(row y: Int, columns: Range<Int>) {
    guard let pending, !columns.isEmpty else { return }
    pending.overwrite(row: y + originY, columns: shifted(columns))
  }

  /// Announces opaque `pixel` filling `columns` of row `y`; whether the caller must write it.
  @inline(__always)
  func fillsOpaque(_ pixel: UInt32, row y: Int, columns: Range<Int>) -> Bool {
    guard let pending, !columns.isEmpty else { return true }
    return pending.fillsOpaque(pixel, row: y + originY, columns: shifted(columns))
  }

  /// Announces translucent `pixel` blended over `columns` of row `y`; the columns the caller
  /// must still blend.
  @inline(__always)
  func blend(_ pixel: UInt32, row y: Int, columns: Range<Int>) -> Range<Int> {
    guard let pending, !columns.isEmpty else { return columns }
    let left = pending.blend(pixel, row: y + originY, columns: shifted(columns))
    return (left.lowerBound - originX)..<(left.upperBound - originX)
  }

  @inline(__always)
  private func shifted(_ columns: Range<Int>) -> Range<Int> {
    (columns.lowerBound + originX)..<(columns.upperBound + originX)
  }
}

/// Read-only packed pixels of a source image.
struct PixelSource {
  /// The first pixel of the top row.
  let pixels: UnsafePointer<UInt32>
  /// Width in pixels (also the row stride).
  let width: Int
  /// Height in pixels.
  let height: Int
  /// Whether every pixel is opaque, which lets unscaled copies skip blending.
  let isOpaque: Bool
  /// For each pixel, how many pixels after it in its row equal it (see `FlatRuns`), when known.
  var flatRuns: UnsafePointer<UInt16>? = nil
}

extension RGBAImage {
  /// Runs `body` with the pixels as a packed, mutable canvas.
  mutating func withCanvas<Result>(_ body: (Canvas) throws -> Result) rethrows -> Result {
    let width = self.width, height = self.height
    return try pixels.withUnsafeMutableBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        guard let base = words.baseAddress else {
          var empty: UInt32 = 0
          return try withUnsafeMutablePointer(to: &empty) {
            try body(Canvas(pixels: $0, width: 0, height: 0))
          }
        }
        return try body(Canvas(pixels: base, width: width, height: height))
      }
    }
  }

  /// Runs `body` with the pixels as a packed, read-only source.
  func withPixelSource<Result>(isOpaque: Bool, _ body: (PixelSource) throws -> Result) rethrows
    -> Result
  {
    let width = self.width, height = self.height
    return try pixels.withUnsafeBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        guard let base = words.baseAddress else {
          var empty: UInt32 = 0
          return try withUnsafePointer(to: &empty) {
            try body(PixelSource(pixels: $0, width: 0, height: 0, isOpaque: true))
          }
        }
        return try body(PixelSource(pixels: base, width: width, height: height, isOpaque: isOpaque))
      }
    }
  }

  /// Whether every pixel has alpha 255 (an empty image counts as opaque).
  var isOpaque: Bool {
    var index = 3
    while index < pixels.count {
      if pixels[index] != 255 { return false }
      index += 4
    }
    return true
  }
}
