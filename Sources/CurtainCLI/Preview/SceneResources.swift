import CurtainCore
import CurtainRender
import Foundation

/// What the launches of one run share, so `check --matrix` pays once for what its launches have
/// in common: each image file is decoded once, each stand-in app screen is drawn once for the
/// launches in a row that show it, and each image's resized levels are made once (one image
/// cache for every launch's compositor).
final class SceneResources {
  /// Reads the config's image files, each decoded once.
  let files: FileImageProvider
  /// Decoded and resized images by name, shared by the compositors of the run's launches: every
  /// name stands for one picture in a run (files by path, stand-ins by screen and appearance).
  let drawnImages = PreparedImageCache()
  /// The stand-in last drawn: launches are checked device by device, orientation by
  /// orientation, so the launches showing one stand-in come in a row and one is kept at a time.
  private var lastStandIn: (name: String, image: RGBAImage)?

  /// Creates the resources of a run whose relative image names are resolved against
  /// `baseDirectory`.
  init(baseDirectory: URL) {
    files = FileImageProvider(baseDirectory: baseDirectory)
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
}
