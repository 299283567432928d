import CurtainCore
import CurtainRender

/// A generated app screen for configs without a screenshot (or whose screenshot is another
/// device's shape), drawn for the device as UIKit lays out a plain settings-style app: the
/// status bar in the top safe area, a navigation bar with a large title (inline in a compact
/// landscape phone), a search field, inset-grouped rows with rounded corners, a tab bar over the
/// bottom safe area and the home indicator, in the appearance's system colours.
struct StandInApp {
  let screen: Screen
  let appearance: Appearance

  /// The stand-in at the screen's pixel size.
  static func image(screen: Screen, appearance: Appearance) -> RGBAImage {
    StandInApp(screen: screen, appearance: appearance).draw()
  }

  private var palette: StandInPalette { StandInPalette(appearance) }
  private var scale: Double { screen.scale }
  private var width: Double { screen.size.width }
  private var height: Double { screen.size.height }
  /// An iPhone on its side: no status bar, an inline title, a shorter tab bar.
  private var isCompactHeight: Bool { height < 500 }
  /// Content inset from each side: the safe area plus the system's layout margin (20 on wide
  /// screens, 16 on phones).
  private var leading: Double { screen.safeArea.left + (width >= 700 ? 20 : 16) }
  private var trailing: Double { screen.safeArea.right + (width >= 700 ? 20 : 16) }

  private func draw() -> RGBAImage {
    var canvas = PointCanvas(screen: screen)
    canvas.fill(0, 0, width, height, palette.background)
    var y = screen.safeArea.top
    y = drawNavigationBar(&canvas, top: y)
    let tabBarTop = height - screen.safeArea.bottom - (isCompactHeight ? 32 : 49)
    drawSections(&canvas, top: y, bottom: tabBarTop)
    drawTabBar(&canvas, top: tabBarTop)
    drawStatusBar(&canvas)
    if screen.safeArea.bottom > 0 {
      let indicatorWidth = isCompactHeight ? 200.0 : 134
      canvas.fill(
        (width - indicatorWidth) / 2, height - 8 - 5, indicatorWidth, 5, palette.label,
        radius: 2.5)
    }
    return canvas.image
  }

  // MARK: Bars

  private func drawStatusBar(_ canvas: inout PointCanvas) {
    let top = screen.safeArea.top
    guard top > 0, !isCompactHeight else { return }
    // Phones with a sensor housing: a large time centred in the left ear, icons in the right
    // one. Others (a Home button, iPads): a 12-point bar, the time centred on phones.
    let housing = top > 24
    let font = TextFont(.semibold, size: (housing ? 17 : 12) * scale)
    let timeWidth = font.width(of: "9:41") / scale
    let middle = housing ? top / 2 + 2 : top / 2
    let timeX =
      housing ? width * 0.2 - timeWidth / 2 : width >= 700 ? leading : (width - timeWidth) / 2
    canvas.text("9:41", font: font, x: timeX, centerY: middle, color: palette.label)
    // The battery at the right, signal bars before it (at the left edge on a Home-button phone).
    let right = housing ? width * 0.86 : width - trailing
    let batteryWidth = housing ? 25.0 : 22, batteryHeight = housing ? 12.0 : 10.5
    let batteryX = right - batteryWidth / 2 - 2
    canvas.fill(
      batteryX, middle - batteryHeight / 2, batteryWidth, batteryHeight,
      palette.secondaryLabel, radius: 3.5)
    canvas.fill(
      batteryX + 2, middle - batteryHeight / 2 + 2, batteryWidth * 0.7, batteryHeight - 4,
      palette.label, radius: 1.5)
    canvas.fill(batteryX + batteryWidth + 1, middle - 2, 1.5, 4, palette.secondaryLabel, radius: 1)
    let barsX = housing || width >= 700 ? batteryX - 26 : leading
    let barScale = housing ? 1.0 : 0.8
    for bar in 0..<4 {
      let barHeight = (4 + Double(bar) * 2.4) * barScale
      canvas.fill(
        barsX + Double(bar) * 4.5 * barScale, middle + 5.5 * barScale - barHeight,
        3 * barScale, barHeight, palette.label, radius: 1)
    }
  }

  /// The navigation bar and, below it, the large title and search field; returns the bottom.
  private func drawNavigationBar(_ canvas: inout PointCanvas, top: Double) -> Double {
    let barHeight = isCompactHeight ? 32.0 : 44
    let button = TextFont(.regular, size: 17 * scale)
    canvas.text(
      "Edit", font: button, x: width - trailing - button.width(of: "Edit") / scale,
      centerY: top + barHeight / 2, color: palette.tint)
    if isCompactHeight {
      let title = TextFont(.semibold, size: 17 * scale)
      canvas.text(
        "Library", font: title, x: (width - title.width(of: "Library") / scale) / 2,
        centerY: top + barHeight / 2, color: palette.label)
      return top + barHeight + 8
    }
    let large = TextFont(.bold, size: 34 * scale)
    canvas.text(
      "Library", font: large, x: leading, baseline: top + barHeight + 41,
      color: palette.label)
    let searchTop = top + barHeight + 52 + 2
    canvas.fill(
      leading, searchTop, width - leading - trailing, 36, palette.fill, radius: 10)
    let glass = (x: leading + 14, y: searchTop + 17)
    canvas.ring(glass.x, glass.y, radius: 5.5, width: 1.8, palette.secondaryLabel)
    canvas.line(
      from: (glass.x + 4.2, glass.y + 4.2), to: (glass.x + 8, glass.y + 8), width: 2,
      palette.secondaryLabel)
    canvas.text(
      "Search", font: TextFont(.regular, size: 17 * scale), x: leading + 28,
      centerY: searchTop + 18, color: palette.secondaryLabel)
    return searchTop + 36 + 10
  }

  private func drawTabBar(_ canvas: inout PointCanvas, top: Double) {
    canvas.fill(0, top, width, height - top, palette.bar)
    canvas.fill(0, top, width, 1 / scale, palette.separator)
    let items = ["Library", "For You", "Browse", "Search"]
    let label = TextFont(.semibold, size: 10 * scale)
    let itemWidth = min(
      (width - screen.safeArea.left - screen.safeArea.right) / Double(items.count), 160)
    let firstX = (width - itemWidth * Double(items.count)) / 2
    for (index, item) in items.enumerated() {
      let color = index == 0 ? palette.tint : palette.tabInactive
      let centerX = firstX + itemWidth * (Double(index) + 0.5)
      if isCompactHeight {
        // Icon beside its label.
        let labelWidth = label.width(of: item) / scale
        let iconX = centerX - (labelWidth + 24) / 2
        tabIcon(&canvas, index, centerX: iconX + 10, centerY: top + 16, size: 18, color: color)
        canvas.text(item, font: label, x: iconX + 24, centerY: top + 16, color: color)
      } else {
        tabIcon(&canvas, index, centerX: centerX, centerY: top + 18, size: 24, color: color)
        canvas.text(
          item, font: label, x: centerX - label.width(of: item) / scale / 2,
          baseline: top + 44, color: color)
      }
    }
  }

  /// Simple glyph-like shapes for the tab items: a stack, a heart-ish disc pair, a grid, a
  /// magnifier.
  private func tabIcon(
    _ canvas: inout PointCanvas, _ index: Int, centerX: Double, centerY: Double, size: Double,
    color: RGBAColor
  ) {
    let half = size / 2
    switch index {
    case 0:
      canvas.fill(centerX - half, centerY - half * 0.55, size, size * 0.78, color, radius: 4)
      canvas.fill(centerX - half * 0.75, centerY - half, size * 0.75, 2, color, radius: 1)
    case 1:
      canvas.disc(centerX, centerY, half, color)
      canvas.disc(centerX, centerY, half * 0.4, palette.bar)
    case 2:
      for row in 0..<2 {
        for column in 0..<2 {
          canvas.fill(
            centerX - half + Double(column) * (half + 1),
            centerY - half + Double(row) * (half + 1), half - 1, half - 1, color, radius: 2.5)
        }
      }
    default:
      canvas.ring(centerX - 2, centerY - 2, radius: half * 0.6, width: 2.2, color)
      canvas.line(
        from: (centerX + half * 0.3, centerY + half * 0.3),
        to: (centerX + half * 0.85, centerY + half * 0.85), width: 2.6, color)
    }
  }

  // MARK: Content

  private static let sections: [(String, [(String, String?)])] = [
    ("RECENT", [("Inbox", "12"), ("Drafts", "3"), ("Shared with You", nil)]),
    (
      "FOLDERS",
      [("Photos", "1,024"), ("Documents", "58"), ("Downloads", nil), ("Archive", nil)]
    ),
    ("MORE", [("Settings", nil), ("Help", nil)]),
  ]

  /// Inset-grouped sections from `top`, drawn until `bottom` (the tab bar covers the rest).
  private func drawSections(_ canvas: inout PointCanvas, top: Double, bottom: Double) {
    let header = TextFont(.regular, size: 13 * scale)
    let body = TextFont(.regular, size: 17 * scale)
    let rowHeight = 44.0, left = leading, right = width - trailing
    var y = top + 8
    var iconIndex = 0
    for (title, rows) in Self.sections where y < bottom {
      canvas.text(
        title, font: header, x: left + 16, baseline: y + 20, color: palette.secondaryLabel)
      y += 28
      canvas.fill(left, y, right - left, rowHeight * Double(rows.count), palette.cell, radius: 10)
      for (index, row) in rows.enumerated() {
        let rowTop = y + rowHeight * Double(index)
        let icon = palette.iconColors[iconIndex % palette.iconColors.count]
        iconIndex += 1
        canvas.fill(left + 16, rowTop + 7.5, 29, 29, icon, radius: 7)
        canvas.fill(left + 16 + 8, rowTop + 7.5 + 9, 13, 11, .white, radius: 2.5)
        canvas.text(row.0, font: body, x: left + 60, centerY: rowTop + 22, color: palette.label)
        var trailingX = right - 16
        chevron(&canvas, x: trailingX - 7, centerY: rowTop + 22)
        trailingX -= 7 + 12
        if let detail = row.1 {
          let detailWidth = body.width(of: detail) / scale
          canvas.text(
            detail, font: body, x: trailingX - detailWidth, centerY: rowTop + 22,
            color: palette.secondaryLabel)
        }
        if index + 1 < rows.count {
          canvas.fill(
            left + 60, rowTop + rowHeight - 1 / scale, right - left - 60, 1 / scale,
            palette.separator)
        }
      }
      y += rowHeight * Double(rows.count) + 24
    }
  }

  /// The disclosure chevron ("›" as UIKit draws it), 7 points wide.
  private func chevron(_ canvas: inout PointCanvas, x: Double, centerY: Double) {
    for end in [centerY - 6, centerY + 6] {
      canvas.line(from: (x, end), to: (x + 6, centerY), width: 2.2, palette.chevron)
    }
  }
}

/// iOS system colours for the stand-in app, light or dark (`UIColor.systemGroupedBackground`,
/// `.secondarySystemGroupedBackground`, `.label`, `.secondaryLabel`, `.separator`, `.systemBlue`
/// and the bar materials, as flat colours).
struct StandInPalette {
  let background: RGBAColor
  let cell: RGBAColor
  let label: RGBAColor
  let secondaryLabel: RGBAColor
  let separator: RGBAColor
  let fill: RGBAColor
  let tint: RGBAColor
  let tabInactive: RGBAColor
  let chevron: RGBAColor
  let bar: RGBAColor
  let iconColors: [RGBAColor]

  init(_ appearance: Appearance) {
    func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> RGBAColor {
      RGBAColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
    if appearance == .dark {
      background = rgb(0, 0, 0)
      cell = rgb(28, 28, 30)
      label = rgb(255, 255, 255)
      secondaryLabel = rgb(235, 235, 245, 0.6)
      separator = rgb(84, 84, 88, 0.6)
      fill = rgb(118, 118, 128, 0.24)
      tint = rgb(10, 132, 255)
      tabInactive = rgb(153, 153, 153)
      chevron = rgb(235, 235, 245, 0.3)
      bar = rgb(22, 22, 23)
      iconColors = [
        rgb(10, 132, 255), rgb(48, 209, 88), rgb(255, 159, 10), rgb(255, 69, 58),
        rgb(191, 90, 242), rgb(100, 210, 255), rgb(255, 55, 95), rgb(142, 142, 147),
        rgb(94, 92, 230),
      ]
    } else {
      background = rgb(242, 242, 247)
      cell = rgb(255, 255, 255)
      label = rgb(0, 0, 0)
      secondaryLabel = rgb(60, 60, 67, 0.6)
      separator = rgb(60, 60, 67, 0.29)
      fill = rgb(118, 118, 128, 0.12)
      tint = rgb(0, 122, 255)
      tabInactive = rgb(153, 153, 153)
      chevron = rgb(60, 60, 67, 0.3)
      bar = rgb(249, 249, 249)
      iconColors = [
        rgb(0, 122, 255), rgb(52, 199, 89), rgb(255, 149, 0), rgb(255, 59, 48),
        rgb(175, 82, 222), rgb(90, 200, 250), rgb(255, 45, 85), rgb(142, 142, 147),
        rgb(88, 86, 214),
      ]
    }
  }
}
