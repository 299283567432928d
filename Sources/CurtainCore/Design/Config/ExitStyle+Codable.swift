extension ExitStyle: ConfigDecodable {
  static var expectation: String {
    "a mapping {" + CodingKeys.allCases.map(\.stringValue).joined(separator: ", ") + "}"
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case shrinkScale, shrinkTime, overlay, overlayFadeStart, overlayFadeEnd, zoomScale
    case heartbeatPeriod, heartbeatScales, heartbeatKeyTimes
  }

  /// Decodes `exit.style`; every key has a default.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "exit.style")
    self.init(
      revealShrinkScale: try mapping.decodeIfPresent(Double.self, forKey: .shrinkScale)
        ?? Self.defaultRevealShrinkScale,
      revealShrinkTime: try mapping.decodeIfPresent(Double.self, forKey: .shrinkTime)
        ?? Self.defaultRevealShrinkTime,
      revealOverlay: try mapping.decodeIfPresent(RevealOverlay.self, forKey: .overlay)
        ?? Self.defaultRevealOverlay,
      revealOverlayFadeStart: try mapping.decodeIfPresent(Double.self, forKey: .overlayFadeStart),
      revealOverlayFadeEnd: try mapping.decodeIfPresent(Double.self, forKey: .overlayFadeEnd),
      zoomScale: try mapping.decodeIfPresent(Double.self, forKey: .zoomScale)
        ?? Self.defaultZoomScale,
      heartbeatPeriod: try mapping.decodeIfPresent(Double.self, forKey: .heartbeatPeriod)
        ?? Self.defaultHeartbeatPeriod,
      heartbeatScales: try mapping.decodeIfPresent([Double].self, forKey: .heartbeatScales)
        ?? Self.defaultHeartbeatScales,
      heartbeatKeyTimes: try mapping.decodeIfPresent([Double].self, forKey: .heartbeatKeyTimes)
        ?? Self.defaultHeartbeatKeyTimes)
  }

  /// Encodes the style, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if revealShrinkScale != Self.defaultRevealShrinkScale {
      try container.encode(revealShrinkScale, forKey: .shrinkScale)
    }
    if revealShrinkTime != Self.defaultRevealShrinkTime {
      try container.encode(revealShrinkTime, forKey: .shrinkTime)
    }
    if revealOverlay != Self.defaultRevealOverlay {
      try container.encode(revealOverlay, forKey: .overlay)
    }
    try container.encodeIfPresent(revealOverlayFadeStart, forKey: .overlayFadeStart)
    try container.encodeIfPresent(revealOverlayFadeEnd, forKey: .overlayFadeEnd)
    if zoomScale != Self.defaultZoomScale { try container.encode(zoomScale, forKey: .zoomScale) }
    if heartbeatPeriod != Self.defaultHeartbeatPeriod {
      try container.encode(heartbeatPeriod, forKey: .heartbeatPeriod)
    }
    if heartbeatScales != Self.defaultHeartbeatScales {
      try container.encode(heartbeatScales, forKey: .heartbeatScales)
    }
    if heartbeatKeyTimes != Self.defaultHeartbeatKeyTimes {
      try container.encode(heartbeatKeyTimes, forKey: .heartbeatKeyTimes)
    }
  }
}

extension RevealOverlay: ConfigDecodable {
  static var expectation: String { "logo, none, or a colour (#RRGGBB or #RRGGBBAA)" }

  /// Decodes `logo`, `none` or a colour string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    switch text {
    case "logo": self = .logo
    case "none": self = .none
    default:
      guard let color = RGBAColor(hex: text) else {
        try ConfigIssueReporter(decoder).report(
          DesignIssue(
            at: DesignKeyPath(codingPath: decoder.codingPath),
            "'\(text)' is not a reveal overlay: use logo, none, or a colour (#RRGGBB or #RRGGBBAA)"
          ))
        self = ExitStyle.defaultRevealOverlay
        return
      }
      self = .color(color)
    }
  }

  /// Encodes `logo`, `none` or the colour's hex string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .logo: try container.encode("logo")
    case .none: try container.encode("none")
    case .color(let color): try container.encode(color)
    }
  }
}
