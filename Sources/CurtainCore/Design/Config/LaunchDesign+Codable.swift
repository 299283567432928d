extension LaunchDesign {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case name, background, logo, branding, video, minimumDisplay, deadline, exit, launchScreen
    case loadingIndicator
  }

  /// Decodes a `curtain.yml` document; `background` and `logo` are required, every other key
  /// has a documented default.
  ///
  /// With a ``DesignIssueCollector`` in the decoder's `userInfo`, every problem is recorded and
  /// decoding goes on; without one, the first problem throws a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "the design")
    var deadline = try mapping.decodeIfPresent(Double.self, forKey: .deadline)
    // `noDeadline` (infinity) is for designs made in code: a file says how long the splash may
    // wait, and YAML's `.inf` would pass the bound check as "no deadline".
    if let value = deadline, value.isInfinite {
      try mapping.reporter.report(
        DesignIssue(
          at: mapping.path(.deadline),
          "must be a finite number of seconds (no deadline is LaunchDesign.noDeadline, in code)"))
      deadline = nil
    }
    let launchScreen =
      try mapping.decodeIfPresent(LaunchScreenDesign.self, forKey: .launchScreen)
      ?? LaunchScreenDesign()
    // The app's own launch screen draws the background and the logo: the keys are not needed,
    // and given, they would say something the device does not show.
    var background = AppearanceColor.appLaunchScreen
    var backgroundImage: BackgroundImage?
    var logo = LogoDesign.appLaunchScreen
    if let app = launchScreen.app {
      for key in [CodingKeys.background, .logo] where mapping.container.contains(key) {
        try mapping.reporter.report(
          DesignIssue(
            at: mapping.path(key),
            "is drawn by the app's own launch screen (\(app.pathKey)): leave it out"))
      }
    } else {
      let value = try mapping.decode(
        BackgroundValue.self, forKey: .background,
        placeholder: BackgroundValue(color: AppearanceColor(light: .black), image: nil),
        missing: AppearanceColor.missingMessage)
      background = value.color
      backgroundImage = value.image
      logo = try mapping.decode(
        LogoDesign.self, forKey: .logo,
        placeholder: LogoDesign(image: AppearanceImage(light: ""), size: .zero))
    }
    self.init(
      name: try mapping.decodeIfPresent(String.self, forKey: .name) ?? Self.defaultName,
      background: background, backgroundImage: backgroundImage, logo: logo,
      branding: try mapping.decodeIfPresent(BrandingDesign.self, forKey: .branding),
      video: try mapping.decodeIfPresent(VideoDesign.self, forKey: .video),
      minimumDisplay: try mapping.decodeIfPresent(Double.self, forKey: .minimumDisplay)
        ?? Self.defaultMinimumDisplay,
      deadline: deadline ?? Self.defaultDeadline,
      exit: try mapping.decodeIfPresent(ExitDesign.self, forKey: .exit) ?? ExitDesign(),
      launchScreen: launchScreen,
      loadingIndicator: try mapping.decodeIfPresent(
        LoadingIndicatorPolicy.self, forKey: .loadingIndicator))
  }

  /// Encodes the design as `curtain.yml` writes it, leaving out values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if name != Self.defaultName { try container.encode(name, forKey: .name) }
    if launchScreen.app == nil {
      try container.encode(
        BackgroundValue(color: background, image: backgroundImage), forKey: .background)
      try container.encode(logo, forKey: .logo)
    }
    try container.encodeIfPresent(branding, forKey: .branding)
    try container.encodeIfPresent(video, forKey: .video)
    if minimumDisplay != Self.defaultMinimumDisplay {
      try container.encode(minimumDisplay, forKey: .minimumDisplay)
    }
    if deadline != Self.defaultDeadline { try container.encode(deadline, forKey: .deadline) }
    if exit != ExitDesign() { try container.encode(exit, forKey: .exit) }
    if launchScreen != LaunchScreenDesign() {
      try container.encode(launchScreen, forKey: .launchScreen)
    }
    try container.encodeIfPresent(loadingIndicator, forKey: .loadingIndicator)
  }
}
