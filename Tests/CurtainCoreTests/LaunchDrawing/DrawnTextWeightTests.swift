import CurtainCore
import Testing

@Suite struct DrawnTextWeightTests {
  /// Named fonts' PostScript names from real launch screens (Scripts/layout-corpus.py's corpus:
  /// Arial-BoldMT, Verdana-Bold, Helvetica, MarkerFelt-Wide) and common families.
  @Test(
    arguments: [
      ("Arial-BoldMT", DrawnText.Weight.bold), ("Verdana-Bold", .bold), ("Helvetica", .regular),
      ("MarkerFelt-Wide", .regular), ("GillSans-BoldItalic", .bold), ("Avenir-Heavy", .bold),
      ("Poppins-SemiBold", .semibold), ("AvenirNext-DemiBold", .semibold),
      ("Montserrat-ExtraBold", .bold), ("Futura-Medium", .semibold), ("ArialMT", .regular),
      ("Roboto-Black", .bold), ("Avenir-Book", .regular),
    ])
  func namedFontWeight(name: String, weight: DrawnText.Weight) {
    #expect(DrawnText.Weight(font: LaunchFont(style: .named, pointSize: 17, name: name)) == weight)
  }

  @Test(
    arguments: [
      ("Arial-BoldMT", DrawnText.Family.arialMetrics), ("ArialMT", .arialMetrics),
      ("Helvetica", .arialMetrics), ("Helvetica-Bold", .arialMetrics),
      ("HelveticaNeue-Bold", .system), ("Verdana-Bold", .system), ("Avenir-Heavy", .system),
    ])
  func namedFontFamily(name: String, family: DrawnText.Family) {
    #expect(DrawnText.Family(font: LaunchFont(style: .named, pointSize: 17, name: name)) == family)
    #expect(DrawnText.Family(font: LaunchFont(style: .system)) == .system)
  }

  @Test(arguments: [("semibold", DrawnText.Weight.semibold), ("bold", .bold), ("light", .regular)])
  func systemWeight(weight: String, expected: DrawnText.Weight) {
    #expect(DrawnText.Weight(font: LaunchFont(style: .system, weight: weight)) == expected)
    #expect(DrawnText.Weight(font: LaunchFont(style: .boldSystem)) == .bold)
  }
}
