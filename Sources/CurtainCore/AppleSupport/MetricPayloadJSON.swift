import Foundation

/// Reads the launch figures of MetricKit payloads as `MXMetricPayload.jsonRepresentation()`
/// writes them: `appVersion`, `timeStampBegin`/`timeStampEnd` ("2026-11-20 00:00:00 +0000"),
/// `metaData` (`deviceType`, `osVersion`) and `applicationLaunchMetrics`, whose histograms
/// (`histogrammedTimeToFirstDrawKey`, `histogrammedResumeTime`,
/// `histogrammedOptimizedTimeToFirstDrawKey`, `histogrammedExtendedLaunch`) hold
/// `histogramValue` buckets keyed "0", "1"… with `bucketStart`/`bucketEnd` as formatted
/// durations ("1,000 ms", "1.5 sec") and `bucketCount`.
public enum MetricPayloadJSON {
  /// A payload that cannot be read, with the file and key named.
  public struct ReadError: Error, Equatable, CustomStringConvertible {
    /// The file (or other source).
    public var source: String
    /// Where in the file: "payload 2: applicationLaunchMetrics.histogrammedResumeTime".
    public var location: String
    /// What was wrong.
    public var reason: String

    /// Creates an error.
    public init(source: String, location: String, reason: String) {
      self.source = source
      self.location = location
      self.reason = reason
    }

    /// "metrics.json: payload 1: appVersion: missing" so a person can find it.
    public var description: String { "\(source): \(location): \(reason)" }
  }

  /// The launch keys of `applicationLaunchMetrics`, as `jsonRepresentation()` names them.
  public enum Key {
    /// Cold launches' time to first draw.
    public static let timeToFirstDraw = "histogrammedTimeToFirstDrawKey"
    /// Resume from the background.
    public static let resumeTime = "histogrammedResumeTime"
    /// Prewarmed launches' time to first draw (iOS 15.2+).
    public static let optimizedTimeToFirstDraw = "histogrammedOptimizedTimeToFirstDrawKey"
    /// Extended launch (iOS 16+).
    public static let extendedLaunch = "histogrammedExtendedLaunch"
  }

  /// Whether `object` (a decoded JSON object) looks like a metric payload rather than a Curtain
  /// launch record: it has `applicationLaunchMetrics`, `metaData` or `timeStampBegin`.
  public static func isPayload(_ object: [String: Any]) -> Bool {
    object["applicationLaunchMetrics"] != nil || object["metaData"] != nil
      || object["timeStampBegin"] != nil
  }

  /// The payloads in `data`: one JSON payload object, or an array of them. Payloads without
  /// `applicationLaunchMetrics` are skipped (a day without launches).
  ///
  /// - Throws: ``ReadError`` naming the payload and key of the first bad value.
  public static func reports(in data: Data, source: String) throws -> [LaunchMetricsReport] {
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw ReadError(source: source, location: "file", reason: "not valid JSON")
    }
    let objects: [Any] = (json as? [Any]) ?? [json]
    return try objects.enumerated().compactMap { index, object in
      try report(in: object, location: "payload \(index + 1)", source: source)
    }
  }

  /// The launch figures of one decoded payload object; `nil` when it has no launch metrics.
  ///
  /// - Throws: ``ReadError`` at `location` for a bad value.
  public static func report(in object: Any, location: String, source: String) throws
    -> LaunchMetricsReport?
  {
    func fail(_ key: String, _ reason: String) -> ReadError {
      ReadError(
        source: source, location: key.isEmpty ? location : "\(location): \(key)", reason: reason)
    }
    guard let payload = object as? [String: Any] else { throw fail("", "not a JSON object") }
    guard let launch = payload["applicationLaunchMetrics"] else { return nil }
    guard let launch = launch as? [String: Any] else {
      throw fail("applicationLaunchMetrics", "not a JSON object")
    }
    guard let version = payload["appVersion"] as? String else {
      throw fail("appVersion", "missing or not a string")
    }
    func histogram(_ key: String) throws -> LaunchMetricHistogram? {
      guard let value = launch[key] else { return nil }
      do {
        return try self.histogram(value)
      } catch let problem as Problem {
        throw fail("applicationLaunchMetrics.\(key)\(problem.path)", problem.reason)
      }
    }
    let metaData = payload["metaData"] as? [String: Any]
    return LaunchMetricsReport(
      periodStart: try date(payload["timeStampBegin"], "timeStampBegin", fail),
      periodEnd: try date(payload["timeStampEnd"], "timeStampEnd", fail),
      appVersion: version,
      timeToFirstDraw: try histogram(Key.timeToFirstDraw) ?? LaunchMetricHistogram(buckets: []),
      resumeTime: try histogram(Key.resumeTime) ?? LaunchMetricHistogram(buckets: []),
      optimizedTimeToFirstDraw: try histogram(Key.optimizedTimeToFirstDraw),
      extendedLaunch: try histogram(Key.extendedLaunch),
      deviceType: metaData?["deviceType"] as? String,
      osVersion: metaData?["osVersion"] as? String)
  }

  /// Seconds in a formatted MetricKit duration: a number with "," grouping and "." decimals,
  /// then a unit (ms, sec, s, min, h, µs; 毫秒 and 秒 as a Chinese-locale device writes them).
  /// `nil` when either part is not understood.
  public static func seconds(in text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let number = trimmed.prefix { $0.isNumber || $0 == "," || $0 == "." || $0 == "-" }
    let unit = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
    guard let value = Double(number.replacingOccurrences(of: ",", with: "")), value.isFinite,
      let scale = unitSeconds[unit.lowercased()]
    else { return nil }
    return value * scale
  }

  private static let unitSeconds: [String: Double] = [
    "ms": 1e-3, "msec": 1e-3, "毫秒": 1e-3, "s": 1, "sec": 1, "secs": 1, "秒": 1, "min": 60,
    "h": 3600, "hr": 3600, "µs": 1e-6, "μs": 1e-6, "us": 1e-6,
  ]

  private struct Problem: Error {
    var path: String
    var reason: String
  }

  private static func histogram(_ value: Any) throws -> LaunchMetricHistogram {
    guard let object = value as? [String: Any] else {
      throw Problem(path: "", reason: "not a JSON object")
    }
    guard let buckets = object["histogramValue"] as? [String: Any] else {
      throw Problem(path: ".histogramValue", reason: "missing or not a JSON object")
    }
    let ordered = buckets.sorted { (Int($0.key) ?? .max, $0.key) < (Int($1.key) ?? .max, $1.key) }
    return LaunchMetricHistogram(
      buckets: try ordered.map { key, bucket in
        let path = ".histogramValue.\(key)"
        guard let bucket = bucket as? [String: Any] else {
          throw Problem(path: path, reason: "not a JSON object")
        }
        func duration(_ name: String) throws -> Double {
          guard let text = bucket[name] as? String, let seconds = seconds(in: text),
            seconds >= 0
          else {
            throw Problem(
              path: "\(path).\(name)",
              reason:
                "not a duration like \"1,000 ms\": \(bucket[name].map { "\($0)" } ?? "missing")")
          }
          return seconds
        }
        guard let count = (bucket["bucketCount"] as? NSNumber)?.doubleValue, count >= 0,
          count <= Double(Int32.max), count == count.rounded()
        else {
          throw Problem(path: "\(path).bucketCount", reason: "not a count of 0 or more")
        }
        let start = try duration("bucketStart")
        let end = try duration("bucketEnd")
        guard end >= start else {
          throw Problem(path: path, reason: "bucketEnd is before bucketStart")
        }
        return LaunchMetricHistogram.Bucket(start: start, end: end, count: Int(count))
      })
  }

  private static func date(
    _ value: Any?, _ key: String, _ fail: (String, String) -> ReadError
  ) throws -> Double {
    guard let value else { return 0 }
    guard let text = value as? String, let date = timeStampFormatter.date(from: text) else {
      throw fail(key, "not a time stamp like \"2026-11-20 00:00:00 +0000\"")
    }
    return date.timeIntervalSince1970
  }

  private static var timeStampFormatter: DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
    return formatter
  }
}
