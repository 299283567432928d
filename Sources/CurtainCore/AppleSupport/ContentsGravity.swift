/// `CALayer.contentsGravity`: how a layer's image is fitted into its bounds. Raw values are
/// CoreAnimation's strings (`kCAGravityResizeAspect` is `"resizeAspect"`), so the Apple layer
/// builds `CALayerContentsGravity(rawValue:)` without a table of its own.
public enum ContentsGravity: String, Hashable, Codable, Sendable, CaseIterable {
  /// `kCAGravityResize`.
  case resize
  /// `kCAGravityResizeAspect`.
  case resizeAspect
  /// `kCAGravityResizeAspectFill`.
  case resizeAspectFill
  /// `kCAGravityCenter`.
  case center
  /// `kCAGravityTop`: the top edge of a layer with bottom-left origin (macOS, or
  /// `isGeometryFlipped` on iOS).
  case top
  /// `kCAGravityBottom`.
  case bottom
  /// `kCAGravityLeft`.
  case left
  /// `kCAGravityRight`.
  case right
  /// `kCAGravityTopLeft`.
  case topLeft
  /// `kCAGravityTopRight`.
  case topRight
  /// `kCAGravityBottomLeft`.
  case bottomLeft
  /// `kCAGravityBottomRight`.
  case bottomRight
}

/// `AVPlayerLayer.videoGravity`: the three fits a player layer knows.
public enum VideoGravity: Hashable, Codable, Sendable, CaseIterable {
  /// `AVLayerVideoGravity.resize`: stretch to the bounds.
  case resize
  /// `AVLayerVideoGravity.resizeAspect`: fit inside, letterboxed.
  case resizeAspect
  /// `AVLayerVideoGravity.resizeAspectFill`: cover, cropped.
  case resizeAspectFill
}

extension ContentMode {
  /// The `contentsGravity` that draws like `UIView.contentMode` on a layer of an iOS view.
  ///
  /// CoreAnimation names its vertical gravities for a bottom-left origin; a UIKit view's layer
  /// has a top-left origin and is not `isGeometryFlipped`, so UIKit's `.top` is
  /// `kCAGravityBottom` there (the mapping UIKit reimplementations such as Chameleon use).
  /// `flipsVertically` false gives the names unchanged, for a layer with bottom-left origin.
  public func contentsGravity(flipsVertically: Bool = true) -> ContentsGravity {
    switch self {
    case .scaleToFill: return .resize
    case .scaleAspectFit: return .resizeAspect
    case .scaleAspectFill: return .resizeAspectFill
    case .center: return .center
    case .left: return .left
    case .right: return .right
    case .top: return flipsVertically ? .bottom : .top
    case .bottom: return flipsVertically ? .top : .bottom
    case .topLeft: return flipsVertically ? .bottomLeft : .topLeft
    case .topRight: return flipsVertically ? .bottomRight : .topRight
    case .bottomLeft: return flipsVertically ? .topLeft : .bottomLeft
    case .bottomRight: return flipsVertically ? .topRight : .bottomRight
    }
  }

  /// The `videoGravity` closest to this mode. A player layer only scales, so the positional
  /// modes (natural size) become `resizeAspect`: the whole frame stays visible, centred.
  public var videoGravity: VideoGravity {
    switch self {
    case .scaleToFill: return .resize
    case .scaleAspectFill: return .resizeAspectFill
    case .scaleAspectFit, .center, .top, .bottom, .left, .right, .topLeft, .topRight,
      .bottomLeft, .bottomRight:
      return .resizeAspect
    }
  }
}
