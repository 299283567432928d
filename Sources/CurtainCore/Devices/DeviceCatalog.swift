/// The devices Curtain lays out, previews and checks on: one table (``families``) keyed by the
/// names `--device` takes and by Interface Builder's device ids. Each figure's source is in a
/// comment beside it in `DeviceCatalog+Families.swift`.
public enum DeviceCatalog {
  /// An unknown device name.
  public struct UnknownDevice: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name that matched nothing.
    public var name: String

    /// Creates the error for `name`.
    public init(name: String) {
      self.name = name
    }

    /// A sentence quoting the bad value and listing the valid ones.
    public var description: String {
      let valid = DeviceCatalog.all.map { "'\($0.name)'" }.joined(separator: ", ")
      return "The device '\(name)' is unknown. Use one of \(valid) (or their slugs, e.g. "
        + "'iphone-15'), or an Interface Builder device id (e.g. 'retina6_9')."
    }
  }

  /// Every model iOS 15 or later runs on, family by family (phones from small to large, then
  /// iPads).
  public static let all: [Device] = families.filter(\.runsCurrentIOS).flatMap(\.devices)

  /// One model per distinct screen (size, scale and safe areas) iOS 15 or later runs on: the
  /// first model of each family.
  public static let screens: [Device] = families.filter(\.runsCurrentIOS).compactMap {
    $0.devices.first
  }

  /// The representative devices `check --matrix` uses unless told to use every screen: the
  /// smallest and largest phones, each notch and Dynamic Island shape, and three iPads.
  public static let matrix: [Device] = [
    "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8 Plus", "iPhone 11",
    "iPhone 13 mini", "iPhone 14", "iPhone 15", "iPhone 15 Pro Max", "iPhone 16 Pro",
    "iPad mini (6th generation)", "iPad Air (5th generation)", "iPad Pro 12.9-inch",
  ].compactMap { name in all.first { $0.name == name } }

  /// The device Interface Builder simulates for `id` (`retina6_1`), with the insets it
  /// simulates, or `nil` for an id the table does not hold.
  public static func device(interfaceBuilderID id: String) -> Device? {
    families.first { $0.interfaceBuilderIDs.contains(id) }?.designDevice
  }

  /// The device whose Interface Builder id is `name` (`retina6_9`), else whose name or slug is
  /// `name` (case and punctuation ignored), among every model of the table.
  ///
  /// - Throws: `UnknownDevice`, listing the valid names.
  public static func device(named name: String) throws -> Device {
    if let device = device(interfaceBuilderID: name) { return device }
    let wanted = Device.slug(name)
    let every = families.flatMap(\.devices)
    guard let device = every.first(where: { $0.slug == wanted }) else {
      throw UnknownDevice(name: name)
    }
    return device
  }
}
