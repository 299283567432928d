import Foundation

#if canImport(zlib)
  import zlib
#else
  import CZlib
#endif

/// Compresses an APNG frame's image data: the rows of a rectangle of a frame as 8-bit straight
/// RGBA, through one zlib stream reset for every frame.
///
/// **Blending.** Over the canvas before it (`APNG_BLEND_OP_OVER`), a pixel that did not change is
/// written fully transparent, which leaves the canvas as it was, so long unchanged stretches cost
/// almost nothing; that needs every changed pixel to be opaque (OVER would blend it otherwise).
/// Where many pixels changed, writing the rectangle as it is (`APNG_BLEND_OP_SOURCE`) can be
/// smaller.
///
/// **Filters.** Each row takes the PNG filter (None, Sub or Up) whose output has the least sum
/// of absolute values (PNG's usual heuristic), or every row is None: grainy pixels (a photo's
/// noise) compress smaller unfiltered, as Sub and Up spread them over more values.
///
/// **Trials.** Both choices are made by compressing a sample of the rows (16-row bands, one in
/// sixteen) with a fast zlib level: the blend operation with the heuristic filters, then the
/// filtering for that blend. (One band in eight chose the same blend but for 0.07% of the
/// default preview's bytes, for 5% more of its CPU time.)
///
/// **Level.** zlib level 4. On launch frames (flat colours, gradients, scaled screenshots) the
/// result is smaller than ffmpeg's `apng` encoder, which compresses every frame several ways at
/// level 6 (see `RenderBenchmarks`). Levels 4 to 6 cost about the same here (zlib's lazy matching
/// inserts every byte into its hash whatever the level): on the default preview 5 is 1.5% more
/// CPU for 0.8% fewer bytes; level 3 (zlib's fast matching, no lazy evaluation) is a quarter
/// less work but half as large again.
final class APNGFrameEncoder {
  /// The zlib level of the frames.
  static let level: Int32 = 4
  /// The zlib level of the samples that pick the blend operation and the filtering.
  static let trialLevel: Int32 = 1
  /// The streams, at fixed addresses as zlib requires (it points back at them).
  private let stream: UnsafeMutablePointer<z_stream>
  private let trial: UnsafeMutablePointer<z_stream>
  /// The row being written and the one above it, straight RGBA; and the row filtered, with its
  /// filter type byte first.
  private var row: [UInt8] = []
  private var above: [UInt8] = []
  private var filtered: [UInt8] = []
  /// Compressed output, reused from frame to frame (zlib writes into it between calls).
  private var output = UnsafeMutableRawBufferPointer(start: nil, count: 0)

  /// A compressed frame.
  struct Encoded {
    /// The zlib stream of the filtered rows (the concatenated `IDAT` / `fdAT` payloads).
    var data: Data
    /// Whether the frame is drawn over the canvas (`APNG_BLEND_OP_OVER`) rather than replacing
    /// its rectangle (`APNG_BLEND_OP_SOURCE`).
    var blendsOver: Bool
  }

  /// Sets up the zlib streams.
  ///
  /// - Throws: `AnimationWriterError.cannotWrite` naming `file` if zlib cannot start.
  init(file: String) throws {
    stream = try Self.makeStream(level: Self.level, file: file)
    do {
      trial = try Self.makeStream(level: Self.trialLevel, file: file)
    } catch {
      Self.free(stream)
      throw error
    }
  }

  deinit {
    Self.free(stream)
    Self.free(trial)
    output.deallocate()
  }

  private static func makeStream(level: Int32, file: String) throws
    -> UnsafeMutablePointer<z_stream>
  {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = deflateInit2_(
      stream, level, Z_DEFLATED, MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw AnimationWriterError.cannotWrite(file: file, reason: "zlib failed to start (\(status))")
    }
    return stream
  }

  private static func free(_ stream: UnsafeMutablePointer<z_stream>) {
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Compresses `region` of `frame`, drawn over `previous` (the canvas before it) when that is
  /// possible and smaller, else replacing the region.
  ///
  /// - Throws: `AnimationWriterError.cannotWrite` naming `file` if zlib fails.
  func encode(_ frame: RGBAImage, region: PixelRect, over previous: RGBAImage?, file: String)
    throws -> Encoded
  {
    let rowBytes = region.width * 4
    if row.count < rowBytes {
      row = [UInt8](repeating: 0, count: rowBytes)
      above = row
      filtered = [UInt8](repeating: 0, count: rowBytes + 1)
    }
    // The blend operation, then the filtering, each chosen by compressing the same sample rows.
    let rows = Self.trialRows(region)
    var blendsOver = false
    var best =
      try trialSize(rows, of: frame, region: region, over: nil, filtering: .adaptive, file: file)
      ?? Int.max
    if let previous,
      let size = try trialSize(
        rows, of: frame, region: region, over: previous, filtering: .adaptive, file: file),
      size <= best
    {
      blendsOver = true
      best = size
    }
    let unfiltered =
      try trialSize(
        rows, of: frame, region: region, over: blendsOver ? previous : nil, filtering: .none,
        file: file) ?? Int.max
    let filtering: Filtering = unfiltered < best ? .none : .adaptive
    if blendsOver, let previous,
      let data = try compress(
        frame, region: region, over: previous, filtering: filtering, file: file)
    {
      return Encoded(data: data, blendsOver: true)
    }
    guard
      let data = try compress(frame, region: region, over: nil, filtering: filtering, file: file)
    else {
      throw AnimationWriterError.cannotWrite(file: file, reason: "frame could not be encoded")
    }
    return Encoded(data: data, blendsOver: false)
  }

  /// How rows are filtered before compression.
  enum Filtering {
    /// Each row takes None, Sub or Up, whichever has the least sum of absolute values.
    case adaptive
    /// Every row is None: smaller where pixels are grainy (a photo's noise), which the
    /// differences of Sub and Up spread over more values.
    case none
  }

  /// The rows the trials compress: 16-row bands, one band in sixteen.
  private static func trialRows(_ region: PixelRect) -> [Int] {
    let band = 16
    return stride(from: region.minY, to: region.maxY, by: band * 16).flatMap {
      $0..<min($0 + band, region.maxY)
    }
  }

  /// The compressed size of `rows` of the region drawn over `previous` (or as they are) with
  /// `filtering`, at the trial level; `nil` when drawing over `previous` and a changed pixel in
  /// them is not opaque.
  private func trialSize(
    _ rows: [Int], of frame: RGBAImage, region: PixelRect, over previous: RGBAImage?,
    filtering: Filtering, file: String
  ) throws -> Int? {
    try begin(trial, bytes: (region.width * 4 + 1) * rows.count, file: file)
    var previousRow = Int.min
    for y in rows {
      if y != previousRow + 1 { zeroAbove() }
      previousRow = y
      guard
        try writeRow(
          y, of: frame, region: region, over: previous, filtering: filtering, into: trial,
          file: file)
      else { return nil }
    }
    return try finish(trial, file: file).count
  }

  /// The zlib stream of the region's filtered rows; `nil` when drawing over `previous` and a
  /// changed pixel is not opaque.
  private func compress(
    _ frame: RGBAImage, region: PixelRect, over previous: RGBAImage?, filtering: Filtering,
    file: String
  ) throws -> Data? {
    try begin(stream, bytes: (region.width * 4 + 1) * region.height, file: file)
    zeroAbove()
    for y in region.minY..<region.maxY {
      guard
        try writeRow(
          y, of: frame, region: region, over: previous, filtering: filtering, into: stream,
          file: file)
      else { return nil }
    }
    return try finish(stream, file: file)
  }

  /// Resets `stream` to write into `output`, made large enough for zlib's bound on `bytes`.
  private func begin(_ stream: UnsafeMutablePointer<z_stream>, bytes: Int, file: String) throws {
    guard deflateReset(stream) == Z_OK else {
      throw AnimationWriterError.cannotWrite(file: file, reason: "zlib could not reset")
    }
    let bound = Int(deflateBound(stream, uLong(bytes)))
    if output.count < bound {
      output.deallocate()
      output = .allocate(byteCount: bound, alignment: 16)
    }
    stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(output.count)
  }

  private func zeroAbove() {
    above.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 0) }
  }

  /// Makes row `y` of the region (see `rawRow`), filters it and feeds it to `stream`; `false`
  /// when a changed pixel is not opaque.
  private func writeRow(
    _ y: Int, of frame: RGBAImage, region: PixelRect, over previous: RGBAImage?,
    filtering: Filtering, into stream: UnsafeMutablePointer<z_stream>, file: String
  ) throws -> Bool {
    let count = region.width * 4
    let start = (y * frame.width + region.minX) * 4
    let made = frame.pixels.withUnsafeBytes { new in
      (previous?.pixels ?? []).withUnsafeBytes { old in
        row.withUnsafeMutableBytes { line in
          Self.rawRow(
            from: new.baseAddress.map { $0 + start },
            unchangedFrom: previous == nil ? nil : old.baseAddress.map { $0 + start },
            count: count, into: line)
        }
      }
    }
    guard made else { return false }
    row.withUnsafeBytes { line in
      above.withUnsafeBytes { prior in
        filtered.withUnsafeMutableBytes { target in
          Self.filter(line, above: prior, count: count, filtering: filtering, into: target)
        }
      }
    }
    swap(&row, &above)
    return try filtered.withUnsafeMutableBytes { input in
      guard let input = input.baseAddress else { return false }
      stream.pointee.next_in = input.assumingMemoryBound(to: Bytef.self)
      stream.pointee.avail_in = uInt(count + 1)
      // The output buffer holds zlib's bound for all the rows: every row goes in.
      guard deflate(stream, Z_NO_FLUSH) == Z_OK, stream.pointee.avail_in == 0 else {
        throw AnimationWriterError.cannotWrite(file: file, reason: "zlib failed")
      }
      return true
    }
  }

  /// Ends `stream` and returns what it wrote into `output`.
  private func finish(_ stream: UnsafeMutablePointer<z_stream>, file: String) throws -> Data {
    guard deflate(stream, Z_FINISH) == Z_STREAM_END else {
      throw AnimationWriterError.cannotWrite(file: file, reason: "zlib failed to finish")
    }
    return Data(UnsafeRawBufferPointer(rebasing: output[..<Int(stream.pointee.total_out)]))
  }

  /// Writes `count` bytes of premultiplied RGBA `pixels` as straight RGBA into `line`; with
  /// `unchanged` (the canvas before), pixels equal to it are written fully transparent, and
  /// `false` is returned for a changed pixel that is not opaque.
  private static func rawRow(
    from pixels: UnsafeRawPointer?, unchangedFrom unchanged: UnsafeRawPointer?, count: Int,
    into line: UnsafeMutableRawBufferPointer
  ) -> Bool {
    guard let pixels, let target = line.baseAddress else { return count == 0 }
    if let unchanged {
      let opaque = UInt32(littleEndian: 0xFF00_0000)
      for offset in stride(from: 0, to: count, by: 4) {
        let pixel = pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        var value: UInt32 = 0
        if pixel != unchanged.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
          guard pixel & opaque == opaque else { return false }
          value = pixel
        }
        target.storeBytes(of: value, toByteOffset: offset, as: UInt32.self)
      }
      return true
    }
    target.copyMemory(from: pixels, byteCount: count)
    Premultiplication.straighten(UnsafeMutableRawBufferPointer(start: target, count: count))
    return true
  }

  /// Filters `line` (with `above`, the row before it) into `target` as filter type byte and
  /// bytes: None when `filtering` is `.none`, else None, Sub or Up, whichever has the least sum
  /// of absolute (signed) values. Sixteen bytes at a time; the first four (Sub's left neighbours
  /// are 0 there) and the tail one by one.
  private static func filter(
    _ line: UnsafeRawBufferPointer, above: UnsafeRawBufferPointer, count: Int,
    filtering: Filtering, into target: UnsafeMutableRawBufferPointer
  ) {
    guard let raw = line.baseAddress, let prior = above.baseAddress,
      let out = target.baseAddress
    else { return }
    guard filtering == .adaptive else {
      out.storeBytes(of: 0, as: UInt8.self)
      (out + 1).copyMemory(from: raw, byteCount: count)
      return
    }
    typealias Bytes = SIMD16<UInt8>
    typealias Sums = SIMD8<UInt16>
    func byte(_ pointer: UnsafeRawPointer, _ index: Int) -> UInt8 {
      pointer.load(fromByteOffset: index, as: UInt8.self)
    }
    /// |value| of a filtered byte read as signed.
    func magnitude(_ value: UInt8) -> Int { Int(min(value, 0 &- value)) }
    /// The magnitudes of 16 bytes added pairwise into 8 lanes (each pair <= 256), by masking
    /// and shifting the bytes as 16-bit words. Only lane-wise operators, which compile to vector
    /// instructions (`pointwiseMin` and widening conversions ran as unspecialised calls): the
    /// magnitude of a signed byte is `(v ^ m) - m` with `m` all ones when it is negative.
    @inline(__always)
    func magnitudes(_ value: Bytes) -> Sums {
      let negative = 0 &- (value &>> 7)
      let words = unsafeBitCast((value ^ negative) &- negative, to: Sums.self)
      return (words & 0x00FF) &+ (words &>> 8)
    }
    @inline(__always)
    func total(_ sums: Sums) -> Int {
      var total = 0
      for lane in 0..<8 { total &+= Int(sums[lane]) }
      return total
    }
    var none = 0
    var sub = 0
    var up = 0
    let head = min(4, count)
    for index in 0..<head {
      none &+= magnitude(byte(raw, index))
      sub &+= magnitude(byte(raw, index))
      up &+= magnitude(byte(raw, index) &- byte(prior, index))
    }
    var index = head
    while index + 16 <= count {
      // At most 255 vectors a round, so no 16-bit lane (each add <= 256) overflows.
      var noneSums = Sums()
      var subSums = Sums()
      var upSums = Sums()
      var vectors = 0
      while index + 16 <= count, vectors < 255 {
        let value = raw.loadUnaligned(fromByteOffset: index, as: Bytes.self)
        let left = raw.loadUnaligned(fromByteOffset: index - 4, as: Bytes.self)
        let over = prior.loadUnaligned(fromByteOffset: index, as: Bytes.self)
        noneSums &+= magnitudes(value)
        subSums &+= magnitudes(value &- left)
        upSums &+= magnitudes(value &- over)
        index += 16
        vectors += 1
      }
      none &+= total(noneSums)
      sub &+= total(subSums)
      up &+= total(upSums)
    }
    let tail = index
    for index in tail..<count {
      none &+= magnitude(byte(raw, index))
      sub &+= magnitude(byte(raw, index) &- byte(raw, index - 4))
      up &+= magnitude(byte(raw, index) &- byte(prior, index))
    }
    let type: UInt8 = none <= sub && none <= up ? 0 : sub <= up ? 1 : 2
    out.storeBytes(of: type, as: UInt8.self)
    let bytes = out + 1
    guard type != 0 else {
      bytes.copyMemory(from: raw, byteCount: count)
      return
    }
    for index in 0..<head {
      let reference = type == 1 ? 0 : byte(prior, index)
      bytes.storeBytes(of: byte(raw, index) &- reference, toByteOffset: index, as: UInt8.self)
    }
    let base = type == 1 ? raw - 4 : prior
    index = head
    while index + 16 <= count {
      let value = raw.loadUnaligned(fromByteOffset: index, as: Bytes.self)
      let reference = base.loadUnaligned(fromByteOffset: index, as: Bytes.self)
      bytes.storeBytes(of: value &- reference, toByteOffset: index, as: Bytes.self)
      index += 16
    }
    for index in index..<count {
      bytes.storeBytes(
        of: byte(raw, index) &- byte(base, index), toByteOffset: index, as: UInt8.self)
    }
  }
}
