import CurtainCore
import Foundation

/// `curtain layout --list-devices`: the device table, one family (one screen) per line.
enum DeviceTableReport {
  /// One family as JSON.
  private struct Row: Encodable {
    var models: [String]
    var interfaceBuilderIDs: [String]
    var size: [Double]
    var scale: Double
    var portraitSafeArea: [Double]
    var landscapeSafeArea: [Double]
    var runsCurrentIOS: Bool
  }

  private static func insets(_ insets: EdgeInsets) -> [Double] {
    [insets.top, insets.left, insets.bottom, insets.right]
  }

  /// The table as text (tab-separated: ids, models, size@scale, insets top left bottom right
  /// in portrait and landscape) or as a JSON array.
  static func render(json: Bool) -> String {
    let families = DeviceCatalog.families
    if json {
      let rows = families.map { family in
        Row(
          models: family.models, interfaceBuilderIDs: family.interfaceBuilderIDs,
          size: [family.portraitSize.width, family.portraitSize.height], scale: family.scale,
          portraitSafeArea: insets(family.portraitSafeArea),
          landscapeSafeArea: insets(family.landscapeSafeArea),
          runsCurrentIOS: family.runsCurrentIOS)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
      return String(decoding: data, as: UTF8.self) + "\n"
    }
    let number = { (value: Double) in String(Int(value)) }
    return families.map { family in
      let size = family.portraitSize
      let ids = family.interfaceBuilderIDs.joined(separator: ",")
      return [
        ids.isEmpty ? "-" : ids, family.models.joined(separator: ", "),
        "\(number(size.width))x\(number(size.height))@\(number(family.scale))x",
        insets(family.portraitSafeArea).map(number).joined(separator: " "),
        insets(family.landscapeSafeArea).map(number).joined(separator: " "),
      ].joined(separator: "\t") + (family.runsCurrentIOS ? "" : "\t(design device only)")
    }.joined(separator: "\n") + "\n"
  }
}
