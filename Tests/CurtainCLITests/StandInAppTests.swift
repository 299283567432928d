import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct StandInAppTests {
  static func standIn(_ device: String, _ orientation: Orientation, _ appearance: Appearance)
    throws -> (RGBAImage, Screen)
  {
    let screen = try DeviceCatalog.device(named: device).screen(orientation)
    return (StandInApp.image(screen: screen, appearance: appearance), screen)
  }

  static func isBackground(_ pixel: (UInt8, UInt8, UInt8, UInt8), _ appearance: Appearance)
    -> Bool
  {
    appearance == .dark
      ? pixel == (0, 0, 0, 255) : pixel == (242, 242, 247, 255)
  }

  @Test(arguments: [
    ("iPhone 15", Orientation.landscape, Appearance.dark),
    ("iPhone 15", .portrait, .light), ("iPad Air (5th generation)", .landscape, .light),
  ])
  func rowsStayInsideTheSafeAreaAndMargins(
    device: String, orientation: Orientation, appearance: Appearance
  ) throws {
    let (image, screen) = try Self.standIn(device, orientation, appearance)
    // Between the navigation bar and the tab bar, nothing is drawn in the leading safe area
    // plus the 16-point margin.
    let margin = Int(((screen.safeArea.left + 16) * screen.scale).rounded(.down)) - 1
    let rows =
      Int(screen.size.height * 0.45 * screen.scale)..<Int(screen.size.height * 0.6 * screen.scale)
    let clear = rows.allSatisfy { y in
      (0..<margin).allSatisfy { Self.isBackground(image[$0, y], appearance) }
    }
    #expect(clear)
    // Right inside the margin, a grouped row's cell colour somewhere in those rows.
    let x = margin + Int(30 * screen.scale)
    #expect(rows.contains { !Self.isBackground(image[x, $0], appearance) })
  }

  @Test(arguments: [("iPhone 15", true), ("iPhone SE (3rd generation)", false)])
  func theHomeIndicatorShowsOnlyWhereThereIsOne(device: String, has: Bool) throws {
    let (image, screen) = try Self.standIn(device, .portrait, .light)
    let y = Int((screen.size.height - 10.5) * screen.scale)
    let pixel = image[image.width / 2, y]
    #expect((pixel.red < 40) == has)
  }

  @Test func darkIsDarkAndLightIsLight() throws {
    func meanLuma(_ image: RGBAImage) -> Double {
      var sum = 0.0
      for index in stride(from: 0, to: image.pixels.count, by: 4) {
        sum += Double(image.pixels[index + 1])
      }
      return sum / Double(image.pixels.count / 4)
    }
    let light = try Self.standIn("iPhone 15", .portrait, .light).0
    let dark = try Self.standIn("iPhone 15", .portrait, .dark).0
    #expect(meanLuma(light) > 200)
    #expect(meanLuma(dark) < 50)
  }
}
