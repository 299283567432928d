extension BrandingDesign: ConfigDecodable {
  static var expectation: String { "a mapping {image, size, bottomMargin}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case image, size, bottomMargin
  }

  /// Decodes `{image, size, bottomMargin}`; `image` and `size` are required.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "branding")
    self.init(
      image: try mapping.decode(
        AppearanceImage.self, forKey: .image, placeholder: AppearanceImage(light: "")),
      size: try mapping.decode(SizeValue.self, forKey: .size, placeholder: SizeValue(size: .zero))
        .size,
      bottomMargin: try mapping.decodeIfPresent(Double.self, forKey: .bottomMargin)
        ?? Self.defaultBottomMargin)
  }

  /// Encodes the branding, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(image, forKey: .image)
    try container.encode(size, forKey: .size)
    if bottomMargin != Self.defaultBottomMargin {
      try container.encode(bottomMargin, forKey: .bottomMargin)
    }
  }
}
