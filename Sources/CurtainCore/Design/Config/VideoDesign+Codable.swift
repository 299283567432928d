extension VideoDesign: ConfigDecodable {
  static var expectation: String {
    "a mapping {file, poster, when, skippable, maxDuration, appearances, orientations, "
      + "variants, placement, size}"
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case file, poster, when, skippable, maxDuration, appearances, orientations, variants
    case placement, size
  }

  /// Decodes `{file, poster, when, skippable, maxDuration, appearances, orientations,
  /// variants, placement, size}`; `file` is required.
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
        ?? Self.defaultMaxDuration,
      appearances: try Self.cases(
        Appearance.self, forKey: .appearances, named: "an appearance", in: mapping),
      orientations: try Self.cases(
        Orientation.self, forKey: .orientations, named: "an orientation", in: mapping),
      variants: try mapping.decodeIfPresent([VideoVariant].self, forKey: .variants) ?? [],
      placement: try mapping.decodeIfPresent(
        VideoPlacement.self, forKey: .placement, named: "a placement") ?? .fill,
      size: try mapping.decodeIfPresent(SizeValue.self, forKey: .size)?.size)
  }

  /// A list of `T`'s cases at `key` (all of them when absent); a string that is not a case is
  /// reported with the valid ones.
  private static func cases<T: RawRepresentable & CaseIterable & Equatable>(
    _ type: T.Type, forKey key: CodingKeys, named name: String,
    in mapping: ConfigMapping<CodingKeys>
  ) throws -> [T] where T.RawValue == String {
    guard let texts = try mapping.decodeIfPresent([String].self, forKey: key) else {
      return Array(T.allCases)
    }
    var values: [T] = []
    for (index, text) in texts.enumerated() {
      let value = try ConfigMapping<CodingKeys>.value(
        T.self, from: text, named: name, at: mapping.path(key).appending(index: index),
        reporter: mapping.reporter)
      if let value { values.append(value) }
    }
    return values
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
    if appearances != Appearance.allCases {
      try container.encode(appearances, forKey: .appearances)
    }
    if orientations != Orientation.allCases {
      try container.encode(orientations, forKey: .orientations)
    }
    if !variants.isEmpty { try container.encode(variants, forKey: .variants) }
    if placement != .fill { try container.encode(placement, forKey: .placement) }
    try container.encodeIfPresent(size, forKey: .size)
  }
}

extension VideoVariant: ConfigDecodable {
  static var expectation: String {
    "a mapping {idiom, orientation, file, poster, placement, size}"
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case idiom, orientation, file, poster, placement, size
  }

  /// Decodes `{idiom, orientation, file, poster, placement, size}`; `file` is required.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "a video variant")
    self.init(
      idiom: try mapping.decodeIfPresent(ScreenIdiom.self, forKey: .idiom, named: "an idiom"),
      orientation: try mapping.decodeIfPresent(
        Orientation.self, forKey: .orientation, named: "an orientation"),
      file: try mapping.decode(String.self, forKey: .file, placeholder: ""),
      poster: try mapping.decodeIfPresent(String.self, forKey: .poster),
      placement: try mapping.decodeIfPresent(
        VideoPlacement.self, forKey: .placement, named: "a placement"),
      size: try mapping.decodeIfPresent(SizeValue.self, forKey: .size)?.size)
  }

  /// Encodes the variant, leaving out the values not given.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(idiom, forKey: .idiom)
    try container.encodeIfPresent(orientation, forKey: .orientation)
    try container.encode(file, forKey: .file)
    try container.encodeIfPresent(poster, forKey: .poster)
    try container.encodeIfPresent(placement, forKey: .placement)
    try container.encodeIfPresent(size, forKey: .size)
  }
}
