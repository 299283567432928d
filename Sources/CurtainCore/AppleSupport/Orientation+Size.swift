extension Orientation {
  /// The orientation of a bounds of `size`: landscape when wider than tall, as a scene's
  /// bounds are already rotated (a square counts as portrait).
  public init(size: Size) {
    self = size.width > size.height ? .landscape : .portrait
  }
}
