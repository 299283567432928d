/// The config's `background`: a colour (`"#RRGGBB"` or `{light, dark}`, as before), or a
/// mapping `{color, image, contentMode}` or `{color, gradient}` that puts a full-screen picture
/// in front of the colour.
///
/// Without `color`, the colour under an image is the system background (white in light, black
/// in dark: Xcode's launch-screen template) and the colour under a gradient is its middle.
struct BackgroundValue: ConfigDecodable {
  static var expectation: String {
    "a colour (#RRGGBB), a mapping {light, dark}, {color, image, contentMode} or "
      + "{color, gradient}"
  }

  /// The colour behind everything (the root view's background).
  var color: AppearanceColor
  /// The picture in front of it, when the config gives one.
  var image: BackgroundImage?

  /// The colour under an image when the config gives none: UIKit's `systemBackground`.
  static let imageDefaultColor = AppearanceColor(light: .white, dark: .black)

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case color, image, gradient, contentMode
  }

  init(color: AppearanceColor, image: BackgroundImage?) {
    self.color = color
    self.image = image
  }

  init(from decoder: any Decoder) throws {
    let keys = (try? decoder.container(keyedBy: ConfigKey.self).allKeys.map(\.stringValue)) ?? []
    let pictureKeys = CodingKeys.allCases.map(\.stringValue)
    guard keys.contains(where: pictureKeys.contains) else {
      self.init(color: try AppearanceColor(from: decoder), image: nil)
      return
    }
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "background")
    let color = try mapping.decodeIfPresent(AppearanceColor.self, forKey: .color)
    let file = try mapping.decodeIfPresent(AppearanceImage.self, forKey: .image)
    let gradient = try mapping.decodeIfPresent(BackgroundGradient.self, forKey: .gradient)
    let contentMode = try mapping.decodeIfPresent(
      ContentMode.self, forKey: .contentMode, named: "a content mode")
    var image: BackgroundImage?
    if let file, gradient != nil {
      try mapping.reporter.report(
        DesignIssue(at: mapping.path(.gradient), "give either image or gradient, not both"))
      image = BackgroundImage(source: .image(file))
    } else if let file {
      image = BackgroundImage(
        source: .image(file), contentMode: contentMode ?? BackgroundImage.defaultContentMode)
    } else if let gradient {
      if contentMode != nil {
        try mapping.reporter.report(
          DesignIssue(
            at: mapping.path(.contentMode),
            "a gradient always fills the screen; contentMode is for background.image"))
      }
      image = BackgroundImage(source: .gradient(gradient))
    } else if color == nil || contentMode != nil {
      try mapping.reporter.report(
        DesignIssue(
          at: mapping.path(.image),
          "is required with background.contentMode (or use gradient, or a colour alone)"))
    }
    let fallback =
      switch image?.source {
      case .gradient(let gradient):
        AppearanceColor(
          light: gradient.middleColor(for: .light), dark: gradient.middleColor(for: .dark))
      default: Self.imageDefaultColor
      }
    self.init(color: color ?? fallback, image: image)
  }
}

extension BackgroundValue: Encodable {
  /// Encodes the colour alone as before, or `{color, image, contentMode}` / `{color, gradient}`.
  func encode(to encoder: any Encoder) throws {
    guard let image else {
      try color.encode(to: encoder)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(color, forKey: .color)
    switch image.source {
    case .image(let file):
      try container.encode(file, forKey: .image)
      if image.contentMode != BackgroundImage.defaultContentMode {
        try container.encode(image.contentMode, forKey: .contentMode)
      }
    case .gradient(let gradient):
      try container.encode(gradient, forKey: .gradient)
    }
  }
}

extension BackgroundGradient: ConfigDecodable {
  static var expectation: String { "a mapping {from, to, direction}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case from, to, direction
  }

  /// Decodes `{from, to, direction}`; `from` and `to` are colours (or `{light, dark}`) and
  /// required.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "gradient")
    self.init(
      from: try mapping.decode(
        AppearanceColor.self, forKey: .from, placeholder: AppearanceColor(light: .black),
        missing: AppearanceColor.missingMessage),
      to: try mapping.decode(
        AppearanceColor.self, forKey: .to, placeholder: AppearanceColor(light: .black),
        missing: AppearanceColor.missingMessage),
      direction: try mapping.decodeIfPresent(
        GradientDirection.self, forKey: .direction, named: "a gradient direction")
        ?? Self.defaultDirection)
  }

  /// Encodes `{from, to}`, and `direction` when it is not the default.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    if direction != Self.defaultDirection { try container.encode(direction, forKey: .direction) }
  }
}
