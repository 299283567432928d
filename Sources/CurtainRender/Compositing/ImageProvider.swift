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

  /// The frame of video `name` at `time` seconds and whether every pixel of it is opaque, when
  /// the provider knows (a stream without alpha, or a frame scanned once when decoded); `nil`
  /// there: the compositor scans the frame it draws.
  func frameAndOpacity(ofVideo name: String, at time: Double) throws
    -> (frame: RGBAImage, isOpaque: Bool?)?

  /// A name for the stored frame video `name` shows at `time`: the same at every time showing
  /// that frame, and no other frame's among the providers sharing a `PreparedImageCache`; `nil`
  /// when the provider keeps no such frames. A named frame is prepared once (read, its opacity
  /// known, its reductions made) and kept in the compositor's cache like an image.
  func frameIdentity(ofVideo name: String, at time: Double) -> String?

  /// The pixel size of every frame of video `name` with an identity, when the provider knows it
  /// without reading a frame: a level the compositor keeps is then drawn without reading the
  /// frame it was made from.
  func frameSize(ofVideo name: String) -> (width: Int, height: Int)?
}

extension VideoFrameProvider {
  /// The frame, its opacity unknown.
  public func frameAndOpacity(ofVideo name: String, at time: Double) throws
    -> (frame: RGBAImage, isOpaque: Bool?)?
  {
    try frame(ofVideo: name, at: time).map { ($0, nil) }
  }

  /// No identity: each frame drawn is prepared anew.
  public func frameIdentity(ofVideo name: String, at time: Double) -> String? { nil }

  /// Not known: the compositor reads the frame to learn its size.
  public func frameSize(ofVideo name: String) -> (width: Int, height: Int)? { nil }
}

/// Images read from files relative to a base directory (PNG or JPEG), decoded once and kept;
/// an image larger than the run can show is reduced once, when decoded.
public final class FileImageProvider: ImageProvider, @unchecked Sendable {
  /// The directory names are resolved against.
  public let baseDirectory: URL
  /// The longest side, in pixels, an image is kept at (see ``init(baseDirectory:maximumPixelCount:largestSide:)``).
  public let largestSide: Int
  private let maximumPixelCount: Int
  private let lock = NSLock()
  private var decoded: [String: RGBAImage] = [:]

  /// Creates a provider reading from `baseDirectory`.
  ///
  /// - Parameters:
  ///   - baseDirectory: Where relative names are looked up (absolute names are used as they are).
  ///   - maximumPixelCount: Larger images are refused (see `ImageCodec`).
  ///   - largestSide: An image with a longer side is halved (area-averaged, in one pass) as
  ///     many times as it takes to fit, once, when decoded: the same picture the compositor's
  ///     mipmap levels would draw, without every frame and launch paying for the full-size
  ///     original (a 64-megapixel logo is 256 MB of pixels).
  public init(
    baseDirectory: URL, maximumPixelCount: Int = ImageCodec.defaultMaximumPixelCount,
    largestSide: Int = .max
  ) {
    self.baseDirectory = baseDirectory
    self.maximumPixelCount = maximumPixelCount
    self.largestSide = max(1, largestSide)
  }

  /// The decoded image at `name` (relative to the base directory), from the cache when read
  /// before.
  public func image(named name: String) throws -> RGBAImage {
    if let cached = lock.withLock({ decoded[name] }) { return cached }
    let url =
      name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : baseDirectory.appendingPathComponent(name)
    let image = Self.fitted(
      try ImageCodec.read(contentsOf: url, maximumPixelCount: maximumPixelCount),
      largestSide: largestSide)
    lock.withLock { decoded[name] = image }
    return image
  }

  /// `image` halved until its longer side is at most `largestSide` (never below 1 pixel).
  static func fitted(_ image: RGBAImage, largestSide: Int) -> RGBAImage {
    var halvings = 0
    while max(image.width, image.height) >> halvings > largestSide { halvings += 1 }
    guard halvings > 0 else { return image }
    return image.resized(
      width: max(1, image.width >> halvings), height: max(1, image.height >> halvings))
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
