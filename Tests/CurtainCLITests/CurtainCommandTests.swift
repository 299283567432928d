import Testing

@testable import CurtainCLI

@Suite struct CurtainCommandTests {
  @Test func helpNamesTheCommand() {
    #expect(CurtainCommand.helpMessage().contains("curtain"))
  }
}
