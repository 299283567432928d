import CurtainCore
import Foundation

/// Where `curtain generate` writes.
public enum LaunchAssetDestination: Hashable, Sendable {
  /// A folder the generator owns, replaced as a whole.
  case folder(URL)
  /// An app's source folder: the assets go to its `CurtainLaunch` folder and the keys are
  /// merged into `infoPlist` (default: the folder's `Info.plist`).
  case project(URL, infoPlist: URL?)

  /// The folder the generated files go to inside a project.
  public static let projectFolderName = "CurtainLaunch"
}

/// Runs the generator against the file system: reads the design's files, optionally takes the
/// video poster, writes the output all or nothing and merges the Info.plist keys.
public struct LaunchAssetWriter {
  /// The generator (and its image codec).
  public var generator: LaunchAssetGenerator
  /// Takes a video's first frame for `--video-poster`.
  public var posterExtractor: VideoPosterExtractor
  /// Writes the output folder and the plist.
  public var installer: OutputInstaller

  /// Creates a writer.
  public init(
    generator: LaunchAssetGenerator, posterExtractor: VideoPosterExtractor = VideoPosterExtractor(),
    installer: OutputInstaller = OutputInstaller()
  ) {
    self.generator = generator
    self.posterExtractor = posterExtractor
    self.installer = installer
  }

  /// Generates the assets for `design` (paths relative to `configDirectory`) into `destination`.
  ///
  /// Everything is computed before anything is written; the output folder is swapped in whole,
  /// then the plist is replaced through a temporary file.
  ///
  /// - Returns: what was generated (for the snippet and warnings).
  /// - Throws: an error naming the file, key or tool at fault.
  public func write(
    design: LaunchDesign, configDirectory: URL, destination: LaunchAssetDestination,
    videoPoster: Bool
  ) throws -> GeneratedLaunchAssets {
    var poster: (name: String, data: Data)?
    if videoPoster {
      guard let video = design.video else {
        throw LaunchAssetError("--video-poster needs a 'video' section with a 'file' in the config")
      }
      let url = LoadedDesign.url(forPath: video.file, in: configDirectory)
      poster = (video.file, try posterExtractor.firstFrame(of: url))
    }
    let output = try generator.generate(
      design: design,
      readFile: { try Data(contentsOf: LoadedDesign.url(forPath: $0, in: configDirectory)) },
      posterOverride: poster)
    switch destination {
    case .folder(let folder):
      try installer.install(output.files, into: folder)
    case .project(let folder, let infoPlist):
      let plistURL = infoPlist ?? folder.appendingPathComponent("Info.plist")
      let plistData: Data
      do { plistData = try Data(contentsOf: plistURL) } catch {
        throw LaunchAssetError(
          "cannot read '\(plistURL.path)': give the app's Info.plist with --info-plist")
      }
      let merged = try InfoPlistMerger.merge(
        plistData, entries: output.infoPlist, path: plistURL.path)
      try installer.install(
        output.files.filter { $0.path != LaunchAssetGenerator.infoPlistKeysFileName },
        into: folder.appendingPathComponent(LaunchAssetDestination.projectFolderName))
      if merged != plistData { try installer.replaceFile(at: plistURL, with: merged) }
    }
    return output
  }
}
