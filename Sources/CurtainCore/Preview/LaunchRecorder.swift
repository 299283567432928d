/// An effect a backend received, and when (seconds on the session's clock).
public struct LaunchEffectRecord: Hashable, Sendable {
  /// Seconds after start.
  public var time: Double
  /// The effect.
  public var effect: LaunchEffect

  /// Creates a record.
  public init(time: Double, effect: LaunchEffect) {
    self.time = time
    self.effect = effect
  }
}

/// The software backend: records every effect a session sends, with its time, and plays the
/// platform's part a simulated launch needs (the exit's completion when its animation ends, a
/// player that fails as it is made). `RecordedLaunch` turns the record into the stage on
/// screen at any instant.
@MainActor public final class LaunchRecorder: LaunchBackend {
  /// The effects received, in order.
  public private(set) var records: [LaunchEffectRecord] = []
  /// The cover the session showed when the first frame was committed; `nil` before.
  public private(set) var firstFrameCover: SplashCover?
  /// The session recorded (kept weakly: it owns nothing of the recorder).
  public weak var session: LaunchSession?
  private let scheduler: any LaunchScheduler
  private let mask: AlphaMask?
  private let layout: LayoutSignature?
  private let playerFails: Bool

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - scheduler: The session's scheduler (exit completions are scheduled on it).
  ///   - logoMask: The logo's alpha, for `reveal` and `heartbeat`.
  ///   - liveLayout: The app's layout when taps are replayed.
  ///   - playerFails: Whether the player fails as it is made (a missing video file).
  public init(
    scheduler: any LaunchScheduler, logoMask: AlphaMask?, liveLayout: LayoutSignature?,
    playerFails: Bool = false
  ) {
    self.scheduler = scheduler
    mask = logoMask
    layout = liveLayout
    self.playerFails = playerFails
  }

  /// Records `effect`; an exit reports its end when its animation ends, a failing player its
  /// failure at once.
  public func perform(_ effect: LaunchEffect) {
    records.append(LaunchEffectRecord(time: scheduler.now, effect: effect))
    switch effect {
    case .runExit(let exit, let origin):
      _ = scheduler.schedule(at: origin + exit.duration) { [weak self] in
        self?.session?.send(.exitFinished)
      }
    case .preparePlayer where playerFails:
      session?.send(.playerFailed)
    case .mark(.firstFrame):
      firstFrameCover = session?.shownCover
    case .prepareRevealMask(let layout):
      // The device prepares it off the main thread while the splash is up; here it is ready.
      if let mask { session?.logoMaskPrepared(mask, for: layout) }
    default:
      break
    }
  }

  /// The logo's alpha given at creation.
  public func logoMask(for layout: LaunchScreenLayout) throws -> AlphaMask? { mask }

  /// The live layout given at creation.
  public func liveLayout() -> LayoutSignature? { layout }
}
