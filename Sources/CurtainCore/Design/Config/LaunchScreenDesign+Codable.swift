extension LaunchScreenDesign: ConfigDecodable {
  static var expectation: String { "a mapping {form, poster} or {storyboard|xib, logo}" }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case form, poster, storyboard, xib, logo
  }

  /// Decodes `{form, poster}` (the generated launch screen; `form` defaults to `storyboard`,
  /// `poster` to none) or `{storyboard: PATH, logo: ID}` / `{xib: PATH, logo: ID}` (the app's
  /// own launch screen, which excludes `form` and `poster`).
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "launchScreen")
    let storyboard = try mapping.decodeIfPresent(String.self, forKey: .storyboard)
    let xib = try mapping.decodeIfPresent(String.self, forKey: .xib)
    let logo = try mapping.decodeIfPresent(String.self, forKey: .logo)
    var app: AppLaunchScreenReference?
    if let storyboard, xib != nil {
      try mapping.reporter.report(
        DesignIssue(
          at: mapping.path(.xib),
          "give storyboard or xib, not both: the app has one launch screen"))
      app = AppLaunchScreenReference(kind: .storyboard, path: storyboard, logo: logo ?? "")
    } else if let path = storyboard ?? xib {
      app = AppLaunchScreenReference(
        kind: storyboard != nil ? .storyboard : .xib, path: path, logo: logo ?? "")
    }
    if let app {
      if logo?.isEmpty ?? true {
        try mapping.reporter.report(
          DesignIssue(
            at: mapping.path(.logo),
            "is required with \(app.kind.rawValue): the element id of the view the exits "
              + "animate, or the image name of its image view"))
      }
      for key in [CodingKeys.form, .poster] where mapping.container.contains(key) {
        try mapping.reporter.report(
          DesignIssue(
            at: mapping.path(key),
            "does not apply with \(app.kind.rawValue): the app's own launch screen is the "
              + "system launch screen, nothing is generated for it"))
      }
    } else if logo != nil {
      try mapping.reporter.report(
        DesignIssue(
          at: mapping.path(.logo),
          "names a view of the app's launch screen: give storyboard or xib with it"))
    }
    self.init(
      form: try mapping.decodeIfPresent(
        LaunchScreenForm.self, forKey: .form, named: "a launch screen form") ?? Self.defaultForm,
      poster: try mapping.decodeIfPresent(AppearanceImage.self, forKey: .poster), app: app)
  }

  /// Encodes the options, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if let app {
      try container.encode(app.path, forKey: app.kind == .storyboard ? .storyboard : .xib)
      try container.encode(app.logo, forKey: .logo)
    }
    if form != Self.defaultForm { try container.encode(form, forKey: .form) }
    try container.encodeIfPresent(poster, forKey: .poster)
  }
}
