extension LogoDesign: ConfigDecodable {
  static var expectation: String { "a mapping {image, size, offset, contentMode}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case image, size, offset, contentMode
  }

  /// Decodes `{image, size, offset, contentMode}`; `image` and `size` are required.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "logo")
    self.init(
      image: try mapping.decode(
        AppearanceImage.self, forKey: .image, placeholder: AppearanceImage(light: "")),
      size: try mapping.decode(SizeValue.self, forKey: .size, placeholder: SizeValue(size: .zero))
        .size,
      offset: try mapping.decodeIfPresent(PointValue.self, forKey: .offset)?.point ?? .zero,
      contentMode: try mapping.decodeIfPresent(
        ContentMode.self, forKey: .contentMode, named: "a content mode")
        ?? Self.defaultContentMode)
  }

  /// Encodes the logo, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(image, forKey: .image)
    try container.encode(size, forKey: .size)
    if offset != .zero { try container.encode(offset, forKey: .offset) }
    if contentMode != Self.defaultContentMode {
      try container.encode(contentMode, forKey: .contentMode)
    }
  }
}
