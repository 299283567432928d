import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation

/// The example app's first screen (Chirp's feed) drawn for any device and orientation, laid out
/// as the screenshot shipped for iPhone 15 portrait (`BuiltInExample.appScreenshotURL`,
/// `Scripts/make-example-assets.py`): a navigation bar under the status bar with a profile
/// circle, the blue bird and a settings circle; cards with an avatar, a name, text lines, an
/// image on some and four actions; a compose button above a five-icon tab bar; the home
/// indicator. On a wide screen (an iPad, a phone on its side) the feed is a centred column at
/// most 600 points wide, as feed apps lay it out.
struct ExampleAppScreen {
  let screen: Screen
  let appearance: Appearance

  /// The bird in the navigation bar (the example's logo as a template image), if it reads.
  static func image(screen: Screen, appearance: Appearance, bird: RGBAImage?) -> RGBAImage {
    ExampleAppScreen(screen: screen, appearance: appearance).draw(bird: bird)
  }

  /// The example's logo, decoded once per run.
  static func bird() -> RGBAImage? {
    try? ImageCodec.read(
      contentsOf: BuiltInExample.directory.appendingPathComponent("logo.png"))
  }

  private struct Palette {
    let background, card, line, text, faint, accent, bar, homeIndicator: RGBAColor

    init(_ appearance: Appearance) {
      func hex(_ value: UInt32) -> RGBAColor {
        RGBAColor(
          red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
          blue: Double(value & 0xFF) / 255)
      }
      if appearance == .dark {
        (background, card, line) = (hex(0x000000), hex(0x16181C), hex(0x2F3336))
        text = hex(0x71767B)
        (faint, accent, bar, homeIndicator) = (hex(0x3A3F44), hex(0x1D9BF0), hex(0x000000), .white)
      } else {
        (background, card, line) = (hex(0xF7F9F9), hex(0xFFFFFF), hex(0xE1E8ED))
        text = hex(0xAAB8C2)
        (faint, accent, bar, homeIndicator) = (hex(0xD5DDE3), hex(0x1D9BF0), hex(0xFFFFFF), .black)
      }
    }
  }

  /// Each card's text lines as fractions of 300 points; cards 1 and 4 carry an image.
  private static let cards: [[Double]] = [
    [0.92, 0.74, 0.5], [0.88, 0.6], [0.95, 0.82, 0.66], [0.7], [0.9, 0.77, 0.4], [0.84, 0.52],
  ]

  private var scale: Double { screen.scale }
  private var width: Double { screen.size.width }
  private var height: Double { screen.size.height }
  /// A phone on its side: no status bar, a 32-point navigation bar and tab bar.
  private var isCompactHeight: Bool { height < 500 }

  private func draw(bird: RGBAImage?) -> RGBAImage {
    let palette = Palette(appearance)
    var canvas = PointCanvas(screen: screen)
    let safe = screen.safeArea
    canvas.fill(0, 0, width, height, palette.background)
    // The feed's column: the safe width, at most 600 points, centred.
    let columnWidth = min(width - safe.left - safe.right, 600)
    let left = (width - columnWidth) / 2
    let barHeight = isCompactHeight ? 32.0 : 44
    let navBottom = safe.top + barHeight
    let tabHeight = isCompactHeight ? 32.0 : 49
    let tabTop = height - safe.bottom - tabHeight
    // Cards, from under the navigation bar down to the tab bar (which covers the rest).
    var top = navBottom
    for (index, lines) in Self.cards.enumerated() where top < tabTop {
      let media = index == 1 || index == 4
      let bottom = top + 64 + 22 * Double(lines.count) + (media ? 150 : 0)
      canvas.fill(left, top, columnWidth, bottom - top, palette.card)
      canvas.fill(left, bottom - 1 / scale, columnWidth, 1 / scale, palette.line)
      canvas.disc(left + 36, top + 36, 20, index % 3 == 0 ? palette.accent : palette.faint)
      canvas.fill(left + 68, top + 18, 122, 12, palette.text, radius: 6)
      canvas.fill(left + 198, top + 18, 62, 12, palette.faint, radius: 6)
      var row = top + 42
      let textWidth = min(300, columnWidth - 68 - 16)
      for length in lines {
        canvas.fill(left + 68, row, length * textWidth, 11, palette.faint, radius: 5.5)
        row += 22
      }
      if media {
        canvas.fill(left + 68, row + 4, columnWidth - 68 - 16, 136, palette.line, radius: 16)
        row += 150
      }
      for action in 0..<4 {
        canvas.disc(left + 68 + Double(action) * 80 + 8, row + 12, 7, palette.faint)
      }
      top = bottom
    }
    // The navigation bar over the status bar's area.
    canvas.fill(0, 0, width, navBottom, palette.bar)
    canvas.fill(0, navBottom - 1 / scale, width, 1 / scale, palette.line)
    let middle = safe.top + barHeight / 2
    canvas.disc(safe.left + 32, middle, 16, palette.faint)
    canvas.disc(width - safe.right - 32, middle, 11, palette.faint)
    if let bird {
      drawBird(
        bird, into: &canvas.image, centerX: width / 2, centerY: middle, size: 30, palette.accent)
    }
    if safe.top > 24, !isCompactHeight {
      // The status bar of a phone with a sensor housing: the time and the battery.
      canvas.fill(32, 20, 42, 14, palette.text, radius: 7)
      canvas.fill(width - 55, 21, 26, 12, palette.text, radius: 4)
    }
    // The compose button, at the trailing side above the tab bar.
    let compose = (x: width - safe.right - 44, y: tabTop - 44)
    canvas.disc(compose.x, compose.y, 28, palette.accent)
    canvas.fill(compose.x - 8, compose.y - 2, 16, 4, .white, radius: 2)
    canvas.fill(compose.x - 2, compose.y - 8, 4, 16, .white, radius: 2)
    // The tab bar, five icons across the safe width, the first selected.
    canvas.fill(0, tabTop, width, height - tabTop, palette.bar)
    canvas.fill(0, tabTop, width, 1 / scale, palette.line)
    let tabsWidth = min(width - safe.left - safe.right, 600)
    let icon = isCompactHeight ? 18.0 : 24
    for tab in 0..<5 {
      let centerX = (width - tabsWidth) / 2 + tabsWidth * (Double(tab) + 0.5) / 5
      canvas.fill(
        centerX - icon / 2, tabTop + (isCompactHeight ? 7 : 12), icon, icon,
        tab == 0 ? palette.accent : palette.text, radius: icon / 4)
    }
    if safe.bottom > 0 {
      let indicator = isCompactHeight ? 200.0 : 134
      canvas.fill(
        (width - indicator) / 2, height - 13, indicator, 5, palette.homeIndicator,
        radius: 2.5)
    }
    return canvas.image
  }

  /// The logo, `size` points square, tinted `color`, centred at the point given.
  private func drawBird(
    _ bird: RGBAImage, into image: inout RGBAImage, centerX: Double, centerY: Double,
    size: Double, _ color: RGBAColor
  ) {
    let side = max(1, Int((size * scale).rounded()))
    let glyph = Lanczos3Resampler.resize(bird, width: side, height: side).tinted(color)
    let originX = Int(((centerX - size / 2) * scale).rounded())
    let originY = Int(((centerY - size / 2) * scale).rounded())
    for y in 0..<side where (0..<image.height).contains(originY + y) {
      for x in 0..<side where (0..<image.width).contains(originX + x) {
        let source = (y * side + x) * 4
        let target = ((originY + y) * image.width + originX + x) * 4
        let alpha = Int(glyph.pixels[source + 3])
        for channel in 0..<4 {
          // Source over, premultiplied.
          let below = Int(image.pixels[target + channel])
          image.pixels[target + channel] = UInt8(
            Int(glyph.pixels[source + channel]) + (below * (255 - alpha) + 127) / 255)
        }
      }
    }
  }
}
