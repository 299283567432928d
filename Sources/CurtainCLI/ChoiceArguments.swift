import ArgumentParser
import CurtainCore

// `--orientation` and `--appearance` are read as their enums, as `--launch` is: a bad value
// gets ArgumentParser's message quoting it and listing the valid ones, and `--help` lists them.

extension Orientation: ExpressibleByArgument {
  /// `portrait` or `landscape`, in any case.
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}

extension Appearance: ExpressibleByArgument {
  /// `light` or `dark`, in any case.
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}
