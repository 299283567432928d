import Foundation

/// A layer property an animation drives, named by its CoreAnimation key path (`rawValue`).
///
/// Transform components follow `CALayer`'s key-value coding of `transform`: setting one
/// component (say `transform.scale.x`) keeps the others. The transform is read as
/// scale, then rotation, then translation (`CGAffineTransform` order), which is how
/// `transform.scale`, `transform.rotation.z` and `transform.translation` compose in
/// CoreAnimation. All values are `Double`: opacity 0...1, scale factors, radians, points; `hidden`
/// is 0 (shown) or 1 (hidden) and must be animated with `.discrete` keyframes.
public enum AnimatableProperty: String, Hashable, Codable, Sendable, CaseIterable {
  /// `opacity`.
  case opacity = "opacity"
  /// `hidden` as 0 or 1.
  case isHidden = "hidden"
  /// `transform.scale`: both axes at once.
  case scale = "transform.scale"
  /// `transform.scale.x`.
  case scaleX = "transform.scale.x"
  /// `transform.scale.y`.
  case scaleY = "transform.scale.y"
  /// `transform.rotation.z`, radians, clockwise on screen.
  case rotation = "transform.rotation.z"
  /// `transform.translation.x`, points.
  case translationX = "transform.translation.x"
  /// `transform.translation.y`, points.
  case translationY = "transform.translation.y"
  /// `position.x`: the anchor point's x in the parent, points (moves `frame`).
  case positionX = "position.x"
  /// `position.y`: the anchor point's y in the parent, points.
  case positionY = "position.y"

  /// The property's value on `layer`.
  public func value(of layer: Layer) -> Double {
    switch self {
    case .opacity: return layer.opacity
    case .isHidden: return layer.isHidden ? 1 : 0
    case .positionX: return layer.position.x
    case .positionY: return layer.position.y
    case .scale, .scaleX: return TransformComponents(layer.transform).scaleX
    case .scaleY: return TransformComponents(layer.transform).scaleY
    case .rotation: return TransformComponents(layer.transform).rotation
    case .translationX: return layer.transform.tx
    case .translationY: return layer.transform.ty
    }
  }

  /// Sets the property to `value` on `layer`.
  public func apply(_ value: Double, to layer: inout Layer) {
    switch self {
    case .opacity: layer.opacity = value
    case .isHidden: layer.isHidden = value >= 0.5
    case .positionX:
      layer.frame.origin.x = value - layer.anchorPoint.x * layer.frame.size.width
    case .positionY:
      layer.frame.origin.y = value - layer.anchorPoint.y * layer.frame.size.height
    case .translationX: layer.transform.tx = value
    case .translationY: layer.transform.ty = value
    case .scale, .scaleX, .scaleY, .rotation:
      var components = TransformComponents(layer.transform)
      switch self {
      case .scale:
        components.scaleX = value
        components.scaleY = value
      case .scaleX: components.scaleX = value
      case .scaleY: components.scaleY = value
      default: components.rotation = value
      }
      layer.transform = components.transform
    }
  }
}

/// An affine transform read as scale, then rotation, then translation (no shear).
struct TransformComponents {
  var scaleX: Double
  var scaleY: Double
  var rotation: Double
  var tx: Double
  var ty: Double

  init(_ transform: AffineTransform) {
    if transform.b == 0, transform.c == 0 {
      scaleX = transform.a
      scaleY = transform.d
      rotation = 0
    } else {
      scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
      rotation = atan2(transform.b, transform.a)
      let determinant = transform.a * transform.d - transform.b * transform.c
      scaleY = scaleX == 0 ? 0 : determinant / scaleX
    }
    tx = transform.tx
    ty = transform.ty
  }

  var transform: AffineTransform {
    if rotation == 0 {
      return AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: tx, ty: ty)
    }
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return AffineTransform(
      a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine, tx: tx, ty: ty)
  }
}
