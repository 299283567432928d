/// Warnings about a logo image that cannot show or reveal well, given at `curtain generate` and
/// `curtain preview` time, before anybody sees it on a device.
public enum LogoRevealAdvice {
  /// Fewest pixels on the logo's longer side for an exit that grows it: seed 001 asks for a
  /// 1024 px logo so the reveal's hole keeps a crisp edge while it grows past the screen.
  public static let minimumRevealPixels = 1024

  /// The warnings for the logo `image` (its file name, for messages) with alpha `mask`, under
  /// `design`'s exit. Empty when the logo is fine.
  ///
  /// - Complexity: O(pixels), one pass over the mask.
  public static func warnings(for mask: AlphaMask, image: String, design: LaunchDesign)
    -> [String]
  {
    var anyVisible = false
    var anyTransparent = false
    for alpha in mask.alpha {
      if alpha > 0 { anyVisible = true }
      if alpha < 255 { anyTransparent = true }
      if anyVisible && anyTransparent { break }
    }
    guard anyVisible else {
      return [
        "logo.image '\(image)' is fully transparent: the splash shows no logo and a reveal has "
          + "nothing to cut a hole with; export it with its alpha"
      ]
    }
    let exit = design.exit.animation
    guard exit.animatesTheLogo, design.launchScreen.poster == nil else { return [] }
    var warnings: [String] = []
    let name = exit.rawValue
    if exit.usesLogo, !anyTransparent {
      warnings.append(
        "logo.image '\(image)' has no transparency: the \(name) exit's hole would be the "
          + "image's whole box; export the logo with a transparent background")
    }
    let longest = max(mask.width, mask.height)
    if longest < minimumRevealPixels {
      warnings.append(
        "logo.image '\(image)' is \(mask.width)x\(mask.height) px: the \(name) exit grows the "
          + "logo past its launch size, so its edge blurs; use \(minimumRevealPixels) px or more "
          + "on the longer side")
    }
    return warnings
  }
}
