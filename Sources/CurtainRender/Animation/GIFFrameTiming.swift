/// Which frames of a fixed-rate animation a GIF keeps, and how long each stays, so that it plays
/// at its real length in browsers.
///
/// A GIF's delays are whole centiseconds, and browsers play a delay of 10 ms or less as 100 ms.
/// Up to 50 frames per second every frame is kept, starting at its time rounded to a
/// centisecond (30 fps: 30 and 40 ms in turn); above that, frames are sampled on a 50 fps grid
/// (20 ms each). A frame identical to the one kept before it is merged into it (its time added
/// to that frame's delay), and the last frame lasts to the animation's end.
struct GIFFrameTiming {
  /// The shortest delay browsers honour, in centiseconds.
  static let minimumDelay = 2

  let framesPerSecond: Int
  /// The centisecond at which each frame kept so far starts.
  private(set) var starts: [Int] = []
  private var appended = 0

  init(framesPerSecond: Int) {
    self.framesPerSecond = max(1, framesPerSecond)
  }

  /// The centisecond at which input frame `index` would start, if a frame starts then.
  private func start(ofFrame index: Int) -> Int? {
    if framesPerSecond <= 100 / Self.minimumDelay {
      return Int((Double(index) * 100 / Double(framesPerSecond)).rounded())
    }
    // The 50 fps slot that shows frame `index`, if any: slot k shows frame floor(k * fps / 50).
    let slotsPerSecond = 100 / Self.minimumDelay
    let slot = (index * slotsPerSecond + framesPerSecond - 1) / framesPerSecond
    guard slot * framesPerSecond / slotsPerSecond == index else { return nil }
    return slot * Self.minimumDelay
  }

  /// Registers the next input frame; true when it is to be written (it starts a slot and
  /// differs from the frame kept before it, as `differs` says).
  mutating func add(differs: Bool) -> Bool {
    defer { appended += 1 }
    guard let start = start(ofFrame: appended) else { return false }
    guard starts.isEmpty || differs else { return false }
    starts.append(start)
    return true
  }

  /// The delay of each frame written, in centiseconds: to the next one's start, the last to the
  /// end of all the frames added (at least `minimumDelay` each).
  var delays: [Int] {
    let end = Int((Double(appended) * 100 / Double(framesPerSecond)).rounded())
    return starts.indices.map { index in
      let next = index + 1 < starts.count ? starts[index + 1] : end
      return max(Self.minimumDelay, next - starts[index])
    }
  }
}
