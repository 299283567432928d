/// Finds flashes in a sequence of frames: short runs that jump away from the picture and back.
///
/// A run of up to `maximumLength` frames is a flash when
/// - every frame of it is far (`farDifference`) from both the frame before and the frame after
///   the run, while those two are close (`nearDifference`) to each other; or
/// - every frame of it is black (or every frame white) and neither the frame before nor the frame
///   after is.
/// A crossfade never qualifies: its frames are near their neighbours. The first and last frames
/// have one neighbour and are never flagged.
public struct FlashDetector: Sendable {
  /// Difference (0...1, `FrameSignature.difference`) above which two frames are "far".
  public var farDifference: Double
  /// Difference below which the frames around a run are "close".
  public var nearDifference: Double
  /// The longest run, in frames, still counted as a flash (3 frames = 50 ms at 60 fps).
  public var maximumLength: Int

  /// Creates a detector; the defaults catch a one-frame black or white frame at 60 fps and pass
  /// 200 ms crossfades.
  public init(farDifference: Double = 0.12, nearDifference: Double = 0.06, maximumLength: Int = 3) {
    self.farDifference = farDifference
    self.nearDifference = nearDifference
    self.maximumLength = max(1, maximumLength)
  }

  /// What kind of flash a run is.
  public enum Kind: String, Hashable, Sendable {
    /// The frames jump away from neighbours that agree with each other.
    case jump
    /// Black frames between frames that are not black.
    case black
    /// White frames between frames that are not white.
    case white
  }

  /// A detected flash.
  public struct Flash: Hashable, Sendable {
    /// The flashing frames' indices.
    public var frames: ClosedRange<Int>
    /// Why the run is a flash.
    public var kind: Kind
    /// The smallest difference between a run frame and the frames around the run.
    public var differenceFromNeighbours: Double
    /// The difference between the frames before and after the run.
    public var neighbourDifference: Double
  }

  /// The flashes in `signatures` (frames in order), earliest first; a frame is reported in at
  /// most one flash, the shortest run that explains it.
  ///
  /// O(frames x maximumLength).
  public func flashes(in signatures: [FrameSignature]) -> [Flash] {
    var found: [Flash] = []
    var flagged = Set<Int>()
    for length in 1...maximumLength {
      guard signatures.count >= length + 2 else { break }
      for start in 1...(signatures.count - length - 1) {
        let run = start...(start + length - 1)
        guard !run.contains(where: flagged.contains),
          let flash = flash(run, in: signatures)
        else { continue }
        found.append(flash)
        flagged.formUnion(run)
      }
    }
    return found.sorted { $0.frames.lowerBound < $1.frames.lowerBound }
  }

  /// The flashes in `frames`, reduced to signatures first.
  public func flashes(in frames: [RGBAImage]) -> [Flash] {
    flashes(in: frames.map { FrameSignature($0) })
  }

  private func flash(_ run: ClosedRange<Int>, in signatures: [FrameSignature]) -> Flash? {
    let before = signatures[run.lowerBound - 1], after = signatures[run.upperBound + 1]
    let around = before.difference(from: after)
    let kind: Kind
    if run.allSatisfy({ signatures[$0].isBlack() }) && !before.isBlack() && !after.isBlack() {
      kind = .black
    } else if run.allSatisfy({ signatures[$0].isWhite() }) && !before.isWhite()
      && !after.isWhite()
    {
      kind = .white
    } else if around < nearDifference,
      run.allSatisfy({
        signatures[$0].difference(from: before) > farDifference
          && signatures[$0].difference(from: after) > farDifference
      })
    {
      // Checked frame by frame, stopping at the first near one: most runs are not flashes.
      kind = .jump
    } else {
      return nil
    }
    let fromNeighbours =
      run.map { index in
        min(signatures[index].difference(from: before), signatures[index].difference(from: after))
      }.min() ?? 0
    return Flash(
      frames: run, kind: kind, differenceFromNeighbours: fromNeighbours,
      neighbourDifference: around)
  }
}
