import Foundation

/// Gathers decoding problems while a design is decoded, so that one pass reports all of them.
///
/// Put it in the decoder's `userInfo` under `CodingUserInfoKey.designIssues`:
/// the design types then record a problem and go on with a placeholder instead of throwing.
/// Without it they throw a `DecodingError` at the first problem, as `Decodable` types usually do.
public final class DesignIssueCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [DesignIssue] = []

  /// Creates an empty collector.
  public init() {}

  /// The problems recorded so far, in the order they were found.
  public var issues: [DesignIssue] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  /// Records a problem.
  public func append(_ issue: DesignIssue) {
    lock.lock()
    defer { lock.unlock() }
    collected.append(issue)
  }
}

extension CodingUserInfoKey {
  /// The `userInfo` key under which decoders carry a ``DesignIssueCollector``.
  public static let designIssues: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "curtain.designIssues") else {
      preconditionFailure("a non-empty raw value always makes a key")
    }
    return key
  }()
}
