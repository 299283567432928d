extension LogoDesign: ConfigDecodable {
  static var expectation: String { "a mapping {image, size, offset, contentMode, padImage}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case image, size, offset, contentMode, padImage
  }

  private enum SizeKeys: String, CodingKey {
    case phone, pad
  }

  /// Decodes `{image, size, offset, contentMode, padImage}`; `image` and `size` are required;
  /// `size` may be `{phone: SIZE, pad: SIZE}`.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "logo")
    let size = try mapping.decode(
      LogoSizeValue.self, forKey: .size, placeholder: LogoSizeValue(size: .zero))
    self.init(
      image: try mapping.decode(
        AppearanceImage.self, forKey: .image, placeholder: AppearanceImage(light: "")),
      size: size.size,
      offset: try mapping.decodeIfPresent(PointValue.self, forKey: .offset)?.point ?? .zero,
      contentMode: try mapping.decodeIfPresent(
        ContentMode.self, forKey: .contentMode, named: "a content mode")
        ?? Self.defaultContentMode,
      padSize: size.pad,
      padImage: try mapping.decodeIfPresent(AppearanceImage.self, forKey: .padImage))
  }

  /// Encodes the logo, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(image, forKey: .image)
    if let padSize {
      var sizes = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
      try sizes.encode(size, forKey: .phone)
      try sizes.encode(padSize, forKey: .pad)
    } else {
      try container.encode(size, forKey: .size)
    }
    try container.encodeIfPresent(padImage, forKey: .padImage)
    if offset != .zero { try container.encode(offset, forKey: .offset) }
    if contentMode != Self.defaultContentMode {
      try container.encode(contentMode, forKey: .contentMode)
    }
  }
}
