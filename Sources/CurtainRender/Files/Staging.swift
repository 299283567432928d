import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// An output written first under a temporary name beside its destination (same folder, so the
/// final rename is atomic), then moved into place whole: a failure removes the staged item, and
/// a kill leaves it under a ``TemporaryFiles`` name the next run removes, so the destination is
/// never half-written. Every Curtain output is staged with it (a PNG, an animation, a folder of
/// frames, a timings export).
public struct Staging: Sendable {
  /// Where the item goes once complete.
  public let destination: URL
  /// Where it is written meanwhile.
  public let url: URL

  /// A fresh staging path beside `destination`, for a file or a folder, after removing what
  /// killed runs left for the same output.
  public init(beside destination: URL, kind: TemporaryFiles.Kind = .file) {
    self.destination = destination
    url = TemporaryFiles.temporaryURL(beside: destination, kind: kind)
  }

  /// Renames the staged item over the destination (replacing a file there); on failure removes
  /// it and throws the system's reason.
  public func moveIntoPlace() throws {
    if rename(url.path, destination.path) != 0 {
      let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      discard()
      throw error
    }
  }

  /// The system's reason for `error` ("No space left on device"): a failed move's
  /// `POSIXError` by its `strerror` text, any other error by its description.
  public static func reason(_ error: any Error) -> String {
    (error as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
      ?? error.localizedDescription
  }

  /// Removes the staged item, if any.
  public func discard() {
    try? FileManager.default.removeItem(at: url)
  }
}
