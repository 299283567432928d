import CurtainCore
import Testing

@Suite struct LinearSolverTests {
  let x = LinearExpression(SolverVariable(0))
  let y = LinearExpression(SolverVariable(1))

  @Test func requiredEqualitiesAndInequalitiesHold() throws {
    var solver = LinearSolver()
    try solver.add(SolverConstraint(x + y, .equal, LinearExpression(constant: 100)))
    try solver.add(SolverConstraint(x, .greaterThanOrEqual, LinearExpression(constant: 70)))
    try solver.add(SolverConstraint(x, .equal, LinearExpression(constant: 10), strength: 500))
    #expect(solver.value(of: SolverVariable(0)) == 70)
    #expect(solver.value(of: SolverVariable(1)) == 30)
  }

  /// A stronger optional constraint wins over a weaker one it contradicts.
  @Test(arguments: [(750.0, 250.0, 40.0), (250.0, 750.0, 60.0)])
  func strongerOptionalWins(first: Double, second: Double, expected: Double) throws {
    var solver = LinearSolver()
    try solver.add(SolverConstraint(x, .equal, LinearExpression(constant: 40), strength: first))
    try solver.add(SolverConstraint(x, .equal, LinearExpression(constant: 60), strength: second))
    #expect(solver.value(of: SolverVariable(0)) == expected)
  }

  @Test func contradictoryRequiredConstraintThrowsAndLeavesTheSolverAsItWas() throws {
    var solver = LinearSolver()
    try solver.add(SolverConstraint(x, .equal, y * 2 + 10))
    try solver.add(SolverConstraint(y, .equal, LinearExpression(constant: 5)))
    #expect(throws: LinearSolver.Unsatisfiable.self) {
      try solver.add(SolverConstraint(x, .lessThanOrEqual, LinearExpression(constant: 12)))
    }
    #expect(solver.value(of: SolverVariable(0)) == 20)
    try solver.add(SolverConstraint(x, .lessThanOrEqual, LinearExpression(constant: 30)))
    #expect(solver.value(of: SolverVariable(0)) == 20)
  }

  /// A contradictory inequality leaves no trace: the optional constraint added after it is
  /// solved against the earlier constraints only.
  @Test func contradictoryInequalityLeavesNoTrace() throws {
    var solver = LinearSolver()
    try solver.add(SolverConstraint(x, .greaterThanOrEqual, LinearExpression(constant: 10)))
    try solver.add(SolverConstraint(y, .greaterThanOrEqual, x))
    #expect(throws: LinearSolver.Unsatisfiable.self) {
      try solver.add(SolverConstraint(y, .lessThanOrEqual, LinearExpression(constant: 5)))
    }
    try solver.add(SolverConstraint(y, .equal, LinearExpression(constant: 3), strength: 1))
    try solver.add(SolverConstraint(x, .equal, LinearExpression(constant: 50), strength: 2))
    #expect(solver.value(of: SolverVariable(0)) == 50)
    #expect(solver.value(of: SolverVariable(1)) == 50)
  }
}
