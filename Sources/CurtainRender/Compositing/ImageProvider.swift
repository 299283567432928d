import Foundation

/// Resolves an `ImageSource` name to pixels for the compositor.
public protocol ImageProvider: Sendable {
  /// The image called `name`, premultiplied.
  ///
  /// - Throws: an error naming the image when it is missing or cannot be decoded.
  func image(named name: String) throws -> RGBAImage
}

/// Supplies the frame of a video shown at a given time.
public protocol VideoFrameProvider: Sendable {
  /// The frame of video `name` at `time` seconds, or `nil` when no frame is ready yet (the
  /// layer then draws nothing, and whatever is behind it, such as a placeholder, shows).
  func frame(ofVideo name: String, at time: Double) throws -> RGBAImage?
}

/// Images read from files relative to a base directory (PNG or JPEG), decoded once and kept.
public final class FileImageProvider: ImageProvider, @unchecked Sendable {
  /// The directory names are resolved against.
  public let baseDirectory: URL
  private let maximumPixelCount: Int
  private let lock = NSLock()
  private var decoded: [String: RGBAImage] = [:]

  /// Creates a provider reading from `baseDirectory`.
  ///
  /// - Parameters:
  ///   - baseDirectory: Where relative names are looked up (absolute names are used as they are).
  ///   - maximumPixelCount: Larger images are refused (see `ImageCodec`).
  public init(
    baseDirectory: URL, maximumPixelCount: Int = ImageCodec.defaultMaximumPixelCount
  ) {
    self.baseDirectory = baseDirectory
    self.maximumPixelCount = maximumPixelCount
  }

  /// The decoded image at `name` (relative to the base directory), from the cache when read
  /// before.
  public func image(named name: String) throws -> RGBAImage {
    if let cached = lock.withLock({ decoded[name] }) { return cached }
    let url =
      name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : baseDirectory.appendingPathComponent(name)
    let image = try ImageCodec.read(contentsOf: url, maximumPixelCount: maximumPixelCount)
    lock.withLock { decoded[name] = image }
    return image
  }
}

/// Images held in memory by name, for tests and generated stand-ins.
public struct InMemoryImageProvider: ImageProvider {
  /// The images by name.
  public var images: [String: RGBAImage]

  /// Creates a provider over `images`.
  public init(_ images: [String: RGBAImage]) {
    self.images = images
  }

  /// The image called `name`.
  public func image(named name: String) throws -> RGBAImage {
    guard let image = images[name] else {
      throw ImageCodecError(file: name, reason: "no such image")
    }
    return image
  }
}
