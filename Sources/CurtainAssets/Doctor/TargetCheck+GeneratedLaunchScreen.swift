import Foundation

extension TargetCheck {
  /// A launch screen `curtain generate` wrote (a folder with its `.curtain-manifest`) that is in
  /// the app while the app declares another one: iOS shows the declared one, the app's reveal
  /// starts from the generated picture, and every launch jumps. Found for every project kind,
  /// since it compares the app's files with its Info.plist as the doctor reads them (an
  /// XcodeGen spec after `generate --project`, an Xcode 16 synchronised folder after
  /// `generate --output`).
  mutating func checkGeneratedLaunchScreen() {
    for manifest in reader.files.allPaths.sorted()
    where (manifest as NSString).lastPathComponent == OutputManifest.fileName {
      let folder = (manifest as NSString).deletingLastPathComponent
      guard let data = reader.files.contents(manifest),
        let listed = OutputManifest(text: String(decoding: data, as: UTF8.self))
      else { continue }
      let paths = listed.paths.map { ProjectFiles.join(folder, $0) }
      guard paths.contains(where: { target.members.contains($0) }) else { continue }
      let storyboards = paths.filter { $0.hasSuffix(".storyboard") }
      let colors = paths.compactMap { path -> String? in
        guard let set = path.split(separator: "/").first(where: { $0.hasSuffix(".colorset") })
        else { return nil }
        return (String(set) as NSString).deletingPathExtension
      }
      let declaredStoryboards = launchStoryboardEntries.compactMap { name($0.value) }.map {
        (($0 as NSString).lastPathComponent as NSString).deletingPathExtension
      }
      let declaredColors = launchScreenEntries.compactMap {
        name(($0.value as? [String: Any])?["UIColorName"])
      }
      let generated: String
      let declaresIt: Bool
      if let storyboard = storyboards.first {
        generated = storyboard
        declaresIt = declaredStoryboards.contains(
          ((storyboard as NSString).lastPathComponent as NSString).deletingPathExtension)
      } else if let color = colors.first {
        generated = "UILaunchScreen with colour \(color)"
        declaresIt = launchStoryboardEntries.isEmpty && declaredColors.contains(color)
      } else {
        continue
      }
      guard !declaresIt else { continue }
      let declared =
        launchStoryboardEntries.first.map { "UILaunchStoryboardName '\(name($0.value) ?? "")'" }
        ?? launchScreenEntries.first.map { "\($0.key)" }
      let entry = launchStoryboardEntries.first ?? launchScreenEntries.first
      let expected =
        storyboards.first.map {
          "UILaunchStoryboardName = "
            + (($0 as NSString).lastPathComponent as NSString).deletingPathExtension
        } ?? "UILaunchScreen with UIColorName = \(colors.first ?? "")"
      report(
        .generatedLaunchScreenNotDeclared, entry?.file ?? manifest, entry?.line,
        "\(target.name) holds the launch screen `curtain generate` wrote (\(generated)) but "
          + (declared.map { "declares \($0)" } ?? "declares no launch screen")
          + ": iOS shows the declared one and every launch jumps to the generated picture",
        fix: "declare \(expected) (and remove the other launch keys), as `curtain generate "
          + "--project` prints", configuration: entry?.configuration)
    }
  }
}
