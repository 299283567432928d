/// How an image is fitted into its layer's bounds: UIKit's `UIView.ContentMode`.
///
/// `scaleAspectFit` letterboxes, `scaleAspectFill` crops, `scaleToFill` stretches; the
/// positional modes keep the image's own point size (pixels divided by its scale).
public enum ContentMode: String, Hashable, Codable, Sendable, CaseIterable {
  /// Stretch to the bounds, ignoring the aspect ratio.
  case scaleToFill
  /// Largest aspect-preserving size that fits inside the bounds, centred.
  case scaleAspectFit
  /// Smallest aspect-preserving size that covers the bounds, centred and cropped.
  case scaleAspectFill
  /// Natural size, centred.
  case center
  /// Natural size, centred horizontally at the top.
  case top
  /// Natural size, centred horizontally at the bottom.
  case bottom
  /// Natural size, centred vertically at the left.
  case left
  /// Natural size, centred vertically at the right.
  case right
  /// Natural size in the top-left corner.
  case topLeft
  /// Natural size in the top-right corner.
  case topRight
  /// Natural size in the bottom-left corner.
  case bottomLeft
  /// Natural size in the bottom-right corner.
  case bottomRight
}

extension ContentMode {
  /// Whether an image in this mode can draw outside its layer's frame: aspect fill, and the
  /// positional modes for an image larger than the frame.
  public var canDrawOutsideFrame: Bool {
    switch self {
    case .scaleToFill, .scaleAspectFit: false
    default: true
    }
  }
}

/// A named image that the drawing side resolves: a file relative to the config on Linux, an
/// asset-catalog name on iOS.
public struct ImageSource: Hashable, Codable, Sendable {
  /// The name or relative path.
  public var name: String
  /// Pixels per point of the image's natural size (1 for a single file, as `UIImage.scale`).
  public var scale: Double
  /// The image set `curtain generate` makes of this image for its view, when the device shows
  /// that set (the launch screen's logo and branding): its point size is then the set's
  /// (``ImageSetSizing``), whatever the pixels of the file that stands for it; `nil`: the
  /// image's pixels at ``scale``.
  public var imageSet: ImageSetSizing?

  /// Creates a reference.
  public init(name: String, scale: Double = 1, imageSet: ImageSetSizing? = nil) {
    self.name = name
    self.scale = scale
    self.imageSet = imageSet
  }

  /// The image's natural size in points (`UIImage.size`) when the name resolves to an image of
  /// `pixelWidth` x `pixelHeight` pixels: the image set's point size when there is one,
  /// otherwise the pixels divided by ``scale``.
  public func pointSize(pixelWidth: Int, pixelHeight: Int) -> Size {
    if let imageSet { return imageSet.pointSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
    return Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }
}

/// What a layer draws inside its bounds, below its sublayers.
public enum LayerContent: Hashable, Codable, Sendable {
  /// Nothing: only sublayers show.
  case none
  /// An opaque or translucent fill (`backgroundColor`).
  case color(RGBAColor)
  /// An image fitted with a content mode (`contents` + `contentsGravity`).
  case image(ImageSource, ContentMode)
  /// The frame of a video at `time` seconds into it, fitted like `AVPlayerLayer.videoGravity`
  /// (`resizeAspect` = `scaleAspectFit`, `resizeAspectFill` = `scaleAspectFill`).
  case video(name: String, time: Double, ContentMode)
}

/// One layer of a window's tree: `CALayer`'s geometry, opacity, contents and mask.
///
/// Geometry follows CoreAnimation: `frame` is the untransformed frame in the parent's
/// coordinates; `anchorPoint` (unit coordinates of the bounds) is the point the transform turns
/// and scales around, and it stays at `frame.origin + anchorPoint * frame.size` in the parent.
public struct Layer: Hashable, Codable, Sendable {
  /// A name unique within its window, used by animation tracks to address the layer.
  public var id: String
  /// Untransformed frame in the parent's coordinates, in points.
  public var frame: Rect
  /// Anchor in unit coordinates of the bounds; (0.5, 0.5) is the centre.
  public var anchorPoint: Point
  /// Transform applied around the anchor point.
  public var transform: AffineTransform
  /// Opacity, 0...1, multiplied down the tree (`CALayer.opacity`).
  public var opacity: Double
  /// Whether the layer and its sublayers are skipped (`isHidden`).
  public var isHidden: Bool
  /// What the layer draws.
  public var content: LayerContent
  /// Sublayers, back to front.
  public var sublayers: [Layer]
  private var maskStorage: [Layer]

  /// A layer whose alpha multiplies this layer's rendering (`CALayer.mask`), in this layer's
  /// coordinates.
  public var mask: Layer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// Creates a layer.
  public init(
    id: String, frame: Rect, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: AffineTransform = .identity, opacity: Double = 1, isHidden: Bool = false,
    content: LayerContent = .none, mask: Layer? = nil, sublayers: [Layer] = []
  ) {
    self.id = id
    self.frame = frame
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.opacity = opacity
    self.isHidden = isHidden
    self.content = content
    self.sublayers = sublayers
    self.maskStorage = mask.map { [$0] } ?? []
  }

  /// The local bounds, at the origin.
  public var bounds: Rect { Rect(size: frame.size) }

  /// Where the anchor point sits in the parent (`CALayer.position`).
  public var position: Point {
    Point(
      x: frame.origin.x + anchorPoint.x * frame.size.width,
      y: frame.origin.y + anchorPoint.y * frame.size.height)
  }

  /// Maps this layer's local coordinates (origin top-left of its bounds) to its parent's.
  public var transformToParent: AffineTransform {
    AffineTransform(
      translationX: -anchorPoint.x * frame.size.width, y: -anchorPoint.y * frame.size.height
    )
    .concatenating(transform)
    .concatenating(AffineTransform(translationX: position.x, y: position.y))
  }

  /// The first layer with `id` in this tree (self, mask, then sublayers depth first).
  public func layer(withID id: String) -> Layer? {
    if self.id == id { return self }
    if let found = mask?.layer(withID: id) { return found }
    for sublayer in sublayers {
      if let found = sublayer.layer(withID: id) { return found }
    }
    return nil
  }

  /// Applies `change` to the first layer with `id` in this tree; returns whether one was found.
  @discardableResult
  public mutating func updateLayer(withID id: String, _ change: (inout Layer) -> Void) -> Bool {
    if self.id == id {
      change(&self)
      return true
    }
    if var maskLayer = mask, maskLayer.updateLayer(withID: id, change) {
      mask = maskLayer
      return true
    }
    for index in sublayers.indices where sublayers[index].updateLayer(withID: id, change) {
      return true
    }
    return false
  }
}
