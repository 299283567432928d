import Foundation

/// Writes an animated PNG frame by frame: each frame is encoded by the platform's PNG codec, then
/// its image data is re-chunked into APNG's `fcTL` + `IDAT` (first frame) or `fcTL` + `fdAT`
/// (later frames), sharing one sequence number counter, with `acTL` patched at the end once the
/// frame count is known.
///
/// Frames replace the whole canvas (`APNG_DISPOSE_OP_NONE`, `APNG_BLEND_OP_SOURCE`); identical
/// consecutive frames are merged into one longer frame. Memory use is one frame plus its encoding.
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
  private var pending: (frame: RGBAImage, duration: Int)?
  private var finished = false

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
  public func append(_ frame: RGBAImage) throws {
    guard !finished else { throw AnimationWriterError.misuse("frame appended after finish()") }
    guard frame.width == width, frame.height == height else {
      throw AnimationWriterError.frameSizeMismatch(
        expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
    }
    if let held = pending, held.frame == frame {
      pending?.duration += 1
      return
    }
    try flushPending()
    pending = (frame, 1)
  }

  /// Writes the last frame, the frame count and `IEND`, then renames the file into place.
  public func finish() throws {
    guard !finished else { throw AnimationWriterError.misuse("finish() called twice") }
    try flushPending()
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

  private func flushPending() throws {
    guard let (frame, duration) = pending else { return }
    pending = nil
    let encoded = try ImageCodec.encodePNG(frame, name: url.path, fast: true)
    guard let chunks = PNGChunks.parse(encoded) else {
      throw AnimationWriterError.cannotWrite(
        file: url.path, reason: "PNG encoder output unreadable")
    }
    var output = Data()
    if frameCount == 0 {
      output.append(PNGChunks.signature)
      for chunk in chunks where chunk.type != "IDAT" && chunk.type != "IEND" {
        output.append(PNGChunks.encode(type: chunk.type, data: chunk.data))
      }
      actlOffset = try handle.offset() + UInt64(output.count)
      output.append(Self.actl(frames: 0))
    }
    output.append(PNGChunks.encode(type: "fcTL", data: frameControl(duration: duration)))
    for chunk in chunks where chunk.type == "IDAT" {
      if frameCount == 0 {
        output.append(PNGChunks.encode(type: "IDAT", data: chunk.data))
      } else {
        var data = Data()
        data.append(bigEndian: nextSequenceNumber())
        data.append(chunk.data)
        output.append(PNGChunks.encode(type: "fdAT", data: data))
      }
    }
    frameCount += 1
    do {
      try handle.write(contentsOf: output)
    } catch {
      throw AnimationWriterError.cannotWrite(file: url.path, reason: error.localizedDescription)
    }
  }

  /// `fcTL`: the whole canvas, shown for `duration` frames, replacing what was there.
  private func frameControl(duration: Int) -> Data {
    var data = Data()
    data.append(bigEndian: nextSequenceNumber())
    data.append(bigEndian: UInt32(width))
    data.append(bigEndian: UInt32(height))
    data.append(bigEndian: UInt32(0))
    data.append(bigEndian: UInt32(0))
    // delay = delay_num / delay_den seconds; keep both in 16 bits.
    let denominator = framesPerSecond
    var numerator = duration
    var scaledDenominator = denominator
    while numerator > 65535 {
      numerator = (numerator + 1) / 2
      scaledDenominator = max(1, scaledDenominator / 2)
    }
    data.append(bigEndian: UInt16(numerator))
    data.append(bigEndian: UInt16(scaledDenominator))
    data.append(contentsOf: [0, 0])  // dispose_op NONE, blend_op SOURCE
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
