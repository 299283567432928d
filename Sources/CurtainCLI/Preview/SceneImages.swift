import CurtainCore
import CurtainRender
import Foundation

/// The images a preview draws: files named by the config (relative to it) or by absolute path,
/// and images made in memory (the stand-in app screen).
final class SceneImages: ImageProvider, Sendable {
  private let files: FileImageProvider
  private let generated: InMemoryImageProvider

  /// Reads files through `files` (shared by the launches of one run, so each file is decoded
  /// once) and takes `generated` images by name before them.
  init(generated: [String: RGBAImage] = [:], files: FileImageProvider) {
    self.files = files
    self.generated = InMemoryImageProvider(generated)
  }

  func image(named name: String) throws -> RGBAImage {
    if generated.images[name] != nil { return try generated.image(named: name) }
    return try files.image(named: name)
  }

  /// The alpha channel of image `name`, for the reveal's mask.
  func alphaMask(named name: String) throws -> AlphaMask {
    try image(named: name).alphaMask()
  }
}
