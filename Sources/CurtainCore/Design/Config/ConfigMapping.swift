/// One mapping of the design config, decoded strictly: unknown keys are problems (with a
/// did-you-mean), and a bad value is reported with its key path and replaced by the default or a
/// placeholder when problems are being collected.
struct ConfigMapping<Key: CodingKey & CaseIterable> {
  /// The decoder's keyed container.
  let container: KeyedDecodingContainer<Key>
  /// Where problems go.
  let reporter: ConfigIssueReporter

  /// Opens the mapping of `decoder` and reports every key that is not one of `Key`.
  ///
  /// - Throws: A `DecodingError` when the value is not a mapping, or the first unknown key when
  ///   problems are not being collected.
  init(_ decoder: any Decoder, name: String) throws {
    reporter = ConfigIssueReporter(decoder)
    let present = try decoder.container(keyedBy: ConfigKey.self)
    let valid = Key.allCases.map(\.stringValue)
    for key in present.allKeys where !valid.contains(key.stringValue) {
      let hint = EditDistance.hint(for: key.stringValue, among: valid)
      try reporter.report(
        DesignIssue(
          at: DesignKeyPath(codingPath: present.codingPath).appending(key.stringValue),
          "unknown key '\(key.stringValue)' in \(name)\(hint); valid keys: "
            + valid.joined(separator: ", ")))
    }
    container = try decoder.container(keyedBy: Key.self)
  }

  /// The key path of `key`.
  func path(_ key: Key) -> DesignKeyPath {
    DesignKeyPath(codingPath: container.codingPath).appending(key.stringValue)
  }

  /// The value at `key`, or nil when it is absent, null, or bad (bad values are reported).
  func decodeIfPresent<T: ConfigDecodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    do {
      return try container.decodeIfPresent(T.self, forKey: key)
    } catch {
      try reporter.report(
        error, at: path(key), expecting: T.expectation,
        found: try? container.decodeIfPresent(String.self, forKey: key))
      return nil
    }
  }

  /// The value at a required `key`; when it is missing or bad, the problem is reported and
  /// `placeholder` stands in.
  func decode<T: ConfigDecodable>(
    _ type: T.Type, forKey key: Key, placeholder: T, missing: String = "is required"
  ) throws -> T {
    let isPresent = container.contains(key) && !((try? container.decodeNil(forKey: key)) ?? false)
    guard isPresent else {
      try reporter.report(DesignIssue(at: path(key), missing))
      return placeholder
    }
    return try decodeIfPresent(T.self, forKey: key) ?? placeholder
  }

  /// The string at `key` as one of `T`'s cases, or nil when absent; a string that is not a case
  /// is reported with the valid ones.
  func decodeIfPresent<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, named name: String
  ) throws -> T? where T.RawValue == String {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    return try Self.value(T.self, from: text, named: name, at: path(key), reporter: reporter)
  }

  /// `text` as one of `T`'s cases; anything else is reported with the valid cases.
  static func value<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, from text: String, named name: String, at path: DesignKeyPath,
    reporter: ConfigIssueReporter
  ) throws -> T? where T.RawValue == String {
    if let value = T(rawValue: text) { return value }
    let valid = T.allCases.map(\.rawValue)
    let hint = EditDistance.hint(for: text, among: valid)
    try reporter.report(
      DesignIssue(
        at: path,
        "'\(text)' is not \(name)\(hint); use one of " + valid.joined(separator: ", ")))
    return nil
  }
}
