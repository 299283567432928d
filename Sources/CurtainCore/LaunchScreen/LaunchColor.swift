/// A colour as a launch screen names it: resolved later against the app's asset catalogs and
/// the appearance (light or dark).
public enum LaunchColor: Hashable, Codable, Sendable {
  /// A colour set in an asset catalog (`<color name="BrandRed">`).
  case named(String)
  /// A UIKit system colour (`systemColor="systemBackgroundColor"`,
  /// `cocoaTouchSystemColor="whiteColor"`), by its name as the document writes it.
  case system(String)
  /// Fixed components as the document saved them, with the name of their colour space
  /// (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, `calibratedRGB`...); a grey is saved
  /// as equal red, green and blue. Converting them to sRGB is the renderer's job.
  case fixed(RGBAColor, colorSpace: String)
}
