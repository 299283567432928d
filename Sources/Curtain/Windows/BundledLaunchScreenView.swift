#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// The app's own launch screen (`BundledLaunchScreen`, from `CurtainLaunchLayout.json`)
  /// instantiated from the app bundle, laid out and drawn by UIKit in a splash window, and
  /// measured for the core (`MeasuredLaunchScreen`): UIKit's picture of it with the logo view
  /// hidden, the logo view's frame, image and content mode, and the colour behind it. The core
  /// makes the splash from that (`LaunchDesign.showsMeasuredLaunchScreen(_:on:)`); this type
  /// decides nothing.
  ///
  /// The storyboard's initial view controller's view (`UIStoryboard(name:bundle:)`,
  /// `instantiateInitialViewController()`) or the xib's first top-level view
  /// (`UINib(nibName:bundle:)`, `instantiate(withOwner:options:)`) is added to the splash
  /// window's root view for the measurement, filling it, so its constraints see the window's
  /// size, safe area and traits as the system launch screen's did; it is drawn
  /// (`CALayer.render(in:)`) and removed in the same turn of the run loop, before anything is
  /// committed to the screen.
  @MainActor final class BundledLaunchScreenView {
    private let bundled: BundledLaunchScreen
    /// The storyboard's view controller, kept for as long as its view is.
    private let controller: UIViewController?
    private let root: UIView
    private var pictures: [String: UIImage] = [:]
    private var drawings = 0

    /// Instantiates `bundled` from `bundle`; `nil` when the bundle holds no compiled document
    /// of that name (UIKit raises an Objective-C exception for a missing storyboard, so its
    /// presence is checked first) or the document has no initial view controller or view.
    init?(_ bundled: BundledLaunchScreen, bundle: Bundle) {
      self.bundled = bundled
      switch bundled.kind {
      case .storyboard:
        guard bundle.path(forResource: bundled.name, ofType: "storyboardc") != nil,
          let controller = UIStoryboard(name: bundled.name, bundle: bundle)
            .instantiateInitialViewController()
        else { return nil }
        self.controller = controller
        root = controller.view
      case .xib:
        guard bundle.path(forResource: bundled.name, ofType: "nib") != nil,
          let view = UINib(nibName: bundled.name, bundle: bundle)
            .instantiate(withOwner: nil, options: nil).lazy.compactMap({ $0 as? UIView }).first
        else { return nil }
        controller = nil
        root = view
      }
    }

    /// The pictures drawn so far, by name, for the splash windows' image provider.
    var images: ImageProvider {
      ImageProvider { [weak self] source, _ in self?.pictures[source.name] }
    }

    /// Lays the launch screen out in `host` (the splash window's root view, in its window),
    /// draws it without its logo view and measures the logo view (`bundled`'s path for the
    /// window's idiom). Each call draws a new picture (named anew, the previous ones dropped):
    /// call it again after a rotation or a light/dark switch.
    func measure(in host: UIView) -> MeasuredLaunchScreen {
      root.frame = host.bounds
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.insertSubview(root, at: 0)
      defer { root.removeFromSuperview() }
      root.setNeedsLayout()
      root.layoutIfNeeded()
      let traits = host.traitCollection
      let location = bundled.logo(onPad: traits.userInterfaceIdiom == .pad)
      let logoView = location.flatMap { view(at: $0.subviewPath) }
      var logo: PlacedImage?
      if let location, let logoView {
        logo = PlacedImage(
          frame: Rect(logoView.convert(logoView.bounds, to: root)),
          image: ImageSource(name: location.imageName),
          contentMode: ContentMode(logoView.contentMode))
      }
      let wasHidden = logoView?.isHidden ?? false
      logoView?.isHidden = true
      let format = UIGraphicsImageRendererFormat(for: traits)
      format.opaque = false
      let picture = UIGraphicsImageRenderer(bounds: root.bounds, format: format).image { context in
        root.layer.render(in: context.cgContext)
      }
      logoView?.isHidden = wasHidden
      drawings += 1
      let name = "curtain.appLaunchScreen.\(drawings)"
      pictures = [name: picture]
      return MeasuredLaunchScreen(
        picture: ImageSource(name: name, scale: Double(picture.scale)), logo: logo,
        colorBehindLogo: colorBehind(logoView, traits: traits))
    }

    /// The view at `path` under the root: at each level the index among the subviews that are
    /// not legacy layout guides (`UILayoutSupport`), as `LaunchLogoLocation` counts them.
    private func view(at path: [Int]) -> UIView? {
      var view = root
      for index in path {
        let subviews = view.subviews.filter { !($0 is UILayoutSupport) }
        guard subviews.indices.contains(index) else { return nil }
        view = subviews[index]
      }
      return view
    }

    /// The background colour of the logo view's nearest ancestor with an opaque one, resolved
    /// in `traits`; the root view's colour (clear when it has none) without a logo view.
    private func colorBehind(_ logoView: UIView?, traits: UITraitCollection) -> RGBAColor {
      var view = logoView?.superview ?? root
      while true {
        if let color = view.backgroundColor?.resolvedColor(with: traits),
          let rgba = RGBAColor(color), rgba.alpha >= 1
        {
          return rgba
        }
        guard view !== root, let parent = view.superview else { break }
        view = parent
      }
      guard let color = root.backgroundColor?.resolvedColor(with: traits) else { return .clear }
      return RGBAColor(color) ?? .clear
    }
  }

  extension RGBAColor {
    /// The colour's sRGB components; `nil` when UIKit cannot give them (a pattern colour).
    init?(_ color: UIColor) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
  }

  extension ContentMode {
    /// The core's content mode of a view's `contentMode` (`.redraw` draws as `scaleToFill`).
    init(_ mode: UIView.ContentMode) {
      switch mode {
      case .scaleAspectFit: self = .scaleAspectFit
      case .scaleAspectFill: self = .scaleAspectFill
      case .center: self = .center
      case .top: self = .top
      case .bottom: self = .bottom
      case .left: self = .left
      case .right: self = .right
      case .topLeft: self = .topLeft
      case .topRight: self = .topRight
      case .bottomLeft: self = .bottomLeft
      case .bottomRight: self = .bottomRight
      default: self = .scaleToFill
      }
    }
  }
#endif
