import CurtainCore

extension AssetCatalogIndex.AssetSet {
  /// How well an entry serves `appearance`, as UIKit picks from a set: an entry for that very
  /// appearance (2) over one for any appearance (1); nil for an entry of the other luminosity,
  /// of high contrast only, or of another gamut than sRGB when an sRGB or any-gamut entry would
  /// also do (the caller ranks those lower). Entries are never for Increase Contrast here: a
  /// launch screen is drawn at the default contrast.
  static func appearanceRank(_ entry: [String: Any], for appearance: Appearance) -> Int? {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    var rank = 1
    for item in appearances {
      let value = item["value"] as? String
      switch item["appearance"] as? String {
      case "luminosity" where value == appearance.rawValue:
        rank = 2
      case "luminosity" where value == "any":
        break
      case "luminosity":
        return nil
      case "contrast" where value == "high":
        return nil
      default:
        break
      }
    }
    return rank
  }

  /// The entry that serves `appearance` on `idiom`, preferring the idiom over the appearance
  /// as UIKit's trait matching does; nil when none does.
  func bestEntry(
    for appearance: Appearance, idiom: AssetIdiom,
    where include: ([String: Any]) -> Bool = {
      _ in true
    }
  ) -> [String: Any]? {
    var best: (rank: Int, entry: [String: Any])?
    for entry in entries where include(entry) {
      guard let idiomRank = idiom.rank(ofEntryIdiom: entry["idiom"] as? String),
        let appearanceRank = Self.appearanceRank(entry, for: appearance)
      else { continue }
      // Display P3 variants (`display-gamut`) are for wide-gamut screens; sRGB ones serve all.
      let gamutRank = (entry["display-gamut"] as? String) == "display-P3" ? 0 : 1
      let rank = idiomRank * 100 + appearanceRank * 10 + gamutRank
      if best.map({ rank > $0.rank }) ?? true { best = (rank, entry) }
    }
    return best?.entry
  }
}
