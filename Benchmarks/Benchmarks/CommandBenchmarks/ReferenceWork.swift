import BenchmarkSupport
import CurtainRender

/// A fixed piece of work to time beside each command, so its CPU time reads as a ratio that a
/// busy or slower machine does not change much: libpng (and zlib) compressing a 1179x2556
/// launch-like frame with a photo's grain (`SyntheticScreenshot`), about half a second here.
enum ReferenceWork {
  static let frame = SyntheticScreenshot.image(width: 1179, height: 2556)

  static func run() throws {
    _ = try ImageCodec.encodePNG(frame, name: "reference.png")
  }
}
