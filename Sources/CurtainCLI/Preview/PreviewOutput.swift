import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation

/// Where `curtain preview` writes: an animation file, or a folder of PNG frames; and the
/// contact sheet beside it.
enum PreviewOutput: Equatable {
  /// An APNG, GIF or MP4 file.
  case animation(URL, AnimationFormat)
  /// A folder of numbered PNG frames.
  case frames(URL)

  /// The `--out` value's problem, quoting it and listing the valid forms.
  static func invalidMessage(_ path: String) -> String {
    "The value '\(path)' is invalid for '--out'. Use a file ending in '.apng', '.gif' or "
      + "'.mp4', or a folder (ending in '/') for PNG frames."
  }

  /// Reads `--out`: a path ending in `/`, an existing folder or a name without extension is a
  /// folder of frames; otherwise the extension picks the format.
  init?(path: String) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    if path.hasSuffix("/") || (exists && isFolder.boolValue) || url.pathExtension.isEmpty {
      self = .frames(url)
    } else if let format = AnimationFormat(pathExtension: url.pathExtension) {
      self = .animation(url, format)
    } else {
      return nil
    }
  }

  /// The file or folder written.
  var url: URL {
    switch self {
    case .animation(let url, _), .frames(let url): url
    }
  }

  /// `<name>-contact.png` beside the output.
  var contactSheetURL: URL {
    let base = url.deletingPathExtension()
    return base.deletingLastPathComponent()
      .appendingPathComponent(base.lastPathComponent + "-contact.png")
  }

  /// The claims on the output and the contact sheet, for `--out` typed as `given`, refused
  /// as ``OutputRule`` says (never one of `inputs`).
  ///
  /// - Throws: ``OutputRefusal``.
  func claim(given: String, inputs: [URL]) throws -> PreviewTargets {
    let output = try OutputTarget(
      given, option: "--out", shape: isFrames ? .folder : .file, inputs: inputs)
    let sheet = try output.sibling(contactSheetURL, option: "--out's contact sheet")
    return PreviewTargets(output: output, contactSheet: sheet)
  }

  private var isFrames: Bool {
    if case .frames = self { true } else { false }
  }

  /// Opens a sink for frames of `width` x `height` pixels at `framesPerSecond`, writing where
  /// `targets` claimed.
  func makeSink(width: Int, height: Int, framesPerSecond: Int, targets: PreviewTargets) throws
    -> any AnimationWriter
  {
    switch self {
    case .animation(_, let format):
      // Opaque: a screen's pictures (the compositor starts every frame from an opaque fill).
      try format.makeWriter(
        url: targets.output.url, width: width, height: height, framesPerSecond: framesPerSecond,
        opaque: true)
    case .frames:
      try FrameFolderWriter(target: targets.output)
    }
  }
}

/// Where one preview run writes, claimed before the frames are drawn.
struct PreviewTargets {
  /// The animation file or the frames folder.
  var output: OutputTarget
  /// The contact sheet beside it.
  var contactSheet: OutputTarget
}

/// Writes numbered PNG frames into a hidden folder beside the claimed folder, installed by
/// `finish()` through ``OutputInstaller`` (the folder's manifest lists the frames; files in it
/// that Curtain did not write are kept), so a failed run never leaves half the frames; a killed
/// run's folder is removed by the next run (``TemporaryFiles``).
final class FrameFolderWriter: AnimationWriter {
  private let target: OutputTarget
  private let partial: Staging
  private var names: [String] = []

  init(target: OutputTarget) throws {
    self.target = target
    partial = Staging(beside: target.url, kind: .folder)
    do {
      try FileManager.default.createDirectory(at: partial.url, withIntermediateDirectories: true)
    } catch {
      throw AnimationWriterError.cannotWrite(
        file: target.url.path, reason: WritableFolder.reason(error))
    }
  }

  deinit {
    partial.discard()
  }

  func append(_ frame: RGBAImage) throws {
    let name = "frame-" + String(names.count).leftPadded(to: 5) + ".png"
    try ImageCodec.encodePNG(frame, name: name, fast: true)
      .write(to: partial.url.appendingPathComponent(name))
    names.append(name)
  }

  func finish() throws {
    try target.check()
    let policy = OutputPolicy(
      currentDirectory: target.context.currentDirectory, protectedFiles: target.context.inputs,
      home: target.context.home, option: "--out", writer: "curtain preview")
    try OutputInstaller().install(paths: names, into: target.url, policy: policy) { staged in
      try LocalInstallFileSystem().move(partial.url, to: staged)
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
