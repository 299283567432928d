import CurtainCore
import Foundation

/// Decodes designs from JSON text in tests.
enum DesignJSON {
  /// A minimal valid design with `extra` members added to the root object.
  static func minimal(_ extra: String = "") -> String {
    """
    {"background": "#1DA1F2", "logo": {"image": "logo.png", "size": {"width": 120, "height": 120}}\
    \(extra.isEmpty ? "" : ", " + extra)}
    """
  }

  /// Decodes `json`, collecting every problem.
  static func decode(_ json: String) -> DesignDecoding {
    LaunchDesign.decodeCollectingIssues(json: Data(json.utf8))
  }

  /// The issues of `json` as `key.path: message` lines.
  static func issues(_ json: String) -> [String] {
    decode(json).issues.map(\.description)
  }
}
