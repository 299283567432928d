/// A visible mistake in a launch screen laid out on one screen.
public struct LaunchLayoutIssue: Hashable, Sendable {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// The view's drawn content reaches past the screen's edge by `overflow` points (wholly
    /// off-screen when `offScreen`).
    case clipped(overflow: Double, offScreen: Bool)
    /// The view's drawn content is under what the system draws at an edge.
    case obstructed(ScreenObstruction)
    /// A required constraint could not hold and was broken.
    case brokenConstraint(LaunchLayoutResult.BrokenConstraint)
    /// A scale-to-fill image stretched: its aspect ratio off by `percent` percent.
    case distorted(percent: Double)
  }

  /// What is wrong.
  public var kind: Kind
  /// The view's element id; for a broken constraint, the constraint's id.
  public var id: String

  /// Creates an issue.
  public init(kind: Kind, id: String) {
    self.kind = kind
    self.id = id
  }
}

/// Judges a laid-out launch screen as a person looking at the device would: what is cut off by
/// the screen's edge, what the status bar, sensor housing or Home indicator covers, which
/// constraints could not hold, and which scale-to-fill image is visibly stretched.
///
/// Only what shows is judged: image views with an image and labels with text, not hidden, not
/// transparent, not inside a hidden or transparent view, and not empty. A picture reaching past
/// both opposite edges is a background and is not judged on that axis, nor is a view as wide
/// (or as tall) as the screen under a top or bottom (or side) band: a full-width bar or
/// background is meant to be there.
public enum LaunchLayoutAudit {
  /// A scale-to-fill image whose aspect ratio is off by more than this fraction is reported.
  ///
  /// 5%: below it, pixel rounding alone distorts small views (half a point on a 20-point logo
  /// is 2.5%) and a person does not see the difference; a circle stretched by more than about
  /// 5% reads as an ellipse.
  public static let distortionThreshold = 0.05

  /// How far (points) content may reach into an edge or band before it counts: the layout's
  /// pixel rounding and the approximate label metrics stay below it.
  public static let tolerance = 1.0

  /// The issues of `screen` laid out as `result` in `environment`, with `obstructions` at its
  /// edges. `opaqueInsets` gives, per image name, the transparent margins around what the
  /// picture shows, as fractions of its size: only the opaque part is judged (an icon's
  /// transparent margin cut off or under the Home indicator shows nothing). `shapeless` names
  /// the images that are a fill or a linear gradient (``ShapelessPicture``): stretching them
  /// shows nothing, so they are never distorted.
  public static func issues(
    of screen: LaunchScreen, laidOut result: LaunchLayoutResult,
    in environment: LaunchLayoutEnvironment, obstructions: ScreenObstructions,
    opaqueInsets: [String: EdgeInsets] = [:], shapeless: Set<String> = [],
    metrics: any LaunchTextMetrics = ApproximateTextMetrics()
  ) -> [LaunchLayoutIssue] {
    var issues = result.broken.map { LaunchLayoutIssue(kind: .brokenConstraint($0), id: $0.id) }
    let bounds = Rect(size: environment.size)
    let named = Set(
      screen.allViews.flatMap(\.constraints).flatMap { [$0.firstItem, $0.secondItem] }
        .compactMap { $0 })
    for entry in visibleContentViews(screen.root, isRoot: true, inStack: false)
    where isPlaced(entry, named: named) {
      let view = entry.view
      guard let frame = result.frame(of: view.id), frame.width >= 0.5, frame.height >= 0.5
      else { continue }
      let image = imageSize(of: view, in: screen)
      var drawn = drawnRect(of: view, frame: frame, imageSize: image, metrics: metrics)
      if case .image(let picture) = view.content, let name = picture.name,
        let insets = opaqueInsets[name], view.attributes.contentMode != .scaleAspectFill
      {
        drawn = Rect(
          x: drawn.minX + drawn.width * insets.left, y: drawn.minY + drawn.height * insets.top,
          width: drawn.width * max(0, 1 - insets.left - insets.right),
          height: drawn.height * max(0, 1 - insets.top - insets.bottom))
      }
      let isPicture = !isLabel(view)
      if let clipped = clipping(drawn, in: bounds, isPicture: isPicture) {
        issues.append(LaunchLayoutIssue(kind: clipped, id: view.id))
      } else if let covered = obstruction(
        of: drawn, in: bounds, obstructions, isPicture: isPicture)
      {
        issues.append(LaunchLayoutIssue(kind: .obstructed(covered), id: view.id))
      }
      if view.attributes.contentMode == .scaleToFill, let image, !isLabel(view),
        !isShapeless(view, shapeless), let percent = distortion(frame: frame, image: image)
      {
        issues.append(LaunchLayoutIssue(kind: .distorted(percent: percent), id: view.id))
      }
    }
    return issues
  }

  /// How much a scale-to-fill image of natural size `image` is stretched in `frame`, in percent,
  /// when over ``distortionThreshold``.
  ///
  /// An image 4 points or less on a side is a strip or a dot (Flutter's 1×1 `LaunchBackground`):
  /// stretching it draws a fill or a gradient, which nobody sees as distorted.
  public static func distortion(frame: Rect, image: Size) -> Double? {
    guard image.width > 4, image.height > 4, frame.width > 0, frame.height > 0 else { return nil }
    let ratio = (frame.width / frame.height) / (image.width / image.height)
    let off = max(ratio, 1 / ratio) - 1
    return off > distortionThreshold ? (off * 1000).rounded() / 10 : nil
  }

  private static func isShapeless(_ view: LaunchView, _ shapeless: Set<String>) -> Bool {
    guard case .image(let picture) = view.content, let name = picture.name else { return false }
    return shapeless.contains(name)
  }

  private static func isLabel(_ view: LaunchView) -> Bool {
    if case .label = view.content { return true }
    return false
  }

  /// Whether UIKit gives the view a place (``LaunchViewPlacement``): a view with none has no
  /// defined place (the doctor's `launch-image-unconstrained` rule reports it) and is not judged
  /// here.
  static func isPlaced(_ view: (view: LaunchView, inStack: Bool), named: Set<String>) -> Bool {
    LaunchViewPlacement(
      of: view.view, isArranged: view.inStack, constrained: named.contains(view.view.id)) != .none
  }

  /// The views that show something, depth first, skipping hidden or transparent subtrees, each
  /// with whether a stack view arranges it.
  static func visibleContentViews(_ view: LaunchView, isRoot: Bool, inStack: Bool) -> [(
    view: LaunchView, inStack: Bool
  )] {
    guard view.isInstalled, !view.attributes.isHidden, view.attributes.alpha > 0.01 else {
      return []
    }
    var found: [(view: LaunchView, inStack: Bool)] = []
    if !isRoot {
      switch view.content {
      case .image(let image) where image.name?.isEmpty == false: found.append((view, inStack))
      case .label(let label) where label.text.contains(where: { !$0.isWhitespace }):
        found.append((view, inStack))
      default: break
      }
    }
    var isStack = false
    if case .stack = view.content { isStack = true }
    for subview in view.subviews {
      found += visibleContentViews(subview, isRoot: false, inStack: isStack)
    }
    return found
  }

  private static func imageSize(of view: LaunchView, in screen: LaunchScreen) -> Size? {
    guard case .image(let image) = view.content, let name = image.name else { return nil }
    return screen.imageSizes[name]
  }

  /// Where the view's content is drawn: a label's text (measured by `metrics`, placed by its
  /// alignment and centred vertically, as `UILabel` draws it); an image placed by its content
  /// mode when its size is known (clipped to the frame when the view clips); otherwise the frame.
  static func drawnRect(
    of view: LaunchView, frame: Rect, imageSize: Size?, metrics: any LaunchTextMetrics
  ) -> Rect {
    if case .label(let label) = view.content {
      let text = metrics.size(of: label, maxWidth: frame.width)
      let width = min(frame.width, text.width)
      let height = min(frame.height, text.height)
      let x: Double =
        switch label.alignment {
        case .center: frame.midX - width / 2
        case .right: frame.maxX - width
        case .natural, .left, .justified: frame.minX
        }
      return Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
    }
    guard let image = imageSize, image.width > 0, image.height > 0 else { return frame }
    let mode = view.attributes.contentMode
    // The filling modes are judged by their frame.
    if mode == .scaleToFill || mode == .scaleAspectFill { return frame }
    let rect = mode.fittedRect(imageSize: image, in: frame)
    guard view.attributes.clipsToBounds else { return rect }
    let minX = max(rect.minX, frame.minX), minY = max(rect.minY, frame.minY)
    return Rect(
      x: minX, y: minY, width: max(0, min(rect.maxX, frame.maxX) - minX),
      height: max(0, min(rect.maxY, frame.maxY) - minY))
  }

  private static func clipping(_ drawn: Rect, in bounds: Rect, isPicture: Bool)
    -> LaunchLayoutIssue.Kind?
  {
    let t = tolerance
    if drawn.maxX <= bounds.minX + t || drawn.minX >= bounds.maxX - t
      || drawn.maxY <= bounds.minY + t || drawn.minY >= bounds.maxY - t
    {
      return .clipped(overflow: 0, offScreen: true)
    }
    // A picture past both opposite edges covers the screen on that axis: a background.
    let coversWidth = isPicture && drawn.minX <= bounds.minX && drawn.maxX >= bounds.maxX
    let coversHeight = isPicture && drawn.minY <= bounds.minY && drawn.maxY >= bounds.maxY
    var overflow = 0.0
    if !coversWidth {
      overflow = max(overflow, bounds.minX - drawn.minX, drawn.maxX - bounds.maxX)
    }
    if !coversHeight {
      overflow = max(overflow, bounds.minY - drawn.minY, drawn.maxY - bounds.maxY)
    }
    guard overflow > t else { return nil }
    return .clipped(overflow: (overflow * 10).rounded() / 10, offScreen: false)
  }

  /// What covers the drawn rect, if anything. A view as wide as the screen is not judged at the
  /// top or bottom (a bar), nor one as tall at the sides; nor a picture reaching the screen's
  /// edge under a band (full-bleed art is drawn under the system's bars on purpose; a picture
  /// that stops inside the band collides with it).
  private static func obstruction(
    of drawn: Rect, in bounds: Rect, _ obstructions: ScreenObstructions, isPicture: Bool
  ) -> ScreenObstruction? {
    let t = tolerance
    let fullWidth = drawn.minX <= bounds.minX + t && drawn.maxX >= bounds.maxX - t
    let fullHeight = drawn.minY <= bounds.minY + t && drawn.maxY >= bounds.maxY - t
    if let top = obstructions.top, !fullWidth, drawn.minY < bounds.minY + top.depth - t,
      !(isPicture && drawn.minY <= bounds.minY + t)
    {
      return top.obstruction
    }
    if let bottom = obstructions.bottom, !fullWidth,
      drawn.maxY > bounds.maxY - bottom.depth + t, !(isPicture && drawn.maxY >= bounds.maxY - t)
    {
      return bottom.obstruction
    }
    if let left = obstructions.left, !fullHeight, drawn.minX < bounds.minX + left.depth - t,
      !(isPicture && drawn.minX <= bounds.minX + t)
    {
      return left.obstruction
    }
    if let right = obstructions.right, !fullHeight,
      drawn.maxX > bounds.maxX - right.depth + t, !(isPicture && drawn.maxX >= bounds.maxX - t)
    {
      return right.obstruction
    }
    return nil
  }
}
