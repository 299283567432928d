import Foundation
import Testing

@testable import CurtainRender

/// GIF and MP4 as a browser or player sees them: each file written is decoded again with
/// ffmpeg and ffprobe. They run wherever ffmpeg is installed, and always in CI (where a missing
/// ffmpeg fails them rather than skipping them).
@Suite struct FFmpegExportTests {
  static let runs =
    FFmpeg.locate() != nil || ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(arguments: [
    // (fps, frames): every delay a browser honours, and the real length in total.
    (60, 145), (30, 73), (50, 10), (120, 240), (10, 7), (24, 50), (1, 3),
  ])
  func gifDelaysAreAtLeast20msAndAddUpToTheRealLength(fps: Int, frames: Int) {
    var timing = GIFFrameTiming(framesPerSecond: fps)
    for _ in 0..<frames { _ = timing.add(differs: true) }
    let delays = timing.delays
    #expect(delays.allSatisfy { $0 >= GIFFrameTiming.minimumDelay })
    let length = Double(frames) * 100 / Double(fps)
    #expect(abs(Double(delays.reduce(0, +)) - length) <= 1)
    // Up to 50 fps nothing is dropped; above it, a steady 50 fps.
    if fps <= 50 {
      #expect(delays.count == frames)
    } else {
      #expect(delays.allSatisfy { $0 == 2 } || delays.dropLast().allSatisfy { $0 == 2 })
    }
  }

  @Test func identicalFramesAreMergedIntoTheOneBefore() {
    var timing = GIFFrameTiming(framesPerSecond: 10)
    let kept = [true, false, false, true, false].map { timing.add(differs: $0) }
    #expect(kept == [true, false, false, true, false])
    #expect(timing.delays == [30, 20])
  }

  /// Runs `tool` (ffmpeg or ffprobe, beside the located ffmpeg) and returns its output.
  static func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let ffmpeg = try #require(FFmpeg.locate(), "ffmpeg is needed to decode the exports")
    let process = Process()
    process.executableURL = ffmpeg.deletingLastPathComponent().appendingPathComponent(tool)
    process.arguments = ["-v", "error"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " "))")
    return data
  }

  static func probe(_ url: URL, _ entries: String) throws -> [String: String] {
    let text = String(
      decoding: try run(
        "ffprobe", ["-show_entries", entries, "-of", "default=noprint_wrappers=1", url.path]),
      as: UTF8.self)
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2, values[parts[0]] == nil { values[parts[0]] = parts[1] }
    }
    return values
  }

  @Test(.enabled(if: runs, "needs ffmpeg"))
  func gifPlaysAtItsRealLengthWithRepeatsMerged() throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.gif")
    // 1.5 s at 60 fps: 0.5 s red, 0.5 s of changing greys, 0.5 s blue.
    let writer = try AnimationFormat.gif.makeWriter(
      url: url, width: 8, height: 6, framesPerSecond: 60)
    for index in 0..<90 {
      let fill: (UInt8, UInt8, UInt8, UInt8) =
        index < 30
        ? (255, 0, 0, 255)
        : index < 60
          ? (UInt8(index * 4), UInt8(index * 4), UInt8(index * 4), 255) : (0, 0, 255, 255)
      try writer.append(RGBAImage(width: 8, height: 6, fill: fill))
    }
    try writer.finish()
    let delays = try GIFDelays.read([UInt8](try Data(contentsOf: url)))
    // Browsers play a delay of 10 ms or less as 100 ms: none here.
    #expect(delays.allSatisfy { $0 >= 2 })
    #expect(delays.reduce(0, +) == 150)
    // One red frame, 25 greys (0.5 s on the 50 fps grid: one 60 fps frame in six dropped),
    // one blue.
    #expect(delays.count == 27)
    #expect(delays.first == 50 && delays.last == 50)
    let format = try Self.probe(url, "format=duration")
    #expect(abs((Double(format["duration"] ?? "") ?? 0) - 1.5) < 0.011)
    let raw = try Self.run(
      "ffmpeg",
      ["-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-fps_mode", "passthrough", "-"])
    #expect(raw.count == 27 * 8 * 6 * 3)
    #expect(Array(raw.prefix(3)) == [255, 0, 0])
    #expect(Array(raw.suffix(3)) == [0, 0, 255])
  }

  @Test(.enabled(if: runs, "needs ffmpeg"), arguments: [(7, 5), (9, 16), (8, 6)])
  func mp4IsPaddedToEvenSizesAndDecodesToTheColoursDrawn(width: Int, height: Int) throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.mp4")
    // Chirp's brand blue, a white and a dark grey, one frame each.
    let colours: [(UInt8, UInt8, UInt8)] = [(29, 161, 242), (255, 255, 255), (28, 28, 30)]
    let writer = try AnimationFormat.mp4.makeWriter(
      url: url, width: width, height: height, framesPerSecond: 10)
    for (red, green, blue) in colours {
      try writer.append(RGBAImage(width: width, height: height, fill: (red, green, blue, 255)))
    }
    try writer.finish()
    let stream = try Self.probe(
      url, "stream=width,height,color_space,color_primaries,color_transfer,color_range")
    #expect(stream["width"] == "\(width + width % 2)")
    #expect(stream["height"] == "\(height + height % 2)")
    #expect(stream["color_space"] == "bt709")
    #expect(stream["color_primaries"] == "bt709")
    #expect(stream["color_transfer"] == "iec61966-2-1")
    #expect(stream["color_range"] == "tv")
    // Decoded by ffmpeg to the stream's Y'CbCr and turned into RGB as its tags say (BT.709,
    // limited range; a player does the same), every pixel, padding included, is within one
    // level of the colour drawn.
    let raw = [UInt8](
      try Self.run("ffmpeg", ["-i", url.path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"]))
    let (paddedWidth, paddedHeight) = (width + width % 2, height + height % 2)
    let lumaBytes = paddedWidth * paddedHeight, chromaBytes = lumaBytes / 4
    let frameBytes = lumaBytes + 2 * chromaBytes
    #expect(raw.count == colours.count * frameBytes)
    for (index, colour) in colours.enumerated() where raw.count == colours.count * frameBytes {
      let base = index * frameBytes
      var worst = 0.0
      for y in 0..<paddedHeight {
        for x in 0..<paddedWidth {
          let chroma = (y / 2) * (paddedWidth / 2) + x / 2
          let decoded = Self.bt709(
            luma: raw[base + y * paddedWidth + x], blue: raw[base + lumaBytes + chroma],
            red: raw[base + lumaBytes + chromaBytes + chroma])
          let drawn = [colour.0, colour.1, colour.2].map(Double.init)
          for channel in 0..<3 {
            worst = max(worst, abs(decoded[channel].rounded() - drawn[channel]))
          }
        }
      }
      #expect(worst <= 1, "colour \(colour) decodes \(worst) levels off")
    }
  }

  /// The MP4 as a player shows it: decoded to RGB by ffmpeg's scaler reading the stream's own
  /// tags (BT.709, limited range) with accurate rounding and full chroma interpolation, every
  /// channel is within one level of what was drawn, the greens included (52,199,89 -> 88 in
  /// blue). A plain `ffmpeg -i x.mp4 -pix_fmt rgb24` takes ffmpeg's fast, less accurate path
  /// and loses one level more (51,197,87): that is the extraction, not the file.
  @Test(.enabled(if: runs, "needs ffmpeg"))
  func mp4DecodedAsAPlayerDoesIsWithinOneLevel() throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.mp4")
    let colours: [(UInt8, UInt8, UInt8)] = [
      (29, 161, 242), (52, 199, 89), (11, 25, 41), (28, 28, 30), (255, 255, 255), (0, 0, 0),
    ]
    let (width, height) = (16, 16)
    let writer = try AnimationFormat.mp4.makeWriter(
      url: url, width: width, height: height, framesPerSecond: 10)
    for (red, green, blue) in colours {
      try writer.append(RGBAImage(width: width, height: height, fill: (red, green, blue, 255)))
    }
    try writer.finish()
    let raw = [UInt8](
      try Self.run(
        "ffmpeg",
        [
          "-i", url.path, "-vf", "scale=flags=accurate_rnd+full_chroma_int", "-f", "rawvideo",
          "-pix_fmt", "rgb24", "-",
        ]))
    let frameBytes = width * height * 3
    #expect(raw.count == colours.count * frameBytes)
    for (index, colour) in colours.enumerated() where raw.count == colours.count * frameBytes {
      let drawn = [colour.0, colour.1, colour.2].map(Int.init)
      let frame = raw[(index * frameBytes)..<((index + 1) * frameBytes)]
      let worst = frame.enumerated().map { abs(Int($1) - drawn[$0 % 3]) }.max() ?? 0
      #expect(worst <= 1, "colour \(colour) decodes \(worst) levels off")
    }
  }

  /// RGB (0...255) of a limited-range BT.709 Y'CbCr sample, as a player decodes it.
  static func bt709(luma: UInt8, blue: UInt8, red: UInt8) -> [Double] {
    let y = (Double(luma) - 16) / 219
    let cb = (Double(blue) - 128) / 224, cr = (Double(red) - 128) / 224
    let r = y + 1.5748 * cr, b = y + 1.8556 * cb
    let g = (y - 0.2126 * r - 0.0722 * b) / 0.7152
    return [r, g, b].map { min(max($0, 0), 1) * 255 }
  }
}
