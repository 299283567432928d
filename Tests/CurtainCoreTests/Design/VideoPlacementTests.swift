import CurtainCore
import Foundation
import Testing

/// `video.placement`: a centred video is drawn at its own point size in the middle of every
/// screen (the rect the device gives the player layer and `check` draws the frame into), a
/// filled one covers the screen; a bad placement is named by its key.
@Suite struct VideoPlacementTests {
  /// The example's video: 780x1688 px drawn at 2x, a 120 pt bird in its middle.
  static let size = Size(width: 390, height: 844)
  static let centred = VideoDesign(file: "intro.mp4", placement: .center, size: size)

  /// (device, orientation) -> the centred video's rect on that screen, in points.
  static let rects: [(String, Orientation, Rect)] = [
    ("iPhone SE (3rd generation)", .portrait, Rect(x: -7.5, y: -88.5, width: 390, height: 844)),
    ("iPhone 15", .portrait, Rect(x: 1.5, y: 4, width: 390, height: 844)),
    ("iPad mini (6th generation)", .portrait, Rect(x: 177, y: 144.5, width: 390, height: 844)),
    ("iPad Air (5th generation)", .portrait, Rect(x: 215, y: 168, width: 390, height: 844)),
    ("iPad Pro 12.9-inch", .portrait, Rect(x: 317, y: 261, width: 390, height: 844)),
    ("iPad Pro 12.9-inch", .landscape, Rect(x: 488, y: 90, width: 390, height: 844)),
    ("iPad Air (5th generation)", .landscape, Rect(x: 395, y: -12, width: 390, height: 844)),
  ]

  @Test(arguments: rects.indices)
  func aCentredVideoIsItsOwnSizeInTheMiddle(index: Int) throws {
    let (name, orientation, expected) = Self.rects[index]
    let bounds = try DeviceCatalog.device(named: name).screen(orientation).bounds
    #expect(Self.centred.frame(in: bounds) == expected)
    #expect(VideoDesign(file: "intro.mp4").frame(in: bounds) == bounds)
  }

  /// What a person sees: the video's 120 pt bird is 120 pt on every screen of the matrix when
  /// centred; filled, it grows with the screen (x1.9 on an iPad mini, x2.6 on an iPad Pro).
  @Test(arguments: DeviceCatalog.matrix.map(\.name))
  func theBirdKeepsItsSizeOnEveryScreen(device name: String) throws {
    let bounds = try DeviceCatalog.device(named: name).screen(.portrait).bounds
    let pixels = Size(width: 780, height: 1688)
    func bird(_ video: VideoDesign) -> Double {
      let frame = video.frame(in: bounds)
      let drawn = video.contentMode.fittedRect(
        imageSize: pixels, in: Rect(size: frame.size))
      return 120 * drawn.width / Self.size.width
    }
    #expect(abs(bird(Self.centred) - 120) < 1e-9)
    let filled = bird(VideoDesign(file: "intro.mp4"))
    #expect(filled >= 120 * 0.96)
    if bounds.width > 700 { #expect(filled > 120 * 1.9) }
  }

  /// The splash stage puts the video and its poster in the rect, the launch screen around it,
  /// with the fit the device maps to `AVLayerVideoGravity.resizeAspect`.
  @Test(arguments: [VideoPlacement.fill, .center])
  func theStageDrawsTheVideoAndPosterInTheRect(placement: VideoPlacement) throws {
    let screen = try DeviceCatalog.device(named: "iPad Pro 12.9-inch").screen(.portrait)
    let video = VideoDesign(
      file: "intro.mp4", poster: "intro.png", placement: placement,
      size: placement == .center ? Self.size : nil)
    let design = LaunchDesign(
      background: AppearanceColor(light: .white),
      logo: LogoDesign(image: AppearanceImage(light: "logo.png"), size: Size(width: 9, height: 9)),
      video: video)
    let expected = video.frame(in: screen.bounds)
    for cover in [
      SplashCover.video(name: "intro.mp4", time: 0, poster: ImageSource(name: "intro.png")),
      .poster(ImageSource(name: "intro.png")),
    ] {
      let stage = SplashStages.splash(
        design: design, screen: screen, appearance: .light, cover: cover,
        appContent: ImageSource(name: "app.png"))
      let foreground = try #require(stage.windows.first { $0.role == .foregroundSplash }).layer
      let ids = foreground.sublayers.map(\.id)
      #expect(ids.contains(SplashStages.replicaID) == (placement == .center), "\(ids)")
      let poster = try #require(foreground.layer(withID: SplashStages.posterID))
      #expect(poster.frame == expected)
      #expect(poster.content == .image(ImageSource(name: "intro.png"), video.contentMode))
      if case .video = cover {
        let layer = try #require(foreground.layer(withID: SplashStages.videoID))
        #expect(layer.frame == expected)
        #expect(layer.content == .video(name: "intro.mp4", time: 0, video.contentMode))
      }
    }
    let gravity: VideoGravity = placement == .center ? .resizeAspect : .resizeAspectFill
    #expect(video.contentMode.videoGravity == gravity)
  }

  static let bad: [(json: String, expected: String)] = [
    (#""placement": "center""#, "video.size: is required with placement: center"),
    (#""placement": "centre""#, "video.placement: 'centre' is not a placement"),
    (#""size": {"width": 390, "height": 844}"#, "video.size: is only used with placement: center"),
    (#""placement": "center", "size": {"width": 0, "height": 844}"#, "video.size.width:"),
    (#""placement": "center", "size": {"width": 390}"#, "video.size.height: is required"),
  ]

  @Test(arguments: bad.indices)
  func aBadPlacementIsNamedByItsKey(index: Int) {
    let (members, expected) = Self.bad[index]
    let issues = DesignJSON.issues(
      DesignJSON.minimal(#""video": {"file": "intro.mp4", "# + members + "}"))
    #expect(issues.contains { $0.hasPrefix(expected) }, "\(issues)")
  }

  /// The resource carries the placement as format 6 (an older reader refuses it); a filled
  /// video stays in the format it had.
  @Test func theResourceCarriesThePlacementAsFormat6() throws {
    func resource(_ video: VideoDesign) -> LaunchLayoutResource {
      LaunchLayoutResource(
        background: .init(colorName: "bg", color: AppearanceColor(light: .white)),
        logo: .init(
          imageName: "logo", size: Size(width: 9, height: 9), offset: .zero,
          contentMode: .scaleAspectFit),
        branding: nil,
        video: video)
    }
    let centred = resource(Self.centred)
    #expect(centred.version == 6)
    #expect(resource(VideoDesign(file: "intro.mp4")).version == 2)
    let data = try JSONEncoder().encode(centred)
    let read = try JSONDecoder().decode(LaunchLayoutResource.self, from: data)
    #expect(read.video == Self.centred)
    #expect(
      read.design.video?.frame(in: Rect(x: 0, y: 0, width: 1024, height: 1366))
        == Rect(x: 317, y: 261, width: 390, height: 844))
  }
}
