extension AppearanceColor: ConfigDecodable {
  static var expectation: String { "a colour (#RRGGBB or #RRGGBBAA) or a mapping {light, dark}" }

  /// The message for a missing colour: in YAML an unquoted `#RRGGBB` is a comment, so the key
  /// reads as empty.
  static let missingMessage =
    "is required (in YAML quote colours, as \"#1DA1F2\": an unquoted # starts a comment)"

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case light, dark
  }

  /// Decodes one colour string for both appearances, or `{light, dark}` (`dark` defaults to
  /// `light`).
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      let reporter = ConfigIssueReporter(decoder)
      guard let color = RGBAColor(hex: text) else {
        try reporter.report(
          DesignIssue(
            at: DesignKeyPath(codingPath: decoder.codingPath),
            "'\(text)' is not a colour: use #RRGGBB or #RRGGBBAA"))
        self.init(light: .black)
        return
      }
      self.init(light: color)
      return
    }
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "a colour")
    self.init(
      light: try mapping.decode(
        RGBAColor.self, forKey: .light, placeholder: .black, missing: Self.missingMessage),
      dark: try mapping.decodeIfPresent(RGBAColor.self, forKey: .dark))
  }

  /// Encodes one colour string when both appearances match, otherwise `{light, dark}`.
  public func encode(to encoder: any Encoder) throws {
    if light == dark {
      var container = encoder.singleValueContainer()
      try container.encode(light)
    } else {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(light, forKey: .light)
      try container.encode(dark, forKey: .dark)
    }
  }
}
