import CurtainCore
import CurtainRender
import Foundation

/// Where `curtain generate` writes.
public enum LaunchAssetDestination: Hashable, Sendable {
  /// A folder the generator owns (see ``OutputInstaller``).
  case folder(URL)
  /// An app's source folder: the assets go to its `CurtainLaunch` folder, joined to the app
  /// target of its Xcode project, and the launch keys go where the project keeps them.
  case project(ProjectOptions)

  /// The folder the generated files go to inside a project.
  public static let projectFolderName = "CurtainLaunch"
}

/// The app a `--project` run integrates with.
public struct ProjectOptions: Hashable, Sendable {
  /// The app's source folder.
  public var folder: URL
  /// The Info.plist to merge into, in place of the project's answer.
  public var infoPlist: URL?
  /// The app target's name, when the project has several.
  public var target: String?
  /// The `.xcodeproj`, when the folder and its parent hold several.
  public var xcodeproj: URL?

  /// Creates the options.
  public init(folder: URL, infoPlist: URL? = nil, target: String? = nil, xcodeproj: URL? = nil) {
    self.folder = folder
    self.infoPlist = infoPlist
    self.target = target
    self.xcodeproj = xcodeproj
  }
}

/// What a write did.
public struct LaunchAssetWriteResult: Sendable {
  /// What was generated.
  public var assets: GeneratedLaunchAssets
  /// The files written into the output folder.
  public var fileCount: Int
  /// The folder written.
  public var folder: URL
  /// Files outside the folder that were changed (Info.plist, project.pbxproj).
  public var changedFiles: [URL]
  /// What the installer tidied or kept.
  public var install: InstallReport
  /// What was changed in the project or must be done by hand, one sentence or line each.
  public var notes: [String]
}

/// Runs the generator against the file system: reads the design's files, optionally takes the
/// video poster, works out every change, then writes them all or nothing.
public struct LaunchAssetWriter {
  /// The generator (and its image codec).
  public var generator: LaunchAssetGenerator
  /// Takes a video's first frame for `--video-poster`.
  public var posterExtractor: VideoPosterExtractor
  /// Writes the output folder and the project's files.
  public var installer: OutputInstaller
  /// Reads a splash video's size in pixels (nil: not known), to say when a centred video's
  /// `video.size` is not its shape (`VideoDesign.sizeWarnings(pixelSize:)`).
  public var videoPixelSize: @Sendable (URL) -> (width: Int, height: Int)?

  /// Creates a writer.
  public init(
    generator: LaunchAssetGenerator, posterExtractor: VideoPosterExtractor = VideoPosterExtractor(),
    installer: OutputInstaller = OutputInstaller(),
    videoPixelSize: @escaping @Sendable (URL) -> (width: Int, height: Int)? =
      VideoProbe.pixelSize(of:)
  ) {
    self.generator = generator
    self.posterExtractor = posterExtractor
    self.installer = installer
    self.videoPixelSize = videoPixelSize
  }

  /// Generates the assets for `loaded` into `destination`.
  ///
  /// Everything is computed before anything is written; then the output folder, the Info.plist
  /// files and the project.pbxproj are swapped in together (see ``InstallTransaction``).
  ///
  /// - Parameters:
  ///   - loaded: the design and where its config is (paths in it resolve against its folder;
  ///     the config itself is never replaced).
  ///   - destination: a folder to replace, or an app's folder to add the files to.
  ///   - videoPoster: take the launch image from the first frame of the config's splash video.
  ///   - force: write into a non-empty folder `curtain generate` did not write, keeping its files.
  /// - Throws: an error naming the file, key or tool at fault.
  public func write(
    _ loaded: LoadedDesign, to destination: LaunchAssetDestination, videoPoster: Bool,
    force: Bool = false
  ) throws -> LaunchAssetWriteResult {
    let design = loaded.design
    var poster: (name: String, data: Data)?
    if videoPoster {
      if let app = design.launchScreen.app {
        throw LaunchAssetError(
          "--video-poster makes the launch image from the video, but \(app.pathKey) names the "
            + "app's own launch screen, which is the launch image: make the video start on it")
      }
      guard let video = design.video else {
        throw LaunchAssetError("--video-poster needs a 'video' section with a 'file' in the config")
      }
      guard video.placement == .fill else {
        throw LaunchAssetError(
          "--video-poster fills the launch screen with the video's first frame, but "
            + "video.placement is center (the video at its own size, the launch screen around "
            + "it): leave --video-poster out, the launch screen is the video's first frame")
      }
      poster = (video.file, try posterExtractor.firstFrame(of: loaded.url(forPath: video.file)))
    }
    var output = try generator.generate(
      design: design, readFile: { try Data(contentsOf: loaded.url(forPath: $0)) },
      posterOverride: poster)
    output.warnings +=
      (design.video?.sizeWarnings { videoPixelSize(loaded.url(forPath: $0)) }) ?? []
    let policy = OutputPolicy(force: force, protectedFiles: loaded.inputFiles)
    switch destination {
    case .folder(let folder):
      let lock = OutputLock(beside: installer.fileSystem.resolvingLinks(folder.standardizedFileURL))
      defer { withExtendedLifetime(lock) {} }
      let report = try installer.install(output.files, into: folder, policy: policy)
      return LaunchAssetWriteResult(
        assets: output, fileCount: output.files.count, folder: folder, changedFiles: [],
        install: report, notes: [])
    case .project(let options):
      return try integrate(output, options: options, policy: policy)
    }
  }

  private func integrate(
    _ output: GeneratedLaunchAssets, options: ProjectOptions, policy: OutputPolicy
  ) throws -> LaunchAssetWriteResult {
    let appFolder = options.folder.standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: appFolder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw LaunchAssetError("--project '\(options.folder.path)' is not a folder")
    }
    let files = output.files.filter { $0.path != LaunchAssetGenerator.infoPlistKeysFileName }
    let items = Set(files.map { String($0.path.prefix { $0 != "/" }) }).sorted()
    let folder = appFolder.appendingPathComponent(LaunchAssetDestination.projectFolderName)
    // Held from before the project is read until its edits are in place; a killed run's swap
    // is finished first, so the project read is whole (never a moved-aside project.pbxproj).
    let resolvedFolder = installer.fileSystem.resolvingLinks(folder.standardizedFileURL)
    let lock = OutputLock(beside: resolvedFolder)
    defer { withExtendedLifetime(lock) {} }
    let recovered: [String]
    do {
      recovered = try InstallTransaction(fileSystem: installer.fileSystem).recover(
        journal: InstallTransaction.journal(for: resolvedFolder))
    } catch {
      throw OutputInstallError("cannot tidy up after an interrupted run: \(error)")
    }
    let kind = try AppProjectKind.find(for: appFolder, xcodeproj: options.xcodeproj)
    var notes: [String] = []
    var replacements: [(URL, Data)] = []
    var read: [URL] = []
    var plists: [URL] = [options.infoPlist ?? appFolder.appendingPathComponent("Info.plist")]
    // With the app's own launch screen: the folder the target's project reads, and its name.
    var keptTarget: (root: URL, name: String?) = (appFolder, options.target)
    switch kind {
    case .xcodeproj(let pbxproj):
      read.append(pbxproj)
      let data: Data
      do { data = try Data(contentsOf: pbxproj) } catch {
        throw LaunchAssetError("cannot read '\(pbxproj.path)': \(error.localizedDescription)")
      }
      let plan = try XcodeProjectIntegration.plan(
        pbxprojURL: pbxproj, data: data, appFolder: appFolder, items: items,
        entries: output.infoPlist, targetName: options.target, infoPlist: options.infoPlist,
        setsLaunchKey: !output.keepsLaunchScreen)
      keptTarget = (
        pbxproj.deletingLastPathComponent().deletingLastPathComponent(), plan.targetName
      )
      notes += plan.notes
      plists = plan.infoPlists
      if let edited = plan.pbxproj { replacements.append((pbxproj, edited)) }
    case .xcodeGen, .tuist:
      var target = options.target
      if target == nil, case .xcodeGen(let spec) = kind {
        target = XcodeGenAppTarget.name(spec: spec, appFolder: appFolder)
      }
      if case .xcodeGen(let spec) = kind {
        keptTarget = (spec.deletingLastPathComponent(), target)
      } else if case .tuist(let manifest) = kind {
        keptTarget = (manifest.deletingLastPathComponent(), target)
      }
      notes += kind.linesToAdd(
        appFolder: appFolder, target: target ?? appFolder.lastPathComponent,
        entries: output.infoPlist)
      if options.infoPlist == nil,
        !FileManager.default.fileExists(atPath: plists[0].path)
      {
        plists = []
      }
    case .none:
      notes.append(
        "no Xcode project found beside \(appFolder.path): add the "
          + "\(LaunchAssetDestination.projectFolderName) folder's items to the app target's "
          + "Copy Bundle Resources by hand")
    }
    read += plists
    for plist in plists {
      let data: Data
      do { data = try Data(contentsOf: plist) } catch {
        throw LaunchAssetError(
          "cannot read '\(plist.path)': give the app's Info.plist with --info-plist")
      }
      if output.keepsLaunchScreen { continue }
      let merge = try InfoPlistMerger.merge(data, entries: output.infoPlist, path: plist.path)
      if merge.data != data { replacements.append((plist, merge.data)) }
      for key in merge.removedKeys {
        notes.append("removed \(key) from \(plist.path): it declared another launch screen")
      }
      if let previous = merge.previousStoryboard,
        !notes.contains(XcodeProjectIntegration.previousStoryboardNote(previous))
      {
        notes.append(XcodeProjectIntegration.previousStoryboardNote(previous))
      }
      if merge.rewritten {
        notes.append("\(plist.path) was written afresh: its layout could not be edited in place")
      }
    }
    // Every file read is tidied, changed or not: a no-op run removes a killed run's staged
    // `.Info.plist.curtain-new` too.
    if output.keepsLaunchScreen {
      let name = output.infoPlist.storyboardName
      if let other = BuiltLaunchScreen.otherDeclaration(
        than: name, target: keptTarget.name, in: keptTarget.root)
      {
        throw Self.keptLaunchScreenNotDeclared(name, reason: other)
      }
      notes.append(
        "kept the app's own launch screen, \(output.infoPlist.storyboardName): its launch keys "
          + "are unchanged")
    }
    var report = try installer.install(
      files, into: folder, replacing: replacements, tidying: read, policy: policy)
    report.recovered = recovered + report.recovered
    return LaunchAssetWriteResult(
      assets: output, fileCount: files.count, folder: folder,
      changedFiles: replacements.map(\.0), install: report, notes: notes)
  }

  /// Why a config naming the app's own launch screen cannot be kept.
  static func keptLaunchScreenNotDeclared(_ name: String, reason: String) -> LaunchAssetError {
    LaunchAssetError(
      "the config names the app's own launch screen \(name), but the app target does not "
        + "ship it alone (" + reason + "); generate leaves the app's "
        + "launch keys as they are: declare UILaunchStoryboardName = \(name) and remove the "
        + "other launch keys, then run it again. Nothing was written.")
  }
}
