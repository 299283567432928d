import Foundation

/// The outcome of decoding a design with every problem collected.
public struct DesignDecoding: Sendable {
  /// The decoded design: exact when `issues` is empty, otherwise a best effort with placeholders
  /// where values were bad (nil when the root itself could not be read).
  public var design: LaunchDesign?
  /// Every decoding and validation problem, decoding problems first.
  public var issues: [DesignIssue]
}

extension LaunchDesign {
  /// Decodes a design and checks it, collecting every problem instead of stopping at the first.
  ///
  /// Validation problems inside a value that already failed to decode are left out (a bad
  /// `logo.size` is reported once, not again as `logo.size.width: must be > 0`).
  ///
  /// - Parameter decode: Decodes a `LaunchDesign` with a decoder whose `userInfo` is the given
  ///   dictionary (for example `JSONDecoder` with `userInfo` set, or Yams' `YAMLDecoder`).
  /// - Returns: The design and the problems found.
  public static func decodeCollectingIssues(
    _ decode: (_ userInfo: [CodingUserInfoKey: any Sendable]) throws -> LaunchDesign
  ) -> DesignDecoding {
    let collector = DesignIssueCollector()
    var design: LaunchDesign?
    do {
      design = try decode([.designIssues: collector])
    } catch {
      collector.append(ConfigIssueReporter.issue(for: error, expecting: "a mapping of keys"))
    }
    var issues = collector.issues
    if let design {
      let decodingPaths = issues.map(\.path)
      issues += design.validationIssues().filter { issue in
        !decodingPaths.contains { $0.contains(issue.path) }
      }
    }
    return DesignDecoding(design: design, issues: issues)
  }

  /// Decodes a design from JSON, collecting every problem.
  public static func decodeCollectingIssues(json: Data) -> DesignDecoding {
    decodeCollectingIssues { userInfo in
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(LaunchDesign.self, from: json)
    }
  }
}
