/// "The splash is gone": awaited (`await signal.finished()`) or observed
/// (`signal.onFinished { … }`), like react-native-bootsplash's `hide()` promise and Android's
/// exit listener. It fires once, when the splash windows are removed (the exit has ended, or
/// the scene went away); awaiting or observing it afterwards returns at once.
@MainActor public final class SplashFinishedSignal {
  /// Whether the splash is gone.
  public private(set) var isFinished = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var callbacks: [@MainActor () -> Void] = []

  /// A signal that has not fired.
  public init() {}

  /// Returns once the splash is gone (at once if it already is).
  public func finished() async {
    guard !isFinished else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Calls `callback` once the splash is gone (now, if it already is).
  public func onFinished(_ callback: @escaping @MainActor () -> Void) {
    guard !isFinished else {
      callback()
      return
    }
    callbacks.append(callback)
  }

  /// Fires the signal: resumes every waiter and calls every callback, once.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    let resumed = waiting
    let called = callbacks
    waiting = []
    callbacks = []
    resumed.forEach { $0.resume() }
    called.forEach { $0() }
  }
}
