/// What the foreground splash window shows over the app.
public enum SplashCover: Hashable, Codable, Sendable {
  /// The in-app replica of the launch screen (`LaunchScreenLayout`'s layer tree).
  case replica
  /// A video frame over its poster (or over the replica when there is no poster), so nothing
  /// dark shows before the player draws.
  case video(name: String, time: Double, poster: ImageSource?)
  /// An image of the app's last state, filling the screen.
  case snapshot(ImageSource)
  /// The splash video's poster (its first frame), filling the screen as the player will draw
  /// the video: on screen from the first frame while the player loads (seed 000).
  case poster(ImageSource)
}

/// Builds the launch's stages from the design: the system launch screen and seed 001's
/// three-window splash.
///
/// Window levels (`UIWindow.Level` raw values, documented here for the Apple layer):
/// background splash `-1` (just under `.normal`), app `0` (`.normal`), foreground splash `1`
/// (just above `.normal`, under `.statusBar` = 1000 so the status bar stays on top as on the
/// system launch screen), system launch screen `0` (alone on its stage).
public enum SplashStages {
  /// `UIWindow.Level` of the background splash window.
  public static let backgroundLevel = -1.0
  /// `UIWindow.Level` of the app window (`.normal`).
  public static let appLevel = 0.0
  /// `UIWindow.Level` of the foreground splash window.
  public static let foregroundLevel = 1.0

  /// Root layer id of the system launch screen window.
  public static let systemLaunchScreenRootID = "systemLaunchScreen"
  /// Root layer id of the background splash window.
  public static let backgroundRootID = "backgroundSplash"
  /// Root layer id of the app window.
  public static let appRootID = "app"
  /// Id of the app's content layer (the screenshot) in the app window.
  public static let appContentID = "app.content"
  /// Root layer id of the foreground splash window.
  public static let foregroundRootID = "foregroundSplash"
  /// Id of the replica's layer tree inside the foreground window.
  public static let replicaID = "replica"
  /// Id of a video's poster layer.
  public static let posterID = "poster"
  /// Id of the video frame layer.
  public static let videoID = "video"
  /// Id of the snapshot layer.
  public static let snapshotID = "snapshot"

  /// The system launch screen: one `.systemLaunchScreen` window drawn from the layout as iOS
  /// draws it (the `infoPlist` form as iOS lays out `UILaunchScreen`: the logo centred, no
  /// branding or poster).
  public static func systemLaunchScreen(
    design: LaunchDesign, screen: Screen, appearance: Appearance
  ) -> Stage {
    var shown = design
    if design.launchScreen.form == .infoPlist {
      // `UILaunchScreen` has a background colour and one image, centred: no offset, no
      // branding, no poster. A replica that shows them differs from what iOS drew.
      shown.logo.offset = Point(x: 0, y: 0)
      shown.branding = nil
      shown.launchScreen.poster = nil
    }
    let layout = LaunchScreenLayout(design: shown, screen: screen, appearance: appearance)
    let root = layout.rootLayer(id: systemLaunchScreenRootID, bounds: screen.bounds)
    return Stage(
      screen: screen,
      windows: [Window(role: .systemLaunchScreen, level: appLevel, layer: root)])
  }

  /// Seed 001's splash: the background splash window (brand colour and branding, no logo) under
  /// the app window (the app content image, filling the screen), and the foreground splash
  /// window above it showing `cover`.
  public static func splash(
    design: LaunchDesign, screen: Screen, appearance: Appearance, cover: SplashCover,
    appContent: ImageSource
  ) -> Stage {
    let layout = LaunchScreenLayout(design: design, screen: screen, appearance: appearance)
    let bounds = screen.bounds
    let background = layout.rootLayer(id: backgroundRootID, bounds: bounds, showsLogo: false)
    let app = Layer(
      id: appRootID, frame: bounds,
      sublayers: [
        Layer(id: appContentID, frame: bounds, content: .image(appContent, .scaleAspectFill))
      ])
    let replica = layout.rootLayer(id: replicaID, bounds: bounds)
    // The video and its poster go where the placement puts them; a video that does not cover
    // the screen has the launch screen (the replica) around it.
    let video = design.video ?? VideoDesign(file: "")
    let videoFrame = video.frame(in: bounds)
    let around = video.placement == .fill ? [] : [replica]
    func poster(_ image: ImageSource) -> Layer {
      Layer(id: posterID, frame: videoFrame, content: .image(image, video.contentMode))
    }
    let coverLayers: [Layer]
    switch cover {
    case .replica:
      coverLayers = [replica]
    case .video(let name, let time, let image):
      coverLayers =
        (image.map { around + [poster($0)] } ?? [replica]) + [
          Layer(
            id: videoID, frame: videoFrame,
            content: .video(name: name, time: time, video.contentMode))
        ]
    case .snapshot(let image):
      coverLayers = [Layer(id: snapshotID, frame: bounds, content: .image(image, .scaleAspectFill))]
    case .poster(let image):
      coverLayers = around + [poster(image)]
    }
    let foreground = Layer(
      id: foregroundRootID, frame: bounds, content: .color(layout.background),
      sublayers: coverLayers)
    return Stage(
      screen: screen,
      windows: [
        Window(role: .backgroundSplash, level: backgroundLevel, layer: background),
        Window(role: .app, level: appLevel, layer: app),
        Window(role: .foregroundSplash, level: foregroundLevel, layer: foreground),
      ])
  }
}
