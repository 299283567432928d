extension ContentMode {
  /// Where an image of `imageSize` points lands inside `bounds` (points), as UIKit lays out
  /// `UIImageView` contents: the one rule the reveal's geometry, the renderer and the Apple
  /// layer share. The result may overflow `bounds` (aspect fill, or a positional mode with a
  /// large image); the layer does not clip it. An image with no width or height fills nothing:
  /// an empty rect at the centre for the aspect modes (the whole of `bounds` for `scaleToFill`,
  /// which stretches whatever it gets).
  public func fittedRect(imageSize: Size, in bounds: Rect) -> Rect {
    let width = imageSize.width
    let height = imageSize.height
    switch self {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard width > 0, height > 0 else { return Rect(center: bounds.center, size: .zero) }
      let horizontal = bounds.width / width
      let vertical = bounds.height / height
      let factor = self == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
      return Rect(center: bounds.center, size: Size(width: width * factor, height: height * factor))
    default:
      let x: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - width
      default: x = bounds.midX - width / 2
      }
      let y: Double
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - height
      default: y = bounds.midY - height / 2
      }
      return Rect(x: x, y: y, width: width, height: height)
    }
  }
}
