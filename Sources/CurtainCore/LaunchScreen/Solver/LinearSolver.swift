/// An incremental linear constraint solver of the Cassowary family (Badros, Borning and
/// Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", 2001), following
/// the dual-simplex formulation of the kiwi solver: required constraints hold exactly, optional
/// ones are weighted error terms the simplex minimises.
///
/// Adding a required constraint that contradicts the ones already added throws
/// `Unsatisfiable` and leaves the solver as it was, so a caller can break it and go on (as
/// UIKit does). Every choice follows symbol order, so the same input gives the same answer.
/// Cost: each addition pivots a tableau of at most (constraints × symbols) cells.
public struct LinearSolver: Sendable {
  /// A required constraint that cannot hold together with the ones already added.
  public struct Unsatisfiable: Error, Hashable, Sendable {}

  private struct Symbol: Hashable, Comparable {
    enum Kind: Int { case external, slack, error, dummy }
    var id: Int
    var kind: Kind
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
  }

  private struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    var sortedSymbols: [Symbol] { cells.keys.sorted() }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
      let value = cells[symbol, default: 0] + coefficient
      if LinearSolver.nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
    }

    mutating func insert(_ row: Row, _ coefficient: Double) {
      constant += row.constant * coefficient
      for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func reverseSign() {
      constant = -constant
      for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Rewrites `0 = row` as `symbol = row'`.
    mutating func solve(for symbol: Symbol) {
      let coefficient = -1 / (cells.removeValue(forKey: symbol) ?? 1)
      constant *= coefficient
      for key in cells.keys { cells[key] = (cells[key] ?? 0) * coefficient }
    }

    /// Rewrites `lhs = row` as `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
      if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }
  }

  private struct Tag {
    var marker: Symbol
    var other: Symbol?
  }

  private var nextSymbol = 0
  private var rows: [Symbol: Row] = [:]
  private var variables: [SolverVariable: Symbol] = [:]
  private var objective = Row(constant: 0)
  private var artificial: Row?

  /// An empty solver.
  public init() {}

  static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  /// Adds `constraint`.
  ///
  /// - Throws: `Unsatisfiable` when it is required and cannot hold with the constraints added
  ///   before; the solver is then unchanged.
  public mutating func add(_ constraint: SolverConstraint) throws(Unsatisfiable) {
    // Only a required constraint can fail; the copy to restore costs a tableau copy.
    guard constraint.isRequired else { return try insert(constraint) }
    let saved = self
    do {
      try insert(constraint)
    } catch {
      self = saved
      throw error
    }
  }

  /// The value of `variable` in the current solution (0 for a variable no constraint names).
  public func value(of variable: SolverVariable) -> Double {
    guard let symbol = variables[variable] else { return 0 }
    return rows[symbol]?.constant ?? 0
  }

  private mutating func insert(_ constraint: SolverConstraint) throws(Unsatisfiable) {
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard Self.nearZero(row.constant) else { throw Unsatisfiable() }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else {
      guard try addWithArtificialVariable(row) else { throw Unsatisfiable() }
    }
    try optimize(objective: true)
  }

  private mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextSymbol += 1
    return Symbol(id: nextSymbol, kind: kind)
  }

  private mutating func makeRow(_ constraint: SolverConstraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    for variable in expression.terms.keys.sorted() {
      let coefficient = expression.terms[variable] ?? 0
      guard !Self.nearZero(coefficient) else { continue }
      let symbol: Symbol
      if let known = variables[variable] {
        symbol = known
      } else {
        symbol = newSymbol(.external)
        variables[variable] = symbol
      }
      if let basic = rows[symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack)
      row.insert(slack, sign)
      if constraint.isRequired {
        tag = Tag(marker: slack)
      } else {
        let error = newSymbol(.error)
        row.insert(error, -sign)
        objective.insert(error, constraint.strength)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if constraint.isRequired {
        let dummy = newSymbol(.dummy)
        row.insert(dummy, 1)
        tag = Tag(marker: dummy)
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, constraint.strength)
        objective.insert(minus, constraint.strength)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.sortedSymbols.first(where: { $0.kind == .external }) { return external }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where symbol.kind == .slack || symbol.kind == .error {
      if (row.cells[symbol] ?? 0) < 0 { return symbol }
    }
    return nil
  }

  private mutating func addWithArtificialVariable(_ row: Row) throws(Unsatisfiable) -> Bool {
    let art = newSymbol(.slack)
    rows[art] = row
    artificial = row
    try optimize(objective: false)
    let success = Self.nearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.sortedSymbols.first(where: { $0.kind != .dummy }) else {
        return false
      }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      rows[entering] = basic
    }
    for key in rows.keys { rows[key]?.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  private mutating func substitute(_ symbol: Symbol, _ row: Row) {
    for key in rows.keys { rows[key]?.substitute(symbol, row) }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// The primal simplex on the objective (or the artificial row while adding one).
  private mutating func optimize(objective useObjective: Bool) throws(Unsatisfiable) {
    while true {
      let target = useObjective ? objective : (artificial ?? objective)
      guard
        let entering = target.sortedSymbols.first(where: {
          $0.kind != .dummy && (target.cells[$0] ?? 0) < 0
        })
      else { return }
      var leaving: Symbol?
      var ratio = Double.greatestFiniteMagnitude
      for key in rows.keys.sorted() where key.kind != .external {
        guard let row = rows[key], let coefficient = row.cells[entering], coefficient < 0
        else { continue }
        let candidate = -row.constant / coefficient
        if candidate < ratio {
          ratio = candidate
          leaving = key
        }
      }
      // An objective without a bound: cannot happen with non-negative error terms.
      guard let leaving, var row = rows.removeValue(forKey: leaving) else {
        throw Unsatisfiable()
      }
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }
}
