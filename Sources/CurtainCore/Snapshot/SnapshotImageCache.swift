import Foundation

/// The looked-up snapshot's picture, decoded once: when to decode it, what to keep and when to
/// drop it.
///
/// The snapshot is decoded at its own scale when it is held (the first frame shows it); every
/// redraw after that (a rotation, the exit's first commit) reuses the decoded picture instead of
/// decoding the bytes again on the main thread, and a picture that failed to decode is not
/// tried again. Holding the same snapshot again keeps what was decoded; another snapshot
/// (another key or another save) is decoded once more; ``drop()`` (the splash is gone) forgets
/// the picture and serves nothing after. The decoder is injected: the device decodes a `UIImage`, a test counts
/// the calls.
public struct SnapshotImageCache<Image> {
  /// A decode's outcome at one scale: a failure is kept too, so it is not tried again.
  private enum Decoded {
    case image(Image)
    case failed
  }

  private let decode: (Data, Double) -> Image?
  private var snapshot: Snapshot?
  private var decoded: [Double: Decoded] = [:]

  /// Creates an empty cache that decodes with `decode` (the bytes and the scale to display them
  /// at; `nil` when the bytes are not an image).
  public init(decode: @escaping (Data, Double) -> Image?) {
    self.decode = decode
  }

  /// Holds `snapshot` (`nil`: none was found), decoded at its own scale now. The same snapshot
  /// held again keeps its picture.
  public mutating func hold(_ snapshot: Snapshot?) {
    guard snapshot != self.snapshot else { return }
    self.snapshot = snapshot
    decoded = [:]
    if let snapshot { _ = image(named: snapshot.identifier, scale: snapshot.key.scale) }
  }

  /// The held snapshot's picture for the image named `name` at `scale`, decoded the first time
  /// only; `nil` when `name` is not the held snapshot or its bytes are not an image.
  public mutating func image(named name: String, scale: Double) -> Image? {
    guard let snapshot, snapshot.identifier == name else { return nil }
    switch decoded[scale] {
    case .image(let image): return image
    case .failed: return nil
    case nil:
      let image = decode(snapshot.imageData, scale)
      decoded[scale] = image.map(Decoded.image) ?? .failed
      return image
    }
  }

  /// Forgets the snapshot and its picture: the splash that showed it is gone.
  public mutating func drop() {
    snapshot = nil
    decoded = [:]
  }
}
