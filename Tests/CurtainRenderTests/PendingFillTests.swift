import CurtainCore
import Testing

@testable import CurtainRender

/// The background written last, only where nothing covers it, and translucent fills over
/// untouched pixels folded into a row's colour (`PendingFill`) give the bytes of writing the
/// background first and blending every pixel.
@Suite struct PendingFillTests {
  typealias Shapes = DirectGroupTests

  /// An opaque picture of the screen's pixel size, so it is drawn by copying whole pixels.
  static let screenPhoto: RGBAImage = {
    var pixels: [UInt8] = []
    for y in 0..<180 {
      for x in 0..<120 {
        pixels += [UInt8((x * 5 + y * 3) % 256), UInt8((x * y) % 256), UInt8((y * 7) % 256), 255]
      }
    }
    return RGBAImage(width: 120, height: 180, pixels: pixels)
  }()

  /// `screenPhoto` with a translucent stripe and a transparent block: whether it can be copied
  /// must come from its pixels.
  static let holedPhoto: RGBAImage = {
    var image = screenPhoto
    for y in 0..<180 {
      for x in 0..<120 {
        let index = (y * 120 + x) * 4
        let alpha: UInt8? = (40..<60).contains(y) ? 128 : (80..<100).contains(x) ? 0 : nil
        guard let alpha else { continue }
        for channel in 0..<3 {
          image.pixels[index + channel] = UInt8(
            Int(image.pixels[index + channel]) * Int(alpha) / 255)
        }
        image.pixels[index + 3] = alpha
      }
    }
    return image
  }()

  static let background = Layer(id: "background", frame: Shapes.full, content: .color(Shapes.brand))

  static func veil(
    _ color: RGBAColor = .white, opacity: Double = 0.2, frame: Rect = Shapes.full
  ) -> Layer {
    Layer(id: "veil", frame: frame, opacity: opacity, content: .color(color))
  }

  static let overlay = Layer(
    id: "overlay", frame: Shapes.full, opacity: 0.65,
    sublayers: [
      veil(),
      Shapes.image(
        "branding", "logo", frame: Rect(x: 20, y: 70, width: 20, height: 10), .scaleAspectFit),
    ])

  static func masked(_ shot: Layer, scale: Double, angle: Double = 0) -> Layer {
    Layer(
      id: "app", frame: Shapes.full, mask: Shapes.mask(scale: scale, angle: angle),
      sublayers: [shot])
  }

  /// Drawn pixel for pixel.
  static let photo = Shapes.image("shot", "screen photo")
  /// Drawn enlarged.
  static let smallPhoto = Shapes.image("shot", "photo")

  /// Window layers back to front.
  static let stages: [String: [Layer]] = [
    "reveal under a translucent overlay": [background, masked(photo, scale: 1.7), overlay],
    "mask larger than the screen under a veil": [background, masked(photo, scale: 4.15), veil()],
    "enlarged photo under a mask and a veil": [
      background, masked(smallPhoto, scale: 2.5), veil(),
    ],
    "mask with rows opaque edge to edge": [background, masked(photo, scale: 9), veil()],
    "rotated mask under a veil": [background, masked(photo, scale: 2.3, angle: 0.4), veil()],
    "veil over part of each row": [
      background, masked(photo, scale: 1.7),
      veil(opacity: 0.3, frame: Rect(x: 10, y: 0, width: 40, height: 90)),
    ],
    "veil over part of the rows": [
      background, masked(photo, scale: 1.2),
      veil(.black, opacity: 0.4, frame: Rect(x: 0, y: 30, width: 60, height: 25)),
    ],
    "opaque rows over drawn pixels, then a veil": [
      background, masked(photo, scale: 1.7),
      Layer(id: "bar", frame: Rect(x: 0, y: 30, width: 60, height: 20), content: .color(.white)),
      veil(.black, opacity: 0.5),
    ],
    "opaque screen over the app, then part of a veil": [
      background, masked(photo, scale: 1.7),
      Layer(id: "cover", frame: Shapes.full, content: .color(Shapes.brand)),
      veil(opacity: 0.3, frame: Rect(x: 5, y: 5, width: 20, height: 60)),
    ],
    "translucent pixels in an image drawn at whole pixels": [
      background, Shapes.image("shot", "holed"), veil(),
    ],
    "translucent pixels in a masked image": [
      background, masked(Shapes.image("shot", "holed"), scale: 1.7), veil(),
    ],
    "translucent group under a veil": [
      background,
      Layer(
        id: "group", frame: Shapes.full, opacity: 0.5,
        sublayers: [
          Layer(
            id: "tree", frame: Shapes.full, content: .color(.white),
            sublayers: [
              Shapes.image("inner", "logo", frame: Rect(x: 10, y: 10, width: 30, height: 30))
            ]),
          veil(Shapes.brand, opacity: 0.3),
        ]),
      veil(),
    ],
    "rotated and enlarged images under two veils": [
      background,
      Shapes.image(
        "rotated", "logo", frame: Rect(x: 5, y: 5, width: 30, height: 30),
        transform: AffineTransform(rotationAngle: 0.5)),
      Shapes.image("enlarged", "logo", frame: Rect(x: 20, y: 40, width: 40, height: 40)),
      veil(), veil(.black, opacity: 0.3),
    ],
    "mask holding a veil over whole rows": [
      background,
      Layer(
        id: "app", frame: Shapes.full,
        mask: Layer(
          id: "mask", frame: Shapes.full,
          sublayers: [
            Shapes.mask(scale: 1.7),
            veil(opacity: 0.3, frame: Rect(x: 0, y: 20, width: 60, height: 30)),
          ]),
        sublayers: [photo]),
      veil(),
    ],
    "mask holding an opaque bar across the rows": [
      background,
      Layer(
        id: "app", frame: Shapes.full,
        mask: Layer(
          id: "mask", frame: Shapes.full,
          sublayers: [
            Shapes.mask(scale: 1.7),
            Layer(
              id: "bar", frame: Rect(x: 0, y: 60, width: 60, height: 10), content: .color(.white)),
          ]),
        sublayers: [photo]),
    ],
    "veils over the bare background": [background, veil(), veil(.black, opacity: 0.6)],
    "black background under a masked photo and a veil": [masked(photo, scale: 1.7), veil()],
  ]

  static func render(_ layers: [Layer], directly: Bool, deferring: Bool) throws -> RGBAImage {
    let stage = Stage(
      screen: Shapes.screen,
      windows: layers.enumerated().map { index, layer in
        Window(role: index == 0 ? .backgroundSplash : .app, level: Double(index), layer: layer)
      })
    let compositor = Compositor(
      images: InMemoryImageProvider([
        "logo": Shapes.logo, "photo": Shapes.photo, "screen photo": screenPhoto,
        "holed": holedPhoto,
      ]),
      videoFrames: nil, cache: PreparedImageCache(byteLimit: 1 << 20),
      drawsGroupsDirectly: directly,
      defersUnwrittenPixels: deferring)
    return try compositor.render(stage)
  }

  @Test(arguments: stages.keys.sorted(), [true, false])
  func deferredPixelsMatchWritingTheBackgroundFirst(_ name: String, directly: Bool) throws {
    let layers = try #require(Self.stages[name])
    let deferred = try Self.render(layers, directly: directly, deferring: true)
    let written = try Self.render(layers, directly: directly, deferring: false)
    let same = deferred == written
    #expect(same, "deferring the background changes the frame")
    // Every layer shows, so the comparison is not between frames missing one.
    let withoutTop = try Self.render(layers.dropLast(), directly: directly, deferring: false)
    let shows = written != withoutTop
    #expect(shows, "the top layer draws nothing")
  }
}
