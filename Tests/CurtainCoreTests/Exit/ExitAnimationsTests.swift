import CurtainCore
import Testing

@Suite("Exit presets")
struct ExitAnimationsTests {
  static let screen = Screen(
    size: Size(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
    orientation: .portrait)
  static let design = LaunchDesign(
    background: AppearanceColor(light: RGBAColor(red: 0.11, green: 0.63, blue: 0.95)),
    logo: LogoDesign(image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120))
  )
  static let splash = SplashStages.splash(
    design: design, screen: screen, appearance: .light, cover: .replica,
    appContent: ImageSource(name: "app.png"))

  static func logo() throws -> RevealLogo {
    RevealLogo(
      layout: LaunchScreenLayout(design: design, screen: screen, appearance: .light),
      mask: try TestLogos.star())
  }

  @Test("Every preset ends with the app alone", arguments: ExitAnimationName.allCases)
  func endsWithAppAlone(name: ExitAnimationName) throws {
    let exit = try ExitAnimations.make(
      name, splash: Self.splash, duration: 0.8, curve: .easeInEaseOut, logo: try Self.logo(),
      beaten: 1)
    let app = try #require(Self.splash.window(.app))
    #expect(exit.stage(at: exit.duration).showsAppAlone(app))
    #expect(exit.stage(at: exit.duration + 10).showsAppAlone(app))
    if name != .none {
      #expect(!exit.stage(at: 0).showsAppAlone(app))
    }
  }

  @Test("The predicate rejects a stage with anything of the splash left")
  func predicate() throws {
    let app = try #require(Self.splash.window(.app))
    #expect(!Self.splash.showsAppAlone(app))
    var masked = Stage(screen: Self.screen, windows: [app])
    #expect(masked.showsAppAlone(app))
    masked.windows[0].layer.mask = Layer(id: "m", frame: Self.screen.bounds)
    #expect(!masked.showsAppAlone(app))
    var faded = Self.splash
    for index in faded.windows.indices where faded.windows[index].role != .app {
      faded.windows[index].layer.opacity = 0
    }
    #expect(faded.showsAppAlone(app))
  }

  @Test(
    "Reveal: splash hidden at once, mask at 0.75 at 0.4 of the duration, overlay held until then"
  )
  func revealShape() throws {
    let exit = try ExitAnimations.make(
      .reveal, splash: Self.splash, duration: 1, curve: .easeInEaseOut,
      logo: try Self.logo())
    let first = exit.stage(at: 0)
    let foreground = try #require(first.window(.foregroundSplash)?.layer)
    #expect(foreground.layer(withID: ExitAnimations.revealCoverID)?.opacity == 0)
    let app = try #require(first.window(.app)?.layer)
    #expect(app.mask?.id == ExitAnimations.revealMaskID)
    // The overlay lies above the masked app window, never inside it.
    #expect(app.layer(withID: ExitAnimations.revealOverlayID) == nil)
    #expect(foreground.layer(withID: ExitAnimations.revealOverlayID)?.opacity == 1)
    let background = try #require(first.window(.backgroundSplash)?.layer)
    #expect(background.layer(withID: LaunchScreenLayout.logoID) == nil)
    let shrunk = try #require(exit.stage(at: 0.4).window(.app)?.layer.mask)
    #expect(abs(AnimatableProperty.scale.value(of: shrunk) - 0.75) < 1e-12)
    func overlay(at time: Double) -> Layer? {
      exit.stage(at: time).window(.foregroundSplash)?.layer.layer(
        withID: ExitAnimations.revealOverlayID)
    }
    // The default overlay is the logo itself on the brand colour, scaled with the hole and
    // opaque while it shrinks, so the exit's first frames show the logo as the splash drew it.
    #expect(overlay(at: 0)?.sublayers.first?.content == app.mask?.content)
    #expect(overlay(at: 0)?.content == Self.splash.window(.foregroundSplash)?.layer.content)
    #expect(overlay(at: 0.4)?.opacity == 1)
    let atShrinkEnd = try #require(overlay(at: 0.4))
    #expect(abs(AnimatableProperty.scale.value(of: atShrinkEnd) - 0.75) < 1e-12)
    // Then it fades over the rest, eased as the exit: half gone halfway through the fade.
    #expect(abs((overlay(at: 0.7)?.opacity ?? 0) - 0.5) < 1e-9)
    let end = exit.group.stage(at: 1, base: exit.start)
    #expect(
      end.window(.foregroundSplash)?.layer.layer(withID: ExitAnimations.revealOverlayID)?.opacity
        == 0)
  }

  @Test("Reveal with a colour overlay: the hole starts in that colour, as seed 001's white view")
  func revealColourOverlay() throws {
    let exit = try ExitAnimations.make(
      .reveal, splash: Self.splash, duration: 1, curve: .easeInEaseOut,
      logo: try Self.logo(), style: ExitStyle(revealOverlay: .color(.white)))
    let overlay = exit.stage(at: 0).window(.app)?.layer.layer(
      withID: ExitAnimations.revealOverlayID)
    #expect(overlay?.content == .color(.white))
    #expect(overlay?.frame == Self.screen.bounds)
  }

  @Test("Curtain open: the halves part by half the screen each")
  func curtainOpen() throws {
    let exit = try ExitAnimations.make(
      .curtainOpen, splash: Self.splash, duration: 1, curve: .linear)
    let end = exit.group.stage(at: 1, base: exit.start)
    let root = try #require(end.window(.foregroundSplash)?.layer)
    #expect(root.content == .none)
    #expect(root.layer(withID: ExitAnimations.leftHalfID)?.transform.tx == -196.5)
    #expect(root.layer(withID: ExitAnimations.rightHalfID)?.transform.tx == 196.5)
  }

  @Test(
    "Heartbeat: beats for the time it has beaten, then reveals", arguments: [0.5, 1.2, 2.4, 6.0])
  func heartbeatStops(beaten: Double) throws {
    let exit = try ExitAnimations.make(
      .heartbeat, splash: Self.splash, duration: 0.8, curve: .easeInEaseOut,
      logo: try Self.logo(), beaten: beaten)
    let beat = try #require(exit.group.animations.first)
    #expect(beat.target.layer == LaunchScreenLayout.logoID)
    #expect(abs(exit.duration - (beaten + 0.8)) < 1e-9)
    func cover(at time: Double) -> Layer? {
      exit.stage(at: time).window(.foregroundSplash)?.layer.layer(
        withID: ExitAnimations.revealCoverID)
    }
    #expect(cover(at: beaten - 0.01)?.opacity == 1)
    #expect(cover(at: beaten + 0.01)?.opacity == 0)
  }

  @Test("Heartbeat: the hole opens at the beating logo's scale")
  func heartbeatContinuity() throws {
    // 5.16 s is 0.3 into the fifth beat: mid-way up the second pulse.
    let exit = try ExitAnimations.make(
      .heartbeat, splash: Self.splash, duration: 0.8, curve: .easeInEaseOut,
      logo: try Self.logo(), beaten: 5.16)
    let logoScale = try #require(
      exit.stage(at: 5.16 - 1e-9).window(.foregroundSplash)?.layer.layer(
        withID: LaunchScreenLayout.logoID))
    let mask = try #require(exit.stage(at: 5.16).window(.app)?.layer.mask)
    #expect(abs(AnimatableProperty.scale.value(of: logoScale) - 1) > 0.01)
    #expect(
      abs(AnimatableProperty.scale.value(of: logoScale) - AnimatableProperty.scale.value(of: mask))
        < 1e-6)
    #expect(logoScale.anchorPoint == mask.anchorPoint)
  }

  @Test("Reveal without a logo, or a stage without an app window, is an error")
  func errors() {
    #expect(throws: ExitAnimationError.missingLogo(.reveal)) {
      try ExitAnimations.make(
        .reveal, splash: Self.splash, duration: 1, curve: .linear)
    }
    let empty = Stage(screen: Self.screen, windows: [])
    #expect(throws: ExitAnimationError.missingWindow(.app)) {
      try ExitAnimations.make(
        .fade, splash: empty, duration: 1, curve: .linear)
    }
  }
}
