extension AppearanceImage: ConfigDecodable {
  static var expectation: String { "an image path or a mapping {light, dark}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case light, dark
  }

  /// Decodes one path for both appearances, or `{light, dark}` (`dark` is optional).
  public init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(String.self) {
      self.init(light: path)
      return
    }
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "an image")
    self.init(
      light: try mapping.decode(String.self, forKey: .light, placeholder: ""),
      dark: try mapping.decodeIfPresent(String.self, forKey: .dark))
  }

  /// Encodes a single path when there is no dark variant, otherwise `{light, dark}`.
  public func encode(to encoder: any Encoder) throws {
    if let dark {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(light, forKey: .light)
      try container.encode(dark, forKey: .dark)
    } else {
      var container = encoder.singleValueContainer()
      try container.encode(light)
    }
  }
}
