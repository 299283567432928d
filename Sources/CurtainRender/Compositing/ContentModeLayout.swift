import CurtainCore

extension ContentMode {
  /// Where an image of `imageSize` points lands inside `bounds` (points), as UIKit lays out
  /// `UIImageView` contents: the result may overflow `bounds` (aspect fill, or a positional mode
  /// with a large image); the layer does not clip it.
  public func imageRect(imageSize: Size, in bounds: Rect) -> Rect {
    let width = imageSize.width, height = imageSize.height
    switch self {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard width > 0, height > 0 else { return Rect(center: bounds.center, size: .zero) }
      let horizontal = bounds.width / width, vertical = bounds.height / height
      let factor = self == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
      return Rect(center: bounds.center, size: Size(width: width * factor, height: height * factor))
    case .center:
      return Rect(center: bounds.center, size: imageSize)
    case .top:
      return Rect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: height)
    case .bottom:
      return Rect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
    case .left:
      return Rect(x: bounds.minX, y: bounds.midY - height / 2, width: width, height: height)
    case .right:
      return Rect(x: bounds.maxX - width, y: bounds.midY - height / 2, width: width, height: height)
    case .topLeft:
      return Rect(x: bounds.minX, y: bounds.minY, width: width, height: height)
    case .topRight:
      return Rect(x: bounds.maxX - width, y: bounds.minY, width: width, height: height)
    case .bottomLeft:
      return Rect(x: bounds.minX, y: bounds.maxY - height, width: width, height: height)
    case .bottomRight:
      return Rect(x: bounds.maxX - width, y: bounds.maxY - height, width: width, height: height)
    }
  }
}
