import Testing

/// The command plugins' rules (`Plugins/CurtainPlugin/CurtainTool.swift`, linked into this
/// target): the `curtain` plugin, which asks for no permission, runs only the commands that
/// read; the ones that write go through `curtain-write`; Xcode's `--target` reaches `generate`
/// only, the user's own included.
@Suite struct CurtainPluginTests {
  @Test(arguments: [
    (["--version"], false),
    (["help", "generate"], false),
    (["doctor", "MyApp", "--json"], false),
    (["layout", "LaunchScreen.storyboard", "--device", "iPhone 15"], false),
    (["plan", "--launch", "first"], false),
    (["timings", "launches.jsonl", "--baseline", "old.jsonl"], false),
    (["timings", "launches.jsonl", "--otlp-endpoint", "http://127.0.0.1:4318"], false),
    (["--target", "check", "doctor"], false),
    (["generate", "curtain.yml", "--output", "Launch"], true),
    (["--target", "MyApp", "generate", "--project", "MyApp"], true),
    (["preview"], true),
    (["check", "--matrix"], true),
    (["timings", "launches.jsonl", "--trace", "trace.json"], true),
    (["timings", "launches.jsonl", "--chart=chart.png"], true),
    (["timings", "launches.jsonl", "--otlp", "otlp.json"], true),
  ])
  func onlyTheCommandsThatWriteNeedWriteAccess(arguments: [String], writes: Bool) {
    #expect(CurtainTool.writes(arguments) == writes)
  }

  @Test(arguments: [
    (
      ["generate", "--project", "App", "--target", "App"],
      ["generate", "--project", "App", "--target", "App"]
    ),
    (["--target", "App", "doctor"], ["doctor"]),
    (["doctor", "--target=App", "--json"], ["doctor", "--json"]),
  ])
  func xcodeTargetsReachGenerateOnly(arguments: [String], expected: [String]) {
    #expect(CurtainTool.xcodeArguments(arguments) == expected)
  }

  @Test func aRefusalNamesTheWritePlugin() {
    let text = "\(CurtainToolError.writes(arguments: ["preview"]))"
    #expect(
      text.contains("swift package --allow-writing-to-package-directory curtain-write preview"))
  }
}
