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

  /// Opens a sink for frames of `width` x `height` pixels at `framesPerSecond`.
  func makeSink(width: Int, height: Int, framesPerSecond: Int) throws -> any AnimationWriter {
    switch self {
    case .animation(let url, let format):
      try format.makeWriter(
        url: url, width: width, height: height, framesPerSecond: framesPerSecond)
    case .frames(let url):
      try FrameFolderWriter(folder: url)
    }
  }
}

/// Writes numbered PNG frames into a hidden folder beside `folder`, renamed into place (over
/// any older one) by `finish()`, so a failed run never leaves half the frames; a killed run's
/// folder is removed by the next run (``TemporaryFiles``).
final class FrameFolderWriter: AnimationWriter {
  private let folder: URL
  private let partial: URL
  private var index = 0

  init(folder: URL) throws {
    self.folder = folder
    partial = TemporaryFiles.temporaryURL(beside: folder, kind: .folder)
    do {
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
    } catch {
      throw AnimationWriterError.cannotWrite(
        file: folder.path, reason: error.localizedDescription)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: partial)
  }

  func append(_ frame: RGBAImage) throws {
    let name = "frame-" + String(index).leftPadded(to: 5) + ".png"
    try ImageCodec.encodePNG(frame, name: name, fast: true)
      .write(to: partial.appendingPathComponent(name))
    index += 1
  }

  func finish() throws {
    let manager = FileManager.default
    do {
      if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
      try manager.moveItem(at: partial, to: folder)
    } catch {
      throw AnimationWriterError.cannotWrite(
        file: folder.path, reason: error.localizedDescription)
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
