import ArgumentParser
import CurtainCore

/// Reads the preview and check option that names a device, with an error that quotes the value
/// and lists the valid ones.
enum PreviewChoices {
  static func device(_ name: String) throws -> Device {
    do {
      return try DeviceCatalog.device(named: name)
    } catch {
      throw ValidationError(String(describing: error))
    }
  }
}
