#if canImport(AVFoundation) && canImport(ImageIO) && canImport(UniformTypeIdentifiers)
  import AVFoundation
  import Foundation
  import ImageIO
  import UniformTypeIdentifiers

  /// The first frame of a video through AVFoundation, as PNG bytes: what `curtain generate
  /// --video-poster` uses on Apple platforms, where no ffmpeg is needed.
  ///
  /// The frame is decoded exactly at time zero (both tolerances zero, so not the nearest key
  /// frame) with the track's preferred transform applied, as `AVPlayerLayer` shows it.
  enum AVFoundationFirstFrame {
    /// The first frame of `video`, PNG-encoded.
    ///
    /// - Throws: ``VideoPosterError`` naming the video when it cannot be read or encoded.
    static func png(of video: URL) throws -> Data {
      let generator = AVAssetImageGenerator(asset: AVURLAsset(url: video))
      generator.appliesPreferredTrackTransform = true
      generator.requestedTimeToleranceBefore = .zero
      generator.requestedTimeToleranceAfter = .zero
      let result = FrameResult()
      let done = DispatchSemaphore(value: 0)
      generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .zero)]) {
        _, image, _, _, error in
        result.set(image.map { .success($0) } ?? .failure(error))
        done.signal()
      }
      done.wait()
      let image: CGImage
      switch result.get() {
      case .success(let frame): image = frame
      case .failure(let error):
        throw VideoPosterError(
          description: "AVFoundation could not read the first frame of '\(video.path)'"
            + (error.map { ": \($0.localizedDescription)" } ?? ""))
      }
      let data = NSMutableData()
      guard
        let destination = CGImageDestinationCreateWithData(
          data, UTType.png.identifier as CFString, 1, nil)
      else {
        throw VideoPosterError(description: "cannot encode the first frame of '\(video.path)'")
      }
      CGImageDestinationAddImage(destination, image, nil)
      guard CGImageDestinationFinalize(destination) else {
        throw VideoPosterError(description: "cannot encode the first frame of '\(video.path)'")
      }
      return data as Data
    }

    private enum Outcome {
      case success(CGImage)
      case failure((any Error)?)
    }

    /// The generator's answer, handed from its queue to the waiting caller.
    private final class FrameResult: @unchecked Sendable {
      private let lock = NSLock()
      private var outcome = Outcome.failure(nil)
      func set(_ value: Outcome) { lock.withLock { outcome = value } }
      func get() -> Outcome { lock.withLock { outcome } }
    }
  }
#endif
