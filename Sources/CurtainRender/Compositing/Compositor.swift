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
  private let scratch = ScratchPool()

  /// Creates a compositor.
  ///
  /// - Parameters:
  ///   - images: Resolves `ImageSource` names.
  ///   - videoFrames: Supplies video frames; without one, video layers draw nothing.
  ///   - cacheByteLimit: Bytes of decoded and resampled images kept between frames.
  public init(
    images: any ImageProvider, videoFrames: (any VideoFrameProvider)? = nil,
    cacheByteLimit: Int = 128 << 20
  ) {
    self.images = images
    self.videoFrames = videoFrames
    cache = PreparedImageCache(byteLimit: cacheByteLimit)
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
    let width = stage.screen.pixelWidth, height = stage.screen.pixelHeight
    if image.width != width || image.height != height {
      image = RGBAImage(width: width, height: height)
    }
    let screenTransform = AffineTransform(scaleX: stage.screen.scale, y: stage.screen.scale)
    var windows = stage.windowsBackToFront
    // Black, or the bottom window's colour straight away when it covers the screen opaquely.
    var background: UInt32 = 0xFF00_0000
    if let bottom = windows.first?.layer, let fill = Self.opaqueScreenFill(bottom, stage.screen) {
      background = fill
      windows[0].layer.content = .none
    }
    try image.withCanvas { canvas in
      canvas.pixels.update(repeating: background, count: width * height)
      for window in windows {
        try draw(
          window.layer, parent: screenTransform, opacity: 1, canvas: canvas, clip: canvas.bounds)
      }
    }
  }

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
  private func draw(
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

  /// Renders the layer and its sublayers offscreen at full opacity, multiplies by the mask's
  /// alpha, then composites the result with `opacity`: CoreAnimation's group opacity.
  private func drawGroup(
    _ layer: Layer, transform: AffineTransform, opacity: Double, canvas: Canvas, clip: PixelRect
  ) throws {
    var area = try bounds(of: layer, transform: transform, includingMask: false)
      .intersection(clip).intersection(canvas.bounds)
    let maskLayer = layer.mask
    if let maskLayer {
      let maskTransform = maskLayer.transformToParent.concatenating(transform)
      area = area.intersection(try bounds(of: maskLayer, transform: maskTransform))
    }
    guard !area.isEmpty else { return }
    let shift = AffineTransform(translationX: Double(-area.minX), y: Double(-area.minY))
    var unmasked = layer
    unmasked.mask = nil
    unmasked.opacity = 1
    var group = scratch.image(width: area.width, height: area.height)
    try group.withCanvas { offscreen in
      try drawContent(
        unmasked, transform: transform.concatenating(shift), opacity: 1, canvas: offscreen,
        clip: offscreen.bounds)
      for sublayer in unmasked.sublayers {
        try draw(
          sublayer, parent: transform.concatenating(shift), opacity: 1, canvas: offscreen,
          clip: offscreen.bounds)
      }
    }
    var coverage: RGBAImage?
    if let maskLayer {
      var maskImage = scratch.image(width: area.width, height: area.height)
      try maskImage.withCanvas { offscreen in
        try draw(
          maskLayer, parent: transform.concatenating(shift), opacity: 1, canvas: offscreen,
          clip: offscreen.bounds)
      }
      coverage = maskImage
    }
    let alpha = UInt32((opacity * 255).rounded())
    group.withPixelSource(isOpaque: false) { source in
      if let coverage {
        coverage.withPixelSource(isOpaque: false) { mask in
          GroupCompositor.composite(source, mask: mask, opacity: alpha, at: area, onto: canvas)
        }
      } else {
        GroupCompositor.composite(source, mask: nil, opacity: alpha, at: area, onto: canvas)
      }
    }
    scratch.recycle(group)
    if let coverage { scratch.recycle(coverage) }
  }

  /// Draws the layer's own content (not its sublayers).
  private func drawContent(
    _ layer: Layer, transform: AffineTransform, opacity: Double, canvas: Canvas, clip: PixelRect
  ) throws {
    let alpha = UInt32((opacity * 255).rounded())
    guard alpha > 0 else { return }
    switch layer.content {
    case .none:
      return
    case .color(let color):
      let (r, g, b, a) = color.bytes
      Rasterizer.fill(
        size: layer.frame.size, transform: transform,
        color: PixelMath.premultiplied(red: r, green: g, blue: b, alpha: a), opacity: alpha,
        canvas: canvas, clip: clip)
    case .image(let source, let mode):
      let original = try cache.image(for: .init(name: source.name, width: -1, height: -1)) {
        try images.image(named: source.name)
      }
      try drawImage(
        original, name: source.name, scale: source.scale, mode: mode, layer: layer,
        transform: transform, opacity: alpha, canvas: canvas, clip: clip)
    case .video(let name, let time, let mode):
      guard let frame = try videoFrames?.frame(ofVideo: name, at: time) else { return }
      try drawImage(
        PreparedImage(frame), name: nil, scale: 1, mode: mode, layer: layer,
        transform: transform, opacity: alpha, canvas: canvas, clip: clip)
    }
  }

  /// Lays out an image with its content mode and draws it, from an area-averaged mipmap level
  /// when it lands at half its pixel size or less (levels cached when it has a `name`).
  private func drawImage(
    _ prepared: PreparedImage, name: String?, scale: Double, mode: ContentMode, layer: Layer,
    transform: AffineTransform, opacity: UInt32, canvas: Canvas, clip: PixelRect
  ) throws {
    let width = prepared.image.width, height = prepared.image.height
    guard width > 0, height > 0, scale > 0 else { return }
    let naturalSize = Size(width: Double(width) / scale, height: Double(height) / scale)
    let rect = mode.imageRect(imageSize: naturalSize, in: layer.bounds)
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
    var drawn = prepared
    var drawnTransform = imageToCanvas
    if level > 0 {
      let levelWidth = width >> level, levelHeight = height >> level
      let shrink = { prepared.image.resized(width: levelWidth, height: levelHeight) }
      drawn =
        if let name {
          cache.image(for: .init(name: name, width: levelWidth, height: levelHeight), make: shrink)
        } else {
          PreparedImage(shrink())
        }
      drawnTransform = AffineTransform(
        scaleX: Double(width) / Double(levelWidth), y: Double(height) / Double(levelHeight)
      ).concatenating(imageToCanvas)
    }
    drawn.image.withPixelSource(isOpaque: drawn.isOpaque) { source in
      Rasterizer.draw(
        source, transform: drawnTransform, opacity: opacity, canvas: canvas, clip: clip)
    }
  }

  /// The canvas pixels a layer tree may touch (its content and sublayers; with its mask when
  /// `includingMask`), conservatively.
  private func bounds(of layer: Layer, transform: AffineTransform, includingMask: Bool = true)
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
      let natural = Size(
        width: Double(image.width) / source.scale, height: Double(image.height) / source.scale)
      area = contentBounds(mode.imageRect(imageSize: natural, in: layer.bounds), transform)
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
