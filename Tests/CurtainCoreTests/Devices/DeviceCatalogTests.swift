import CurtainCore
import Testing

@Suite("Device catalogue")
struct DeviceCatalogTests {
  @Test(
    "Devices are found by name or slug, ignoring case",
    arguments: [
      ("iPhone 15", "iPhone 15"), ("iphone-15", "iPhone 15"),
      ("IPHONE 15 PRO MAX", "iPhone 15 Pro Max"),
      ("ipad-pro-12-9-inch", "iPad Pro 12.9-inch"),
      ("iphone-se-3rd-generation", "iPhone SE (3rd generation)"),
      // Interface Builder's design devices, by id or name, when the catalogue has no such name.
      ("retina6_9", "iPhone 16 Pro Max"), ("iPhone 16 Pro Max", "iPhone 16 Pro Max"),
      ("ipad12_9rounded", "iPad Pro 12.9-inch"), ("iPhone 14 Plus", "iPhone 14 Plus"),
    ])
  func lookup(query: String, name: String) throws {
    #expect(try DeviceCatalog.device(named: query).name == name)
  }

  @Test("An unknown name lists the valid ones")
  func unknown() {
    let error = DeviceCatalog.UnknownDevice(name: "iPhone 99")
    #expect(error.description.contains("'iPhone 99'"))
    #expect(error.description.contains("'iPhone 16 Pro'"))
    #expect(throws: error) { try DeviceCatalog.device(named: "iPhone 99") }
  }

  @Test("Slugs are unique")
  func uniqueSlugs() {
    #expect(Set(DeviceCatalog.all.map(\.slug)).count == DeviceCatalog.all.count)
  }

  @Test("Landscape swaps the size and uses the landscape safe area", arguments: DeviceCatalog.all)
  func orientations(device: Device) {
    let portrait = device.screen(.portrait)
    let landscape = device.screen(.landscape)
    #expect(portrait.size.width < portrait.size.height)
    #expect(landscape.size.width == portrait.size.height)
    #expect(landscape.safeArea == device.landscapeSafeArea)
    #expect(portrait.safeArea.top >= 20)
  }

  @Test("iPhone 15 matches its published numbers")
  func iPhone15() throws {
    let screen = try DeviceCatalog.device(named: "iphone-15").screen(.portrait)
    #expect(screen.pixelWidth == 1179 && screen.pixelHeight == 2556)
    #expect(screen.safeArea == EdgeInsets(top: 59, bottom: 34))
  }
}
