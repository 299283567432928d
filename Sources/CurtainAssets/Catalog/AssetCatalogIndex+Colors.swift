import CurtainCore
import Foundation

extension AssetCatalogIndex {
  /// The colour of colour set `name` in `appearance` on `idiom`, converted to sRGB.
  ///
  /// Reads every form Xcode writes: a colour space (`srgb`, `display-p3`, `extended-srgb`,
  /// `extended-linear-srgb`, `gray-gamma-22`, `extended-gray`), components as floating point
  /// (`"0.314"`, `0.314`), as 8-bit integers (`"80"`) or as hexadecimal (`"0x50"`), and a
  /// reference to a system colour (`"reference" : "systemBackgroundColor"`).
  ///
  /// - Throws: `AssetCatalogError` naming the set's file and key when the set is missing, has
  ///   no entry for the appearance, or holds a value that is not a colour.
  func color(named name: String, appearance: Appearance, idiom: AssetIdiom) throws -> RGBAColor {
    guard let set = colorSets[name] else {
      throw AssetCatalogError(file: name, reason: "no colour set of this name in the catalogs")
    }
    let file = set.path + "/Contents.json"
    guard let entry = set.bestEntry(for: appearance, idiom: idiom) else {
      throw AssetCatalogError(
        file: file, reason: "no entry in \"colors\" serves \(idiom.rawValue), \(appearance)")
    }
    guard let color = entry["color"] as? [String: Any] else {
      throw AssetCatalogError(file: file, reason: "an entry of \"colors\" has no \"color\"")
    }
    if let reference = color["reference"] as? String {
      guard let system = SystemColors.color(named: reference, appearance: appearance) else {
        throw AssetCatalogError(
          file: file, reason: "\"reference\" : \"\(reference)\" is not a known system colour")
      }
      return system
    }
    let spaceName = color["color-space"] as? String ?? ColorSpace.sRGB.rawValue
    guard let space = ColorSpace(rawValue: spaceName) else {
      throw AssetCatalogError(
        file: file,
        reason: "\"color-space\" : \"\(spaceName)\" is not one Xcode writes ("
          + ColorSpace.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    let components = color["components"] as? [String: Any] ?? [:]
    func component(_ key: String, isAlpha: Bool = false) throws -> Double {
      guard let raw = components[key] else {
        if isAlpha { return 1 }
        throw AssetCatalogError(file: file, reason: "\"components\" has no \"\(key)\"")
      }
      guard let value = Self.componentValue(raw, isAlpha: isAlpha) else {
        throw AssetCatalogError(
          file: file, reason: "\"components\".\"\(key)\" : \(raw) is not a colour component")
      }
      return value
    }
    let alpha = try component("alpha", isAlpha: true)
    if space.isGray {
      let white = try component("white")
      return space.sRGB(red: white, green: white, blue: white, alpha: alpha)
    }
    return space.sRGB(
      red: try component("red"), green: try component("green"), blue: try component("blue"),
      alpha: alpha)
  }

  /// A component as Xcode writes it: a string with a decimal point (`"0.314"`, 0...1, or
  /// beyond in extended spaces), a hexadecimal byte (`"0x50"`), or a decimal integer (`"80"`,
  /// 0...255), which is how Xcode's "8-bit" and "8-bit hexadecimal" input methods save; a JSON
  /// number is read as a fraction (integers above 1 as 8-bit). Alpha is always a fraction.
  static func componentValue(_ raw: Any, isAlpha: Bool) -> Double? {
    if let number = raw as? NSNumber, !(raw is String) {
      let value = number.doubleValue
      guard value.isFinite else { return nil }
      return !isAlpha && value > 1 && value == value.rounded() ? value / 255 : value
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      guard let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
      return Double(byte) / 255
    }
    if text.contains(".") || isAlpha {
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }
    guard let byte = UInt8(text) else { return nil }
    return Double(byte) / 255
  }
}
