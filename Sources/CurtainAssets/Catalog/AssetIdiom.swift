/// The device family an asset catalog entry is for (`"idiom"` in `Contents.json`).
public enum AssetIdiom: String, Hashable, Sendable, CaseIterable {
  /// iPhone (`iphone`).
  case phone = "iphone"
  /// iPad (`ipad`).
  case pad = "ipad"

  /// How well an entry's idiom serves this device: 2 its own idiom, 1 `universal` (or none),
  /// nil another device's (Mac, Watch, TV, CarPlay, marketing icons...).
  func rank(ofEntryIdiom idiom: String?) -> Int? {
    switch idiom ?? "universal" {
    case rawValue: 2
    case "universal": 1
    default: nil
    }
  }
}
