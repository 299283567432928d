/// UIKit's system colours in light and dark appearance, by the names launch storyboards and
/// asset catalogs use for them (`systemColor="systemBackgroundColor"`, a colour set's
/// `"reference" : "labelColor"`; the trailing `Color` is optional).
///
/// Sources, checked against each other:
/// - Apple's Human Interface Guidelines, "Color", table "System colors" (iOS, iPadOS), default
///   (not increased contrast) light and dark values:
///   https://developer.apple.com/design/human-interface-guidelines/color#Specifications
///   (the iOS 15 to 18 values; teal changed in iOS 15 and is given as then documented);
/// - the semantic colours (backgrounds, labels, fills, separators), which the HIG names but
///   renders only as swatches, as UIKit returns them and as Flutter's `CupertinoColors` mirrors
///   them (flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart`, each linked there to
///   its `UIColor` documentation).
///
/// Apple's own note applies: "the actual color values may fluctuate from release to release";
/// the picture is of the documented values. Increased contrast and elevated variants are not
/// drawn (a launch screen shows the base level).
public enum SystemColors {
  /// The colour named `name` in `appearance`; nil for a name UIKit does not have.
  public static func color(named name: String, appearance: Appearance) -> RGBAColor? {
    var key = name
    if key.hasSuffix("Color") { key.removeLast("Color".count) }
    guard let pair = table[key] else { return nil }
    return appearance == .dark ? pair.dark : pair.light
  }

  /// Every name the table knows, without the `Color` suffix.
  public static var names: [String] { table.keys.sorted() }

  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) -> RGBAColor {
    RGBAColor(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      alpha: Double(alpha) / 255)
  }

  private static func same(_ color: RGBAColor) -> (light: RGBAColor, dark: RGBAColor) {
    (color, color)
  }

  private static let table: [String: (light: RGBAColor, dark: RGBAColor)] = [
    // HIG "System colors" (iOS, iPadOS), default light / default dark.
    "systemRed": (rgb(255, 59, 48), rgb(255, 69, 58)),
    "systemOrange": (rgb(255, 149, 0), rgb(255, 159, 10)),
    "systemYellow": (rgb(255, 204, 0), rgb(255, 214, 10)),
    "systemGreen": (rgb(52, 199, 89), rgb(48, 209, 88)),
    "systemMint": (rgb(0, 199, 190), rgb(99, 230, 226)),
    "systemTeal": (rgb(48, 176, 199), rgb(64, 200, 224)),
    "systemCyan": (rgb(50, 173, 230), rgb(100, 210, 255)),
    "systemBlue": (rgb(0, 122, 255), rgb(10, 132, 255)),
    "systemIndigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
    "systemPurple": (rgb(175, 82, 222), rgb(191, 90, 242)),
    "systemPink": (rgb(255, 45, 85), rgb(255, 55, 95)),
    "systemBrown": (rgb(162, 132, 94), rgb(172, 142, 104)),
    // HIG "System gray colors" (iOS, iPadOS).
    "systemGray": (rgb(142, 142, 147), rgb(142, 142, 147)),
    "systemGray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
    "systemGray3": (rgb(199, 199, 204), rgb(72, 72, 74)),
    "systemGray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
    "systemGray5": (rgb(229, 229, 234), rgb(44, 44, 46)),
    "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
    // Backgrounds (UIColor "Background colors").
    "systemBackground": (rgb(255, 255, 255), rgb(0, 0, 0)),
    "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
    "tertiarySystemBackground": (rgb(255, 255, 255), rgb(44, 44, 46)),
    "systemGroupedBackground": (rgb(242, 242, 247), rgb(0, 0, 0)),
    "secondarySystemGroupedBackground": (rgb(255, 255, 255), rgb(28, 28, 30)),
    "tertiarySystemGroupedBackground": (rgb(242, 242, 247), rgb(44, 44, 46)),
    // Labels and text (UIColor "Label colors", "Text colors").
    "label": (rgb(0, 0, 0), rgb(255, 255, 255)),
    "secondaryLabel": (rgb(60, 60, 67, 153), rgb(235, 235, 245, 153)),
    "tertiaryLabel": (rgb(60, 60, 67, 76), rgb(235, 235, 245, 76)),
    "quaternaryLabel": (rgb(60, 60, 67, 45), rgb(235, 235, 245, 40)),
    "placeholderText": (rgb(60, 60, 67, 76), rgb(235, 235, 245, 76)),
    "link": (rgb(0, 122, 255), rgb(9, 132, 255)),
    // Fills and separators (UIColor "Fill colors", "Separator colors").
    "systemFill": (rgb(120, 120, 128, 51), rgb(120, 120, 128, 91)),
    "secondarySystemFill": (rgb(120, 120, 128, 40), rgb(120, 120, 128, 81)),
    "tertiarySystemFill": (rgb(118, 118, 128, 30), rgb(118, 118, 128, 61)),
    "quaternarySystemFill": (rgb(116, 116, 128, 20), rgb(118, 118, 128, 45)),
    "separator": (rgb(60, 60, 67, 73), rgb(84, 84, 88, 153)),
    "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
    // Fixed colours (`cocoaTouchSystemColor=`, UIColor "Fixed colors"): one value in both.
    "white": same(rgb(255, 255, 255)),
    "black": same(rgb(0, 0, 0)),
    "clear": same(rgb(0, 0, 0, 0)),
    "darkText": same(rgb(0, 0, 0)),
    "lightText": same(rgb(255, 255, 255, 153)),
    // The pre-iOS 13 grouped background, adaptive since iOS 13 like systemGroupedBackground.
    "groupTableViewBackground": (rgb(242, 242, 247), rgb(0, 0, 0)),
    "tableCellGroupedBackground": (rgb(255, 255, 255), rgb(28, 28, 30)),
  ]
}
