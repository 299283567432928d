import Foundation
import Testing

@testable import CurtainCore

/// Issue #27: how the app's own launch screen reaches the device (`CurtainLaunchLayout.json`'s
/// `appLaunchScreen`, read into `LaunchScreenDesign.bundled`) and what the core makes of what
/// UIKit measured there (`showsMeasuredLaunchScreen`), the fallback when the logo view is
/// missing included.
@Suite struct BundledLaunchScreenTests {
  static let location = LaunchLogoLocation(
    elementID: "BrL-go-3Lg", subviewPath: [1], imageName: "BrandLogo")

  /// Xcode compiles a document into the bundle under its file name without the extension;
  /// that is the name the device loads.
  @Test(arguments: [
    (
      "Base.lproj/LaunchScreen.storyboard", AppLaunchScreenReference.Kind.storyboard, "LaunchScreen"
    ),
    ("Launch.xib", .xib, "Launch"),
    ("App/Resources/My.Launch.storyboard", .storyboard, "My.Launch"),
  ])
  func theBundledNameIsTheFileNameWithoutItsExtension(
    path: String, kind: AppLaunchScreenReference.Kind, name: String
  ) {
    let bundled = BundledLaunchScreen(
      AppLaunchScreenReference(kind: kind, path: path, logo: "BrandLogo"),
      phoneLogo: Self.location, padLogo: nil)
    #expect(bundled.name == name)
    #expect(bundled.kind == kind)
    #expect(bundled.logo(onPad: false) == Self.location)
    #expect(bundled.logo(onPad: true) == nil)
  }

  /// The resource carries the bundled launch screen as format version 4 (an older Curtain
  /// refuses it rather than drawing stand-ins), and reads back into the design with the
  /// config's behaviour unchanged.
  @Test func theResourceCarriesItAsVersionFour() throws {
    let bundled = BundledLaunchScreen(
      kind: .storyboard, name: "LaunchScreen", phoneLogo: Self.location, padLogo: Self.location)
    var config = LaunchDesign(
      name: "Chirp", background: .appLaunchScreen, logo: .appLaunchScreen,
      minimumDisplay: 0.5, deadline: 4, exit: ExitDesign(animation: .heartbeat, duration: 1))
    config.launchScreen.app = AppLaunchScreenReference(
      kind: .storyboard, path: "Base.lproj/LaunchScreen.storyboard", logo: "BrandLogo")
    let resource = LaunchLayoutResource(appLaunchScreen: bundled, design: config)
    #expect(resource.version == 4)
    let read = try LaunchLayoutResource.decode(JSONEncoder().encode(resource))
    #expect(read == resource)
    let design = read.design
    #expect(design.launchScreen.bundled == bundled)
    #expect(design.name == "Chirp" && design.deadline == 4 && design.minimumDisplay == 0.5)
    #expect(design.exit == config.exit)
    let plain = LaunchLayoutResource(
      background: resource.background, logo: resource.logo, branding: nil)
    #expect(plain.version == LaunchLayoutResource.versionWithoutBackgroundImage)
    #expect(plain.design.launchScreen.bundled == nil)
  }

  static let screen = Screen(size: Size(width: 390, height: 844), scale: 3, orientation: .portrait)
  static let picture = ImageSource(name: "curtain.appLaunchScreen.1", scale: 3)

  /// With the logo view found, the splash is UIKit's picture with the logo a layer of its own
  /// at its frame, and the design's logo and background are that view and the colour behind it.
  @Test func theMeasuredLogoIsTheDesignsLogo() {
    var design = LaunchDesign(
      background: .appLaunchScreen, logo: .appLaunchScreen,
      exit: ExitDesign(animation: .reveal))
    let frame = Rect(x: 117, y: 280.7, width: 156, height: 156)
    let behind = RGBAColor(red: 0.1, green: 0.6, blue: 0.9)
    let note = design.showsMeasuredLaunchScreen(
      MeasuredLaunchScreen(
        picture: Self.picture,
        logo: PlacedImage(
          frame: frame, image: ImageSource(name: "BrandLogo"), contentMode: .scaleAspectFit),
        colorBehindLogo: behind),
      on: Self.screen)
    #expect(note == nil)
    #expect(design.exit.animation == .reveal)
    let layout = LaunchScreenLayout(design: design, screen: Self.screen, appearance: .dark)
    #expect(layout.logo.frame == frame && layout.logo.image.name == "BrandLogo")
    #expect(design.background.color(for: .dark) == behind)
    let root = layout.rootLayer(id: "replica", bounds: Self.screen.bounds)
    #expect(root.content == .image(Self.picture, .scaleToFill))
    #expect(root.sublayers.map(\.id) == [LaunchScreenLayout.logoID])
  }

  /// Without the logo view (not where its path says), the picture fills the screen alone and
  /// an exit that needs the logo becomes a fade, said in a sentence; other exits stay.
  @Test(arguments: ExitAnimationName.allCases)
  func aMissingLogoViewFadesTheExitsThatNeedIt(_ exit: ExitAnimationName) {
    var design = LaunchDesign(
      background: .appLaunchScreen, logo: .appLaunchScreen, exit: ExitDesign(animation: exit))
    design.launchScreen.bundled = BundledLaunchScreen(
      kind: .storyboard, name: "LaunchScreen", phoneLogo: Self.location, padLogo: nil)
    let note = design.showsMeasuredLaunchScreen(
      MeasuredLaunchScreen(picture: Self.picture, logo: nil, colorBehindLogo: .clear),
      on: Self.screen)
    let root = LaunchScreenLayout(design: design, screen: Self.screen, appearance: .light)
      .rootLayer(id: "replica", bounds: Self.screen.bounds)
    #expect(root.sublayers.isEmpty)
    if exit.animatesTheLogo {
      #expect(design.exit.animation == .fade)
      #expect(note?.contains("exit \(exit.rawValue) becomes fade") == true)
    } else {
      #expect(design.exit.animation == exit)
      #expect(note == nil)
    }
  }
}
