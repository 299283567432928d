import CurtainCore
import Foundation

/// The content-hashed names of the generated assets (the cache-busting rule of
/// `Docs/LaunchAssets.md`).
///
/// iOS caches a snapshot of the launch screen and may keep showing it after an update whose
/// storyboard refers to the same names. Every name here ends in six hex digits of a hash of what
/// the asset shows, so a changed logo, size or colour gives a new name, a changed storyboard and
/// a fresh snapshot; an unchanged design keeps its names (no churn).
public struct LaunchAssetNames: Hashable, Sendable {
  /// The logo image set, `CurtainLogo-<hash>`.
  public var logo: String
  /// The branding image set, `CurtainBranding-<hash>`, when the design has branding.
  public var branding: String?
  /// The background colour set, `CurtainBackground-<hash>`.
  public var background: String

  /// Creates names from their parts.
  public init(logo: String, branding: String?, background: String) {
    self.logo = logo
    self.branding = branding
    self.background = background
  }

  /// The name of an image set: hash of the source files' bytes (light, then dark), the point
  /// size and the content mode.
  public static func imageName(
    prefix: String, light: Data, dark: Data?, size: Size, contentMode: ContentMode
  ) -> String {
    var hash = ContentHash()
    hash.combine(light)
    hash.combine(dark.map { "dark:\($0.count)" } ?? "no dark")
    if let dark { hash.combine(dark) }
    hash.combine("\(size.width)x\(size.height) \(contentMode.rawValue)")
    return "\(prefix)-\(hash.hex())"
  }

  /// The name of the colour set: hash of both colours' `#RRGGBBAA`.
  public static func colorName(prefix: String, color: AppearanceColor) -> String {
    var hash = ContentHash()
    hash.combine(colorKey(color.light))
    hash.combine(colorKey(color.dark))
    return "\(prefix)-\(hash.hex())"
  }

  private static func colorKey(_ color: RGBAColor) -> String {
    let (red, green, blue, alpha) = color.bytes
    return String(format: "%02X%02X%02X%02X", red, green, blue, alpha)
  }
}
