/// The launch design: one description of the launch look and behaviour, read from
/// `curtain.yml`, from which the launch storyboard, the asset catalog, the in-app replica, the
/// preview and the runtime plan are all derived.
///
/// Every property has a documented default; `Docs/Config.md` shows each key with an example.
public struct LaunchDesign: Hashable, Codable, Sendable {
  /// The app's display name, used in previews and generated comments. Default: "App".
  public var name: String
  /// The launch background colour in light and dark appearance.
  public var background: AppearanceColor
  /// A full-screen image or gradient in front of the background colour, under everything else
  /// (`background.image` / `background.gradient`). Default none.
  public var backgroundImage: BackgroundImage?
  /// The centred logo.
  public var logo: LogoDesign
  /// An optional image pinned above the bottom safe area (a company mark, "from Acme").
  public var branding: BrandingDesign?
  /// An optional splash video and when it plays.
  public var video: VideoDesign?
  /// Seconds the splash stays at least, on launches without a video. Default 0: a ready app is
  /// never held back unless the config asks for it.
  public var minimumDisplay: Double
  /// Seconds after which the splash leaves even if the app never said it was ready. Default 6.
  /// `LaunchDesign.noDeadline` (infinity) keeps it until the app says it is ready; any other
  /// value must be finite and > 0 (`validate()`).
  public var deadline: Double
  /// How the splash leaves.
  public var exit: ExitDesign
  /// How the system launch screen is declared to iOS.
  public var launchScreen: LaunchScreenDesign
  /// The loading indicator drawn above the splash while the app is not ready
  /// (`loadingIndicator`): when it shows and which messages it rotates. Default none.
  public var loadingIndicator: LoadingIndicatorPolicy?

  /// Default for `name`.
  public static let defaultName = "App"
  /// Default for `minimumDisplay`, in seconds.
  public static let defaultMinimumDisplay = 0.0
  /// Default for `deadline`, in seconds.
  public static let defaultDeadline = 6.0
  /// The deadline that never comes: the splash stays until the app says it is ready (an app
  /// that never does keeps its splash for good, so use it only when readiness is certain).
  public static let noDeadline = Double.infinity

  /// Creates a design; omitted values take their documented defaults.
  public init(
    name: String = LaunchDesign.defaultName, background: AppearanceColor,
    backgroundImage: BackgroundImage? = nil, logo: LogoDesign, branding: BrandingDesign? = nil,
    video: VideoDesign? = nil,
    minimumDisplay: Double = LaunchDesign.defaultMinimumDisplay,
    deadline: Double = LaunchDesign.defaultDeadline, exit: ExitDesign = ExitDesign(),
    launchScreen: LaunchScreenDesign = LaunchScreenDesign(),
    loadingIndicator: LoadingIndicatorPolicy? = nil
  ) {
    self.name = name
    self.background = background
    self.backgroundImage = backgroundImage
    self.logo = logo
    self.branding = branding
    self.video = video
    self.minimumDisplay = minimumDisplay
    self.deadline = deadline
    self.exit = exit
    self.launchScreen = launchScreen
    self.loadingIndicator = loadingIndicator
  }
}

/// A colour for each appearance. `dark` defaults to `light` (then the launch screen does not
/// follow dark mode, which the doctor reports for apps that support it).
public struct AppearanceColor: Hashable, Codable, Sendable {
  /// Colour in light mode.
  public var light: RGBAColor
  /// Colour in dark mode.
  public var dark: RGBAColor

  /// Creates a colour pair.
  public init(light: RGBAColor, dark: RGBAColor? = nil) {
    self.light = light
    self.dark = dark ?? light
  }

  /// The colour for `appearance`.
  public func color(for appearance: Appearance) -> RGBAColor {
    appearance == .dark ? dark : light
  }
}

/// An image file with an optional dark-mode variant, paths relative to the config file.
public struct AppearanceImage: Hashable, Codable, Sendable {
  /// Image used in light mode (and in dark mode when `dark` is absent).
  public var light: String
  /// Optional dark-mode image.
  public var dark: String?

  /// Creates an image pair.
  public init(light: String, dark: String? = nil) {
    self.light = light
    self.dark = dark
  }

  /// The path for `appearance`.
  public func path(for appearance: Appearance) -> String {
    appearance == .dark ? (dark ?? light) : light
  }
}

/// The logo: an image drawn at a fixed point size, centred (plus an offset).
public struct LogoDesign: Hashable, Codable, Sendable {
  /// The logo image (PNG with alpha; 1024 px or more so the reveal stays sharp when it grows).
  public var image: AppearanceImage
  /// Size in points on every device.
  public var size: Size
  /// Offset of the logo's centre from the screen's centre, in points. Default zero.
  public var offset: Point
  /// How the image fits `size`. Default `scaleAspectFit`.
  public var contentMode: ContentMode
  /// Size in points on a screen regular in both size classes (an iPad, full screen):
  /// `logo.size: {phone, pad}`. Default none: `size` there too.
  public var padSize: Size?
  /// The image on an iPad (`logo.padImage`), written as the image set's `ipad` entries.
  /// Default none: `image` there too.
  public var padImage: AppearanceImage?

  /// Default for `contentMode`.
  public static let defaultContentMode = ContentMode.scaleAspectFit

  /// Creates a logo design.
  public init(
    image: AppearanceImage, size: Size, offset: Point = .zero,
    contentMode: ContentMode = LogoDesign.defaultContentMode, padSize: Size? = nil,
    padImage: AppearanceImage? = nil
  ) {
    self.image = image
    self.size = size
    self.offset = offset
    self.contentMode = contentMode
    self.padSize = padSize
    self.padImage = padImage
  }

  /// Whether the logo differs on an iPad (a pad size or a pad image).
  public var variesOnPad: Bool { padSize != nil || padImage != nil }

  /// The logo as `screen` shows it: on a screen regular in both size classes (an iPad, full
  /// screen) the pad size and image, as the generated storyboard's
  /// `heightClass=regular-widthClass=regular` variation and the image set's `ipad` entries give
  /// them; elsewhere `size` and `image`. The result varies no more.
  public func on(_ screen: Screen) -> LogoDesign {
    var shown = self
    if screen.isRegular {
      shown.size = padSize ?? size
      shown.image = padImage ?? image
    }
    shown.padSize = nil
    shown.padImage = nil
    return shown
  }
}

/// An image centred horizontally above the bottom safe area.
public struct BrandingDesign: Hashable, Codable, Sendable {
  /// The branding image.
  public var image: AppearanceImage
  /// Size in points.
  public var size: Size
  /// Distance in points from the bottom of the safe area to the image's bottom. Default 16.
  public var bottomMargin: Double

  /// Default for `bottomMargin`, in points.
  public static let defaultBottomMargin = 16.0

  /// Creates a branding design.
  public init(
    image: AppearanceImage, size: Size, bottomMargin: Double = BrandingDesign.defaultBottomMargin
  ) {
    self.image = image
    self.size = size
    self.bottomMargin = bottomMargin
  }
}

/// When a splash video plays.
public enum VideoSchedule: String, Hashable, Codable, Sendable, CaseIterable {
  /// Only on the very first launch after install.
  case firstLaunch
  /// On the first launch and on the first launch of each new version.
  case newVersion
  /// On every launch.
  case always
}

/// A splash video (seed 000): its first frame must equal the launch screen.
public struct VideoDesign: Hashable, Codable, Sendable {
  /// The video file, relative to the config.
  public var file: String
  /// An image of the video's first frame, shown until the player draws (and made the launch
  /// image by `curtain generate --video-poster`). Optional.
  public var poster: String?
  /// When the video plays. Default `firstLaunch`.
  public var when: VideoSchedule
  /// Whether a tap skips it. Default true.
  public var skippable: Bool
  /// Longest time in seconds the video may hold the splash. Default 5.
  public var maxDuration: Double
  /// The appearances the video is made for: its first frame is the launch screen in these.
  /// Launches in another appearance show the replica instead. Default both. `init` keeps them
  /// in `Appearance.allCases` order, each once.
  public var appearances: [Appearance]
  /// The orientations the video is made for (a portrait video filled into a landscape screen
  /// starts on another picture than the launch screen). Default both.
  public var orientations: [Orientation]
  /// Other files for some screen shapes (`video.variants`): a launch plays the variant that
  /// fits its idiom and orientation (``on(idiom:orientation:)``), else `file`. Default none.
  public var variants: [VideoVariant]
  /// Where the video is drawn (``frame(in:)``). Default ``VideoPlacement/fill``.
  public var placement: VideoPlacement
  /// The video's size in points (its pixel size divided by the scale it was drawn at), for
  /// ``VideoPlacement/center``; nil when filled.
  public var size: Size?

  /// Default for `when`.
  public static let defaultSchedule = VideoSchedule.firstLaunch
  /// Default for `skippable`.
  public static let defaultSkippable = true
  /// Default for `maxDuration`, in seconds.
  public static let defaultMaxDuration = 5.0

  /// The video's name in the app bundle, where the app finds it: `file`'s last path component.
  public var bundleFileName: String { Self.bundleName(of: file) }

  /// A video path's name in the app bundle: its last path component.
  public static func bundleName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Creates a video design.
  public init(
    file: String, poster: String? = nil, when: VideoSchedule = VideoDesign.defaultSchedule,
    skippable: Bool = VideoDesign.defaultSkippable,
    maxDuration: Double = VideoDesign.defaultMaxDuration,
    appearances: [Appearance] = Appearance.allCases,
    orientations: [Orientation] = Orientation.allCases, variants: [VideoVariant] = [],
    placement: VideoPlacement = .fill, size: Size? = nil
  ) {
    self.file = file
    self.variants = variants
    self.placement = placement
    self.size = size
    self.poster = poster
    self.when = when
    self.skippable = skippable
    self.maxDuration = maxDuration
    // Kept in one order, each once: the lists are sets (equal designs compare equal).
    self.appearances = Appearance.allCases.filter(appearances.contains)
    self.orientations = Orientation.allCases.filter(orientations.contains)
  }
}

/// The named exit animations.
public enum ExitAnimationName: String, Hashable, Codable, Sendable, CaseIterable {
  /// The app shows through a growing logo-shaped hole (seed 001's Twitter reveal).
  case reveal
  /// The splash fades out.
  case fade
  /// The logo grows and fades with the splash.
  case zoomOut
  /// The splash slides up off the screen.
  case slideUp
  /// The splash parts in two halves.
  case curtainOpen
  /// The splash is removed at once.
  case none
  /// The logo beats while the app is not ready, then reveals.
  case heartbeat
}

/// What Reduce Motion turns an exit into.
public enum ReducedMotionExit: String, Hashable, Codable, Sendable, CaseIterable {
  /// A crossfade of the same duration.
  case fade
  /// No animation.
  case none
}

/// A timing curve: CAMediaTimingFunction's named curves, a custom cubic Bezier, or a spring.
public enum TimingCurve: Hashable, Codable, Sendable {
  /// `kCAMediaTimingFunctionLinear`.
  case linear
  /// `kCAMediaTimingFunctionEaseIn`.
  case easeIn
  /// `kCAMediaTimingFunctionEaseOut`.
  case easeOut
  /// `kCAMediaTimingFunctionEaseInEaseOut`.
  case easeInEaseOut
  /// `kCAMediaTimingFunctionDefault`.
  case `default`
  /// A custom cubic Bezier from (0,0) to (1,1) with control points (x1, y1) and (x2, y2).
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring, as `CASpringAnimation` defines it.
  case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
}

/// How the splash leaves.
public struct ExitDesign: Hashable, Codable, Sendable {
  /// The animation. Default `reveal`.
  public var animation: ExitAnimationName
  /// Duration in seconds. Default 0.8.
  public var duration: Double
  /// Timing curve. Default `easeInEaseOut`.
  public var curve: TimingCurve
  /// What the exit becomes when Reduce Motion is on. Default `fade`.
  public var reduceMotion: ReducedMotionExit
  /// The presets' shape: the reveal's shrink and overlay, the zoom's scale, the heartbeat's
  /// beat (`exit.style`). Default: every ``ExitStyle`` default.
  public var style: ExitStyle

  /// Default for `animation`.
  public static let defaultAnimation = ExitAnimationName.reveal
  /// Default for `duration`, in seconds.
  public static let defaultDuration = 0.8
  /// Default for `curve`.
  public static let defaultCurve = TimingCurve.easeInEaseOut
  /// Default for `reduceMotion`.
  public static let defaultReduceMotion = ReducedMotionExit.fade

  /// Creates an exit design.
  public init(
    animation: ExitAnimationName = ExitDesign.defaultAnimation,
    duration: Double = ExitDesign.defaultDuration, curve: TimingCurve = ExitDesign.defaultCurve,
    reduceMotion: ReducedMotionExit = ExitDesign.defaultReduceMotion,
    style: ExitStyle = ExitStyle()
  ) {
    self.animation = animation
    self.duration = duration
    self.curve = curve
    self.reduceMotion = reduceMotion
    self.style = style
  }
}

/// How the launch screen is declared in Info.plist.
public enum LaunchScreenForm: String, Hashable, Codable, Sendable, CaseIterable {
  /// `UILaunchStoryboardName` naming a generated `CurtainLaunchScreen.storyboard`.
  case storyboard
  /// The `UILaunchScreen` dictionary (iOS 14+): background colour and one image, no storyboard.
  case infoPlist
}

/// Options for the generated system launch screen.
public struct LaunchScreenDesign: Hashable, Codable, Sendable {
  /// Which form to generate. Default `storyboard`.
  public var form: LaunchScreenForm
  /// A full-screen image (aspect fill, centred, edge to edge) shown over the background in
  /// place of the logo: the first frame of a splash video, so the video starts on exactly the
  /// picture iOS showed. `curtain generate --video-poster` takes it from the video. Default none.
  public var poster: AppearanceImage?
  /// An app's own launch screen (a `LaunchScreen` laid out by `LaunchLayout` and resolved for
  /// one screen and appearance, `DrawnView.layer(labelImage:)`), filling the screen: when set,
  /// the system launch screen and the splash's replica draw this tree in place of the logo,
  /// branding and poster. Set by `preview` and `check` for the screen they draw; never read
  /// from or written to a config.
  public var drawn: Layer?
  /// Where `drawn`'s logo (its layer with id `LaunchScreenLayout.logoID`) sits on the screen,
  /// with the image it shows: the logo the exits reveal, zoom and beat. Set with `drawn`; never
  /// read from or written to a config.
  public var drawnLogo: PlacedImage?
  /// The app's own launch screen as the design (`launchScreen: {storyboard|xib, logo}`): then
  /// nothing is generated for the launch screen, `form` and `poster` do not apply, and the
  /// config needs no `background` or `logo`. Default none.
  public var app: AppLaunchScreenReference?
  /// The app's own launch screen as the app bundle holds it (from `CurtainLaunchLayout.json`):
  /// the device instantiates it in the splash window, and `drawn`/`drawnLogo` then come from
  /// UIKit's layout (`showsMeasuredLaunchScreen(_:on:)`). Never read from or written to a
  /// config. Default none.
  public var bundled: BundledLaunchScreen?

  /// Default for `form`.
  public static let defaultForm = LaunchScreenForm.storyboard

  /// Creates launch-screen options.
  public init(
    form: LaunchScreenForm = LaunchScreenDesign.defaultForm, poster: AppearanceImage? = nil,
    app: AppLaunchScreenReference? = nil, bundled: BundledLaunchScreen? = nil
  ) {
    self.form = form
    self.poster = poster
    self.app = app
    self.bundled = bundled
  }
}
