import Foundation
import Testing

@testable import CurtainAssets

@Suite struct AssetsResourcesTests {
  /// A `curtain` reached through a symbolic link (as Mint and `make install` put it on the PATH)
  /// finds the resource bundle beside the real executable, not beside the link.
  @Test(arguments: ["Curtain_CurtainAssets.bundle", "Curtain_CurtainAssets.resources"])
  func bundleIsFoundBesideTheRealExecutable(bundleName: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let root = folder.url
    let install = root.appendingPathComponent("libexec/curtain")
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(
      at: install.appendingPathComponent(bundleName), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let executable = install.appendingPathComponent("curtain")
    try Data().write(to: executable)
    let link = bin.appendingPathComponent("curtain")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)

    let found = try #require(AssetsResources.bundle(besideRealExecutable: link))
    #expect(found.bundleURL.lastPathComponent == bundleName)
    #expect(
      AssetsResources.bundle(besideRealExecutable: bin.appendingPathComponent("other")) == nil)
  }

  /// The built-in example is found wherever the tests run from.
  @Test func builtInExampleIsInTheResources() {
    #expect(FileManager.default.fileExists(atPath: BuiltInExample.configURL.path))
  }
}
