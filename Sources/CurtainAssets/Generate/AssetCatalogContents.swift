import CurtainCore
import Foundation

/// One PNG of an image set: which scale and appearance it serves, and its file name.
public struct ImageSetEntry: Hashable, Sendable {
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// The appearance it serves; `.light` is written as Xcode's "Any" (no `appearances` key).
  public var appearance: Appearance
  /// File name inside the `.imageset` folder.
  public var filename: String
  /// Whether it serves iPads only (`"idiom" : "ipad"`), overriding the `universal` entries
  /// there; false: `universal`.
  public var pad: Bool

  /// Creates an entry.
  public init(scale: Int, appearance: Appearance, filename: String, pad: Bool = false) {
    self.scale = scale
    self.appearance = appearance
    self.filename = filename
    self.pad = pad
  }
}

/// The `Contents.json` documents of an asset catalog, in Xcode's own layout.
public enum AssetCatalogContents {
  /// The catalog folder's own `Contents.json`.
  public static var catalog: XcodeJSON { .object(["info": .xcodeInfo]) }

  /// An image set: `universal` entries, then `ipad` ones (as Xcode lists a set with an iPad
  /// variant: brave-ios's `welcome-view-top-image`), each ordered by scale, "Any" before
  /// "Dark".
  public static func imageSet(_ entries: [ImageSetEntry]) -> XcodeJSON {
    func rank(_ entry: ImageSetEntry) -> (Int, Int, Int) {
      (entry.pad ? 1 : 0, entry.scale, entry.appearance == .dark ? 1 : 0)
    }
    let ordered = entries.sorted { rank($0) < rank($1) }
    let images: [XcodeJSON] = ordered.map { entry in
      var members: [String: XcodeJSON] = [
        "filename": .string(entry.filename),
        "idiom": .string(entry.pad ? AssetIdiom.pad.rawValue : "universal"),
        "scale": .string("\(entry.scale)x"),
      ]
      if entry.appearance == .dark { members["appearances"] = darkAppearance }
      return .object(members)
    }
    return .object(["images": .array(images), "info": .xcodeInfo])
  }

  /// A colour set with an "Any" and a "Dark" sRGB colour, components as 8-bit hex (`"0xF7"`)
  /// and alpha with three decimals, as Xcode writes colours entered in 8-bit hex.
  public static func colorSet(_ color: AppearanceColor) -> XcodeJSON {
    func entry(_ value: RGBAColor, dark: Bool) -> XcodeJSON {
      let (red, green, blue, _) = value.bytes
      var members: [String: XcodeJSON] = [
        "color": .object([
          "color-space": .string("srgb"),
          "components": .object([
            "alpha": .string(String(format: "%.3f", min(max(value.alpha, 0), 1))),
            "blue": .string(String(format: "0x%02X", blue)),
            "green": .string(String(format: "0x%02X", green)),
            "red": .string(String(format: "0x%02X", red)),
          ]),
        ]),
        "idiom": .string("universal"),
      ]
      if dark { members["appearances"] = darkAppearance }
      return .object(members)
    }
    return .object([
      "colors": .array([entry(color.light, dark: false), entry(color.dark, dark: true)]),
      "info": .xcodeInfo,
    ])
  }

  private static let darkAppearance = XcodeJSON.array([
    .object(["appearance": .string("luminosity"), "value": .string("dark")])
  ])
}
