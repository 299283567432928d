/// The loading indicator of one session, run on its clock: the wait begins at the first frame,
/// each of the policy's decisions is sent when its time comes, the app becoming ready re-plans
/// the rest (the hide after the minimum show time), and the splash leaving takes the indicator
/// with it. The indicator never holds the cover: the exit starts when the coordinator says.
@MainActor final class SplashIndicator {
  private let indicator: LaunchIndicator
  private let scheduler: any LaunchScheduler
  private let send: (LoadingIndicatorTimeline.Action) -> Void
  private var timeline = LoadingIndicatorTimeline(events: [])
  private var waitStart: Double?
  private var fired = 0
  private var pending: ScheduledLaunchWork?
  private var visible = false
  private var readyPlanned = false
  private var ended = false

  init(
    _ indicator: LaunchIndicator, scheduler: any LaunchScheduler,
    send: @escaping (LoadingIndicatorTimeline.Action) -> Void
  ) {
    self.indicator = indicator
    self.scheduler = scheduler
    self.send = send
  }

  /// The splash's first frame is up: the wait begins now.
  func begin() {
    guard waitStart == nil, !ended else { return }
    waitStart = scheduler.now
    timeline = indicator.timeline(readyAt: nil)
    scheduleNext()
  }

  /// The app is ready: the indicator stays its minimum show time, then hides (if the splash
  /// has not left by then).
  func appReady() {
    guard let waitStart, !readyPlanned, !ended else { return }
    readyPlanned = true
    pending?.cancel()
    timeline = indicator.timeline(readyAt: scheduler.now - waitStart)
    if fired > timeline.events.count {
      // Ready within the grace time, at the instant the indicator appeared.
      fired = timeline.events.count
      hide()
    }
    scheduleNext()
  }

  /// The splash is leaving (its exit starts, or it is removed): the indicator goes with it.
  func end() {
    guard !ended else { return }
    ended = true
    pending?.cancel()
    pending = nil
    hide()
  }

  private func hide() {
    guard visible else { return }
    visible = false
    send(.hide)
  }

  private func scheduleNext() {
    guard let waitStart, fired < timeline.events.count else { return }
    let event = timeline.events[fired]
    pending = scheduler.schedule(at: waitStart + event.time) { [weak self] in
      guard let self, !self.ended else { return }
      self.fired += 1
      switch event.action {
      case .show: self.visible = true
      case .hide: self.visible = false
      case .message: break
      }
      self.send(event.action)
      self.scheduleNext()
    }
  }
}
