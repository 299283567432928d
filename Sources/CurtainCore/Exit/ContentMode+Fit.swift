extension ContentMode {
  /// Where an image of `imageSize` points is drawn inside `bounds` with this content mode, as
  /// `UIImageView` places it.
  func fittedRect(imageSize: Size, in bounds: Rect) -> Rect {
    let width = imageSize.width
    let height = imageSize.height
    switch self {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard width > 0, height > 0 else { return bounds }
      let fit = min(bounds.width / width, bounds.height / height)
      let fill = max(bounds.width / width, bounds.height / height)
      let scale = self == .scaleAspectFit ? fit : fill
      return Rect(center: bounds.center, size: Size(width: width * scale, height: height * scale))
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
