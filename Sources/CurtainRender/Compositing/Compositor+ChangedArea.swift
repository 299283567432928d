import CurtainCore

/// Which pixels a new stage can change, from the two layer trees alone (no pixel is compared).
extension Compositor {
  /// The pixels where rendering `stage` may give other bytes than rendering `previous`; `nil`
  /// when the two stages are equal (the renderer is deterministic).
  ///
  /// The layer trees are walked side by side: where a layer's own properties (frame, anchor,
  /// transform, opacity, visibility, content, mask) or its number of sublayers differ, the
  /// pixels that layer's tree may touch in either stage changed (conservatively, as
  /// `bounds(of:transform:)` gives them: every pixel a drawn edge overlaps, the rule groups
  /// are drawn by too); where only sublayers differ, the walk goes on in them. An enclosing
  /// group's opacity or mask only scales what a changed sublayer draws, so nothing outside the
  /// sublayer's pixels changes. A
  /// different screen, or windows added, removed or reordered, change every pixel, as does a
  /// video layer whose frame changed (its size is known only when drawn).
  ///
  /// - Throws: when an image cannot be provided (the error names it).
  public func changedArea(from previous: Stage, to stage: Stage) throws -> ChangedArea? {
    guard previous != stage else { return nil }
    let screen = PixelRect(
      minX: 0, minY: 0, maxX: stage.screen.pixelWidth, maxY: stage.screen.pixelHeight)
    let before = previous.windowsBackToFront
    let after = stage.windowsBackToFront
    guard previous.screen == stage.screen, before.count == after.count,
      zip(before, after).allSatisfy({ $0.role == $1.role && $0.level == $1.level })
    else { return ChangedArea(screen) }
    let transform = AffineTransform(scaleX: stage.screen.scale, y: stage.screen.scale)
    var area = PixelRect.empty
    for (old, new) in zip(before, after) {
      area = area.union(try changedPixels(from: old.layer, to: new.layer, parent: transform))
    }
    return ChangedArea(area.intersection(screen))
  }

  /// Renders `stage` into `image`, which holds the render of `drawn` (or anything, when `drawn`
  /// is `nil` or `image` has another size): only the pixels `changedArea(from:to:)` reports are
  /// drawn again, so the result is the same as `render(_:into:)`'s.
  ///
  /// - Throws: when an image or video frame cannot be provided (the error names it).
  public func render(_ stage: Stage, into image: inout RGBAImage, replacing drawn: Stage?)
    throws
  {
    let width = stage.screen.pixelWidth, height = stage.screen.pixelHeight
    guard let drawn, image.width == width, image.height == height else {
      try render(stage, into: &image)
      return
    }
    guard let area = try changedArea(from: drawn, to: stage) else { return }
    try render(stage, columns: 0..<width, rows: 0..<height, into: &image, only: area.rect)
  }

  /// The pixels where `new` (a layer in a parent mapped to the canvas by `parent`) may draw
  /// differently from `old`.
  private func changedPixels(from old: Layer, to new: Layer, parent: AffineTransform) throws
    -> PixelRect
  {
    guard old != new, !(old.isHidden && new.isHidden) else { return .empty }
    let ownPropertiesEqual =
      old.id == new.id && old.frame == new.frame && old.anchorPoint == new.anchorPoint
      && old.transform == new.transform && old.opacity == new.opacity
      && old.isHidden == new.isHidden && old.content == new.content && old.mask == new.mask
      && old.sublayers.count == new.sublayers.count
    guard ownPropertiesEqual else {
      return try bounds(of: old, transform: old.transformToParent.concatenating(parent))
        .union(try bounds(of: new, transform: new.transformToParent.concatenating(parent)))
    }
    let transform = new.transformToParent.concatenating(parent)
    var area = PixelRect.empty
    for (oldSublayer, newSublayer) in zip(old.sublayers, new.sublayers) {
      area = area.union(
        try changedPixels(from: oldSublayer, to: newSublayer, parent: transform))
    }
    return area
  }
}
