/// The logo a reveal cuts its hole with: the image, its alpha, and where it sits.
public struct RevealLogo: Hashable, Sendable {
  /// The logo image, drawn as the mask layer's contents.
  public var image: ImageSource
  /// The image's alpha.
  public var mask: AlphaMask
  /// The logo's frame on screen, in points.
  public var frame: Rect
  /// How the image fits the frame.
  public var contentMode: ContentMode
  /// The image the reveal's mask layer draws: ``image``, or a larger picture of it
  /// (``RevealMaskSource``) so the hole's edge stays sharp as it grows.
  public var maskImage: ImageSource

  /// Creates a reveal logo; the mask layer draws `image` unless `maskImage` says otherwise.
  public init(
    image: ImageSource, mask: AlphaMask, frame: Rect, contentMode: ContentMode,
    maskImage: ImageSource? = nil
  ) {
    self.image = image
    self.mask = mask
    self.frame = frame
    self.contentMode = contentMode
    self.maskImage = maskImage ?? image
  }

  /// The launch screen's logo with its alpha `mask`.
  public init(layout: LaunchScreenLayout, mask: AlphaMask) {
    self.init(
      image: layout.logo.image, mask: mask, frame: layout.logo.frame,
      contentMode: layout.logo.contentMode)
  }

  /// This logo with its mask drawn from `larger` (an image set whose file has `largerPixels`
  /// along its longer side) when ``RevealMaskSource`` picks it for a screen of `screen`'s size
  /// and scale: the logo's own file has ``mask``'s pixels. Unchanged without `larger`, or when
  /// the geometry cannot be measured.
  public func drawingMask(from larger: ImageSource?, largerPixels: Int, on screen: Screen)
    -> RevealLogo
  {
    guard let larger, let geometry = try? geometry(screenSize: screen.size) else { return self }
    var logo = self
    logo.maskImage = RevealMaskSource.choose(
      logo: self, logoPixels: max(mask.width, mask.height), larger: larger,
      largerPixels: largerPixels,
      needed: RevealMaskSource.neededPixels(
        logoSize: frame.size, screenScale: screen.scale, finalScale: geometry.finalScale))
    return logo
  }

  /// The exact reveal geometry on a screen of `screenSize` points.
  ///
  /// - Throws: `RevealGeometry.Error` for a logo without a solid pixel or an empty frame.
  public func geometry(screenSize: Size) throws -> RevealGeometry {
    try RevealGeometry(
      mask: mask, frame: frame, contentMode: contentMode,
      imageSize: image.pointSize(pixelWidth: mask.width, pixelHeight: mask.height),
      screenSize: screenSize)
  }
}
