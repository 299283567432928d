import CurtainRender

/// An image picked from an app's image set for one device, scale and appearance, ready to
/// draw.
public struct CatalogImage: Sendable {
  /// The pixels.
  public var image: RGBAImage
  /// Pixels per point (`UIImage.scale`): the image's point size is its pixel size divided by it.
  public var scale: Double
  /// Whether the set renders as a template (`template-rendering-intent`): drawn in the view's
  /// tint colour through the image's alpha.
  public var isTemplate: Bool
  /// Whether the file is a PDF or SVG drawn for this request.
  public var isVector: Bool
  /// Whether the set keeps its vector data (`preserves-vector-representation`), so iOS draws it
  /// sharp at any size rather than scaling a bitmap made at build time.
  public var preservesVectorRepresentation: Bool
  /// The file drawn, relative to the catalogs' root.
  public var file: String
}
