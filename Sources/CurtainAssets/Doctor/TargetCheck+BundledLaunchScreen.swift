import CurtainCore
import Foundation

extension TargetCheck {
  /// The `CurtainLaunchLayout.json` in the app that names the app's own launch screen as the
  /// splash (`appLaunchScreen`, written by `curtain generate` for `launchScreen: {storyboard|xib,
  /// logo}`), against what the app declares and holds: the splash must be the very document
  /// iOS shows at launch (`UILaunchStoryboardName`), of the kind the device loads (a
  /// storyboard's `.storyboardc` or a xib's `.nib`). Otherwise every launch jumps from one
  /// picture to the other, or the device finds nothing to load and shows no splash.
  mutating func checkBundledLaunchScreen() {
    for (path, resource) in launchLayoutResources {
      guard let bundled = resource.appLaunchScreen else { continue }
      let file = "\(bundled.name).\(bundled.kind.rawValue)"
      if let declared = launchDeclaration(otherThan: .storyboard(bundled.name)) {
        let what = declared.text.map { "declares \($0)" } ?? "declares no launch storyboard"
        let consequence =
          if case .storyboard(let other) = declared.form {
            "iOS shows \(other) at launch and every launch jumps to \(file)"
          } else {
            "iOS does not show \(file) at launch and every launch jumps to it"
          }
        let fix =
          if case .storyboard(let other) = declared.form {
            "declare UILaunchStoryboardName = \(bundled.name), or name \(other)'s file in "
              + "curtain.yml's launchScreen and run `curtain generate` again"
          } else {
            "declare UILaunchStoryboardName = \(bundled.name) (and remove the other launch keys)"
          }
        report(
          .bundledLaunchScreenNotDeclared, declared.entry?.file ?? path, declared.entry?.line,
          "\(path) makes \(file) the splash, but \(target.name) \(what): \(consequence)",
          fix: fix, configuration: declared.configuration)
        continue
      }
      let held = interfaceFiles(named: bundled.name, xib: true)
      guard !held.isEmpty,
        !held.contains(where: { ($0 as NSString).pathExtension == bundled.kind.rawValue })
      else { continue }
      let other = (held[0] as NSString).lastPathComponent
      let compiled = "\(bundled.name)." + (bundled.kind == .storyboard ? "storyboardc" : "nib")
      report(
        .bundledLaunchScreenNotDeclared, path, nil,
        "\(path) names the launch \(bundled.kind.rawValue) \(file), but \(target.name) holds "
          + "\(other): the splash loads \(compiled), which the app bundle does not hold, and "
          + "the device shows no splash",
        fix: "name \(other) in curtain.yml's launchScreen and run `curtain generate` again")
    }
  }
}
