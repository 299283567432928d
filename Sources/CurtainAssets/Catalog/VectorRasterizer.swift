import CurtainRender
import Foundation

/// Rasterises the PDF and SVG files of vector image sets with the command-line tools of two
/// well-kept libraries: `pdftocairo` (poppler with cairo, Debian `poppler-utils`) and
/// `rsvg-convert` (librsvg, Debian `librsvg2-bin`); on macOS from Homebrew (`poppler`,
/// `librsvg`).
///
/// Why their commands rather than linking the libraries: like `ffmpeg` for video, the tools are
/// needed only by the commands that draw an app's own launch screen, so an app that adds the
/// Curtain package never links GLib, cairo or poppler, and a machine without them still builds
/// everything (the error names the package to install).
public enum VectorRasterizer {
  /// The vector formats an image set can hold, by file extension.
  public enum Format: String, Sendable, CaseIterable {
    /// A PDF (its first page; its MediaBox is the image's size in points).
    case pdf
    /// An SVG (its `width`/`height`, or its `viewBox`, is the size in points).
    case svg

    /// The format of a file name, nil for a bitmap.
    public init?(fileName: String) {
      self.init(rawValue: (fileName as NSString).pathExtension.lowercased())
    }

    /// The command that draws it and the Debian package that has the command.
    var tool: (command: String, package: String) {
      switch self {
      case .pdf: ("pdftocairo", "poppler-utils")
      case .svg: ("rsvg-convert", "librsvg2-bin")
      }
    }
  }

  /// How big to draw: the file's own point size times a scale, or an exact pixel size (a vector
  /// set that preserves its vector data, drawn at the size its view shows it).
  public enum Target: Hashable, Sendable {
    /// The natural size times `scale` pixels per point.
    case scale(Double)
    /// Exactly `width` x `height` pixels (stretched as the view stretches it).
    case pixels(width: Int, height: Int)
  }

  /// Draws `file` as an RGBA image.
  ///
  /// - Throws: `AssetCatalogError` naming the file when the tool is missing, fails or draws
  ///   nothing.
  public static func rasterize(_ file: URL, format: Format, target: Target) throws -> RGBAImage {
    #if os(macOS) || os(Linux)
      let (command, package) = format.tool
      guard let executable = locate(command) else {
        throw AssetCatalogError(
          file: file.path,
          reason: "drawing a \(format.rawValue.uppercased()) image needs `\(command)` "
            + "(Debian/Ubuntu: apt-get install \(package); macOS: brew install "
            + (format == .pdf ? "poppler" : "librsvg") + ")")
      }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "curtain-vector-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("image.png")
      var arguments: [String]
      switch (format, target) {
      case (.pdf, .scale(let scale)):
        // 72 dpi is one pixel per PDF point.
        arguments = ["-r", number(72 * scale)]
      case (.pdf, .pixels(let width, let height)):
        arguments = ["-scale-to-x", "\(width)", "-scale-to-y", "\(height)"]
      case (.svg, .scale(let scale)):
        arguments = ["-z", number(scale)]
      case (.svg, .pixels(let width, let height)):
        arguments = ["-w", "\(width)", "-h", "\(height)"]
      }
      switch format {
      case .pdf:
        arguments =
          ["-png", "-singlefile", "-transp", "-f", "1", "-l", "1"] + arguments
          + [file.path, output.deletingPathExtension().path]
      case .svg:
        // Transparent where the drawing is not: rsvg-convert's default.
        arguments = ["-f", "png"] + arguments + ["-o", output.path, file.path]
      }
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let message = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0,
        let data = FileManager.default.contents(atPath: output.path)
      else {
        let said = String(decoding: message, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        throw AssetCatalogError(
          file: file.path,
          reason: "\(command) could not draw it"
            + (said.isEmpty
              ? "" : ": " + said.split(separator: "\n").prefix(2).joined(separator: " ")))
      }
      do {
        return try ImageCodec.decode(data, name: file.path)
      } catch {
        throw AssetCatalogError(file: file.path, reason: "\(command) drew no image: \(error)")
      }
    #else
      throw AssetCatalogError(
        file: file.path, reason: "vector images are drawn only on macOS and Linux")
    #endif
  }

  /// The first executable `command` on `PATH`.
  static func locate(
    _ command: String, path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> URL? {
    for directory in (path ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(command)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  private static func number(_ value: Double) -> String {
    String(format: "%.4f", value)
  }
}
