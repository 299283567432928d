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

  /// Creates a reveal logo.
  public init(image: ImageSource, mask: AlphaMask, frame: Rect, contentMode: ContentMode) {
    self.image = image
    self.mask = mask
    self.frame = frame
    self.contentMode = contentMode
  }

  /// The launch screen's logo with its alpha `mask`.
  public init(layout: LaunchScreenLayout, mask: AlphaMask) {
    self.init(
      image: layout.logo.image, mask: mask, frame: layout.logo.frame,
      contentMode: layout.logo.contentMode)
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
