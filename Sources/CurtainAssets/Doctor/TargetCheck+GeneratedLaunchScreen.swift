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
      let wanted: DeclaredLaunchScreen
      let generated: String
      let expected: String
      if let storyboard = storyboards.first {
        wanted = .storyboard(Self.documentName(storyboard))
        generated = storyboard
        expected = "UILaunchStoryboardName = \(Self.documentName(storyboard))"
      } else if let color = colors.first {
        wanted = .screen(color: color)
        generated = "UILaunchScreen with colour \(color)"
        expected = "UILaunchScreen with UIColorName = \(color)"
      } else {
        continue
      }
      guard let declared = launchDeclaration(otherThan: wanted) else { continue }
      report(
        .generatedLaunchScreenNotDeclared, declared.entry?.file ?? manifest, declared.entry?.line,
        "\(target.name) holds the launch screen `curtain generate` wrote (\(generated)) but "
          + (declared.text.map { "declares \($0)" } ?? "declares no launch screen")
          + ": iOS shows the declared one and every launch jumps to the generated picture",
        fix: "declare \(expected) (and remove the other launch keys), as `curtain generate "
          + "--project` prints", configuration: declared.configuration)
    }
  }
}
