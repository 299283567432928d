import Foundation

/// The example launch design shipped with Curtain, so every command has something real to work
/// on without arguments.
public enum BuiltInExample {
  /// The folder holding `curtain.yml` and its images.
  public static var directory: URL {
    (Bundle.module.resourceURL ?? Bundle.module.bundleURL)
      .appendingPathComponent("Example", isDirectory: true)
  }
}
