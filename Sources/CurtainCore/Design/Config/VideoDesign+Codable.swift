extension VideoDesign: ConfigDecodable {
  static var expectation: String { "a mapping {file, poster, when, skippable, maxDuration}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case file, poster, when, skippable, maxDuration
  }

  /// Decodes `{file, poster, when, skippable, maxDuration}`; `file` is required.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "video")
    self.init(
      file: try mapping.decode(String.self, forKey: .file, placeholder: ""),
      poster: try mapping.decodeIfPresent(String.self, forKey: .poster),
      when: try mapping.decodeIfPresent(VideoSchedule.self, forKey: .when, named: "a schedule")
        ?? Self.defaultSchedule,
      skippable: try mapping.decodeIfPresent(Bool.self, forKey: .skippable)
        ?? Self.defaultSkippable,
      maxDuration: try mapping.decodeIfPresent(Double.self, forKey: .maxDuration)
        ?? Self.defaultMaxDuration)
  }

  /// Encodes the video, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encodeIfPresent(poster, forKey: .poster)
    if when != Self.defaultSchedule { try container.encode(when, forKey: .when) }
    if skippable != Self.defaultSkippable { try container.encode(skippable, forKey: .skippable) }
    if maxDuration != Self.defaultMaxDuration {
      try container.encode(maxDuration, forKey: .maxDuration)
    }
  }
}
