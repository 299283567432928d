/// A variable of the linear constraint solver, identified by an index its owner assigns.
public struct SolverVariable: Hashable, Comparable, Sendable {
  /// The index, unique within one solver.
  public var index: Int

  /// Creates the variable with `index`.
  public init(_ index: Int) {
    self.index = index
  }

  /// Orders by index (the solver's choices follow this order, so they are deterministic).
  public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool {
    lhs.index < rhs.index
  }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Hashable, Sendable {
  /// The coefficient of each variable.
  public var terms: [SolverVariable: Double]
  /// The constant term.
  public var constant: Double

  /// Creates an expression.
  public init(_ terms: [SolverVariable: Double] = [:], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// One variable.
  public init(_ variable: SolverVariable) {
    self.init([variable: 1])
  }

  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.constant += rhs.constant
    for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
    return result
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }

  /// The expression scaled by `factor`.
  public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(lhs.terms.mapValues { $0 * factor }, constant: lhs.constant * factor)
  }

  /// The expression plus a constant.
  public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + constant)
  }

  /// The value with each variable's value from `value`.
  public func evaluate(_ value: (SolverVariable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.value * value($1.key) }
  }
}

/// `expression (relation) 0` with a strength: required constraints must hold, optional ones
/// are kept as well as their weights allow.
public struct SolverConstraint: Hashable, Sendable {
  /// The left-hand side, compared with zero.
  public var expression: LinearExpression
  /// `==`, `<=` or `>=` zero.
  public var relation: LayoutRelation
  /// The weight of an optional constraint; `SolverConstraint.required` for a required one.
  public var strength: Double

  /// The strength of a constraint that must hold.
  public static let required = Double.infinity

  /// Creates `lhs (relation) rhs` at `strength`.
  public init(
    _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
    strength: Double = SolverConstraint.required
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.strength = strength
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { strength == Self.required }
}
