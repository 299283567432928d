import CurtainCore
import Foundation

/// A launch design read from a config file, with where it came from so that the image and
/// video paths in it resolve relative to the file.
public struct LoadedDesign: Hashable, Sendable {
  /// The design.
  public var design: LaunchDesign
  /// The config file.
  public var fileURL: URL

  /// Creates a loaded design.
  public init(design: LaunchDesign, fileURL: URL) {
    self.design = design
    self.fileURL = fileURL
  }

  /// The folder holding the config file: the base of every relative path in it.
  public var directory: URL { fileURL.deletingLastPathComponent() }

  /// The file a config path names: absolute paths as they are, others relative to `directory`.
  public func url(forPath path: String) -> URL {
    Self.url(forPath: path, in: directory)
  }

  /// The file a config path names when the config is in `directory`: the one rule every
  /// command (validation, preview, check, generate) resolves paths with.
  public static func url(forPath path: String, in directory: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
  }

  /// Every file the design reads (the config, its images, video and poster): a command never
  /// writes over one of them.
  public var inputFiles: [URL] {
    let app = design.launchScreen.app
    let images = [
      app == nil ? design.logo.image : nil, app == nil ? design.logo.padImage : nil,
      design.branding?.image,
    ].compactMap { $0 }
    let paths =
      images.flatMap { [$0.light, $0.dark].compactMap { $0 } }
      + [app?.path, design.video?.file, design.video?.poster].compactMap { $0 }
      + (design.video?.variants ?? []).flatMap { [$0.file, $0.poster].compactMap { $0 } }
    return [fileURL] + paths.map(url(forPath:))
  }
}
