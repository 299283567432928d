import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0...1.
///
/// Written in configs as `#RRGGBB` or `#RRGGBBAA`, as Xcode's colour sets store 8-bit sRGB.
public struct RGBAColor: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Alpha, 0...1.
  public var alpha: Double

  /// Creates a colour from components in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      return nil
    }
    let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
    self.init(
      red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
      blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
  }

  /// The 8-bit components, rounded: `(red, green, blue, alpha)`.
  public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case hex.
  public var hexString: String {
    let (r, g, b, a) = bytes
    let rgb = String(format: "#%02X%02X%02X", r, g, b)
    return a == 255 ? rgb : rgb + String(format: "%02X", a)
  }
}

extension RGBAColor: Codable {
  /// Decodes from a hex string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = RGBAColor(hex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a colour: use #RRGGBB or #RRGGBBAA")
    }
    self = color
  }

  /// Encodes as a hex string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }
}
