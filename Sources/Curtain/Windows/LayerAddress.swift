#if canImport(UIKit)
  import CurtainCore

  /// A layer of the stage: its window and its id.
  public struct LayerAddress: Hashable, Sendable {
    /// The window.
    public var window: WindowRole
    /// The layer's id in that window.
    public var layer: String

    /// Creates an address.
    public init(window: WindowRole, layer: String) {
      self.window = window
      self.layer = layer
    }
  }
#endif
