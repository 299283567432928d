/// Which image the reveal's mask layer draws: the logo's own file, or the larger mask image
/// `curtain generate` writes next to it when the config's logo has more pixels than the 3x file.
///
/// The mask grows from the logo's size to the scale that covers the screen
/// (`RevealGeometry.finalScale`, often 10x and more); a mask drawn from the 3x file (360 px
/// for a 120 pt logo) is upscaled as it grows, and its edge is soft and blocky by the end of the
/// zoom. The larger image is the same picture (same aspect ratio, same alpha) at more pixels,
/// so in a scaling content mode it draws exactly where the logo's file would, only sharper; the
/// hole's geometry is still measured on the logo's own alpha.
public enum RevealMaskSource {
  /// The longest side, in pixels, of the mask image the generator writes: 2048 px (4 MB of
  /// alpha, 16 MB decoded as RGBA); past it the edge has left all but the largest screens.
  public static let largestSide = 2048

  /// The image-set name of the mask image for the logo's image set `logoSet`.
  public static func setName(forLogo logoSet: String) -> String {
    logoSet + "-RevealMask"
  }

  /// The pixels the mask needs across the logo's longer side for its edge to stay sharp until
  /// the hole covers the screen: the logo's drawn size at `screenScale`, times `finalScale`,
  /// at most ``largestSide``.
  public static func neededPixels(logoSize: Size, screenScale: Double, finalScale: Double)
    -> Int
  {
    let pixels = max(logoSize.width, logoSize.height) * screenScale * max(finalScale, 1)
    guard pixels.isFinite, pixels > 0 else { return 0 }
    return min(largestSide, Int(pixels.rounded(.up)))
  }

  /// The image the mask layer draws for `logo`: the larger image (`larger`, its longer side in
  /// `largerPixels`) when the logo's own file (`logoPixels` along its longer side, as loaded on
  /// the device) has fewer pixels than `needed` and the larger one has more than it; the logo's
  /// own image otherwise, and always for a positional content mode (there the image's pixel
  /// count is its drawn size, so a larger image would draw larger).
  public static func choose(
    logo: RevealLogo, logoPixels: Int, larger: ImageSource?, largerPixels: Int, needed: Int
  ) -> ImageSource {
    guard let larger, logo.contentMode.scalesToFrame, logoPixels < needed,
      largerPixels > logoPixels
    else { return logo.image }
    return larger
  }
}

extension ContentMode {
  /// Whether the image is scaled to its frame (fit, fill or stretched), so its drawn size does
  /// not depend on its pixel count.
  public var scalesToFrame: Bool {
    switch self {
    case .scaleToFill, .scaleAspectFit, .scaleAspectFill: true
    default: false
    }
  }
}
