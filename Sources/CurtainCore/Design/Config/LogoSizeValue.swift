/// `logo.size` read strictly from the config: one size for every screen (`{width, height}`, or
/// a number for a square), or one per idiom (`{phone: SIZE, pad: SIZE}`, both required), where
/// `pad` is the size on a screen regular in both size classes.
struct LogoSizeValue: ConfigDecodable {
  static var expectation: String {
    "a size ({width, height} or a number of points for a square) or {phone: SIZE, pad: SIZE}"
  }

  /// The size on a phone (and everywhere without `pad`).
  var size: Size
  /// The size on an iPad, when given.
  var pad: Size?

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case phone, pad
  }

  init(size: Size, pad: Size? = nil) {
    self.size = size
    self.pad = pad
  }

  /// A mapping with `phone` or `pad` is the per-idiom form (its other keys are reported as
  /// unknown); anything else is one size, read as `branding.size` is.
  init(from decoder: any Decoder) throws {
    let keys = (try? decoder.container(keyedBy: ConfigKey.self).allKeys.map(\.stringValue)) ?? []
    guard keys.contains(where: { CodingKeys(stringValue: $0) != nil }) else {
      size = try SquareOrSize(from: decoder).size
      return
    }
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "logo.size per idiom")
    let placeholder = SquareOrSize(size: .zero)
    size = try mapping.decode(SquareOrSize.self, forKey: .phone, placeholder: placeholder).size
    pad = try mapping.decode(SquareOrSize.self, forKey: .pad, placeholder: placeholder).size
  }
}

/// A size given as `{width, height}` or as a number of points for a square.
struct SquareOrSize: ConfigDecodable {
  static var expectation: String { "a number of points or a mapping {width, height}" }

  /// The decoded size.
  var size: Size

  init(size: Size) {
    self.size = size
  }

  init(from decoder: any Decoder) throws {
    if let side = try? decoder.singleValueContainer().decode(Double.self) {
      size = Size(width: side, height: side)
    } else {
      size = try SizeValue(from: decoder).size
    }
  }
}
