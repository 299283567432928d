import CurtainCore
import CurtainRender
import Foundation

/// What the launches of one run share, so `check --matrix` pays once for what its launches have
/// in common: each image file is decoded once, each stand-in app screen is drawn once for the
/// launches in a row that show it, each splash video decoded once, and each image's resized
/// levels are made once (one image cache for every launch's compositor).
final class SceneResources {
  /// Reads the config's image files, each decoded once.
  let files: FileImageProvider
  /// Decoded and resized images by name, shared by the compositors of the run's launches: every
  /// name stands for one picture in a run (files by path, stand-ins by screen and appearance).
  let drawnImages = PreparedImageCache()
  /// The stand-in last drawn: launches are checked device by device, orientation by
  /// orientation, so the launches showing one stand-in come in a row and one is kept at a time.
  private var lastStandIn: (name: String, image: RGBAImage)?
  /// The example's logo for the example app's navigation bar, read once (`.some(nil)`: not
  /// readable).
  private var exampleBird: RGBAImage??
  /// The splash video last decoded and what it was decoded for: it is decoded at its own size,
  /// so every launch of a run that plays it shares it, on every device.
  private var lastVideo: (source: VideoSource, video: DecodedVideo)?

  /// A video file decoded at a frame rate.
  private struct VideoSource: Equatable {
    var url: URL
    var framesPerSecond: Int
  }

  /// The alpha masks of the reveal's logos, by image name, each made once per run.
  private var masks: [String: AlphaMask] = [:]

  /// Creates the resources of a run whose relative image names are resolved against
  /// `baseDirectory` and whose launches are drawn on `screens` (none: no bound).
  ///
  /// An image file longer than twice the longest side of any of the screens, at its own scale
  /// or the run's, is halved to fit once, when decoded (see `FileImageProvider`): no frame of
  /// the run can show more of it, and a 64-megapixel logo would otherwise cost every launch
  /// seconds of resizing.
  init(baseDirectory: URL, screens: [Screen] = []) {
    let longest = screens.map { max($0.pixelWidth, $0.pixelHeight) }.max()
    files = FileImageProvider(
      baseDirectory: baseDirectory, largestSide: longest.map { 2 * $0 } ?? .max)
  }

  /// The alpha mask of image `name` (for the reveal), made once per run.
  ///
  /// - Throws: the image's read error, or `AlphaMask.Error` for an empty image.
  func alphaMask(named name: String, in images: SceneImages) throws -> AlphaMask {
    if let mask = masks[name] { return mask }
    let mask = try images.alphaMask(named: name)
    masks[name] = mask
    return mask
  }

  /// The stand-in app screen for `screen` in `appearance` (see `StandInApp`), and its name: one
  /// name per screen and appearance, so the shared image cache never mixes two stand-ins.
  func standIn(screen: Screen, appearance: Appearance) -> (name: String, image: RGBAImage) {
    let name = "curtain:stand-in-app \(appearance.rawValue) \(screen)"
    if let lastStandIn, lastStandIn.name == name { return lastStandIn }
    let standIn = (name: name, image: StandInApp.image(screen: screen, appearance: appearance))
    lastStandIn = standIn
    return standIn
  }

  /// The example app's screen for `screen` in `appearance` (see `ExampleAppScreen`), and its
  /// name; kept as the last stand-in is.
  func exampleAppScreen(screen: Screen, appearance: Appearance) -> (name: String, image: RGBAImage)
  {
    let name = "curtain:example-app \(appearance.rawValue) \(screen)"
    if let lastStandIn, lastStandIn.name == name { return lastStandIn }
    if exampleBird == nil { exampleBird = .some(ExampleAppScreen.bird()) }
    let image = ExampleAppScreen.image(
      screen: screen, appearance: appearance, bird: exampleBird ?? nil)
    lastStandIn = (name, image)
    return (name, image)
  }

  /// `video` decoded at `framesPerSecond` (see `DecodedVideo`), the one decoded last when it
  /// was decoded for the same.
  ///
  /// - Throws: `DecodedVideo`'s errors.
  func decodedVideo(_ video: URL, framesPerSecond: Int) throws -> DecodedVideo {
    let source = VideoSource(url: video, framesPerSecond: framesPerSecond)
    if let lastVideo, lastVideo.source == source { return lastVideo.video }
    let decoded = try DecodedVideo(video, framesPerSecond: framesPerSecond)
    lastVideo = (source, decoded)
    return decoded
  }
}
