#if canImport(UIKit)
  import AVFoundation
  import CurtainCore
  import QuartzCore
  import UIKit

  extension CGPoint {
    /// The same point, in CoreGraphics.
    public init(_ point: Point) {
      self.init(x: point.x, y: point.y)
    }
  }

  extension CGSize {
    /// The same size, in CoreGraphics.
    public init(_ size: Size) {
      self.init(width: size.width, height: size.height)
    }
  }

  extension CGRect {
    /// The same rectangle, in CoreGraphics.
    public init(_ rect: Rect) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }

  extension CGAffineTransform {
    /// The same transform: `AffineTransform` has `CGAffineTransform`'s layout.
    public init(_ transform: AffineTransform) {
      self.init(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
        ty: transform.ty)
    }
  }

  extension Size {
    /// The same size, from CoreGraphics.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Point {
    /// The same point, from CoreGraphics.
    public init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension Rect {
    /// The same rectangle, from CoreGraphics.
    public init(_ rect: CGRect) {
      self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
  }

  extension EdgeInsets {
    /// The same insets, from UIKit.
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIColor {
    /// The colour, in sRGB (UIKit's extended sRGB equals sRGB for components in 0...1).
    public convenience init(_ color: RGBAColor) {
      self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
  }

  extension CALayerContentsGravity {
    /// CoreAnimation's gravity of the same name.
    public init(_ gravity: ContentsGravity) {
      self.init(rawValue: gravity.rawValue)
    }
  }

  extension AVLayerVideoGravity {
    /// AVFoundation's gravity for `gravity`.
    public init(_ gravity: VideoGravity) {
      switch gravity {
      case .resize: self = .resize
      case .resizeAspect: self = .resizeAspect
      case .resizeAspectFill: self = .resizeAspectFill
      }
    }
  }

  extension Appearance {
    /// The appearance of a trait collection; `.unspecified` reads as light, as UIKit draws it.
    public init(_ style: UIUserInterfaceStyle) {
      self = style == .dark ? .dark : .light
    }
  }

  extension Screen {
    /// The screen as a view sees it: its bounds, display scale, safe area and size classes.
    @MainActor public init(view: UIView) {
      let size = Size(view.bounds.size)
      let traits = view.traitCollection
      let scale = traits.displayScale
      func sizeClass(_ value: UIUserInterfaceSizeClass) -> SizeClass? {
        switch value {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
      }
      self.init(
        size: size, scale: Double(scale > 0 ? scale : view.window?.screen.scale ?? 1),
        safeArea: EdgeInsets(view.safeAreaInsets), orientation: Orientation(size: size),
        widthClass: sizeClass(traits.horizontalSizeClass),
        heightClass: sizeClass(traits.verticalSizeClass))
    }
  }
#endif
