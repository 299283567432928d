/// A moment where what the screen shows is replaced at once rather than animated: a new splash
/// picture, the video's first frame, the exit's start. A person sees a jump there unless the
/// picture just after equals the picture just before.
public struct LaunchHandOff: Hashable, Sendable {
  /// Seconds after start.
  public var time: Double
  /// What happens, as words ("the exit starts").
  public var name: String

  /// Creates a hand-off.
  public init(time: Double, name: String) {
    self.time = time
    self.name = name
  }
}

extension SimulatedLaunch {
  /// The hand-offs from the first frame to before the splash's removal, in time order, one per
  /// instant (named by its most telling effect: the exit's start over the video's first frame
  /// over a new splash picture). The splash's first picture and the removal have rules of
  /// their own (the launch screen, the app alone); an exit that starts at the first frame is
  /// a hand-off from the launch screen.
  public var handOffs: [LaunchHandOff] {
    var result: [(handOff: LaunchHandOff, rank: Int)] = []
    for record in records where record.time >= firstFrameTime && record.time < endTime {
      guard let (name, rank) = Self.handOffName(record.effect) else { continue }
      if record.time == firstFrameTime, case .showStage = record.effect { continue }
      if let last = result.last, last.handOff.time == record.time {
        if rank > last.rank {
          result[result.count - 1] = (LaunchHandOff(time: record.time, name: name), rank)
        }
        continue
      }
      result.append((LaunchHandOff(time: record.time, name: name), rank))
    }
    return result.map(\.handOff)
  }

  /// The splash's first picture, as the app commits it at the first frame: what must equal the
  /// system launch screen (an exit starting at the same instant is judged as a hand-off).
  public var firstSplashStage: Stage { covering(at: firstFrameTime) }

  /// Whether something on screen moves between `start` (excluded) and `end` (included): the
  /// exit, the splash's own animation (the beat), or a playing video. Between two frames where
  /// nothing moves, the picture must not change.
  public func isAnimating(after start: Double, through end: Double) -> Bool {
    motionSpans.contains { $0.lowerBound < end && $0.upperBound > start }
  }

  /// The spans in which the picture may change from frame to frame.
  private var motionSpans: [ClosedRange<Double>] {
    var spans: [ClosedRange<Double>] = []
    if let exitStartTime, endTime > exitStartTime { spans.append(exitStartTime...endTime) }
    var animationStart: Double?
    var playStart: Double?
    let splashEnd = exitStartTime ?? endTime
    for record in records {
      switch record.effect {
      case .animateSplash(let animation):
        if let start = animationStart, record.time > start { spans.append(start...record.time) }
        animationStart = animation == nil ? nil : record.time
      case .showStage:
        if let start = animationStart, record.time > start { spans.append(start...record.time) }
        animationStart = nil
      case .attachPlayer, .playPlayer:
        playStart = playStart ?? record.time
      case .pausePlayer, .removePlayer:
        if let start = playStart, record.time > start { spans.append(start...record.time) }
        playStart = nil
      default:
        break
      }
    }
    if let start = animationStart, splashEnd > start { spans.append(start...splashEnd) }
    if let start = playStart, endTime > start { spans.append(start...endTime) }
    return spans
  }

  /// What `effect` does to the screen, in words, and how telling it is as a name for its
  /// instant; nil for effects that draw nothing.
  private static func handOffName(_ effect: LaunchEffect) -> (String, Int)? {
    switch effect {
    case .showStage: ("the splash's picture is replaced", 0)
    case .animateSplash(let animation): animation == nil ? nil : ("the splash animation starts", 1)
    case .pausePlayer: ("the video stops", 2)
    case .removePlayer: ("the video is removed", 3)
    case .attachPlayer: ("the video's first frame appears", 4)
    case .runExit, .runCustomExit: ("the exit starts", 5)
    default: nil
    }
  }
}
