import CurtainCore
import Foundation
import Testing

/// `loadingIndicator` in `curtain.yml`: what the config says reaches the design (and from it the
/// device's and the preview's launch session), and every bad value is an error naming its key.
@Suite struct LoadingIndicatorConfigTests {
  static let decoded: [(json: String, policy: LoadingIndicatorPolicy?)] = [
    ("", nil),
    (##""loadingIndicator": {}"##, LoadingIndicatorPolicy()),
    (
      ##""loadingIndicator": {"graceTime": 0.8, "minimumShowTime": 2, "shortWaitThreshold": 0}"##,
      LoadingIndicatorPolicy(graceTime: 0.8, minimumShowTime: 2, shortWaitThreshold: 0)
    ),
    (
      ##""loadingIndicator": {"messages": ["Syncing your library", "Almost there"]}"##,
      LoadingIndicatorPolicy(messages: ["Syncing your library", "Almost there"])
    ),
    (
      ##""loadingIndicator": {"readingTime": {"baseSeconds": 2, "secondsPerWord": 0.5}}"##,
      LoadingIndicatorPolicy(readingTime: ReadingTime(secondsPerWord: 0.5, baseSeconds: 2))
    ),
  ]

  @Test(arguments: decoded.indices)
  func eachFormDecodesAndRoundTrips(index: Int) throws {
    let (json, policy) = Self.decoded[index]
    let decoding = DesignJSON.decode(DesignJSON.minimal(json))
    #expect(decoding.issues.isEmpty, "\(decoding.issues)")
    let design = try #require(decoding.design)
    #expect(design.loadingIndicator == policy)
    let again = try JSONDecoder().decode(LaunchDesign.self, from: JSONEncoder().encode(design))
    #expect(again.loadingIndicator == policy)
  }

  static let bad: [(json: String, expected: String)] = [
    (##""loadingIndicator": true"##, "loadingIndicator: must be a mapping {graceTime"),
    (
      ##""loadingIndicator": {"grace": 1}"##,
      "loadingIndicator.grace: unknown key 'grace' in loadingIndicator; valid keys: graceTime,"
    ),
    (##""loadingIndicator": {"graceTime": -1}"##, "loadingIndicator.graceTime: must be >= 0"),
    (
      ##""loadingIndicator": {"minimumShowTime": 61}"##,
      "loadingIndicator.minimumShowTime: must be <= 60 seconds"
    ),
    (
      ##""loadingIndicator": {"shortWaitThreshold": "soon"}"##,
      "loadingIndicator.shortWaitThreshold: must be a number"
    ),
    (
      ##""loadingIndicator": {"messages": "Almost there"}"##,
      "loadingIndicator.messages: must be a list of names"
    ),
    (
      ##""loadingIndicator": {"messages": ["Syncing", " "]}"##,
      "loadingIndicator.messages[1]: must not be empty"
    ),
    (
      ##""loadingIndicator": {"readingTime": {"baseSeconds": 0}}"##,
      "loadingIndicator.readingTime.baseSeconds: must be > 0"
    ),
    (
      ##""loadingIndicator": {"readingTime": {"secondsPerWord": 11}}"##,
      "loadingIndicator.readingTime.secondsPerWord: must be <= 10 seconds"
    ),
    (
      ##""loadingIndicator": {"readingTime": {"perWord": 1}}"##,
      "loadingIndicator.readingTime.perWord: unknown key 'perWord' in readingTime"
    ),
  ]

  @Test(arguments: bad.indices)
  func aBadValueIsAnErrorNamingItsKey(index: Int) {
    let (json, expected) = Self.bad[index]
    let issues = DesignJSON.issues(DesignJSON.minimal(json))
    #expect(issues.count == 1, "\(issues)")
    #expect(issues.contains { $0.hasPrefix(expected) }, "\(issues)")
  }

  /// The one rule the device and the preview follow: the app's own policy (set in code, or the
  /// preview's options) over the design's key; none when neither gives one.
  @Test func theAppsPolicyIsUsedOverTheDesigns() throws {
    var design = try #require(DesignJSON.decode(DesignJSON.minimal()).design)
    let own = LoadingIndicatorPolicy(messages: ["Own"])
    #expect(LaunchIndicator(design: design, configured: nil, predictedWait: nil) == nil)
    #expect(LaunchIndicator(design: design, configured: own, predictedWait: 2)?.policy == own)
    design.loadingIndicator = LoadingIndicatorPolicy(graceTime: 0.2)
    #expect(
      LaunchIndicator(design: design, configured: nil, predictedWait: 2)
        == LaunchIndicator(policy: LoadingIndicatorPolicy(graceTime: 0.2), predictedWait: 2))
    #expect(LaunchIndicator(design: design, configured: own, predictedWait: nil)?.policy == own)
  }
}
