import CurtainCore

/// Draws a `Stage` into premultiplied RGBA at the screen's pixel size, as CoreAnimation would:
/// black first, then windows back to front, each layer's contents under its sublayers, layer
/// opacity applied to the layer and its sublayers as one group, masks multiplying by their
/// alpha, everything clipped to the screen.
///
/// Deterministic (integer arithmetic, fixed iteration order): the same stage and images give the
/// same bytes. Shrunk images are drawn from mipmap levels (area-averaged halvings), each made once
/// per (image, pixel size) and cached.
public final class Compositor: Sendable {
  private let images: any ImageProvider
  private let videoFrames: (any VideoFrameProvider)?
  private let cache: PreparedImageCache
  let scratch = ScratchPool()
  /// Column tables of scaled images, shared by the bands of a frame and by frames.
  private let columnCache = SamplerColumnCache()
  /// Whether groups whose parts allow it skip the offscreen pass (`false` keeps the general path,
  /// which tests compare against).
  let drawsGroupsDirectly: Bool
  /// Whether the background (and a mask's transparency) is written only where nothing later
  /// covers it, and translucent fills over untouched pixels change a row's colour instead
  /// (`false` writes the background first and blends every pixel, which tests compare against).
  let defersUnwrittenPixels: Bool

  /// Creates a compositor.
  ///
  /// - Parameters:
  ///   - images: Resolves `ImageSource` names.
  ///   - videoFrames: Supplies video frames; without one, video layers draw nothing.
  ///   - cacheByteLimit: Bytes of decoded and resampled images kept between frames.
  public convenience init(
    images: any ImageProvider, videoFrames: (any VideoFrameProvider)? = nil,
    cacheByteLimit: Int = PreparedImageCache.defaultByteLimit
  ) {
    self.init(
      images: images, videoFrames: videoFrames,
      sharing: PreparedImageCache(byteLimit: cacheByteLimit))
  }

  /// Creates a compositor whose decoded and resized images are kept in `cache`, shared with
  /// other compositors: each image is prepared once for all of them. Every compositor sharing
  /// a cache must mean the same picture by the same image name.
  ///
  /// - Parameters:
  ///   - images: Resolves `ImageSource` names.
  ///   - videoFrames: Supplies video frames; without one, video layers draw nothing.
  ///   - cache: The images prepared so far, by name and pixel size.
  public convenience init(
    images: any ImageProvider, videoFrames: (any VideoFrameProvider)? = nil,
    sharing cache: PreparedImageCache
  ) {
    self.init(images: images, videoFrames: videoFrames, cache: cache, drawsGroupsDirectly: true)
  }

  init(
    images: any ImageProvider, videoFrames: (any VideoFrameProvider)?, cache: PreparedImageCache,
    drawsGroupsDirectly: Bool, defersUnwrittenPixels: Bool = true
  ) {
    self.images = images
    self.videoFrames = videoFrames
    self.cache = cache
    self.drawsGroupsDirectly = drawsGroupsDirectly
    self.defersUnwrittenPixels = defersUnwrittenPixels
  }

  /// Renders `stage` into a new image of the screen's pixel size.
  ///
  /// - Throws: when an image or video frame cannot be provided (the error names it).
  public func render(_ stage: Stage) throws -> RGBAImage {
    var image = RGBAImage(width: stage.screen.pixelWidth, height: stage.screen.pixelHeight)
    try render(stage, into: &image)
    return image
  }

  /// Renders `stage` into `image`, reusing its storage when it already has the screen's size.
  public func render(_ stage: Stage, into image: inout RGBAImage) throws {
    try render(
      stage, columns: 0..<stage.screen.pixelWidth, rows: 0..<stage.screen.pixelHeight,
      into: &image)
  }

  /// Renders the part of `stage` in screen pixel `columns` and `rows` into a new image of that
  /// size: the same pixels as that part of the whole screen's render, drawn without the rest.
  ///
  /// - Throws: when an image or video frame cannot be provided (the error names it).
  public func render(_ stage: Stage, columns: Range<Int>, rows: Range<Int>) throws -> RGBAImage {
    var image = RGBAImage(width: columns.count, height: rows.count)
    try render(stage, columns: columns, rows: rows, into: &image)
    return image
  }

  /// Renders the part of `stage` in `columns` and `rows` into `image` (made that size when it
  /// is not); with `only`, `image` already has that size and only the pixels of `only` (in the
  /// image's coordinates) are drawn, the same bytes as drawing all of it: bands, positions and
  /// groups are laid out on the whole image either way, and drawing is limited to `only`.
  func render(
    _ stage: Stage, columns: Range<Int>, rows: Range<Int>, into image: inout RGBAImage,
    only: PixelRect? = nil
  ) throws {
    let width = columns.count, height = rows.count
    if image.width != width || image.height != height {
      image = RGBAImage(width: width, height: height)
    }
    let whole = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    let drawn = only?.intersection(whole) ?? whole
    let screenTransform = AffineTransform(scaleX: stage.screen.scale, y: stage.screen.scale)
      .concatenating(
        AffineTransform(translationX: -Double(columns.lowerBound), y: -Double(rows.lowerBound)))
    var windows = stage.windowsBackToFront
    // Black, or the bottom window's colour straight away when it covers the screen opaquely.
    var background: UInt32 = 0xFF00_0000
    if let bottom = windows.first?.layer, let fill = Self.opaqueScreenFill(bottom, stage.screen) {
      background = fill
      windows[0].layer.content = .none
    }
    let pending = PendingFill(capacity: Self.bandHeight)
    try image.withCanvas { canvas in
      // Band by band, so each band stays in cache while every window draws into it. The
      // background is written last, only where nothing opaque covers it (see `PendingFill`).
      for top in stride(from: 0, to: height, by: Self.bandHeight) {
        let limit = drawn.intersection(
          PixelRect(minX: 0, minY: top, maxX: width, maxY: min(height, top + Self.bandHeight)))
        guard !limit.isEmpty else { continue }
        var band = canvas.limited(to: limit)
        if defersUnwrittenPixels {
          band = band.pending(pending)
          pending.begin(
            canvas: canvas, rows: limit.minY..<limit.maxY, columns: limit.minX..<limit.maxX,
            colour: background)
        } else {
          for y in limit.minY..<limit.maxY {
            (band.row(y) + limit.minX).update(repeating: background, count: limit.width)
          }
        }
        for window in windows {
          try draw(
            window.layer, parent: screenTransform, opacity: 1, canvas: band, clip: canvas.bounds)
        }
        if defersUnwrittenPixels { pending.finish() }
      }
    }
  }

  /// Rows drawn per band: a band of a 1290 px wide frame and its mask take about 1.3 MB, which
  /// stays in a 2 MB L2 cache; fewer bands mean fewer per-band column tables and group bounds.
  private static let bandHeight = 128

  /// The packed colour of `layer` when it is an opaque, unmasked, untransformed fill of the
  /// whole screen; `nil` otherwise.
  private static func opaqueScreenFill(_ layer: Layer, _ screen: Screen) -> UInt32? {
    guard case .color(let color) = layer.content, !layer.isHidden, layer.opacity >= 1,
      layer.mask == nil, layer.transform.isIdentity, layer.frame == screen.bounds
    else { return nil }
    let (r, g, b, a) = color.bytes
    guard a == 255 else { return nil }
    return PixelMath.premultiplied(red: r, green: g, blue: b, alpha: a)
  }

  /// Draws `layer` (with sublayers, mask and opacity) whose parent space maps to the canvas by
  /// `parent`; `opacity` is what enclosing layers still have to apply.
  func draw(
    _ layer: Layer, parent: AffineTransform, opacity: Double, canvas: Canvas, clip: PixelRect
  ) throws {
    let combined = opacity * min(max(layer.opacity, 0), 1)
    guard !layer.isHidden, combined > 0 else { return }
    let transform = layer.transformToParent.concatenating(parent)
    let visibleSublayers = layer.sublayers.filter { !$0.isHidden && $0.opacity > 0 }
    let parts = visibleSublayers.count + (layer.content == .none ? 0 : 1)
    if layer.mask != nil || (combined < 1 && parts > 1) {
      try drawGroup(layer, transform: transform, opacity: combined, canvas: canvas, clip: clip)
      return
    }
    try drawContent(layer, transform: transform, opacity: combined, canvas: canvas, clip: clip)
    for sublayer in visibleSublayers {
      try draw(sublayer, parent: transform, opacity: combined, canvas: canvas, clip: clip)
    }
  }

  /// Draws the layer's own content (not its sublayers); `group` is what an enclosing group
  /// drawn without an offscreen pass applies after the layer's `opacity`.
  func drawContent(
    _ layer: Layer, transform: AffineTransform, opacity: Double, group: GroupEffect = .none,
    canvas: Canvas, clip: PixelRect
  ) throws {
    let alpha = PixelMath.alpha(opacity: opacity)
    guard alpha > 0 else { return }
    let paint = Paint(opacity: alpha, group: group)
    switch layer.content {
    case .none:
      return
    case .color(let color):
      let (r, g, b, a) = color.bytes
      Rasterizer.fill(
        size: layer.frame.size, transform: transform,
        color: PixelMath.premultiplied(red: r, green: g, blue: b, alpha: a), paint: paint,
        canvas: canvas, clip: clip)
    case .image(let source, let mode):
      let original = try cache.image(for: .init(name: source.name, width: -1, height: -1)) {
        try images.image(named: source.name)
      }
      try drawImage(
        width: original.image.width, height: original.image.height, original: { _ in original },
        name: source.name, isVideoFrame: false,
        naturalSize: source.pointSize(
          pixelWidth: original.image.width, pixelHeight: original.image.height),
        mode: mode, layer: layer, transform: transform, paint: paint, canvas: canvas, clip: clip)
    case .video(let name, let time, let mode):
      guard let videoFrames else { return }
      let identity = videoFrames.frameIdentity(ofVideo: name, at: time)
      let make = {
        try videoFrames.frameAndOpacity(ofVideo: name, at: time).map {
          PreparedImage($0.frame, isOpaque: $0.isOpaque)
        }
      }
      // The frame drawn as it is is kept by its identity; one only shrunk is read for its
      // level, which is kept instead (its pixels would push the levels out).
      let original = { (kept: Bool) throws -> PreparedImage? in
        guard let identity, kept else { return try make() }
        return try self.cache.prepared(
          for: .init(name: identity, width: -1, height: -1, isVideoFrame: true), make: make)
      }
      // A provider that knows its frames' size lets a kept level be drawn without the frame.
      let known = identity == nil ? nil : videoFrames.frameSize(ofVideo: name)
      let loaded = known == nil ? try original(true) : nil
      guard let size = known ?? loaded.map({ ($0.image.width, $0.image.height) }) else { return }
      try drawImage(
        width: size.width, height: size.height, original: { try loaded ?? original($0) },
        name: identity,
        isVideoFrame: true,
        naturalSize: Size(width: Double(size.width), height: Double(size.height)),
        mode: mode, layer: layer, transform: transform, paint: paint, canvas: canvas, clip: clip)
    }
  }

  /// Lays out an image of `width` x `height` pixels and `naturalSize` points
  /// (`ImageSource.pointSize`: the resolved image's, as `UIImage.size`) with its content mode
  /// and draws it, from an area-averaged mipmap level when it lands at half its pixel size or
  /// less (levels cached when it has a `name`: an image's, or a video frame's identity when
  /// `isVideoFrame`). `original(kept)` gives the image (`nil`: nothing to draw); `kept` says
  /// whether it is drawn as it is (else it is only shrunk to a level not yet made).
  private func drawImage(
    width: Int, height: Int, original: (_ kept: Bool) throws -> PreparedImage?, name: String?,
    isVideoFrame: Bool, naturalSize: Size, mode: ContentMode, layer: Layer,
    transform: AffineTransform, paint: Paint, canvas: Canvas, clip: PixelRect
  ) throws {
    guard width > 0, height > 0, naturalSize.width > 0, naturalSize.height > 0,
      naturalSize.width.isFinite, naturalSize.height.isFinite
    else { return }
    let rect = mode.fittedRect(imageSize: naturalSize, in: layer.bounds)
    let imageToCanvas = AffineTransform(
      a: rect.width / Double(width), b: 0, c: 0, d: rect.height / Double(height),
      tx: rect.minX, ty: rect.minY
    ).concatenating(transform)
    let drawnWidth =
      Double(width)
      * (imageToCanvas.a * imageToCanvas.a
      + imageToCanvas.b * imageToCanvas.b).squareRoot()
    let drawnHeight =
      Double(height)
      * (imageToCanvas.c * imageToCanvas.c
      + imageToCanvas.d * imageToCanvas.d).squareRoot()
    // Mipmapping: draw from the smallest halving still at least the drawn size, so bilinear
    // sampling never shrinks by more than 2x (which would alias) and an animation whose size
    // changes every frame reuses the same few prefiltered levels.
    var level = 0
    while level < 30, Double(width >> (level + 1)) >= drawnWidth,
      Double(height >> (level + 1)) >= drawnHeight, width >> (level + 1) > 0,
      height >> (level + 1) > 0
    {
      level += 1
    }
    var drawnTransform = imageToCanvas
    let drawn: PreparedImage
    if level > 0 {
      let levelWidth = width >> level, levelHeight = height >> level
      func shrink() throws -> PreparedImage? {
        try original(false).map {
          PreparedImage($0.image.resized(width: levelWidth, height: levelHeight))
        }
      }
      let shrunk =
        if let name {
          try cache.prepared(
            for: .init(
              name: name, width: levelWidth, height: levelHeight, isVideoFrame: isVideoFrame),
            make: shrink)
        } else {
          try shrink()
        }
      guard let shrunk else { return }
      drawn = shrunk
      drawnTransform = AffineTransform(
        scaleX: Double(width) / Double(levelWidth), y: Double(height) / Double(levelHeight)
      ).concatenating(imageToCanvas)
    } else {
      guard let image = try original(true) else { return }
      drawn = image
    }
    drawn.image.withPixelSource(isOpaque: drawn.isOpaque) { source in
      // A cached image sampled row by row finds the flat stretches of its rows from a table
      // made once (a video frame without an identity, drawn once, is scanned instead).
      guard name != nil, Rasterizer.samplesAxisAligned(drawnTransform) else {
        Rasterizer.draw(
          source, transform: drawnTransform, paint: paint, canvas: canvas, clip: clip,
          columnCache: columnCache)
        return
      }
      drawn.flatRuns.withUnsafeBufferPointer { runs in
        var sampled = source
        sampled.flatRuns = runs.baseAddress
        Rasterizer.draw(
          sampled, transform: drawnTransform, paint: paint, canvas: canvas, clip: clip,
          columnCache: columnCache)
      }
    }
  }

  /// The canvas pixels a layer tree may touch (its content and sublayers; with its mask when
  /// `includingMask`), conservatively.
  func bounds(of layer: Layer, transform: AffineTransform, includingMask: Bool = true)
    throws -> PixelRect
  {
    guard !layer.isHidden, layer.opacity > 0 else { return .empty }
    var area = PixelRect.empty
    switch layer.content {
    case .none:
      break
    case .color:
      area =
        PixelRect.covering(
          width: layer.frame.width, height: layer.frame.height, transform: transform) ?? .empty
    case .image(let source, let mode):
      let image = try cache.image(for: .init(name: source.name, width: -1, height: -1)) {
        try images.image(named: source.name)
      }.image
      let natural = source.pointSize(pixelWidth: image.width, pixelHeight: image.height)
      area = contentBounds(mode.fittedRect(imageSize: natural, in: layer.bounds), transform)
    case .video:
      area = .unbounded  // the frame's size, and so its overflow, is known only when drawn
    }
    for sublayer in layer.sublayers {
      area = area.union(
        try bounds(of: sublayer, transform: sublayer.transformToParent.concatenating(transform)))
    }
    if includingMask, let mask = layer.mask {
      area = area.intersection(
        try bounds(of: mask, transform: mask.transformToParent.concatenating(transform)))
    }
    return area
  }

  private func contentBounds(_ rect: Rect, _ transform: AffineTransform) -> PixelRect {
    PixelRect.covering(
      width: rect.width, height: rect.height,
      transform: AffineTransform(translationX: rect.minX, y: rect.minY).concatenating(transform))
      ?? .empty
  }
}
