import Foundation

/// Writes an animated PNG frame by frame: each frame's image data is compressed by
/// `APNGFrameEncoder` (`ZlibDeflater`: libdeflate on Linux, zlib on Apple platforms) into APNG's `fcTL` + `IDAT` (first
/// frame) or `fcTL` + `fdAT` (later frames), sharing one sequence number counter, with `acTL`
/// patched at the end once the frame count is known.
///
/// The first frame is the whole canvas. Every later frame is only the rectangle where it differs
/// from the one before (`fcTL` offsets, `APNG_DISPOSE_OP_NONE` so the canvas keeps the rest).
/// Where every changed pixel is opaque, the pixels in that rectangle that did not change are
/// written fully transparent and blended with `APNG_BLEND_OP_OVER`, which leaves them as they
/// were and compresses to almost nothing; otherwise the rectangle replaces what was there
/// (`APNG_BLEND_OP_SOURCE`). Identical consecutive frames are merged into one longer frame.
///
/// A writer opened for opaque frames (a screen's pictures) stores them as RGB, PNG colour type
/// 2, which is a quarter fewer bytes to compress; every later frame then replaces its rectangle
/// (RGB has no alpha to leave a pixel as it was), and a frame that is not opaque is refused.
/// Memory use is one frame kept for comparison, the changed rectangle and its encoding.
public final class APNGWriter: AnimationWriter {
  private let url: URL
  private let staging: Staging
  private let handle: FileHandle
  private let width: Int
  private let height: Int
  private let framesPerSecond: Int
  private let opaque: Bool
  private var sequenceNumber: UInt32 = 0
  private var frameCount: UInt32 = 0
  private var actlOffset: UInt64 = 0
  /// The last frame appended: what the canvas shows once the held frame is drawn.
  private var shown: RGBAImage?
  /// The last frame, encoded, waiting for its duration to be known.
  private var held: EncodedFrame?
  /// Compresses each frame's rectangle.
  private let encoder: APNGFrameEncoder
  private var finished = false

  /// A frame ready to write but for its duration (in frames).
  private struct EncodedFrame {
    var region: PixelRect
    var blendsOver: Bool
    var sequenceNumber: UInt32
    /// `IDAT` chunks (first frame) or `fdAT` chunks (later frames), serialised.
    var data: Data
    /// PNG chunks before the image data (`IHDR` and the colour chunks), first frame only.
    var header: Data?
    var duration: Int
  }

  /// Opens a temporary file beside `url` for the frames.
  ///
  /// - Parameters:
  ///   - url: The destination (written only when `finish()` succeeds).
  ///   - width: Frame width in pixels.
  ///   - height: Frame height in pixels.
  ///   - framesPerSecond: Playback rate (1...65535).
  ///   - opaque: Whether every frame is opaque, so the file stores RGB; `append` then refuses a
  ///     frame with a pixel that is not (`AnimationWriterError.misuse`).
  public init(
    url: URL, width: Int, height: Int, framesPerSecond: Int, opaque: Bool = false
  ) throws {
    guard width > 0, height > 0, (1...65535).contains(framesPerSecond) else {
      throw AnimationWriterError.misuse(
        "an APNG needs a positive size and 1...65535 frames per second")
    }
    self.url = url
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
    self.opaque = opaque
    encoder = try APNGFrameEncoder(file: url.path, opaque: opaque)
    staging = Staging(beside: url)
    guard FileManager.default.createFile(atPath: staging.url.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: staging.url.path)
    else {
      throw AnimationWriterError.cannotWrite(file: url.path, reason: "cannot create a file there")
    }
    self.handle = handle
  }

  deinit {
    if !finished {
      try? handle.close()
      staging.discard()
    }
  }

  /// Adds a frame shown for `1 / framesPerSecond` seconds.
  ///
  /// A frame passed again unchanged (the same pixel buffer, as a renderer that did not redraw
  /// hands on) is recognised without comparing its pixels.
  public func append(_ frame: RGBAImage) throws {
    try append(frame, changedWithin: .whole(width: width, height: height))
  }

  /// Adds a frame shown for `1 / framesPerSecond` seconds that differs from the one before only
  /// inside `area`: only there are the two compared, to find the rectangle the frame stores.
  public func append(_ frame: RGBAImage, changedWithin area: ChangedArea) throws {
    guard !finished else { throw AnimationWriterError.misuse("frame appended after finish()") }
    guard frame.width == width, frame.height == height else {
      throw AnimationWriterError.frameSizeMismatch(
        expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
    }
    var region = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    if let shown {
      guard let changed = ChangedRegion(from: shown, to: frame, within: area.rect).rect else {
        held?.duration += 1
        // The same pixels: keep the newer buffer, so a renderer drawing the next frame into
        // the older one (taking turns between two) has it to itself, without a copy.
        self.shown = frame
        return
      }
      region = changed
    }
    try flushHeld()
    held = try encode(frame, region: region)
    shown = frame
  }

  /// Writes the last frame, the frame count and `IEND`, then renames the file into place.
  public func finish() throws {
    guard !finished else { throw AnimationWriterError.misuse("finish() called twice") }
    try flushHeld()
    guard frameCount > 0 else { throw AnimationWriterError.misuse("an APNG needs a frame") }
    finished = true
    do {
      try handle.write(contentsOf: PNGChunks.encode(type: "IEND", data: Data()))
      try handle.seek(toOffset: actlOffset)
      try handle.write(contentsOf: Self.actl(frames: frameCount))
      try handle.close()
      try staging.moveIntoPlace()
    } catch {
      staging.discard()
      throw AnimationWriterError.cannotWrite(file: url.path, reason: Staging.reason(error))
    }
  }

  /// Encodes the `region` of `frame` (the whole canvas for the first frame), taking sequence
  /// numbers for its `fcTL` and `fdAT` chunks.
  private func encode(_ frame: RGBAImage, region: PixelRect) throws -> EncodedFrame {
    let encoded = try encoder.encode(frame, region: region, over: shown, file: url.path)
    let isFirst = shown == nil
    var header: Data?
    if isFirst {
      var data = PNGSignature.bytes
      data.append(
        PNGChunks.encode(type: "IHDR", data: Self.imageHeader(width, height, opaque: opaque)))
      data.append(OutputSignature.pngChunk)
      // sRGB, perceptual intent: the frames are sRGB, as libpng's PNGs of them say too.
      data.append(PNGChunks.encode(type: "sRGB", data: Data([0])))
      header = data
    }
    let control = nextSequenceNumber()
    var data = Data()
    var offset = encoded.data.startIndex
    repeat {
      let end = min(offset + Self.maximumChunkData, encoded.data.endIndex)
      if isFirst {
        data.append(PNGChunks.encode(type: "IDAT", data: encoded.data[offset..<end]))
      } else {
        var body = Data(capacity: end - offset + 4)
        body.append(bigEndian: nextSequenceNumber())
        body.append(encoded.data[offset..<end])
        data.append(PNGChunks.encode(type: "fdAT", data: body))
      }
      offset = end
    } while offset < encoded.data.endIndex
    return EncodedFrame(
      region: region, blendsOver: encoded.blendsOver, sequenceNumber: control, data: data,
      header: header, duration: 1)
  }

  /// Image data per `IDAT` / `fdAT` chunk.
  private static let maximumChunkData = 1 << 20

  /// `IHDR`'s data: the size, 8 bits per sample, colour type 2 (RGB) when `opaque` else 6
  /// (RGBA), deflate, adaptive filtering (each row names its filter), no interlace.
  private static func imageHeader(_ width: Int, _ height: Int, opaque: Bool) -> Data {
    var data = Data()
    data.append(bigEndian: UInt32(width))
    data.append(bigEndian: UInt32(height))
    data.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    return data
  }

  /// Writes the held frame with its duration (and, for the first, the header and `acTL`).
  private func flushHeld() throws {
    guard let frame = held else { return }
    held = nil
    var output = Data()
    if let header = frame.header {
      output.append(header)
      actlOffset = try handle.offset() + UInt64(output.count)
      output.append(Self.actl(frames: 0))
    }
    output.append(PNGChunks.encode(type: "fcTL", data: frameControl(frame)))
    output.append(frame.data)
    frameCount += 1
    do {
      try handle.write(contentsOf: output)
    } catch {
      throw AnimationWriterError.cannotWrite(file: url.path, reason: error.localizedDescription)
    }
  }

  /// `fcTL`: the frame's rectangle, shown for its duration, drawn over (`APNG_BLEND_OP_OVER`)
  /// or replacing (`APNG_BLEND_OP_SOURCE`) that rectangle, the canvas kept for the next frame
  /// (`APNG_DISPOSE_OP_NONE`).
  private func frameControl(_ frame: EncodedFrame) -> Data {
    var data = Data()
    data.append(bigEndian: frame.sequenceNumber)
    data.append(bigEndian: UInt32(frame.region.width))
    data.append(bigEndian: UInt32(frame.region.height))
    data.append(bigEndian: UInt32(frame.region.minX))
    data.append(bigEndian: UInt32(frame.region.minY))
    // delay = delay_num / delay_den seconds; keep both in 16 bits.
    var numerator = frame.duration
    var denominator = framesPerSecond
    while numerator > 65535 {
      numerator = (numerator + 1) / 2
      denominator = max(1, denominator / 2)
    }
    data.append(bigEndian: UInt16(numerator))
    data.append(bigEndian: UInt16(denominator))
    data.append(contentsOf: [0, frame.blendsOver ? 1 : 0])
    return data
  }

  private func nextSequenceNumber() -> UInt32 {
    defer { sequenceNumber += 1 }
    return sequenceNumber
  }

  /// `acTL`: the frame count and 0 plays (loop forever).
  private static func actl(frames: UInt32) -> Data {
    var data = Data()
    data.append(bigEndian: frames)
    data.append(bigEndian: UInt32(0))
    return PNGChunks.encode(type: "acTL", data: data)
  }
}
