import Foundation

/// The Inter faces compiled into CurtainRender (`EmbeddedFont+Data.swift`, made by
/// `Scripts/make-embedded-font.py`), each read once on first use.
enum EmbeddedFont {
  /// The face for `weight`; nil only if its embedded bytes could not be read (a test checks
  /// they can).
  static func face(_ weight: TextFont.Weight) -> TrueTypeFace? {
    switch weight {
    case .regular: regular
    case .semibold: semibold
    case .bold: bold
    }
  }

  private static let regular = read(regularData)
  private static let semibold = read(semiboldData)
  private static let bold = read(boldData)

  private static func read(_ base64: String) -> TrueTypeFace? {
    guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
      return nil
    }
    return try? TrueTypeFace(data: [UInt8](data))
  }
}
