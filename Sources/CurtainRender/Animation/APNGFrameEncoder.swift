import Foundation

/// Compresses an APNG frame's image data: the rows of a rectangle of a frame as 8-bit straight
/// RGBA, or as RGB when every frame is opaque, filtered into one buffer and compressed whole
/// (`ZlibDeflater`: libdeflate on Linux, zlib on Apple platforms).
///
/// **Opaque frames.** Written as RGB (PNG colour type 2), a quarter fewer bytes to filter and
/// compress: on the example preview's frames 26% less libdeflate time and 1.3% smaller than the
/// same rows as RGBA. There is no alpha to leave a pixel unchanged, so every frame replaces its
/// rectangle (see Blending). A frame with a pixel that is not opaque is refused.
///
/// **Blending.** Over the canvas before it (`APNG_BLEND_OP_OVER`), a pixel that did not change is
/// written fully transparent, which leaves the canvas as it was, so long unchanged stretches cost
/// almost nothing; that needs every changed pixel to be opaque (OVER would blend it otherwise).
/// Where many pixels changed, writing the rectangle as it is (`APNG_BLEND_OP_SOURCE`) can be
/// smaller. (A `tRNS` key colour could stand for "unchanged" in RGB, but it makes every pixel
/// of that colour transparent in every frame, and a colour no later frame holds cannot be known
/// when the first frame is written.)
///
/// **Filters.** Each row takes the PNG filter (None, Sub or Up) whose output has the least sum
/// of absolute values (PNG's usual heuristic), or every row is None: grainy pixels (a photo's
/// noise) compress smaller unfiltered, as Sub and Up spread them over more values.
///
/// **Trials.** Both choices are made by compressing a sample of the rows (16-row bands, one in
/// sixteen) at a fast level: the blend operation with the heuristic filters, then the
/// filtering for that blend. (One band in eight chose the same blend but for 0.07% of the
/// default preview's bytes, for 5% more of its CPU time; trying None only where the filtered
/// sample compresses less than sixteenfold made the example preview 3.3% larger.) The fast
/// level is libdeflate's 2 (zlib's 1): on the example preview's rows libdeflate's 1 takes half
/// as long again, its hash table matcher slower on long runs.
///
/// **Level.** zlib level 4: on launch frames (flat colours, gradients, scaled screenshots) the
/// result is smaller than ffmpeg's `apng` encoder, which compresses every frame several ways at
/// level 6 (see `RenderBenchmarks`); levels 4 to 6 cost about the same (zlib's lazy matching
/// inserts every byte into its hash whatever the level), level 3 is a quarter less work but half
/// as large again. With libdeflate, level 5: on 25 of the example preview's frames
/// (Up-filtered) 0.7% smaller than zlib's 4 in 0.58x its CPU time (levels 2-7 take about the
/// same time; 5 was the smallest of them).
///
/// **Grainy frames.** A frame whose trial sample compresses to more than a quarter of its bytes
/// (a photo's grain, about half; launch frames compress about a hundredfold) is compressed at
/// level 9: on grainy launch frames that is about 2.5% smaller than level 5, and smaller than
/// ffmpeg's `apng` (see `RenderBenchmarks`), at about level 5's CPU time there. Between the two
/// (a screenshot with a little noise in every pixel: about a sixth), level 9 is no bargain: on
/// the benchmark's screenshot 5% smaller for 26 times level 5's time, as its near-optimal parse
/// weighs the many short matches; those frames, and every frame of the default preview, keep
/// level 5.
final class APNGFrameEncoder {
  /// The frames' compressor, the grainy frames' (see above) and the trials' (a fast level).
  private let deflater: ZlibDeflater
  private let dense: ZlibDeflater
  private let trial: ZlibDeflater
  /// Bytes per pixel written: 3 (RGB) for opaque frames, else 4 (RGBA).
  let channels: Int
  /// The row being written and the one above it, straight RGBA.
  private var row: [UInt8] = []
  private var above: [UInt8] = []
  /// The filtered rows, each with its filter type byte first, compressed at once.
  private var filtered: [UInt8] = []

  /// A compressed frame.
  struct Encoded {
    /// The zlib stream of the filtered rows (the concatenated `IDAT` / `fdAT` payloads).
    var data: Data
    /// Whether the frame is drawn over the canvas (`APNG_BLEND_OP_OVER`) rather than replacing
    /// its rectangle (`APNG_BLEND_OP_SOURCE`).
    var blendsOver: Bool
  }

  /// Sets up the compressors, for RGB rows when every frame is `opaque`, else RGBA.
  ///
  /// - Throws: `AnimationWriterError.cannotWrite` naming `file` if one cannot start.
  init(file: String, opaque: Bool) throws {
    channels = opaque ? 3 : 4
    deflater = try ZlibDeflater(libdeflateLevel: 5, zlibLevel: 4, file: file)
    dense = try ZlibDeflater(libdeflateLevel: 9, zlibLevel: 9, file: file)
    trial = try ZlibDeflater(libdeflateLevel: 2, zlibLevel: 1, file: file)
  }

  /// Compresses `region` of `frame`, drawn over `previous` (the canvas before it) when that is
  /// possible and smaller, else replacing the region.
  ///
  /// - Throws: `AnimationWriterError.cannotWrite` naming `file` if compression fails;
  ///   `AnimationWriterError.misuse` for a pixel that is not opaque in RGB.
  func encode(_ frame: RGBAImage, region: PixelRect, over previous: RGBAImage?, file: String)
    throws -> Encoded
  {
    let rowBytes = region.width * channels
    if row.count < rowBytes + 1 {
      // One spare byte: RGB rows are written a 4-byte pixel at a time, 3 bytes apart.
      row = [UInt8](repeating: 0, count: rowBytes + 1)
      above = row
    }
    if filtered.count < (rowBytes + 1) * region.height {
      filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * region.height)
    }
    // The blend operation, then the filtering, each chosen by compressing the same sample rows.
    let rows = Self.trialRows(region)
    var blendsOver = false
    var best =
      try trialSize(rows, of: frame, region: region, over: nil, filtering: .adaptive, file: file)
      ?? Int.max
    if channels == 4, let previous,
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
    let sampleBytes = rows.count * (rowBytes + 1)
    let compressor = min(best, unfiltered) > sampleBytes / 4 ? dense : deflater
    guard best != .max, unfiltered != .max else { throw Self.translucent(file) }
    if blendsOver, let previous,
      let data = try compress(
        frame, region: region, over: previous, filtering: filtering, with: compressor,
        file: file)
    {
      return Encoded(data: data, blendsOver: true)
    }
    guard
      let data = try compress(
        frame, region: region, over: nil, filtering: filtering, with: compressor, file: file)
    else { throw Self.translucent(file) }
    return Encoded(data: data, blendsOver: false)
  }

  /// A frame that is not opaque, given to an encoder of RGB (only RGB rows refuse pixels when
  /// written as they are).
  private static func translucent(_ file: String) -> AnimationWriterError {
    .misuse(
      "\(file): a frame has a pixel that is not opaque; this APNG was opened for opaque frames")
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
  /// them is not opaque, or when a pixel is not opaque in RGB.
  private func trialSize(
    _ rows: [Int], of frame: RGBAImage, region: PixelRect, over previous: RGBAImage?,
    filtering: Filtering, file: String
  ) throws -> Int? {
    var previousRow = Int.min
    for (index, y) in rows.enumerated() {
      if y != previousRow + 1 { zeroAbove() }
      previousRow = y
      guard
        writeRow(y, of: frame, region: region, over: previous, filtering: filtering, at: index)
      else { return nil }
    }
    return try compressed(rows.count, rowBytes: region.width * channels, with: trial, file: file)
      .count
  }

  /// The zlib stream of the region's filtered rows, compressed by `compressor`; `nil` when
  /// drawing over `previous` and a changed pixel is not opaque, or when a pixel is not opaque
  /// in RGB.
  private func compress(
    _ frame: RGBAImage, region: PixelRect, over previous: RGBAImage?, filtering: Filtering,
    with compressor: ZlibDeflater, file: String
  ) throws -> Data? {
    zeroAbove()
    for (index, y) in (region.minY..<region.maxY).enumerated() {
      guard
        writeRow(y, of: frame, region: region, over: previous, filtering: filtering, at: index)
      else { return nil }
    }
    return try Data(
      compressed(region.height, rowBytes: region.width * channels, with: compressor, file: file))
  }

  /// The first `rows` filtered rows compressed by `deflater` (valid until its next call).
  private func compressed(
    _ rows: Int, rowBytes: Int, with deflater: ZlibDeflater, file: String
  ) throws -> UnsafeRawBufferPointer {
    try filtered.withUnsafeBytes { bytes in
      try deflater.compress(
        UnsafeRawBufferPointer(rebasing: bytes[..<((rowBytes + 1) * rows)]), file: file)
    }
  }

  private func zeroAbove() {
    above.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 0) }
  }

  /// Makes row `y` of the region (see `rawRow` and `rgbRow`) and filters it into the `index`th
  /// row of `filtered`; `false` when a changed pixel is not opaque (any pixel, in RGB).
  private func writeRow(
    _ y: Int, of frame: RGBAImage, region: PixelRect, over previous: RGBAImage?,
    filtering: Filtering, at index: Int
  ) -> Bool {
    let count = region.width * channels
    let start = (y * frame.width + region.minX) * 4
    let made =
      channels == 3
      ? frame.pixels.withUnsafeBytes { new in
        row.withUnsafeMutableBytes { line in
          Self.rgbRow(from: new.baseAddress.map { $0 + start }, pixels: region.width, into: line)
        }
      }
      : frame.pixels.withUnsafeBytes { new in
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
          let offset = (count + 1) * index
          Self.filter(
            line, above: prior, count: count, bytesPerPixel: channels, filtering: filtering,
            into: UnsafeMutableRawBufferPointer(rebasing: target[offset..<(offset + count + 1)]))
        }
      }
    }
    swap(&row, &above)
    return true
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

  /// Writes `pixels` opaque premultiplied RGBA pixels as RGB into `line` (which has a spare
  /// byte after them; premultiplied and straight are the same when opaque); `false` if one is
  /// not opaque. Eight pixels a step, three words stored, then one pixel a step.
  private static func rgbRow(
    from pixels: UnsafeRawPointer?, pixels count: Int, into line: UnsafeMutableRawBufferPointer
  ) -> Bool {
    guard let pixels, let target = line.baseAddress else { return count == 0 }
    // Eight pixels a step as three 8-byte words: each word read holds two pixels, whose alpha
    // bytes are dropped by shifting the second down next to the first.
    let lows = UInt64(0x00FF_FFFF)
    let highs = UInt64(0xFFFF_FF00_0000)
    var alphaWords = UInt64.max
    var index = 0
    while index + 8 <= count {
      var pairs: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &pairs) {
        $0.copyMemory(from: UnsafeRawBufferPointer(start: pixels + index * 4, count: 32))
      }
      alphaWords &= pairs.0 & pairs.1 & pairs.2 & pairs.3
      let a = UInt64(littleEndian: pairs.0)
      let b = UInt64(littleEndian: pairs.1)
      let c = UInt64(littleEndian: pairs.2)
      let d = UInt64(littleEndian: pairs.3)
      // Six bytes each: two pixels' red, green and blue.
      let ab = (a & lows) | ((a >> 8) & highs)
      let cd = (b & lows) | ((b >> 8) & highs)
      let ef = (c & lows) | ((c >> 8) & highs)
      let gh = (d & lows) | ((d >> 8) & highs)
      let out = target + index * 3
      out.storeBytes(of: (ab | cd << 48).littleEndian, as: UInt64.self)
      out.storeBytes(of: (cd >> 16 | ef << 32).littleEndian, toByteOffset: 8, as: UInt64.self)
      out.storeBytes(of: (ef >> 32 | gh << 16).littleEndian, toByteOffset: 16, as: UInt64.self)
      index += 8
    }
    let opaque = UInt32(littleEndian: 0xFF00_0000)
    var alphas =
      UInt32(truncatingIfNeeded: alphaWords) & UInt32(truncatingIfNeeded: alphaWords >> 32)
    for index in index..<count {
      let pixel = pixels.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
      alphas &= pixel
      // Four bytes stored, three kept: the next pixel (or the spare byte) takes the fourth.
      target.storeBytes(of: pixel, toByteOffset: index * 3, as: UInt32.self)
    }
    return alphas & opaque == opaque
  }

  /// Filters `line` (with `above`, the row before it) into `target` as filter type byte and
  /// bytes: None when `filtering` is `.none`, else None, Sub or Up, whichever has the least sum
  /// of absolute (signed) values. Sixteen bytes at a time; the first pixel (Sub's left
  /// neighbours are 0 there) and the tail one by one.
  private static func filter(
    _ line: UnsafeRawBufferPointer, above: UnsafeRawBufferPointer, count: Int,
    bytesPerPixel: Int, filtering: Filtering, into target: UnsafeMutableRawBufferPointer
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
    let head = min(bytesPerPixel, count)
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
        let left = raw.loadUnaligned(fromByteOffset: index - bytesPerPixel, as: Bytes.self)
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
      sub &+= magnitude(byte(raw, index) &- byte(raw, index - bytesPerPixel))
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
    let base = type == 1 ? raw - bytesPerPixel : prior
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
