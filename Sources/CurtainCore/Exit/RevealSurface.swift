/// What an exit that masks or fades the app window composes: the live app window itself, or a
/// snapshot of the whole app window taken at the exit's start, standing in for it until the
/// exit's end.
///
/// Apple's `UIVisualEffectView` documentation: a mask on a superview of a visual effect view
/// makes the effect fail, and an alpha below 1 on one makes it look wrong or vanish; a snapshot
/// of the whole `UIWindow` does contain the effect. So masking the live window (seed 001's
/// reveal, the Twitter-style tutorials that mask the root view) breaks the app's blurs
/// (navigation and tab bars, sheets, materials) for as long as the hole grows, and they pop back
/// at the exit's end. The snapshot keeps them: it is what was on screen at the exit's start,
/// masked in the live window's place; the live window is invisible meanwhile and is shown again,
/// unmasked, in the same commit that removes the snapshot. The cost: the app does not move
/// during the exit (a spinner or video in it stands still for the reveal's fraction of a
/// second), so the live window stays the surface when nothing in it would break.
public enum RevealSurface: String, Hashable, Sendable, CaseIterable {
  /// The live app window's own layer is masked and faded.
  case appWindow
  /// A snapshot of the whole app window, taken at the exit's start, is masked and faded in its
  /// place.
  case windowSnapshot

  /// The surface `exit` composes the app on, given whether the app window holds a visual effect
  /// view now (`appHasVisualEffects`) and the app's `preference`: the live window whenever the
  /// exit neither masks the app window nor fades it (nothing to break); else the app's choice;
  /// else (`.automatic`) the snapshot exactly when the app window has visual effects.
  public static func choose(
    for exit: ExitAnimation, appHasVisualEffects: Bool,
    preference: RevealSurfacePreference = .automatic
  ) -> RevealSurface {
    guard composesAppWindow(exit) else { return .appWindow }
    switch preference {
    case .appWindow: return .appWindow
    case .windowSnapshot: return .windowSnapshot
    case .automatic: return appHasVisualEffects ? .windowSnapshot : .appWindow
    }
  }

  /// Whether `exit` masks the app window or draws it below full opacity at any time: a mask
  /// or an opacity below 1 at its start, or an animation of the window's opacity.
  public static func composesAppWindow(_ exit: ExitAnimation) -> Bool {
    guard let app = exit.start.window(.app) else { return false }
    if app.layer.mask != nil || app.layer.opacity < 1 { return true }
    return exit.group.animations.contains { animation in
      animation.target == PropertyTarget(window: .app, layer: app.layer.id, property: .opacity)
    }
  }
}

/// The app's choice of ``RevealSurface`` for exits that mask or fade its window.
public enum RevealSurfacePreference: String, Hashable, Sendable, CaseIterable {
  /// The snapshot when the app window holds a visual effect view, else the live window.
  case automatic
  /// Always the live window (its blurs fail while the exit masks it).
  case appWindow
  /// Always a snapshot of the window (the app stands still during the exit).
  case windowSnapshot
}
