extension ExitDesign: ConfigDecodable {
  static var expectation: String { "a mapping {animation, duration, curve, reduceMotion, style}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case animation, duration, curve, reduceMotion, style
  }

  /// Decodes `{animation, duration, curve, reduceMotion, style}`; every key has a default.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "exit")
    self.init(
      animation: try mapping.decodeIfPresent(
        ExitAnimationName.self, forKey: .animation, named: "an exit animation")
        ?? Self.defaultAnimation,
      duration: try mapping.decodeIfPresent(Double.self, forKey: .duration)
        ?? Self.defaultDuration,
      curve: try mapping.decodeIfPresent(TimingCurve.self, forKey: .curve) ?? Self.defaultCurve,
      reduceMotion: try mapping.decodeIfPresent(
        ReducedMotionExit.self, forKey: .reduceMotion, named: "a Reduce Motion exit")
        ?? Self.defaultReduceMotion,
      style: try mapping.decodeIfPresent(ExitStyle.self, forKey: .style) ?? ExitStyle())
  }

  /// Encodes the exit, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if animation != Self.defaultAnimation { try container.encode(animation, forKey: .animation) }
    if duration != Self.defaultDuration { try container.encode(duration, forKey: .duration) }
    if curve != Self.defaultCurve { try container.encode(curve, forKey: .curve) }
    if reduceMotion != Self.defaultReduceMotion {
      try container.encode(reduceMotion, forKey: .reduceMotion)
    }
    if style != ExitStyle() { try container.encode(style, forKey: .style) }
  }
}
