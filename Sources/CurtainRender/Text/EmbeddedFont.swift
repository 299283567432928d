import Foundation

/// The faces compiled into CurtainRender (`EmbeddedFont+Data.swift`: Inter;
/// `EmbeddedFont+ArialMetrics.swift`: Liberation Sans; made by `Scripts/make-embedded-font.py`),
/// each read once on first use.
enum EmbeddedFont {
  /// The face for `weight` of `family`; nil only if its embedded bytes could not be read (a
  /// test checks they can). Liberation Sans has no semibold: bold stands in.
  static func face(_ weight: TextFont.Weight, family: TextFont.Family = .inter) -> TrueTypeFace? {
    switch (family, weight) {
    case (.inter, .regular): regular
    case (.inter, .semibold): semibold
    case (.inter, .bold): bold
    case (.arialMetrics, .regular): arialMetricRegular
    case (.arialMetrics, .semibold), (.arialMetrics, .bold): arialMetricBold
    }
  }

  private static let regular = read(regularData)
  private static let semibold = read(semiboldData)
  private static let bold = read(boldData)
  private static let arialMetricRegular = read(arialMetricRegularData)
  private static let arialMetricBold = read(arialMetricBoldData)

  private static func read(_ base64: String) -> TrueTypeFace? {
    guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
      return nil
    }
    return try? TrueTypeFace(data: [UInt8](data))
  }
}
