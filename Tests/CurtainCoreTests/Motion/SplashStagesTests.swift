import CurtainCore
import Testing

@Suite("Splash stages")
struct SplashStagesTests {
  static let design = LaunchDesign(
    background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
    logo: LogoDesign(
      image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
    branding: BrandingDesign(
      image: AppearanceImage(light: "brand.png"), size: Size(width: 100, height: 30)))
  static let screen = Screen(
    size: Size(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
    orientation: .portrait)

  @Test("The system launch screen is one window drawn from the layout")
  func systemLaunchScreen() {
    let stage = SplashStages.systemLaunchScreen(
      design: Self.design, screen: Self.screen, appearance: .light)
    let layout = LaunchScreenLayout(design: Self.design, screen: Self.screen, appearance: .light)
    #expect(stage.windows.map(\.role) == [.systemLaunchScreen])
    #expect(
      stage.windows.first?.layer
        == layout.rootLayer(id: SplashStages.systemLaunchScreenRootID, bounds: Self.screen.bounds))
  }

  @Test("Seed 001's layout: background under the app, foreground replica above")
  func splashLayout() throws {
    let stage = SplashStages.splash(
      design: Self.design, screen: Self.screen, appearance: .light, cover: .replica,
      appContent: ImageSource(name: "app.png"))
    #expect(stage.windowsBackToFront.map(\.role) == [.backgroundSplash, .app, .foregroundSplash])
    let background = try #require(stage.window(.backgroundSplash)?.layer)
    #expect(background.layer(withID: LaunchScreenLayout.logoID) == nil)
    #expect(background.layer(withID: LaunchScreenLayout.brandingID) != nil)
    let foreground = try #require(stage.window(.foregroundSplash)?.layer)
    #expect(foreground.layer(withID: LaunchScreenLayout.logoID) != nil)
    let app = try #require(stage.window(.app)?.layer)
    #expect(
      app.layer(withID: SplashStages.appContentID)?.content
        == .image(ImageSource(name: "app.png"), .scaleAspectFill))
  }

  @Test("A video cover lies over its poster; without a poster, over the replica")
  func videoCover() throws {
    for poster in [ImageSource(name: "poster.png"), nil] {
      let stage = SplashStages.splash(
        design: Self.design, screen: Self.screen, appearance: .dark,
        cover: .video(name: "intro.mp4", time: 0, poster: poster),
        appContent: ImageSource(name: "app.png"))
      let layers = try #require(stage.window(.foregroundSplash)?.layer.sublayers)
      #expect(layers.map(\.id).last == SplashStages.videoID)
      #expect(layers.first?.id == (poster == nil ? SplashStages.replicaID : SplashStages.posterID))
    }
  }
}
