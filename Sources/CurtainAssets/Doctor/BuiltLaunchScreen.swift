import Foundation

/// The launch screen an app folder's build ships to one device, read with the doctor's rule
/// (``TargetCheck/launchEntries(in:)``): an `INFOPLIST_KEY_*` build setting over the Info.plist
/// file's value, `$(SETTING)` resolved, the device's `~ipad`/`~iphone` variant over the key, the
/// storyboard key over `UILaunchScreen`.
///
/// The folder's first iOS app target that declares one is read (``AppSelection``), in its
/// `Release` configuration when it has one (what an archive builds), else in its first.
struct BuiltLaunchScreen {
  /// What the build ships.
  enum Source {
    /// The storyboard or xib, by its absolute path.
    case document(String)
    /// A property list holding the one `UILaunchScreen` (or `UILaunchScreens`) entry the
    /// device reads, `$(SETTING)` names resolved, and the file or project that declares it.
    case screen(plist: Data, declaredIn: String)
  }

  var source: Source
  /// What was drawn and why, paths relative to the folder, as `preview`, `check` and `layout`
  /// print it: `App/LaunchScreen.storyboard (UILaunchStoryboardName = LaunchScreen,
  /// INFOPLIST_KEY_UILaunchStoryboardName in App.xcodeproj, target App, Release)`.
  var origin: String

  /// The configuration a preview reads: `Release` when the target has one, else its first.
  static func configuration(of target: AppTarget) -> String? {
    let names = target.configurations.map(\.name)
    return names.contains("Release") ? "Release" : names.first
  }

  /// What the app in `root` ships to the iPad (`pad`) or the iPhone; nil when no app target
  /// there declares a launch screen the doctor can read.
  ///
  /// - Throws: `LaunchScreenReadError` when the declared storyboard is not in the target.
  static func find(in root: URL, pad: Bool) throws(LaunchScreenReadError) -> BuiltLaunchScreen? {
    let files = ProjectFiles(root: root, fileManager: .default)
    var reader = DoctorReader(files: files, videoPixelSize: { _ in nil })
    let targets = reader.appTargets()
    let device = pad ? "ipad" : "iphone"
    for target in AppSelection.judged(targets) {
      let check = TargetCheck(target: target, reader: reader, allTargets: targets)
      reader = check.reader
      let configuration = configuration(of: target)
      guard let entries = check.launchEntries(in: configuration) else { continue }
      let suffix = configuration.map { " (\(target.name), \($0))" } ?? ""
      let built = (["target \(target.name)"] + [configuration].compactMap { $0 })
        .joined(separator: ", ")
      if let storyboard = TargetCheck.read(entries.storyboards, on: device).first,
        case .storyboard(let name) = storyboard.form, let text = storyboard.text
      {
        guard let file = check.interfaceFiles(named: name, xib: true).first else {
          throw LaunchScreenReadError(
            path: storyboard.entry?.file ?? root.path,
            reason: "\(text)\(suffix) names a launch screen that is not in the app target: "
              + "no \(name).storyboard or \(name).xib (`curtain doctor` tells why); give the "
              + "launch screen's file with --launch-screen")
        }
        let value = (storyboard.entry?.value as? String).map { $0 == name ? "" : " from \($0)" }
        return BuiltLaunchScreen(
          source: .document(files.url(file).path),
          origin: "\(file) (\(entryKey(storyboard)) = \(name)\(value ?? ""), "
            + "\(place(of: storyboard.entry)), \(built))")
      }
      if let screen = TargetCheck.read(entries.screens, on: device).first,
        let entry = screen.entry, var dictionary = entry.value as? [String: Any]
      {
        for key in ["UIColorName", "UIImageName"] where dictionary[key] != nil {
          dictionary[key] = check.name(dictionary[key], in: configuration)
        }
        let plist = try? PropertyListSerialization.data(
          fromPropertyList: [entry.key: dictionary], format: .xml, options: 0)
        guard let plist else { continue }
        let generated = entry.setting.map { "generated: \($0), " } ?? ""
        return BuiltLaunchScreen(
          source: .screen(plist: plist, declaredIn: files.url(entry.file).path),
          origin: "\(shown(entry.file)) \(text(screen)) (\(generated)\(built))")
      }
    }
    return nil
  }

  /// The key a declaration is read from, its device variant included.
  private static func entryKey(_ declaration: LaunchDeclaration) -> String {
    declaration.entry?.key ?? "UILaunchStoryboardName"
  }

  /// How the line names a screen declaration: `UILaunchScreen with UIColorName 'Brand'`.
  private static func text(_ declaration: LaunchDeclaration) -> String {
    declaration.text ?? entryKey(declaration)
  }

  /// Where an entry is written: `INFOPLIST_KEY_X in App.xcodeproj`, or its file.
  private static func place(of entry: InfoEntry?) -> String {
    guard let entry else { return "" }
    return entry.setting.map { "\($0) in \(shown(entry.file))" } ?? shown(entry.file)
  }

  /// A file as the line names it: a project by its `.xcodeproj`, else its relative path.
  private static func shown(_ file: String) -> String {
    let project = "/project.pbxproj"
    return file.hasSuffix(project) ? String(file.dropLast(project.count)) : file
  }
}

extension BuiltLaunchScreen {
  /// Why the app target `target` (nil: the folder's first iOS app) in `root` does not ship the
  /// storyboard `name` alone: the first other launch screen it declares, or none, in some
  /// configuration or on some device (``TargetCheck/launchDeclaration(otherThan:)``), as
  /// `UILaunchStoryboardName~ipad 'Other' (App/Info.plist) in Release`. Nil when every
  /// configuration ships `name` to every device, or when the target cannot be read here.
  static func otherDeclaration(than name: String, target: String?, in root: URL) -> String? {
    let files = ProjectFiles(root: root, fileManager: .default)
    var reader = DoctorReader(files: files, videoPixelSize: { _ in nil })
    let targets = reader.appTargets()
    let judged = AppSelection.judged(targets)
    guard let app = target.map({ wanted in judged.first { $0.name == wanted } }) ?? judged.first
    else { return nil }
    let check = TargetCheck(target: app, reader: reader, allTargets: targets)
    guard
      let other = check.launchDeclaration(otherThan: .storyboard(TargetCheck.documentName(name)))
    else { return nil }
    let declared =
      other.text.map { "\($0) (\(other.entry?.file ?? app.projectFile))" }
      ?? "it declares no launch screen"
    return declared + (other.configuration.map { " in \($0)" } ?? "")
  }
}
