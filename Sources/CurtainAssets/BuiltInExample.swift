import CurtainCore
import Foundation

/// The example launch design shipped with Curtain, so every command has something real to work
/// on without arguments: "Chirp", a feed app with a bird logo revealed on a blue splash.
public enum BuiltInExample {
  /// The folder holding `curtain.yml` and its images.
  public static var directory: URL {
    AssetsResources.resourceURL.appendingPathComponent("Example", isDirectory: true)
  }

  /// The example's config file, `curtain.yml`.
  public static var configURL: URL {
    directory.appendingPathComponent("curtain.yml")
  }

  /// The stand-in app screenshot for previews in `appearance`: a feed app's first screen,
  /// 1179x2556 pixels (iPhone 15 at 3x).
  public static func appScreenshotURL(for appearance: Appearance) -> URL {
    directory.appendingPathComponent("app-\(appearance.rawValue).png")
  }

  /// Loads and checks the example design.
  ///
  /// - Throws: ``DesignLoadError`` if the shipped example is broken (a test guards against it).
  public static func load(using loader: DesignLoader = DesignLoader()) throws(DesignLoadError)
    -> LoadedDesign
  {
    try loader.load(from: configURL)
  }
}
