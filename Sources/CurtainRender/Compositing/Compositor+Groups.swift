import CurtainCore

/// Group opacity and masks (CoreAnimation's offscreen groups), drawn without the offscreen pass
/// where the result is provably the same: a masked group with one drawable draws it with the mask
/// as per-pixel coverage; a translucent group's drawables are drawn directly, with the group's
/// opacity, wherever they do not overlap, and only the overlapping rectangles go offscreen.
extension Compositor {
  /// A layer drawn as part of a group: its content alone, where and how the offscreen pass
  /// would draw it.
  private struct Part {
    var layer: Layer
    var transform: AffineTransform
    var opacity: Double
  }

  /// Draws `layer` (with its sublayers and mask) as a group composited with `opacity`.
  func drawGroup(
    _ layer: Layer, transform: AffineTransform, opacity: Double, canvas: Canvas, clip: PixelRect
  ) throws {
    var area = try bounds(of: layer, transform: transform, includingMask: false)
      .intersection(clip).intersection(canvas.bounds)
    if let maskLayer = layer.mask {
      let maskTransform = maskLayer.transformToParent.concatenating(transform)
      area = area.intersection(try bounds(of: maskLayer, transform: maskTransform))
    }
    guard !area.isEmpty else { return }
    // Everything is drawn in the group's own pixel space (origin at the area's corner), as the
    // offscreen pass draws it, so both paths compute the same coordinates.
    let local = transform.concatenating(
      AffineTransform(translationX: Double(-area.minX), y: Double(-area.minY)))
    let alpha = PixelMath.alpha(opacity: opacity)
    guard drawsGroupsDirectly, let parts = parts(of: layer, transform: local) else {
      try drawOffscreen(layer, transform: local, opacity: alpha, area: area, canvas: canvas)
      return
    }
    let window = canvas.window(area)
    guard !window.limit.isEmpty else { return }
    if let maskLayer = layer.mask {
      guard parts.count == 1 else {
        try drawOffscreen(layer, transform: local, opacity: alpha, area: area, canvas: canvas)
        return
      }
      // Transparent where the mask draws nothing, written once (not cleared, then drawn); the
      // rows' drawn spans then tell the masked drawing where coverage may be non-zero.
      let limit = window.limit
      var coverage = scratch.offscreen(
        width: area.width, height: area.height, limit: limit, clearing: !defersUnwrittenPixels)
      let written = defersUnwrittenPixels ? PendingFill(capacity: limit.height) : nil
      try coverage.withCanvas { offscreen in
        guard let written else {
          try draw(maskLayer, parent: local, opacity: 1, canvas: offscreen, clip: limit)
          return
        }
        written.begin(
          canvas: offscreen, rows: limit.minY..<limit.maxY, columns: limit.minX..<limit.maxX,
          colour: 0)
        try draw(
          maskLayer, parent: local, opacity: 1, canvas: offscreen.pending(written), clip: limit)
        written.finish()
      }
      try coverage.withPixelSource { mask in
        try drawContent(
          parts[0].layer, transform: parts[0].transform, opacity: parts[0].opacity,
          group: GroupEffect(opacity: alpha, mask: mask, maskSpans: written), canvas: window,
          clip: limit)
      }
      scratch.recycle(coverage)
      return
    }
    // Only the pixels two parts may both touch go offscreen (a splash's logo and its branding
    // each over its background: two rectangles, not the one spanning both).
    let overlaps = Self.overlaps(
      of: try parts.map {
        try self.bounds(of: $0.layer, transform: $0.transform).intersection(window.bounds)
      })
    for overlap in overlaps {
      try drawOffscreen(
        layer, transform: local, opacity: alpha, area: area, canvas: canvas, only: overlap)
    }
    var direct = [window.bounds]
    for overlap in overlaps { direct = direct.flatMap { $0.subtracting(overlap) } }
    for part in parts {
      for piece in direct {
        try drawContent(
          part.layer, transform: part.transform, opacity: part.opacity,
          group: GroupEffect(opacity: alpha), canvas: window, clip: piece)
      }
    }
  }

  /// The drawables of a group whose parts each have content only (no mask, no visible
  /// sublayers), in drawing order; `nil` when some part is itself a group or a tree.
  private func parts(of layer: Layer, transform: AffineTransform) -> [Part]? {
    var parts: [Part] = []
    if layer.content != .none {
      var content = layer
      content.mask = nil
      content.sublayers = []
      content.opacity = 1
      parts.append(Part(layer: content, transform: transform, opacity: 1))
    }
    for sublayer in layer.sublayers {
      let opacity = min(max(sublayer.opacity, 0), 1)
      guard !sublayer.isHidden, opacity > 0 else { continue }
      guard sublayer.mask == nil,
        !sublayer.sublayers.contains(where: { !$0.isHidden && $0.opacity > 0 })
      else { return nil }
      guard sublayer.content != .none else { continue }
      parts.append(
        Part(
          layer: sublayer, transform: sublayer.transformToParent.concatenating(transform),
          opacity: opacity))
    }
    return parts
  }

  /// At most this many offscreen rectangles a group (each pass walks the group's layers).
  static let maximumOverlapPieces = 8

  /// Disjoint rectangles holding exactly the pixels that two of `areas` both hold (each pair's
  /// intersection, less what earlier pieces already hold); past `maximumOverlapPieces` of them,
  /// the one rectangle spanning them all.
  static func overlaps(of areas: [PixelRect]) -> [PixelRect] {
    var pieces: [PixelRect] = []
    for (index, first) in areas.enumerated() {
      for second in areas[(index + 1)...] {
        var new = [first.intersection(second)].filter { !$0.isEmpty }
        for piece in pieces { new = new.flatMap { $0.subtracting(piece) } }
        pieces += new
      }
    }
    guard pieces.count > maximumOverlapPieces else { return pieces }
    return [pieces.reduce(PixelRect.empty) { $0.union($1) }]
  }

  /// Renders the layer and its sublayers offscreen at full opacity (`only` a rectangle of the
  /// group's pixels, or all of them), multiplies by the mask's alpha, then composites the result
  /// with `opacity`: CoreAnimation's group opacity.
  private func drawOffscreen(
    _ layer: Layer, transform: AffineTransform, opacity: UInt32, area: PixelRect, canvas: Canvas,
    only: PixelRect? = nil
  ) throws {
    let window = canvas.window(area)
    let limit = (only ?? window.bounds).intersection(window.limit)
    guard !limit.isEmpty else { return }
    var unmasked = layer
    unmasked.mask = nil
    unmasked.opacity = 1
    var group = scratch.offscreen(width: area.width, height: area.height, limit: limit)
    try group.withCanvas { offscreen in
      try drawContent(unmasked, transform: transform, opacity: 1, canvas: offscreen, clip: limit)
      for sublayer in unmasked.sublayers {
        try draw(sublayer, parent: transform, opacity: 1, canvas: offscreen, clip: limit)
      }
    }
    var coverage: Offscreen?
    if let maskLayer = layer.mask {
      var maskImage = scratch.offscreen(width: area.width, height: area.height, limit: limit)
      try maskImage.withCanvas { offscreen in
        try draw(maskLayer, parent: transform, opacity: 1, canvas: offscreen, clip: limit)
      }
      coverage = maskImage
    }
    group.withPixelSource { source in
      if let coverage {
        coverage.withPixelSource { mask in
          GroupCompositor.composite(source, mask: mask, opacity: opacity, in: limit, onto: window)
        }
      } else {
        GroupCompositor.composite(source, mask: nil, opacity: opacity, in: limit, onto: window)
      }
    }
    scratch.recycle(group)
    if let coverage { scratch.recycle(coverage) }
  }
}
