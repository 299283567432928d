extension Layer {
  /// The colour a layer of this tree is drawn over, as its content: the last opaque colour
  /// (alpha 1, layer fully opaque) on the way from this root down to the layer with `id`, the
  /// layer's own background included, when nothing drawn before the way covers part of it (a
  /// visible earlier sibling overlapping a layer on the way: an image under the logo); the
  /// root's colour when no layer has `id`; `.none` when the colour is not known.
  public func colorBehind(layerWithID id: String) -> LayerContent {
    func opaqueColor(_ layer: Layer) -> LayerContent? {
      guard case .color(let color) = layer.content, color.alpha >= 1, layer.opacity >= 1 else {
        return nil
      }
      return layer.content
    }
    func search(_ layer: Layer, behind: LayerContent) -> LayerContent? {
      let here = opaqueColor(layer) ?? behind
      if layer.id == id { return here }
      for (index, sublayer) in layer.sublayers.enumerated() {
        let covered = layer.sublayers[..<index].contains {
          !$0.isHidden && $0.opacity > 0 && Self.overlap($0.frame, sublayer.frame)
        }
        if let found = search(sublayer, behind: covered ? .none : here) { return found }
      }
      return nil
    }
    if let found = search(self, behind: .none) { return found }
    if case .color = content { return content }
    return .none
  }

  private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}
