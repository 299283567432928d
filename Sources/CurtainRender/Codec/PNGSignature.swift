import Foundation

/// The eight bytes every PNG file starts with (PNG specification, section 5.2): the one place
/// Curtain tells a PNG from other bytes.
public enum PNGSignature {
  /// `89 50 4E 47 0D 0A 1A 0A`.
  public static let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

  /// Whether `data` starts with the signature.
  public static func starts<Bytes: Sequence>(_ data: Bytes) -> Bool where Bytes.Element == UInt8 {
    data.starts(with: bytes)
  }
}
