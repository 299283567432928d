import Foundation

/// A colour space an asset catalog's colour set can name (`"color-space"` in a `.colorset`'s
/// `Contents.json`), with the conversion of its components to the sRGB the renderer draws.
///
/// The names are those Xcode writes: `srgb`, `display-p3`, `extended-srgb`,
/// `extended-linear-srgb`, `gray-gamma-22` and `extended-gray`. Extended spaces allow
/// components outside 0...1; what falls outside sRGB is clamped, as an sRGB display shows it.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable {
  /// sRGB, components 0...1 with the sRGB transfer curve.
  case sRGB = "srgb"
  /// Display P3: P3 primaries, D65 white, the sRGB transfer curve.
  case displayP3 = "display-p3"
  /// sRGB whose components may leave 0...1 (`kCGColorSpaceExtendedSRGB`).
  case extendedSRGB = "extended-srgb"
  /// Linear-light sRGB primaries, components may leave 0...1
  /// (`kCGColorSpaceExtendedLinearSRGB`).
  case extendedLinearSRGB = "extended-linear-srgb"
  /// One grey component with a 2.2 gamma (`kCGColorSpaceGenericGrayGamma2_2`).
  case grayGamma22 = "gray-gamma-22"
  /// Grey with a 2.2 gamma whose component may leave 0...1 (`kCGColorSpaceExtendedGray`).
  case extendedGray = "extended-gray"

  /// Whether the space has one grey component (`white`) rather than red, green and blue.
  public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

  /// The colour in sRGB of `components` in this space: red, green, blue (or one grey value
  /// repeated for the grey spaces), alpha untouched; the result is clamped to 0...1.
  public func sRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBAColor {
    let converted: (Double, Double, Double)
    switch self {
    case .sRGB, .extendedSRGB:
      converted = (red, green, blue)
    case .extendedLinearSRGB:
      converted = (Self.encode(red), Self.encode(green), Self.encode(blue))
    case .displayP3:
      // Decode the curve, P3 -> sRGB in linear light (both D65), encode again.
      let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
      let m = Self.displayP3ToSRGB
      converted = (
        Self.encode(m[0] * r + m[1] * g + m[2] * b),
        Self.encode(m[3] * r + m[4] * g + m[5] * b),
        Self.encode(m[6] * r + m[7] * g + m[8] * b)
      )
    case .grayGamma22, .extendedGray:
      // A 2.2-gamma grey to linear light, then the sRGB curve (mid greys differ slightly).
      let linear = red < 0 ? -pow(-red, 2.2) : pow(red, 2.2)
      let encoded = Self.encode(linear)
      converted = (encoded, encoded, encoded)
    }
    func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
    return RGBAColor(
      red: clamp(converted.0), green: clamp(converted.1), blue: clamp(converted.2),
      alpha: clamp(alpha))
  }

  /// Linear-light Display P3 to linear-light sRGB, row-major: the matrix CSS Color 4 gives
  /// (https://www.w3.org/TR/css-color-4/#color-conversion-code, `lin_P3_to_XYZ` followed by
  /// `XYZ_to_lin_sRGB`), both spaces with the D65 white point.
  static let displayP3ToSRGB: [Double] = [
    1.2249401762805598, -0.22494017628055996, 0,
    -0.042056954709688163, 1.0420569547096881, 0,
    -0.019637554590334432, -0.078636045550631889, 1.0982736001409663,
  ]

  /// The sRGB transfer curve's inverse (IEC 61966-2-1), mirrored for negative values.
  static func decode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// The sRGB transfer curve (IEC 61966-2-1), mirrored for negative values.
  static func encode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }
}

extension ColorSpace {
  /// The space of an Interface Builder colour (`colorSpace="custom" customColorSpace="sRGB"`,
  /// `displayP3`, `genericGamma22GrayColorSpace`, `calibratedWhite`, `deviceRGB`...), as the
  /// launch-screen model keeps its name. `calibratedRGB` (Generic RGB) and the device spaces are
  /// taken as sRGB: close for the colours launch screens use, not exact.
  public init(interfaceBuilderName name: String) {
    switch name {
    case "displayP3": self = .displayP3
    case "genericGamma22GrayColorSpace", "calibratedWhite": self = .grayGamma22
    case "extendedSRGB": self = .extendedSRGB
    case "extendedLinearSRGB", "linearSRGB": self = .extendedLinearSRGB
    case "extendedGray": self = .extendedGray
    default: self = .sRGB
    }
  }
}
