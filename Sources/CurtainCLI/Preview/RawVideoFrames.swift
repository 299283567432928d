import CurtainRender
import Foundation

/// A splash video's frames as ffmpeg decoded them, raw RGBA in one temporary file: each
/// distinct frame stored once (a still stretch of video takes the room of one frame), read
/// back as the compositor asks, its opacity known from the decode.
final class RawVideoFrames: VideoFrameProvider, VideoFrameTimes, @unchecked Sendable {
  /// The file of frames (the owner removes it).
  let file: URL
  /// Each frame's pixel size.
  let width: Int
  /// Each frame's pixel height.
  let height: Int
  /// For each frame at `framesPerSecond`, the stored frame it shows.
  private let slots: [Int]
  /// For each stored frame, whether every pixel is opaque.
  private let opaque: [Bool]
  /// For each stored frame, the first frame showing it.
  private let firstFrames: [Int]
  private let framesPerSecond: Double
  private let lock = NSLock()
  private var current: (slot: Int, image: RGBAImage)?

  /// The frames stored in `file`; `slots` maps each frame to a stored one.
  init(
    file: URL, width: Int, height: Int, slots: [Int], opaque: [Bool], framesPerSecond: Double
  ) {
    self.file = file
    self.width = width
    self.height = height
    self.slots = slots
    self.opaque = opaque
    var firstFrames = [Int](repeating: 0, count: opaque.count)
    for (index, slot) in slots.enumerated().reversed() where firstFrames.indices.contains(slot) {
      firstFrames[slot] = index
    }
    self.firstFrames = firstFrames
    self.framesPerSecond = max(1, framesPerSecond)
  }

  /// How many frames, at `framesPerSecond`.
  var count: Int { slots.count }

  /// How many distinct frames are stored.
  var storedCount: Int { opaque.count }

  /// Seconds the video lasts: its frames at `framesPerSecond`.
  var duration: Double { Double(slots.count) / framesPerSecond }

  /// The frame shown `time` seconds into the video; the last frame after the end.
  func frame(ofVideo name: String, at time: Double) throws -> RGBAImage? {
    try frameAndOpacity(ofVideo: name, at: time)?.frame
  }

  /// The stored frame shown `time` seconds into the video, named by this file and its place
  /// in it: each is prepared once by the compositors that draw it.
  func frameIdentity(ofVideo name: String, at time: Double) -> String? {
    "\(file.path)#\(slots[frameIndex(at: time)])"
  }

  /// The first time showing the stored frame shown at `time` (itself when that time would not
  /// read back as the same frame).
  func firstTime(showingFrameAt time: Double) -> Double {
    let first = Double(firstFrames[slots[frameIndex(at: time)]]) / framesPerSecond
    return slots[frameIndex(at: first)] == slots[frameIndex(at: time)] ? first : time
  }

  /// Every frame's pixel size, known from the decode.
  func frameSize(ofVideo name: String) -> (width: Int, height: Int)? { (width, height) }

  /// The frame shown `time` seconds into the video; the last frame after the end.
  private func frameIndex(at time: Double) -> Int {
    min(slots.count - 1, max(0, Int(saturating: (time * framesPerSecond + 1e-9).rounded(.down))))
  }

  /// The frame shown `time` seconds into the video and whether it is opaque (known from the
  /// decode: the compositor does not scan it again).
  func frameAndOpacity(ofVideo name: String, at time: Double) throws
    -> (frame: RGBAImage, isOpaque: Bool?)?
  {
    let index = frameIndex(at: time)
    let slot = slots[index]
    if let current = lock.withLock({ current }), current.slot == slot {
      return (current.image, opaque[slot])
    }
    let size = width * height * 4
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    // Read straight into the frame's pixels (one copy, from the page cache).
    var read = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while read < size {
        let done = pread(
          handle.fileDescriptor, buffer.baseAddress.map { $0 + read }, size - read,
          off_t(slot * size + read))
        if done < 0, errno == EINTR { continue }
        guard done > 0 else { break }
        read += done
      }
      count = read
    }
    guard read == size else {
      throw ImageCodecError(file: file.path, reason: "video frame \(index) is cut short")
    }
    let image = RGBAImage(width: width, height: height, straightPixels: pixels)
    lock.withLock { current = (slot, image) }
    return (image, opaque[slot])
  }
}
