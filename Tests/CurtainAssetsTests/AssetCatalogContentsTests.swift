import CurtainCore
import Testing

@testable import CurtainAssets

@Suite struct AssetCatalogContentsTests {
  @Test func catalogIsXcodesOwnFile() {
    #expect(
      AssetCatalogContents.catalog.text == """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
  }

  @Test func colorSetHasAnyAndDarkInEightBitHex() {
    let color = AppearanceColor(
      light: RGBAColor(red: 0xF7 / 255, green: 0xF4 / 255, blue: 0xF2 / 255),
      dark: RGBAColor(red: 0x23 / 255, green: 0x1F / 255, blue: 0x20 / 255, alpha: 0x80 / 255))
    #expect(
      AssetCatalogContents.colorSet(color).text == """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xF2",
                  "green" : "0xF4",
                  "red" : "0xF7"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "0.502",
                  "blue" : "0x20",
                  "green" : "0x1F",
                  "red" : "0x23"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
  }

  @Test func imageSetListsScalesWithAnyBeforeDark() {
    let entries = [
      ImageSetEntry(scale: 2, appearance: .dark, filename: "a-dark@2x.png"),
      ImageSetEntry(scale: 1, appearance: .light, filename: "a.png"),
      ImageSetEntry(scale: 2, appearance: .light, filename: "a@2x.png"),
    ]
    #expect(
      AssetCatalogContents.imageSet(entries).text == """
        {
          "images" : [
            {
              "filename" : "a.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "a@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "filename" : "a-dark@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
  }

  @Test(arguments: [
    ("quote\"back\\slash", #""quote\"back\\slash""#), ("tab\there", #""tab\there""#),
  ])
  func stringsAreEscaped(value: String, expected: String) {
    #expect(XcodeJSON.string(value).text == expected + "\n")
  }
}
