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
