import Testing

@testable import CurtainCLI

@MainActor @Suite struct PlanCommandTests {
  func output(_ arguments: [String]) throws -> String {
    let command = try PlanCommand.parse(arguments)
    var text = ""
    try command.run(output: &text)
    return text
  }

  @Test func isASubcommandOfCurtain() throws {
    let command = try CurtainCommand.parseAsRoot(["plan", "--launch", "later"])
    #expect(command is PlanCommand)
  }

  @Test func firstLaunchOfTheExamplePlansAndEndsWithTheApp() throws {
    let text = try output([])
    #expect(text.contains("Launch plan for Chirp (built-in example)"))
    #expect(text.contains("launch:          first (first launch; reason: normal)"))
    #expect(text.contains("deadline:"))
    #expect(text.contains("remove splash; replay taps"))
    #expect(text.contains("App on screen at"))
  }

  @Test func notificationLaunchGetsTheSameSplashAsALaterLaunch() throws {
    let later = try output(["--launch", "later"])
    let notification = try output(["--launch", "notification"])
    let afterHeader: (String) -> String = { text in
      text.split(separator: "\n").dropFirst(2).joined(separator: "\n")
    }
    #expect(afterHeader(later) == afterHeader(notification))
    #expect(notification.contains("reason: notification"))
  }

  @Test func reduceMotionChangesTheExit() throws {
    let text = try output(["--launch", "later", "--reduce-motion"])
    #expect(text.contains("reduce motion:   on"))
    #expect(text.contains("exit:            fade") || text.contains("exit:            none"))
  }

  @Test func readyAfterMovesTheExit() throws {
    let text = try output(["--launch", "later", "--ready-after", "2.5"])
    #expect(text.contains("2.500 s  app ready"))
  }

  @Test(arguments: [["--launch", "sometimes"], ["--ready-after", "-1"]])
  func badArgumentsAreRejected(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try PlanCommand.parse(arguments) }
  }

  @Test func secondsAreFormattedWithMilliseconds() {
    #expect(PlanReport.seconds(0.05) == "0.050 s")
    #expect(PlanReport.seconds(12.3456) == "12.346 s")
  }
}
