import Foundation
import Testing

@testable import CurtainAssets

@Suite struct BuiltInExampleTests {
  @Test func exampleFolderShips() {
    #expect(FileManager.default.fileExists(atPath: BuiltInExample.directory.path))
  }
}
