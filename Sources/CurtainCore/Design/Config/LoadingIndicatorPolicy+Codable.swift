extension LoadingIndicatorPolicy: Codable, ConfigDecodable {
  static var expectation: String {
    "a mapping {graceTime, minimumShowTime, shortWaitThreshold, messages, readingTime}"
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case graceTime, minimumShowTime, shortWaitThreshold, messages, readingTime
  }

  /// Decodes `loadingIndicator: {graceTime, minimumShowTime, shortWaitThreshold, messages,
  /// readingTime}`; every key is optional (`{}` is the default policy, a plain spinner).
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "loadingIndicator")
    self.init(
      graceTime: try mapping.decodeIfPresent(Double.self, forKey: .graceTime)
        ?? Self.defaultGraceTime,
      minimumShowTime: try mapping.decodeIfPresent(Double.self, forKey: .minimumShowTime)
        ?? Self.defaultMinimumShowTime,
      shortWaitThreshold: try mapping.decodeIfPresent(Double.self, forKey: .shortWaitThreshold)
        ?? Self.defaultShortWaitThreshold,
      messages: try mapping.decodeIfPresent([String].self, forKey: .messages) ?? [],
      readingTime: try mapping.decodeIfPresent(ReadingTime.self, forKey: .readingTime)
        ?? ReadingTime())
  }

  /// Encodes the policy, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if graceTime != Self.defaultGraceTime { try container.encode(graceTime, forKey: .graceTime) }
    if minimumShowTime != Self.defaultMinimumShowTime {
      try container.encode(minimumShowTime, forKey: .minimumShowTime)
    }
    if shortWaitThreshold != Self.defaultShortWaitThreshold {
      try container.encode(shortWaitThreshold, forKey: .shortWaitThreshold)
    }
    if !messages.isEmpty { try container.encode(messages, forKey: .messages) }
    if readingTime != ReadingTime() { try container.encode(readingTime, forKey: .readingTime) }
  }
}

extension ReadingTime: Codable, ConfigDecodable {
  static var expectation: String { "a mapping {baseSeconds, secondsPerWord}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case baseSeconds, secondsPerWord
  }

  /// Decodes `readingTime: {baseSeconds, secondsPerWord}`; both optional.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "readingTime")
    self.init(
      secondsPerWord: try mapping.decodeIfPresent(Double.self, forKey: .secondsPerWord)
        ?? Self.defaultSecondsPerWord,
      baseSeconds: try mapping.decodeIfPresent(Double.self, forKey: .baseSeconds)
        ?? Self.defaultBaseSeconds)
  }

  /// Encodes the rule, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if baseSeconds != Self.defaultBaseSeconds {
      try container.encode(baseSeconds, forKey: .baseSeconds)
    }
    if secondsPerWord != Self.defaultSecondsPerWord {
      try container.encode(secondsPerWord, forKey: .secondsPerWord)
    }
  }
}
