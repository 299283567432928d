/// An image placed in a frame, in points.
public struct PlacedImage: Hashable, Sendable {
  /// Frame in the screen's coordinates, in points.
  public var frame: Rect
  /// The image.
  public var image: ImageSource
  /// How the image fits the frame.
  public var contentMode: ContentMode

  /// Creates a placed image.
  public init(frame: Rect, image: ImageSource, contentMode: ContentMode) {
    self.frame = frame
    self.image = image
    self.contentMode = contentMode
  }
}

/// The launch screen's layout on one screen: the single rule from which the generated
/// storyboard's constraints, the in-app replica and the renderer's launch screen all follow.
///
/// - Background fills the screen: its colour, then its image or gradient (`background.image`,
///   `background.gradient`) in a frame equal to the screen's bounds (the storyboard pins the
///   image view's edges to the root view's, not the safe area's), fitted by its content mode
///   and clipped to the screen.
/// - Logo: fixed point size, centre at the screen's centre plus `logo.offset` (the storyboard
///   pins centerX/centerY to the root view with those constants); on a screen regular in both
///   size classes its pad size and image (`LogoDesign.on(_:)`); its image has the point size
///   of the image set `generate` makes for that box (``ImageSetSizing``), so a positional
///   content mode places the same picture the device's `UIImageView` shows.
/// - Branding: fixed point size, centred horizontally, bottom edge `bottomMargin` points above
///   the bottom of the safe area, fitted with `scaleAspectFit`.
/// - Poster (`launchScreen.poster`): the whole screen, `scaleAspectFill`, in place of the logo.
public struct LaunchScreenLayout: Hashable, Sendable {
  /// Layer id of the full-screen background.
  public static let backgroundID = "background"
  /// Layer id of the logo.
  public static let logoID = "logo"
  /// Layer id of the full-screen background image or gradient.
  public static let backgroundImageID = "backgroundImage"
  /// Layer id of the branding image.
  public static let brandingID = "branding"
  /// Layer id of the full-screen poster.
  public static let posterID = "poster"

  /// The background colour.
  public var background: RGBAColor
  /// The background image or gradient in front of the colour, when the design has one.
  public var backgroundImage: PlacedImage?
  /// The logo.
  public var logo: PlacedImage
  /// The branding image, when the design has one.
  public var branding: PlacedImage?
  /// The full-screen poster, when the design has one; it replaces the logo on screen (the logo's
  /// frame still places the reveal).
  public var poster: PlacedImage?
  /// An app's own launch screen drawn as a layer tree (`LaunchScreenDesign.drawn`): when set,
  /// ``rootLayer(id:bounds:showsLogo:)`` is this tree.
  public var drawn: Layer?

  /// Lays out `design` on `screen` in `appearance`.
  public init(design: LaunchDesign, screen: Screen, appearance: Appearance) {
    background = design.background.color(for: appearance)
    backgroundImage = design.backgroundImage.map {
      PlacedImage(
        frame: screen.bounds,
        image: ImageSource(
          name: $0.imageName(for: appearance), scale: BackgroundImage.naturalScale),
        contentMode: $0.contentMode)
    }
    let shownLogo = design.logo.on(screen)
    let center = Point(
      x: screen.size.width / 2 + shownLogo.offset.x,
      y: screen.size.height / 2 + shownLogo.offset.y)
    logo = PlacedImage(
      frame: Rect(center: center, size: shownLogo.size),
      image: ImageSource(
        name: shownLogo.image.path(for: appearance),
        imageSet: ImageSetSizing(box: shownLogo.size, contentMode: shownLogo.contentMode)),
      contentMode: shownLogo.contentMode)
    branding = design.branding.map { branding in
      let bottom = screen.size.height - screen.safeArea.bottom - branding.bottomMargin
      return PlacedImage(
        frame: Rect(
          x: (screen.size.width - branding.size.width) / 2, y: bottom - branding.size.height,
          width: branding.size.width, height: branding.size.height),
        image: ImageSource(
          name: branding.image.path(for: appearance),
          imageSet: ImageSetSizing(box: branding.size, contentMode: .scaleAspectFit)),
        contentMode: .scaleAspectFit)
    }
    poster = design.launchScreen.poster.map {
      PlacedImage(
        frame: screen.bounds, image: ImageSource(name: $0.path(for: appearance)),
        contentMode: .scaleAspectFill)
    }
    drawn = design.launchScreen.drawn
    if drawn != nil, let placed = design.launchScreen.drawnLogo { logo = placed }
  }

  /// The layer tree of the launch screen, filling `bounds`; `showsLogo` false leaves the logo
  /// (or the poster) out: the background splash window under a reveal shows only the background
  /// (colour and image) and branding.
  ///
  /// With an app's own launch screen (`drawn`), the root is that tree; without the logo it is
  /// the tree with its logo layer (id ``logoID``) hidden, or, when no layer is the logo, its
  /// root view's background alone.
  public func rootLayer(id: String, bounds: Rect, showsLogo: Bool = true) -> Layer {
    if var tree = drawn {
      tree.id = id
      tree.frame = bounds
      if !showsLogo, !tree.updateLayer(withID: Self.logoID, { $0.isHidden = true }) {
        tree.sublayers = []
      }
      return tree
    }
    var sublayers: [Layer] = []
    if let backgroundImage {
      sublayers.append(Self.imageLayer(id: Self.backgroundImageID, backgroundImage))
    }
    if showsLogo, let poster {
      sublayers.append(
        Layer(
          id: Self.posterID, frame: poster.frame, content: .image(poster.image, poster.contentMode)
        ))
    } else if showsLogo {
      sublayers.append(Self.imageLayer(id: Self.logoID, logo))
    }
    if let branding {
      sublayers.append(Self.imageLayer(id: Self.brandingID, branding))
    }
    return Layer(id: id, frame: bounds, content: .color(background), sublayers: sublayers)
  }

  /// An image view's layer, clipped to its frame as the launch storyboard's image views are
  /// (`clipsSubviews`) when its content mode can draw outside the frame (aspect fill and the
  /// positional modes): the replica and the system launch screen then draw the same.
  private static func imageLayer(id: String, _ placed: PlacedImage) -> Layer {
    var layer = Layer(
      id: id, frame: placed.frame, content: .image(placed.image, placed.contentMode))
    if placed.contentMode.canDrawOutsideFrame {
      layer.mask = Layer(
        id: id + clipSuffix, frame: Rect(size: placed.frame.size), content: .color(.white))
    }
    return layer
  }

  /// Suffix of the id of an image layer's clipping mask.
  public static let clipSuffix = ".clip"
}
