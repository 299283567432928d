import CurtainCore

/// Draws a laid-out, resolved launch screen (`DrawnView`) as the system launch screen: its
/// labels set into images by `LabelPainter`, its views mapped onto layers by
/// `DrawnView.layer(labelImage:)`, composited by the `Compositor` that draws every stage.
public enum LaunchScreenPainter {
  /// The name of the image holding the text of label `view` at `scale`.
  public static func labelImageName(_ view: DrawnView, scale: Double) -> String {
    "launch-screen-label:\(view.id)@\(scale)x"
  }

  /// The layer tree of `root` (filling `bounds`, with `id`) and the label images it reads, by
  /// name, drawn at `scale` pixels per point.
  public static func layer(
    _ root: DrawnView, id: String, bounds: Rect, scale: Double
  ) -> (layer: Layer, labelImages: [String: RGBAImage]) {
    var labelImages: [String: RGBAImage] = [:]
    for view in root.allViews {
      if case .text(let text) = view.content {
        labelImages[labelImageName(view, scale: scale)] = LabelPainter.image(
          text, size: view.frame.size, scale: scale)
      }
    }
    var layer = root.layer { view, _ in
      ImageSource(name: labelImageName(view, scale: scale), scale: scale)
    }
    layer.id = id
    layer.frame = bounds
    return (layer, labelImages)
  }

  /// `root` drawn alone on `screen` as the system launch screen; `images` holds every image
  /// its image views name.
  ///
  /// - Throws: the image provider's error for an image it does not have.
  public static func draw(_ root: DrawnView, on screen: Screen, images: [String: RGBAImage])
    throws -> RGBAImage
  {
    let (layer, labels) = layer(
      root, id: "launchScreen", bounds: screen.bounds, scale: screen.scale)
    let compositor = Compositor(
      images: InMemoryImageProvider(images.merging(labels) { own, _ in own }))
    return try compositor.render(
      Stage(screen: screen, windows: [Window(role: .systemLaunchScreen, level: 0, layer: layer)]))
  }
}
