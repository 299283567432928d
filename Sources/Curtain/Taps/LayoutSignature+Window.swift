#if canImport(UIKit)
  import CurtainCore
  import UIKit

  extension LayoutSignature {
    /// The default signature of `window`: its size and the frames of the enabled, visible
    /// `UIControl`s in it (the places a replayed tap can reach), built by the core's
    /// `init(windowSize:elements:)`.
    @MainActor public init(controlsIn window: UIWindow) {
      var elements: [LayoutElement] = []
      Self.collect(window, in: window, into: &elements)
      self.init(windowSize: Size(window.bounds.size), elements: elements)
    }

    @MainActor private static func collect(
      _ view: UIView, in window: UIWindow, into elements: inout [LayoutElement]
    ) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if let control = view as? UIControl, control.isEnabled {
        let frame = control.convert(control.bounds, to: window)
        elements.append(
          LayoutElement(
            kind: String(describing: type(of: control)),
            frame: Rect(origin: Point(frame.origin), size: Size(frame.size))))
      }
      for subview in view.subviews { collect(subview, in: window, into: &elements) }
    }
  }
#endif
