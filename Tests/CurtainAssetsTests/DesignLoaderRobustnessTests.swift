import CurtainAssets
import CurtainCore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Configs from the reliability pass: every one is a clear error naming the file, the key and
/// the line, never a trap, a hang or a wrong reason.
@Suite struct DesignLoaderRobustnessTests {
  static let reproducers: [BadConfigFile] = [
    BadConfigFile(
      name: "logo.size 1e308",
      text: "background: \"#1DA1F2\"\nlogo:\n  image: logo.png\n  size: {width: 1e308, height: 1}",
      expected: ["curtain.yml: logo.size.width: must be <= 2048 points (line 4)"]),
    BadConfigFile(
      name: "logo.offset 1e120",
      text: DesignLoaderTests.validYAML + "\n  offset: {x: 0, y: 1e120}",
      expected: ["curtain.yml: logo.offset.y: must be <= 2048 points (line 5)"]),
    BadConfigFile(
      name: "deadline 1e308", text: DesignLoaderTests.validYAML + "\ndeadline: 1e308",
      expected: ["curtain.yml: deadline: must be <= 60 seconds (line 5)"]),
    BadConfigFile(
      name: "deadline .inf (FuzzConfig: passed validation as no deadline, then did not encode)",
      text: DesignLoaderTests.validYAML + "\ndeadline: .inf",
      expected: [
        "curtain.yml: deadline: must be a finite number of seconds (no deadline is"
          + " LaunchDesign.noDeadline, in code) (line 5)"
      ]),
    BadConfigFile(
      name: "video.appearances with an unknown name and an empty orientations list",
      text: DesignLoaderTests.validYAML
        + "\nvideo:\n  file: logo.png\n  appearances: [light, dim]\n  orientations: []",
      expected: [
        "curtain.yml: video.appearances[1]: 'dim' is not an appearance; use one of light, dark"
          + " (line 7)",
        "curtain.yml: video.orientations: must name at least one orientation (portrait,"
          + " landscape); leave it out for both (line 8)",
      ]),
    BadConfigFile(
      name: "exit.duration 1000000",
      text: DesignLoaderTests.validYAML + "\nexit:\n  duration: 1000000",
      expected: ["curtain.yml: exit.duration: must be <= 10 seconds (line 6)"]),
    BadConfigFile(
      name: "video.maxDuration 1e308",
      text: DesignLoaderTests.validYAML + "\nvideo:\n  file: logo.png\n  maxDuration: 1e308",
      expected: ["curtain.yml: video.maxDuration: must be <= 60 seconds (line 7)"]),
    BadConfigFile(
      name: "JSON number with a leading zero", file: "curtain.json",
      text: "{\"background\": \"#1DA1F2\",\n \"logo\": {\"image\": \"logo.png\",\n"
        + " \"size\": {\"width\": 01, \"height\": 1}}}",
      expected: ["curtain.json: syntax error: number with leading zero (line 3, column 21)"]),
    BadConfigFile(
      name: "JSON NaN", file: "curtain.json",
      text: "{\"background\": \"#1DA1F2\",\n \"deadline\": NaN}",
      expected: ["curtain.json: syntax error: invalid value (line 2, column 14)"]),
    BadConfigFile(
      name: "JSON single quotes", file: "curtain.json", text: "{'background': 1}",
      expected: ["curtain.json: syntax error: invalid value (line 1, column 2)"]),
  ]

  @Test(arguments: reproducers)
  func aReproducerIsOneClearError(config: BadConfigFile) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("png", to: "logo.png")
    let file = try folder.write(config.text, to: config.file)
    #expect {
      try DesignLoader().load(from: file)
    } throws: { error in
      (error as? DesignLoadError)?.description.components(separatedBy: "\n") == config.expected
    }
  }

  /// Thousands of problems are each located (the locator indexes each mapping once).
  @Test func everyOneOfThousandsOfUnknownKeysHasItsLine() throws {
    let keys = (0..<3000).map { "key\($0): 1" }.joined(separator: "\n")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("png", to: "logo.png")
    let file = try folder.write(DesignLoaderTests.validYAML + "\n" + keys, to: "curtain.yml")
    #expect {
      try DesignLoader().load(from: file)
    } throws: { error in
      guard let problems = (error as? DesignLoadError)?.problems else { return false }
      return problems.map(\.line) == (0..<3000).map { $0 + 5 }
    }
  }

  @Test func aFIFOIsNamedAsOneNotAsAPermissionProblem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fifo = folder.url.appendingPathComponent("curtain.yml")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    #expect {
      try DesignLoader().load(from: fifo)
    } throws: { error in
      "\(error)"
        == "curtain.yml: cannot read the file (it is a FIFO (named pipe), not a regular file)"
    }
    // As an image the config names, too.
    let config = try folder.write(
      DesignLoaderTests.validYAML.replacingOccurrences(of: "logo.png", with: "curtain.yml"),
      to: "fifo-logo.yml")
    #expect {
      try DesignLoader().load(from: config)
    } throws: { error in
      "\(error)"
        == "fifo-logo.yml: logo.image: 'curtain.yml': it is a FIFO (named pipe), not a regular "
        + "file (line 3)"
    }
  }

  @Test func aFolderIsNamedAsOne() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect {
      try DesignLoader().load(from: folder.url, displayName: "configs")
    } throws: { error in
      "\(error)" == "configs: cannot read the file (it is a folder, not a file)"
    }
  }

  /// An absolute image path passes validation, and `generate` reads the same file (it looked for
  /// it inside the config's folder).
  @Test func anAbsoluteImagePathIsTheSameFileForEveryCommand() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let images = folder.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let logo = images.appendingPathComponent("logo.raw")
    try RawTestCodec.square(size: 32, red: 200).write(to: logo)
    let config = try folder.write(
      DesignLoaderTests.validYAML.replacingOccurrences(of: "logo.png", with: logo.path)
        .replacingOccurrences(of: "{width: 120, height: 120}", with: "{width: 24, height: 24}"),
      to: "curtain.yml")
    let loaded = try DesignLoader().load(from: config)
    let output = folder.url.appendingPathComponent("Generated")
    let writer = LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec()))
    let result = try writer.write(loaded, to: .folder(output), videoPoster: false)
    #expect(result.assets.files.contains { $0.path.hasSuffix(".imageset/Contents.json") })
  }
}
