import Testing

@testable import CurtainCore

@Suite struct DeferredTests {
  @Test func theValueIsCreatedOnceOnFirstUseAndTimed() throws {
    let time = ManualTime()
    let made = Counter()
    let reports = Recorder<DeferredCreation>()
    let conversions = Deferred("conversions", timeSource: time.source, onCreate: reports.append) {
      made.increment()
      time.advance(seconds: 0.25)
      return ["inch": 2.54]
    }
    #expect(!conversions.isCreated)
    #expect(made.value == 0)
    #expect(try conversions.value == ["inch": 2.54])
    #expect(try conversions.value == ["inch": 2.54])
    #expect(made.value == 1)
    #expect(conversions.creationSeconds == 0.25)
    #expect(reports.values == [DeferredCreation(name: "conversions", seconds: 0.25)])
  }

  @Test func concurrentFirstUsesCreateOneValue() async throws {
    let made = Counter()
    let constants = Deferred("constants") {
      made.increment()
      return 42
    }
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<32 { group.addTask { try constants.value } }
      for try await value in group { #expect(value == 42) }
    }
    #expect(made.value == 1)
  }

  @Test func aFailedCreationIsRetriedOnTheNextUse() throws {
    let attempts = Counter()
    let value = Deferred("flaky") {
      attempts.increment()
      if attempts.value == 1 { throw StartupFailure() }
      return "ok"
    }
    #expect(throws: StartupFailure.self) { try value.value }
    #expect(!value.isCreated)
    #expect(try value.value == "ok")
  }
}

/// Collects values handed to a callback, thread-safely.
final class Recorder<Value: Sendable>: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var stored: [Value] = []

  var append: @Sendable (Value) -> Void {
    { [self] value in lock.withLock { stored.append(value) } }
  }
  var values: [Value] { lock.withLock { stored } }
}
