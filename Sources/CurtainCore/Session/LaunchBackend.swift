/// What a `LaunchSession` runs on: the Apple layer (windows, layers, the player, gestures) or
/// the software renderer's recorder. It performs the session's effects and answers the few
/// questions only it can (images it holds, the live UI); it decides nothing.
///
/// A backend reports what it observes to the session (`send(_:)`: the first frame, the
/// player's reports, the exit's completion, the scene going to the background;
/// `sceneChanged(screen:appearance:snapshotFits:)`; `record(_:)` for touches), at any time,
/// even from inside `perform(_:)`: the session queues such events and handles them in order.
@MainActor public protocol LaunchBackend: AnyObject {
  /// Performs `effect` now.
  func perform(_ effect: LaunchEffect)

  /// The launch screen logo's alpha as laid out by `layout`, for the `reveal` and `heartbeat`
  /// exits; `nil` when the image is not there.
  ///
  /// - Throws: when the image cannot be read (the session logs it and fades instead).
  func logoMask(for layout: LaunchScreenLayout) throws -> AlphaMask?

  /// The larger mask image `curtain generate` wrote for `layout`'s logo
  /// (`RevealMaskSource.setName(forLogo:)`) and its pixels along its longer side, when the
  /// bundle has one; `nil` otherwise (the default).
  func largerRevealMask(for layout: LaunchScreenLayout) -> (image: ImageSource, pixels: Int)?

  /// The live app's layout now, compared with the snapshot's when taps are replayed; `nil`
  /// when the app has no window.
  func liveLayout() -> LayoutSignature?
}

extension LaunchBackend {
  /// No larger mask image: the reveal draws the logo's own file.
  public func largerRevealMask(for layout: LaunchScreenLayout) -> (image: ImageSource, pixels: Int)?
  {
    nil
  }
}
