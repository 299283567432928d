import Foundation
import Testing

@testable import CurtainAssets

@Suite struct VideoPosterExtractorTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

  @Test func runsFFmpegFromThePathWithTheFirstFrameArguments() throws {
    let extractor = VideoPosterExtractor(
      decoder: .ffmpeg,
      runProcess: { executable, arguments in
        #expect(executable.path == "/opt/bin/ffmpeg")
        #expect(arguments.contains("-frames:v") && arguments.contains("image2pipe"))
        #expect(arguments.contains("/videos/splash.mp4"))
        return (0, Self.png, Data())
      }, searchPath: ["/usr/bin", "/opt/bin"], isExecutable: { $0 == "/opt/bin/ffmpeg" })
    #expect(try extractor.firstFrame(of: URL(fileURLWithPath: "/videos/splash.mp4")) == Self.png)
  }

  #if !canImport(AVFoundation)
    @Test func avFoundationIsRefusedWhereThePlatformHasNone() {
      #expect(VideoPosterExtractor.Decoder.platformDefault == .ffmpeg)
      #expect {
        try VideoPosterExtractor(decoder: .avFoundation).firstFrame(
          of: URL(fileURLWithPath: "/v.mp4"))
      } throws: { error in
        String(describing: error).contains("AVFoundation is not available")
      }
    }
  #endif

  @Test func missingFFmpegSaysHowToGetIt() {
    let extractor = VideoPosterExtractor(
      decoder: .ffmpeg,
      runProcess: { _, _ in (0, Data(), Data()) }, searchPath: ["/nowhere"],
      isExecutable: { _ in false })
    #expect {
      try extractor.firstFrame(of: URL(fileURLWithPath: "/v.mp4"))
    } throws: { error in
      let message = String(describing: error)
      // It names the key that takes a ready-made poster (not video.poster, which is the
      // player's, not the launch screen's).
      return message.contains("install it") && message.contains("set launchScreen.poster")
    }
  }

  @Test func ffmpegFailureQuotesItsMessage() {
    let extractor = VideoPosterExtractor(
      decoder: .ffmpeg,
      runProcess: { _, _ in (1, Data(), Data("v.mp4: Invalid data found\n".utf8)) },
      searchPath: ["/bin"], isExecutable: { _ in true })
    #expect {
      try extractor.firstFrame(of: URL(fileURLWithPath: "/v.mp4"))
    } throws: { error in
      String(describing: error).hasSuffix("Invalid data found")
    }
  }

  @Test func realProcessesAreRun() throws {
    let result = try VideoPosterExtractor.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "printf out; printf err >&2; exit 3"])
    #expect(result.status == 3)
    #expect(String(decoding: result.output, as: UTF8.self) == "out")
    #expect(String(decoding: result.error, as: UTF8.self) == "err")
  }
}
