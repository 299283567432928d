#if canImport(UIKit)
  import AVFoundation
  import CurtainCore
  import QuartzCore

  /// A splash video (seed 000, modernised): `AVPlayer` and `AVPlayerLayer`, reporting what the
  /// launch coordinator needs to decide, and doing nothing else on its own.
  ///
  /// The layer starts transparent (`opacity` 0) so it never shows an empty, black frame: the
  /// replica and the poster under it stay visible until ``attach()``, which the coordinator
  /// calls only after `PlayerReport.readyForDisplay` (observed with KVO on `isReadyForDisplay`).
  /// Failures and stalls are reported, and the coordinator falls back to the replica.
  @MainActor public final class VideoSplashPlayer {
    /// What the player reports: the core's `PlayerReport`, which also says what each report
    /// means to the coordinator (a stall counts as a failure).
    public typealias Event = PlayerReport

    /// The player.
    public let player: AVPlayer
    /// The layer that shows the video; put it where the stage's `.video` content is.
    public let layer: AVPlayerLayer
    private let onEvent: @MainActor (Event) -> Void
    private var observations: [NSKeyValueObservation] = []
    private var notificationTokens: [NSObjectProtocol] = []
    private var reportedReady = false

    /// Loads the video at `url` (paused, layer transparent) and starts observing it.
    ///
    /// - Parameters:
    ///   - url: the video file.
    ///   - gravity: how the frame fits the layer (from the stage's content mode).
    ///   - onEvent: called on the main actor for each event.
    public init(
      url: URL, gravity: VideoGravity, onEvent: @escaping @MainActor (Event) -> Void
    ) {
      let item = AVPlayerItem(url: url)
      player = AVPlayer(playerItem: item)
      player.actionAtItemEnd = .pause
      player.preventsDisplaySleepDuringVideoPlayback = false
      layer = AVPlayerLayer(player: player)
      layer.videoGravity = AVLayerVideoGravity(gravity)
      layer.opacity = 0
      self.onEvent = onEvent
      observe(item)
    }

    /// Makes the layer visible: call once `PlayerReport.readyForDisplay` was reported.
    public func attach() {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.opacity = 1
      CATransaction.commit()
    }

    /// Starts playing.
    public func play() {
      player.play()
    }

    /// Stops playing and observing, and releases the item (skip, fallback or end of the splash).
    public func stop() {
      player.pause()
      observations.forEach { $0.invalidate() }
      observations.removeAll()
      notificationTokens.forEach(NotificationCenter.default.removeObserver)
      notificationTokens.removeAll()
      player.replaceCurrentItem(with: nil)
    }

    private func observe(_ item: AVPlayerItem) {
      observations.append(
        layer.observe(\.isReadyForDisplay, options: [.initial, .new]) { [weak self] layer, _ in
          let ready = layer.isReadyForDisplay
          Task { @MainActor in self?.readinessChanged(ready) }
        })
      observations.append(
        item.observe(\.status, options: [.new]) { [weak self] item, _ in
          guard item.status == .failed else { return }
          let message = item.error?.localizedDescription ?? "the video could not be loaded"
          Task { @MainActor in self?.onEvent(.failed(message)) }
        })
      let center = NotificationCenter.default
      let events: [(Notification.Name, Event)] = [
        (.AVPlayerItemPlaybackStalled, .stalled), (.AVPlayerItemDidPlayToEndTime, .finished),
        (.AVPlayerItemFailedToPlayToEndTime, .failed("the video stopped before its end")),
      ]
      for (name, event) in events {
        notificationTokens.append(
          center.addObserver(forName: name, object: item, queue: .main) { [weak self] _ in
            Task { @MainActor in self?.onEvent(event) }
          })
      }
    }

    private func readinessChanged(_ ready: Bool) {
      guard ready, !reportedReady else { return }
      reportedReady = true
      onEvent(.readyForDisplay)
    }
  }
#endif
