import CurtainRender
import Foundation

/// Takes the first frame of a splash video as PNG bytes (AVFoundation on Apple platforms,
/// ffmpeg elsewhere), so the launch image is exactly the frame the player shows first (seed 000
/// did this by hand with a screenshot).
public struct VideoPosterExtractor: Sendable {
  /// The result of running a program: exit status, standard output, standard error.
  public typealias ProcessResult = (status: Int32, output: Data, error: Data)

  /// What decodes the video.
  public enum Decoder: Sendable {
    /// `AVAssetImageGenerator` at time zero (Apple platforms only).
    case avFoundation
    /// The `ffmpeg` program found on ``VideoPosterExtractor/searchPath``.
    case ffmpeg

    /// AVFoundation where the platform has it, ffmpeg elsewhere.
    public static var platformDefault: Decoder {
      #if canImport(AVFoundation) && canImport(ImageIO) && canImport(UniformTypeIdentifiers)
        .avFoundation
      #else
        .ffmpeg
      #endif
    }
  }

  /// What decodes the video.
  public var decoder: Decoder

  /// Runs an executable with arguments; a parameter so tests need no ffmpeg.
  public var runProcess: @Sendable (URL, [String]) throws -> ProcessResult
  /// The directories searched for `ffmpeg` (the `PATH`).
  public var searchPath: [String]
  /// Whether a file is executable; a parameter for tests.
  public var isExecutable: @Sendable (String) -> Bool

  /// Creates an extractor; the defaults decode with the platform's own decoder, run real
  /// processes and search the process's `PATH`.
  public init(
    decoder: Decoder = .platformDefault,
    runProcess: @escaping @Sendable (URL, [String]) throws -> ProcessResult =
      VideoPosterExtractor.run,
    searchPath: [String] = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init),
    isExecutable: @escaping @Sendable (String) -> Bool = {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  ) {
    self.decoder = decoder
    self.runProcess = runProcess
    self.searchPath = searchPath
    self.isExecutable = isExecutable
  }

  /// The arguments that make ffmpeg write the first frame of `video` as PNG to its output.
  public static func arguments(for video: URL) -> [String] {
    [
      "-nostdin", "-loglevel", "error", "-i", video.path, "-frames:v", "1", "-f", "image2pipe",
      "-vcodec", "png", "-",
    ]
  }

  /// The first frame of `video`, PNG-encoded.
  ///
  /// - Throws: ``VideoPosterError`` when the video cannot be decoded, or ffmpeg is not
  ///   installed, fails, or writes no image.
  public func firstFrame(of video: URL) throws -> Data {
    #if canImport(AVFoundation) && canImport(ImageIO) && canImport(UniformTypeIdentifiers)
      if decoder == .avFoundation { return try AVFoundationFirstFrame.png(of: video) }
    #else
      if decoder == .avFoundation {
        throw VideoPosterError(
          description: "AVFoundation is not available on this platform: use the ffmpeg decoder")
      }
    #endif
    guard
      let ffmpeg = searchPath.map({ URL(fileURLWithPath: $0).appendingPathComponent("ffmpeg") })
        .first(where: { isExecutable($0.path) })
    else {
      throw VideoPosterError(
        description: "--video-poster needs ffmpeg, which is not on the PATH: install it "
          + "(apt-get install ffmpeg, brew install ffmpeg), or drop --video-poster and set "
          + "launchScreen.poster to an image of the video's first frame")
    }
    let result: ProcessResult
    do { result = try runProcess(ffmpeg, Self.arguments(for: video)) } catch {
      throw VideoPosterError(description: "cannot run \(ffmpeg.path): \(error)")
    }
    guard result.status == 0, PNGSignature.starts(result.output) else {
      let message = String(decoding: result.error, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw VideoPosterError(
        description: "ffmpeg could not read the first frame of '\(video.path)'"
          + (message.isEmpty ? "" : ": \(message)"))
    }
    return result.output
  }

  /// Runs `executable` and collects its output; standard error is read on another thread so a
  /// chatty program cannot block on a full pipe.
  ///
  /// - Throws: ``VideoPosterError`` where programs cannot be started (iOS has no `Process`).
  @Sendable public static func run(_ executable: URL, _ arguments: [String]) throws
    -> ProcessResult
  {
    #if os(macOS) || os(Linux)
      try runChild(executable, arguments)
    #else
      throw VideoPosterError(
        description: "cannot run \(executable.path): this platform cannot start programs")
    #endif
  }

  #if os(macOS) || os(Linux)
    private static func runChild(_ executable: URL, _ arguments: [String]) throws
      -> ProcessResult
    {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      let errorData = ErrorCollector()
      let group = DispatchGroup()
      DispatchQueue.global().async(group: group) {
        errorData.set(error.fileHandleForReading.readDataToEndOfFile())
      }
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      group.wait()
      process.waitUntilExit()
      return (process.terminationStatus, outputData, errorData.get())
    }

    private final class ErrorCollector: @unchecked Sendable {
      private let lock = NSLock()
      private var data = Data()
      func set(_ value: Data) { lock.withLock { data = value } }
      func get() -> Data { lock.withLock { data } }
    }
  #endif
}
