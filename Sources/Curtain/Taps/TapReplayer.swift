#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Replays a tap onto the live UI: hit-tests the app window and fires the actions of the
  /// `UIControl` under the point.
  ///
  /// Limits, by construction: only `UIControl`s are reached (buttons, and controls whose action
  /// is on touch-up-inside or primary-action); gesture recognizers, table and collection view
  /// selection, and SwiftUI buttons (not `UIControl`s) are not replayed, and a control's own
  /// state (a switch's value) does not change. Long presses, drags and multi-touch are never
  /// replayed (the core drops them).
  @MainActor public enum TapReplayer {
    /// What happened to one replayed tap.
    public enum Outcome: Hashable, Sendable {
      /// An enabled control under the point received its actions.
      case delivered
      /// Nothing under the point accepts a replayed tap.
      case noControl
      /// The control under the point is disabled.
      case disabled
    }

    /// Replays a tap at `point` (window coordinates, points) in `window`.
    @discardableResult
    public static func replay(at point: Point, in window: UIWindow) -> Outcome {
      var view = window.hitTest(CGPoint(point), with: nil)
      while let current = view, !(current is UIControl) { view = current.superview }
      guard let control = view as? UIControl else { return .noControl }
      guard control.isEnabled else { return .disabled }
      let event = Self.event(for: control)
      guard let event else { return .noControl }
      control.sendActions(for: event)
      return .delivered
    }

    /// The event a real tap would send: `.primaryActionTriggered` when the control has handlers
    /// for it (iOS 14 `UIAction` buttons), otherwise `.touchUpInside`; `nil` when it has neither.
    private static func event(for control: UIControl) -> UIControl.Event? {
      [.primaryActionTriggered, .touchUpInside].first(where: control.handles)
    }
  }

  extension UIControl {
    /// Whether a target-action pair or a `UIAction` is registered for `event`.
    fileprivate func handles(_ event: UIControl.Event) -> Bool {
      var found = false
      enumerateEventHandlers { _, _, handlerEvent, stop in
        if handlerEvent == event {
          found = true
          stop = true
        }
      }
      return found
    }
  }
#endif
