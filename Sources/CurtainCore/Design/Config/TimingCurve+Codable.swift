extension TimingCurve: ConfigDecodable {
  static var expectation: String {
    "a curve name (" + namedCurves.map(\.name).joined(separator: ", ")
      + ") or a mapping {cubicBezier: [x1, y1, x2, y2]} or {spring: {...}}"
  }

  /// The curves written as a plain name in the config.
  static let namedCurves: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case cubicBezier, spring
  }

  /// Decodes a curve name, `{cubicBezier: [x1, y1, x2, y2]}`,
  /// `{spring: {mass, stiffness, damping, initialVelocity}}` (CASpringAnimation's defaults where
  /// omitted) or `{spring: {duration, bounce}}` (SwiftUI's form, see ``swiftUISpring(duration:bounce:initialVelocity:)``).
  public init(from decoder: any Decoder) throws {
    let path = DesignKeyPath(codingPath: decoder.codingPath)
    let reporter = ConfigIssueReporter(decoder)
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      if let named = Self.namedCurves.first(where: { $0.name == name }) {
        self = named.curve
        return
      }
      let names = Self.namedCurves.map(\.name)
      try reporter.report(
        DesignIssue(
          at: path,
          "'\(name)' is not a timing curve\(EditDistance.hint(for: name, among: names)); use one of "
            + names.joined(separator: ", ") + ", or {cubicBezier: [...]} or {spring: {...}}"))
      self = ExitDesign.defaultCurve
      return
    }
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "a timing curve")
    let present = CodingKeys.allCases.filter { mapping.container.contains($0) }
    guard present.count == 1 else {
      try reporter.report(DesignIssue(at: path, "must have exactly one of cubicBezier, spring"))
      self = ExitDesign.defaultCurve
      return
    }
    if present == [.spring] {
      self = try mapping.decode(SpringValue.self, forKey: .spring, placeholder: SpringValue()).curve
      return
    }
    let points = try mapping.decode([Double].self, forKey: .cubicBezier, placeholder: [0, 0, 1, 1])
    guard points.count == 4 else {
      try reporter.report(
        DesignIssue(
          at: mapping.path(.cubicBezier),
          "must be four numbers [x1, y1, x2, y2], not \(points.count)"))
      self = ExitDesign.defaultCurve
      return
    }
    self = .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
  }

  /// Encodes a name, `{cubicBezier: [...]}` or `{spring: {...}}` leaving out default values.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode([x1, y1, x2, y2], forKey: .cubicBezier)
    case .spring(let mass, let stiffness, let damping, let initialVelocity):
      var container = encoder.container(keyedBy: CodingKeys.self)
      var spring = container.nestedContainer(keyedBy: ConfigKey.self, forKey: .spring)
      let values = [
        ("mass", mass, Self.defaultSpringMass),
        ("stiffness", stiffness, Self.defaultSpringStiffness),
        ("damping", damping, Self.defaultSpringDamping),
        ("initialVelocity", initialVelocity, Self.defaultSpringInitialVelocity),
      ]
      for (key, value, defaultValue) in values where value != defaultValue {
        try spring.encode(value, forKey: ConfigKey(stringValue: key))
      }
    default:
      let name = Self.namedCurves.first { $0.curve == self }?.name ?? "default"
      var container = encoder.singleValueContainer()
      try container.encode(name)
    }
  }
}

/// The `spring` mapping of a timing curve, in `CASpringAnimation`'s terms or SwiftUI's.
struct SpringValue: ConfigDecodable {
  static var expectation: String {
    "a mapping {mass, stiffness, damping, initialVelocity} or {duration, bounce}"
  }

  /// The decoded spring.
  var curve: TimingCurve

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case mass, stiffness, damping, initialVelocity, duration, bounce
  }

  /// The spring with `CASpringAnimation`'s defaults.
  static let defaultCurve = TimingCurve.spring(
    mass: TimingCurve.defaultSpringMass, stiffness: TimingCurve.defaultSpringStiffness,
    damping: TimingCurve.defaultSpringDamping,
    initialVelocity: TimingCurve.defaultSpringInitialVelocity)

  /// A spring with `CASpringAnimation`'s defaults.
  init() {
    curve = Self.defaultCurve
  }

  init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "a spring")
    let velocity =
      try mapping.decodeIfPresent(Double.self, forKey: .initialVelocity)
      ?? TimingCurve.defaultSpringInitialVelocity
    let physical: [CodingKeys] = [.mass, .stiffness, .damping]
    let usesPhysical = physical.contains { mapping.container.contains($0) }
    let usesSwiftUI = [CodingKeys.duration, .bounce].contains { mapping.container.contains($0) }
    if usesPhysical && usesSwiftUI {
      try mapping.reporter.report(
        DesignIssue(
          at: DesignKeyPath(codingPath: decoder.codingPath),
          "use either {mass, stiffness, damping, initialVelocity} or {duration, bounce}, not both"
        ))
      curve = Self.defaultCurve
      return
    }
    guard usesSwiftUI else {
      curve = .spring(
        mass: try mapping.decodeIfPresent(Double.self, forKey: .mass)
          ?? TimingCurve.defaultSpringMass,
        stiffness: try mapping.decodeIfPresent(Double.self, forKey: .stiffness)
          ?? TimingCurve.defaultSpringStiffness,
        damping: try mapping.decodeIfPresent(Double.self, forKey: .damping)
          ?? TimingCurve.defaultSpringDamping,
        initialVelocity: velocity)
      return
    }
    let duration =
      try mapping.decodeIfPresent(Double.self, forKey: .duration)
      ?? TimingCurve.defaultSpringDuration
    let bounce =
      try mapping.decodeIfPresent(Double.self, forKey: .bounce) ?? TimingCurve.defaultSpringBounce
    var isValid = true
    if let problem = DesignBound.springDuration.problem(with: duration) {
      try mapping.reporter.report(DesignIssue(at: mapping.path(.duration), problem))
      isValid = false
    }
    if !(bounce > -1 && bounce < 1) {
      try mapping.reporter.report(
        DesignIssue(at: mapping.path(.bounce), "must be greater than -1 and less than 1"))
      isValid = false
    }
    guard isValid else {
      curve = Self.defaultCurve
      return
    }
    curve = .swiftUISpring(duration: duration, bounce: bounce, initialVelocity: velocity)
  }
}
