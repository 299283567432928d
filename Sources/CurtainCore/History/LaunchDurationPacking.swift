/// The launch history's compact form of its duration samples: one string,
/// "version,seconds,prewarmed" per sample (prewarmed 0 or 1), samples separated by ';'.
///
/// Parsing walks the string once without splitting it into arrays, so reading twenty samples at
/// launch costs one array allocation.
enum LaunchDurationPacking {
  /// Packs `samples`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a version containing ',' or ';', or a
  ///   non-finite duration.
  static func pack(_ samples: [LaunchDurationSample]) throws -> String {
    var packed = ""
    for (index, sample) in samples.enumerated() {
      guard !sample.version.contains(where: { $0 == "," || $0 == ";" }), sample.seconds.isFinite
      else {
        throw EncodingError.invalidValue(
          sample,
          EncodingError.Context(
            codingPath: [],
            debugDescription: "durations[\(index)]: version '\(sample.version)' "
              + "contains ',' or ';', or seconds \(sample.seconds) is not finite"))
      }
      if index > 0 { packed += ";" }
      packed += "\(sample.version),\(sample.seconds),\(sample.prewarmed ? 1 : 0)"
    }
    return packed
  }

  /// The samples in `packed`, or `nil` when any part of it does not parse.
  static func unpack(_ packed: String) -> [LaunchDurationSample]? {
    var samples: [LaunchDurationSample] = []
    guard !packed.isEmpty else { return samples }
    samples.reserveCapacity(LaunchHistory.maximumDurationSamples)
    var rest = Substring(packed)
    while true {
      let end = rest.firstIndex(of: ";") ?? rest.endIndex
      guard let sample = unpackSample(rest[..<end]) else { return nil }
      samples.append(sample)
      guard end < rest.endIndex else { return samples }
      rest = rest[rest.index(after: end)...]
    }
  }

  private static func unpackSample(_ text: Substring) -> LaunchDurationSample? {
    guard let firstComma = text.firstIndex(of: ",") else { return nil }
    let afterVersion = text[text.index(after: firstComma)...]
    guard let secondComma = afterVersion.firstIndex(of: ",") else { return nil }
    let version = text[..<firstComma]
    let prewarmed = afterVersion[afterVersion.index(after: secondComma)...]
    guard !version.isEmpty, let seconds = Double(afterVersion[..<secondComma]), seconds.isFinite,
      prewarmed == "0" || prewarmed == "1"
    else { return nil }
    return LaunchDurationSample(
      version: String(version), seconds: seconds, prewarmed: prewarmed == "1")
  }
}
