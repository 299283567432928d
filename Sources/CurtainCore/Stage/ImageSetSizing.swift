/// How `curtain generate` sizes an image set made for a view of ``box`` points shown with
/// ``contentMode``, and so the point size `UIImage(named:)` gives for it on the device: the one
/// rule the asset generator writes the 1x/2x/3x files by and the renderer and the reveal read an
/// image's point size by (a source file's pixels are never taken as points where the device
/// shows the generated set).
///
/// The point size is the source's aspect ratio fitted inside the box (`scaleAspectFit` and the
/// positional modes), covering it (`scaleAspectFill`), or the box itself (`scaleToFill`). The
/// view then shows the image as the content mode says on every device, and the files hold
/// exactly the pixels shown.
public struct ImageSetSizing: Hashable, Codable, Sendable {
  /// The view's size, in points.
  public var box: Size
  /// How the view shows the image.
  public var contentMode: ContentMode

  /// Creates the sizing of an image set for a view of `box` points shown with `contentMode`.
  public init(box: Size, contentMode: ContentMode) {
    self.box = box
    self.contentMode = contentMode
  }

  /// The image set's point size for a source of `pixelWidth` x `pixelHeight` pixels (any
  /// scale of the same picture gives the same size: only the aspect ratio is read).
  public func pointSize(pixelWidth: Int, pixelHeight: Int) -> Size {
    let width = Double(pixelWidth)
    let height = Double(pixelHeight)
    guard width > 0, height > 0 else { return contentMode == .scaleToFill ? box : .zero }
    // The side that meets the box takes the box's value exactly; the other is computed by one
    // multiplication and one division, so sizes carry no rounding noise (84, not
    // 84.00000000000001).
    let widthBound = box.width * height <= box.height * width
    switch contentMode {
    case .scaleToFill:
      return box
    case .scaleAspectFill:
      return widthBound
        ? Size(width: width * box.height / height, height: box.height)
        : Size(width: box.width, height: height * box.width / width)
    default:
      return widthBound
        ? Size(width: box.width, height: height * box.width / width)
        : Size(width: width * box.height / height, height: box.height)
    }
  }
}
