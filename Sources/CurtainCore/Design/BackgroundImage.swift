/// A full-screen picture under the logo (`background.image` or `background.gradient`): an image
/// view pinned to the root view's edges (not the safe area), in front of the background colour.
public struct BackgroundImage: Hashable, Codable, Sendable {
  /// What the picture is.
  public enum Source: Hashable, Codable, Sendable {
    /// An image file (paths relative to the config), or an asset-catalog name in a runtime
    /// design.
    case image(AppearanceImage)
    /// A two-stop linear gradient, drawn to an image at generate time (a launch screen cannot
    /// draw a gradient itself).
    case gradient(BackgroundGradient)
  }

  /// The picture.
  public var source: Source
  /// How the image fits the screen. Default `scaleAspectFill`; a gradient always fills
  /// (`scaleToFill`).
  public var contentMode: ContentMode

  /// Default for `contentMode`.
  public static let defaultContentMode = ContentMode.scaleAspectFill

  /// Pixels per point of a background image's natural size: its file is its size at 3x, so
  /// the generated 3x image holds the source's own pixels and a positional content mode
  /// (`center`, `top`, ...) shows it at a third of its pixel size on every device.
  public static let naturalScale = 3.0

  /// Creates a background picture; a gradient's content mode is always `scaleToFill`.
  public init(source: Source, contentMode: ContentMode = BackgroundImage.defaultContentMode) {
    self.source = source
    if case .gradient = source {
      self.contentMode = .scaleToFill
    } else {
      self.contentMode = contentMode
    }
  }

  /// The image's name for `appearance`: the file (or asset-catalog name), or the gradient's
  /// ``BackgroundGradient/imageName(for:)``.
  public func imageName(for appearance: Appearance) -> String {
    switch source {
    case .image(let image): image.path(for: appearance)
    case .gradient(let gradient): gradient.imageName(for: appearance)
    }
  }
}

/// Where a gradient's first colour is and where it goes.
public enum GradientDirection: String, Hashable, Codable, Sendable, CaseIterable {
  /// `from` at the top edge, `to` at the bottom edge.
  case down
  /// `from` at the bottom edge, `to` at the top edge.
  case up
  /// `from` at the left edge, `to` at the right edge.
  case right
  /// `from` at the right edge, `to` at the left edge.
  case left
  /// `from` in the top-left corner, `to` in the bottom-right corner.
  case downRight
  /// `from` in the top-right corner, `to` in the bottom-left corner.
  case downLeft
}

/// A two-stop linear gradient filling the screen: the colour at each point is `from` mixed
/// with `to` by the point's position along ``direction`` (0 at the start edge or corner, 1 at
/// the end), each sRGB component and alpha interpolated linearly, as `CAGradientLayer` does.
///
/// The gradient is defined on the unit square and stretched to the screen (the generated image
/// view fills the screen with `scaleToFill`), so a diagonal runs corner to corner on every
/// screen shape.
public struct BackgroundGradient: Hashable, Codable, Sendable {
  /// The first colour, per appearance.
  public var from: AppearanceColor
  /// The last colour, per appearance.
  public var to: AppearanceColor
  /// Which way it runs. Default `down`.
  public var direction: GradientDirection

  /// Default for `direction`.
  public static let defaultDirection = GradientDirection.down
  /// The drawn image's side, in points: a linear gradient stretched by bilinear filtering stays
  /// linear, so a small image fills any screen (1x/2x/3x: 128, 256, 384 pixels).
  public static let imageSide = 128.0

  /// Creates a gradient.
  public init(
    from: AppearanceColor, to: AppearanceColor,
    direction: GradientDirection = BackgroundGradient.defaultDirection
  ) {
    self.from = from
    self.to = to
    self.direction = direction
  }

  /// The position along the gradient, 0...1, of the point (`x`, `y`) of the unit square (0,0
  /// top left).
  public func position(x: Double, y: Double) -> Double {
    let value =
      switch direction {
      case .down: y
      case .up: 1 - y
      case .right: x
      case .left: 1 - x
      case .downRight: (x + y) / 2
      case .downLeft: (1 - x + y) / 2
      }
    return min(1, max(0, value))
  }

  /// The colour at `position` (0...1) in `appearance`.
  public func color(at position: Double, appearance: Appearance) -> RGBAColor {
    let start = from.color(for: appearance)
    let end = to.color(for: appearance)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * position }
    return RGBAColor(
      red: mix(start.red, end.red), green: mix(start.green, end.green),
      blue: mix(start.blue, end.blue), alpha: mix(start.alpha, end.alpha))
  }

  /// The colour halfway along, in `appearance`: the background colour under a gradient when the
  /// config gives none.
  public func middleColor(for appearance: Appearance) -> RGBAColor {
    color(at: 0.5, appearance: appearance)
  }

  /// A name for the drawn image in `appearance`, unique to its colours and direction: how the
  /// renderer finds the picture it draws for the preview.
  public func imageName(for appearance: Appearance) -> String {
    let start = from.color(for: appearance).hexString.dropFirst()
    let end = to.color(for: appearance).hexString.dropFirst()
    return "curtain-gradient-\(start)-\(end)-\(direction.rawValue)"
  }
}
