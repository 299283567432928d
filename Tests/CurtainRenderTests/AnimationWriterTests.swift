import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

@Suite struct AnimationWriterTests {
  static let hasFFmpeg = FFmpeg.locate() != nil

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-animation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static let frames = [
    RGBAImage(width: 6, height: 4, fill: (255, 0, 0, 255)),
    RGBAImage(width: 6, height: 4, fill: (0, 255, 0, 255)),
    RGBAImage(width: 6, height: 4, fill: (0, 255, 0, 255)),
    RGBAImage(width: 6, height: 4, fill: (0, 0, 255, 255)),
  ]

  static func writeAPNG(to url: URL) throws {
    let writer = try APNGWriter(url: url, width: 6, height: 4, framesPerSecond: 30)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
  }

  @Test func apngHasCountedFramesAndOneSequence() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    try Self.writeAPNG(to: url)
    let chunks = try #require(PNGChunks.parse(try Data(contentsOf: url)))
    let types = chunks.map(\.type)
    #expect(types.first == "IHDR" && types.last == "IEND")
    let actl = try #require(chunks.first { $0.type == "acTL" })
    #expect(Array(actl.data) == [0, 0, 0, 3, 0, 0, 0, 0])
    #expect(types.firstIndex(of: "acTL") ?? 99 < types.firstIndex(of: "IDAT") ?? 0)
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
      .map { $0.data.prefix(4).reduce(0) { $0 << 8 | Int($1) } }
    #expect(sequence == Array(0..<sequence.count))
    // The repeated green frame became one frame shown twice as long: 2/30 s.
    let delays = chunks.filter { $0.type == "fcTL" }.map { Array($0.data[20..<24]) }
    #expect(delays == [[0, 1, 0, 30], [0, 2, 0, 30], [0, 1, 0, 30]])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["launch.apng"])
  }

  @Test func apngChunkChecksumsAreValid() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    try Self.writeAPNG(to: url)
    let data = try Data(contentsOf: url)
    var offset = 8
    while offset < data.count {
      let length = data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let body = data[(offset + 4)..<(offset + 8 + length)]
      let stored = data[(offset + 8 + length)..<(offset + 12 + length)].reduce(0) {
        $0 << 8 | UInt32($1)
      }
      #expect(CRC32.checksum(body) == stored)
      offset += 12 + length
    }
    #expect(offset == data.count)
  }

  @Test func crcMatchesTheStandardCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test(.enabled(if: hasFFmpeg, "needs ffmpeg"))
  func apngDecodesWithAnIndependentDecoder() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    try Self.writeAPNG(to: url)
    let raw = try Self.run([
      "-v", "error", "-f", "apng", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-",
    ])
    #expect(raw.count >= 3 * 6 * 4 * 4)
    let frameBytes = 6 * 4 * 4
    #expect(Array(raw.prefix(4)) == [255, 0, 0, 255])
    #expect(Array(raw[frameBytes..<(frameBytes + 4)]) == [0, 255, 0, 255])
    #expect(Array(raw.suffix(4)) == [0, 0, 255, 255])
  }

  /// Frames with a changed rectangle over opaque pixels, a change to a translucent pixel, an
  /// unchanged repeat and a change back: ffmpeg's decoder must show exactly the frames given.
  /// The canvas is opaque noise, so that a rectangle mostly unchanged compresses smaller drawn
  /// over the canvas (its unchanged pixels transparent) than as it is.
  static func changingFrames() -> [RGBAImage] {
    var generator = SplitMix64(seed: 7)
    var first = RGBAImage(width: 24, height: 16)
    for index in first.pixels.indices {
      first.pixels[index] = index % 4 == 3 ? 255 : UInt8(generator.next() & 0xFF)
    }
    var frames = [first]
    var next = frames[0]
    for y in 3..<7 { for x in 5..<9 { next.pixels[(y * 24 + x) * 4] = 250 } }
    frames.append(next)
    next.pixels[(10 * 24 + 20) * 4..<(10 * 24 + 21) * 4] = [60, 30, 0, 128]
    frames.append(next)
    frames.append(next)
    frames.append(frames[0])
    return frames
  }

  /// A frame equal to the one before but in another buffer (a renderer taking turns between two
  /// drew it again) leaves the older buffer to its owner: drawing the next frame into it then
  /// copies nothing (the buffer keeps its address when written).
  @Test func anEqualFrameInANewBufferReleasesTheOlderOne() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let writer = try APNGWriter(
      url: directory.appendingPathComponent("launch.apng"), width: 24, height: 16,
      framesPerSecond: 30)
    var older = Self.changingFrames()[0]
    try writer.append(older)
    try writer.append(RGBAImage(width: 24, height: 16, pixels: older.pixels.map { $0 }))
    let address = older.pixels.withUnsafeBufferPointer { $0.baseAddress }
    older.pixels[0] &+= 1
    #expect(older.pixels.withUnsafeBufferPointer { $0.baseAddress } == address)
    try writer.finish()
  }

  @Test func laterFramesAreTheChangedRectangleBlendedOverWhereOpaque() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    let writer = try APNGWriter(url: url, width: 24, height: 16, framesPerSecond: 30)
    for frame in Self.changingFrames() { try writer.append(frame) }
    try writer.finish()
    let chunks = try #require(PNGChunks.parse(try Data(contentsOf: url)))
    // width, height, x, y, delay numerator, dispose_op, blend_op per frame.
    let controls = chunks.filter { $0.type == "fcTL" }.map { chunk in
      let bytes = Array(chunk.data)
      func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
      return [
        word(4), word(8), word(12), word(16), Int(bytes[20]) << 8 | Int(bytes[21]),
        Int(bytes[24]), Int(bytes[25]),
      ]
    }
    #expect(
      controls == [
        [24, 16, 0, 0, 1, 0, 0],  // the whole canvas, SOURCE
        [4, 4, 5, 3, 1, 0, 1],  // the opaque change, OVER
        [1, 1, 20, 10, 2, 0, 0],  // a translucent pixel: SOURCE; shown twice as long
        [16, 8, 5, 3, 1, 0, 1],  // back to the first frame: mostly unchanged, opaque: OVER
      ])
  }

  @Test(.enabled(if: hasFFmpeg, "needs ffmpeg"))
  func changedRectanglesDecodeToTheFramesGiven() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    let frames = Self.changingFrames()
    let writer = try APNGWriter(url: url, width: 24, height: 16, framesPerSecond: 30)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
    let raw = try Self.run([
      "-v", "error", "-f", "apng", "-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo",
      "-pix_fmt", "rgba", "-",
    ])
    // One decoded frame per APNG frame: the repeat is one frame shown twice as long.
    let expected = [frames[0], frames[1], frames[2], frames[4]]
      .flatMap { Premultiplication.straight($0) }
    #expect(Array(raw) == expected)
  }

  @Test(.enabled(if: hasFFmpeg, "needs ffmpeg"), arguments: ["launch.gif", "launch.mp4"])
  func ffmpegFormatsWriteAFile(name: String) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    let format = try #require(AnimationFormat(pathExtension: url.pathExtension))
    // Odd sizes are padded to even for H.264.
    let writer = try format.makeWriter(url: url, width: 7, height: 5, framesPerSecond: 10)
    for index in 0..<5 {
      try writer.append(RGBAImage(width: 7, height: 5, fill: (UInt8(index * 50), 0, 0, 255)))
    }
    try writer.finish()
    let probe = try Self.run(
      ["-v", "error", "-i", url.path, "-f", "null", "-"])
    #expect(probe.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
  }

  @Test func missingFFmpegSaysHowToGetIt() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("x.mp4")
    let error = #expect(throws: AnimationWriterError.ffmpegNotFound) {
      _ = try AnimationFormat.mp4.makeWriter(
        url: url, width: 2, height: 2, framesPerSecond: 30, ffmpeg: nil)
    }
    #expect(
      error?.description
        == "ffmpeg not found: GIF and MP4 are written with it. Install it (Debian: apt-get "
        + "install ffmpeg; macOS: brew install ffmpeg), or write an APNG "
        + "(--out curtain-preview.apng)")
  }

  @Test func wrongFrameSizeIsRefusedAndNothingIsLeft() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    var writer: APNGWriter? = try APNGWriter(url: url, width: 6, height: 4, framesPerSecond: 30)
    #expect(throws: AnimationWriterError.frameSizeMismatch(expected: "6x4", got: "2x2")) {
      try writer?.append(RGBAImage(width: 2, height: 2))
    }
    writer = nil
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// Runs ffmpeg and returns its standard output.
  static func run(_ arguments: [String]) throws -> Data {
    let process = Process()
    let executable = try #require(FFmpeg.locate())
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return data
  }
}

extension PNGChunks {
  /// One chunk.
  struct Chunk {
    /// The four-letter type, such as `IDAT`.
    var type: String
    /// The chunk's data (without length, type or CRC).
    var data: Data
  }

  /// The chunks of a PNG file, in order; `nil` if it is not a well-formed PNG.
  static func parse(_ file: Data) -> [Chunk]? {
    guard PNGSignature.starts(file) else { return nil }
    var chunks: [Chunk] = []
    var offset = file.startIndex + PNGSignature.bytes.count
    while offset + 12 <= file.endIndex {
      let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let dataStart = offset + 8
      guard length >= 0, dataStart + length + 4 <= file.endIndex else { return nil }
      let type = String(decoding: file[(offset + 4)..<dataStart], as: UTF8.self)
      chunks.append(Chunk(type: type, data: file.subdata(in: dataStart..<(dataStart + length))))
      offset = dataStart + length + 4
      if type == "IEND" { return chunks }
    }
    return nil
  }
}
