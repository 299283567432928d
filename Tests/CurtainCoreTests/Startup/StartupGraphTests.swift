import Testing

@testable import CurtainCore

@Suite struct StartupGraphTests {
  static func task(
    _ id: String, _ phase: StartupPhase = .beforeFirstFrame, after dependencies: [String] = []
  ) -> StartupTask {
    StartupTask(id, phase: phase, dependsOn: dependencies) {}
  }

  @Test func cycleIsNamedInFull() {
    #expect {
      try StartupGraph([
        Self.task("a", after: ["b"]), Self.task("b", after: ["c"]), Self.task("c", after: ["a"]),
        Self.task("d"),
      ])
    } throws: { error in
      (error as? StartupGraphError)?.description
        == "Tasks depend on each other in a cycle: a → b → c → a."
    }
  }

  @Test func selfDependencyIsACycle() {
    #expect(throws: StartupGraphError(problems: [.cycle(["a", "a"])])) {
      try StartupGraph([Self.task("a", after: ["a"])])
    }
  }

  @Test func everyProblemIsReportedAtOnce() {
    #expect(
      throws: StartupGraphError(problems: [
        .duplicateID("a"),
        .unknownDependency(task: "b", dependency: "missing"),
        .dependsOnLaterPhase(
          task: "c", phase: .beforeFirstFrame, dependency: "late", dependencyPhase: .whenIdle),
      ])
    ) {
      try StartupGraph([
        Self.task("a"), Self.task("a"), Self.task("b", after: ["missing"]),
        Self.task("c", after: ["late"]), Self.task("late", .whenIdle),
      ])
    }
  }

  @Test(arguments: [
    (StartupPhase.beforeFirstFrame, StartupPhase.afterFirstFrame, false),
    (.afterFirstFrame, .beforeFirstFrame, true),
    (.onFirstUse, .whenIdle, true),
    (.whenIdle, .onFirstUse, false),
    (.afterFirstFrame, .afterFirstFrame, true),
  ])
  func aTaskMayOnlyDependOnTheSameOrAnEarlierPhase(
    phase: StartupPhase, dependencyPhase: StartupPhase, valid: Bool
  ) {
    let tasks = [
      Self.task("dependency", dependencyPhase), Self.task("task", phase, after: ["dependency"]),
    ]
    #expect(((try? StartupGraph(tasks)) != nil) == valid)
  }
}
