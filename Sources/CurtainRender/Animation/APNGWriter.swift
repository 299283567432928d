import Foundation

/// Writes an animated PNG frame by frame: each frame is encoded by the platform's PNG codec, then
/// its image data is re-chunked into APNG's `fcTL` + `IDAT` (first frame) or `fcTL` + `fdAT`
/// (later frames), sharing one sequence number counter, with `acTL` patched at the end once the
/// frame count is known.
///
/// The first frame is the whole canvas. Every later frame is only the rectangle where it differs
/// from the one before (`fcTL` offsets, `APNG_DISPOSE_OP_NONE` so the canvas keeps the rest).
/// Where every changed pixel is opaque, the pixels in that rectangle that did not change are
/// written fully transparent and blended with `APNG_BLEND_OP_OVER`, which leaves them as they
/// were and compresses to almost nothing; otherwise the rectangle replaces what was there
/// (`APNG_BLEND_OP_SOURCE`). Identical consecutive frames are merged into one longer frame.
/// Memory use is one frame kept for comparison, the changed rectangle and its encoding.
public final class APNGWriter: AnimationWriter {
  private let url: URL
  private let temporary: URL
  private let handle: FileHandle
  private let width: Int
  private let height: Int
  private let framesPerSecond: Int
  private var sequenceNumber: UInt32 = 0
  private var frameCount: UInt32 = 0
  private var actlOffset: UInt64 = 0
  /// The last frame appended: what the canvas shows once the held frame is drawn.
  private var shown: RGBAImage?
  /// The last frame, encoded, waiting for its duration to be known.
  private var held: EncodedFrame?
  /// The changed rectangle's pixels, reused from frame to frame.
  private var scratch: [UInt8] = []
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
  public init(url: URL, width: Int, height: Int, framesPerSecond: Int) throws {
    guard width > 0, height > 0, (1...65535).contains(framesPerSecond) else {
      throw AnimationWriterError.misuse(
        "an APNG needs a positive size and 1...65535 frames per second")
    }
    self.url = url
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
    temporary = AtomicFile.temporaryURL(beside: url)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary.path)
    else {
      throw AnimationWriterError.cannotWrite(file: url.path, reason: "cannot create a file there")
    }
    self.handle = handle
  }

  deinit {
    if !finished {
      try? handle.close()
      try? FileManager.default.removeItem(at: temporary)
    }
  }

  /// Adds a frame shown for `1 / framesPerSecond` seconds.
  ///
  /// A frame passed again unchanged (the same pixel buffer, as a renderer that did not redraw
  /// hands on) is recognised without comparing its pixels.
  public func append(_ frame: RGBAImage) throws {
    guard !finished else { throw AnimationWriterError.misuse("frame appended after finish()") }
    guard frame.width == width, frame.height == height else {
      throw AnimationWriterError.frameSizeMismatch(
        expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
    }
    var region = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    if let shown {
      guard let changed = ChangedRegion(from: shown, to: frame).rect else {
        held?.duration += 1
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
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw AnimationWriterError.cannotWrite(file: url.path, reason: error.localizedDescription)
    }
    try AtomicFile.replace(url, with: temporary)
  }

  /// Encodes the `region` of `frame` (the whole canvas for the first frame), taking sequence
  /// numbers for its `fcTL` and `fdAT` chunks.
  private func encode(_ frame: RGBAImage, region: PixelRect) throws -> EncodedFrame {
    let blendsOver = shown.map { copyRegion(of: frame, region, over: $0) } ?? false
    if !blendsOver { copyRegion(of: frame, region) }
    let image = RGBAImage(width: region.width, height: region.height, pixels: scratch)
    scratch = []
    defer { scratch = image.pixels }
    let encoded = try ImageCodec.encodePNG(image, name: url.path, fast: true)
    guard let chunks = PNGChunks.parse(encoded) else {
      throw AnimationWriterError.cannotWrite(
        file: url.path, reason: "PNG encoder output unreadable")
    }
    let isFirst = shown == nil
    var header: Data?
    if isFirst {
      var data = PNGChunks.signature
      for chunk in chunks where chunk.type != "IDAT" && chunk.type != "IEND" {
        data.append(PNGChunks.encode(type: chunk.type, data: chunk.data))
      }
      header = data
    }
    let control = nextSequenceNumber()
    var data = Data()
    for chunk in chunks where chunk.type == "IDAT" {
      if isFirst {
        data.append(PNGChunks.encode(type: "IDAT", data: chunk.data))
      } else {
        var body = Data(capacity: chunk.data.count + 4)
        body.append(bigEndian: nextSequenceNumber())
        body.append(chunk.data)
        data.append(PNGChunks.encode(type: "fdAT", data: body))
      }
    }
    return EncodedFrame(
      region: region, blendsOver: blendsOver, sequenceNumber: control, data: data,
      header: header, duration: 1)
  }

  /// Copies `region` of `frame` into `scratch`, row by row.
  private func copyRegion(of frame: RGBAImage, _ region: PixelRect) {
    let rowBytes = region.width * 4
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: repeatElement(0, count: rowBytes * region.height))
    frame.pixels.withUnsafeBytes { source in
      scratch.withUnsafeMutableBytes { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        for row in 0..<region.height {
          memcpy(
            to + row * rowBytes, from + ((region.minY + row) * width + region.minX) * 4, rowBytes)
        }
      }
    }
  }

  /// Copies `region` of `frame` into `scratch` with every pixel that equals `previous` made
  /// fully transparent, for `APNG_BLEND_OP_OVER`; `false` (and `scratch` unusable) when a pixel
  /// that changed is not opaque, as OVER would blend it with what was there.
  private func copyRegion(of frame: RGBAImage, _ region: PixelRect, over previous: RGBAImage)
    -> Bool
  {
    let count = region.width * region.height
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: repeatElement(0, count: count * 4))
    return frame.pixels.withUnsafeBytes { source in
      previous.pixels.withUnsafeBytes { before in
        scratch.withUnsafeMutableBytes { target in
          guard let new = source.baseAddress, let old = before.baseAddress,
            let to = target.baseAddress
          else { return false }
          let opaque = UInt32(littleEndian: 0xFF00_0000)
          for row in 0..<region.height {
            let offset = ((region.minY + row) * width + region.minX) * 4
            let line = to + row * region.width * 4
            for column in 0..<region.width {
              let pixel = new.loadUnaligned(fromByteOffset: offset + column * 4, as: UInt32.self)
              let was = old.loadUnaligned(fromByteOffset: offset + column * 4, as: UInt32.self)
              guard pixel != was else { continue }
              guard pixel & opaque == opaque else { return false }
              line.storeBytes(of: pixel, toByteOffset: column * 4, as: UInt32.self)
            }
          }
          return true
        }
      }
    }
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
