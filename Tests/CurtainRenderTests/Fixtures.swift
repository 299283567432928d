import Foundation

/// Test fixtures bundled with the test target.
enum Fixtures {
  /// The URL of fixture `name`.
  static func url(_ name: String) throws -> URL {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")
    else { throw FixtureMissing(name: name) }
    return url
  }

  struct FixtureMissing: Error {
    var name: String
  }
}
