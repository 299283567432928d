import ArgumentParser
import CurtainCore

/// Reads the preview and check options that name a device, an orientation or an appearance,
/// with errors that quote the value and list the valid ones.
enum PreviewChoices {
  static func device(_ name: String) throws -> Device {
    do {
      return try DeviceCatalog.device(named: name)
    } catch {
      throw ValidationError(String(describing: error))
    }
  }

  static func orientation(_ value: String) throws -> Orientation {
    try choice(value, option: "--orientation", Orientation.allCases)
  }

  static func appearance(_ value: String) throws -> Appearance {
    try choice(value, option: "--appearance", Appearance.allCases)
  }

  private static func choice<Value: RawRepresentable<String>>(
    _ value: String, option: String, _ all: [Value]
  ) throws -> Value {
    guard let found = Value(rawValue: value.lowercased()) else {
      let valid = all.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw ValidationError("The value '\(value)' is invalid for '\(option)'. Use one of \(valid).")
    }
    return found
  }
}
