/// What gives a launch-screen view its place, as UIKit reads the document: the one rule the
/// layout (`LaunchLayout`), its audit (`LaunchLayoutAudit`) and the doctor's
/// `launch-image-unconstrained` finding follow.
public enum LaunchViewPlacement: Hashable, Sendable {
  /// A stack view arranges it (its own autoresizing and saved frame are ignored).
  case arranged
  /// Its autoresizing mask, from its saved frame (`translatesAutoresizingMaskIntoConstraints`);
  /// or, for `fixedFrame="YES"`, Interface Builder's prototyping constraints: the saved left,
  /// top, width and height, an empty mask.
  case autoresizing(AutoresizingMask)
  /// Constraints name it (and it does not translate its autoresizing mask).
  case constraints
  /// Nothing: no stack view, no autoresizing, no constraint naming it. Auto Layout has nothing
  /// to place it by; the layout keeps its saved frame (as Interface Builder shows it, from the
  /// top-left corner) on every screen size.
  case none

  /// The placement of `view`; `isArranged` when a stack view holds it, `constrained` when a
  /// constraint of the document names it.
  public init(of view: LaunchView, isArranged: Bool, constrained: Bool) {
    let attributes = view.attributes
    if isArranged {
      self = .arranged
    } else if attributes.translatesAutoresizingMask {
      self = .autoresizing(attributes.autoresizingMask)
    } else if attributes.hasFixedFrame {
      self = .autoresizing([])
    } else if constrained {
      self = .constraints
    } else {
      self = .none
    }
  }
}
