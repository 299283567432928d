import Foundation

/// A launch screen as iOS tells them apart: a storyboard or xib by its compiled name
/// (`UILaunchStoryboardName`), or the `UILaunchScreen` dictionary by its background colour.
enum DeclaredLaunchScreen: Equatable {
  /// `UILaunchStoryboardName`: the document's name without `.storyboard` or `.xib`.
  case storyboard(String)
  /// `UILaunchScreen` (or `UILaunchScreens`), with its `UIColorName` when it names one.
  case screen(color: String?)
}

/// What an app target declares as its launch screen in some of its configurations, and where:
/// one `UILaunchStoryboardName` or `UILaunchScreen` entry (from an Info.plist, an
/// `INFOPLIST_KEY_*` build setting or the project file), or none at all.
struct LaunchDeclaration {
  /// What is declared; nil when those configurations declare no launch screen.
  var form: DeclaredLaunchScreen?
  /// The entry that declares it; nil when none does.
  var entry: InfoEntry?
  /// The configurations it holds in, as a finding names them (`Debug, Release`); nil for all.
  var configuration: String?

  /// How a report names the declaration: `UILaunchStoryboardName 'Main'`,
  /// `UILaunchScreen with UIColorName 'Brand'`, `UILaunchScreen`, or nil for none.
  var text: String? {
    guard let entry, let form else { return nil }
    switch form {
    case .storyboard(let name): return "\(entry.key) '\(name)'"
    case .screen(let color): return entry.key + (color.map { " with UIColorName '\($0)'" } ?? "")
    }
  }
}

extension TargetCheck {
  /// The configurations the launch rules judge one by one: the target's, or one without a
  /// name when it has none (an app folder without a project).
  var launchConfigurations: [String?] {
    let names = target.configurations.map(\.name)
    return names.isEmpty ? [nil] : names.map(Optional.some)
  }

  /// The launch entries one configuration's built Info.plist holds, each with what it
  /// declares: its `UILaunchStoryboardName` entries and its `UILaunchScreen` (or
  /// `UILaunchScreens`) entries, device variants such as `~ipad` included, an `INFOPLIST_KEY_*`
  /// setting over the Info.plist file's value as Xcode merges them (``built(_:)``) and
  /// `$(SETTING)` references resolved in the configuration. Nil when a storyboard name refers
  /// to a setting the doctor cannot resolve: what the configuration declares is unknown.
  func launchEntries(
    in configuration: String?
  ) -> (storyboards: [LaunchDeclaration], screens: [LaunchDeclaration])? {
    let applies = { (entry: InfoEntry) -> Bool in
      guard let configuration, let listed = entry.configuration else { return true }
      return listed.components(separatedBy: ", ").contains(configuration)
    }
    let storyboardEntries = Self.built(info.entries("UILaunchStoryboardName").filter(applies))
      .filter { !($0.value as? String ?? "").isEmpty }
    let storyboards: [LaunchDeclaration] = storyboardEntries.compactMap { entry in
      name(entry.value, in: configuration).map {
        LaunchDeclaration(
          form: .storyboard(Self.documentName($0)), entry: entry,
          configuration: Self.configuration(of: entry, resolvedIn: configuration))
      }
    }
    guard storyboards.count == storyboardEntries.count else { return nil }
    let screens = Self.built(
      (info.entries("UILaunchScreen") + info.entries("UILaunchScreens")).filter(applies)
    ).map { entry in
      let dictionary = entry.value as? [String: Any]
      return LaunchDeclaration(
        form: .screen(color: name(dictionary?["UIColorName"], in: configuration)),
        entry: entry, configuration: Self.configuration(of: entry, resolvedIn: configuration))
    }
    return (storyboards, screens)
  }

  /// What the target declares as its launch screen, configuration by configuration: each
  /// `UILaunchStoryboardName` entry of ``launchEntries(in:)``, else each `UILaunchScreen`
  /// entry, else none. As iOS reads them, the storyboard key wins when both are set. Each entry
  /// is listed once, with the configurations it holds in; a configuration whose declaration is
  /// unknown is left out.
  var launchDeclarations: [LaunchDeclaration] {
    var result: [LaunchDeclaration] = []
    var undeclared: [String] = []
    for configuration in launchConfigurations {
      guard let entries = launchEntries(in: configuration) else { continue }
      let declared = entries.storyboards.isEmpty ? entries.screens : entries.storyboards
      if declared.isEmpty { undeclared.append(configuration ?? "") }
      for declaration in declared { Self.add(declaration, to: &result) }
    }
    if !undeclared.isEmpty {
      let all = undeclared.count == launchConfigurations.count
      result.append(
        LaunchDeclaration(
          form: nil, entry: nil,
          configuration: all ? nil : undeclared.joined(separator: ", ")))
    }
    return result
  }

  /// A storyboard entry and a screen entry one device reads together from a configuration's
  /// built Info.plist (for the iPhone and the iPad, each key's variant for that device when
  /// there is one, else the key itself): the first such pair, with the configurations where a
  /// device gets both keys (nil for all); nil when none does.
  var conflictingLaunchEntries: (storyboard: InfoEntry, screen: InfoEntry, configuration: String?)?
  {
    var first: (storyboard: InfoEntry, screen: InfoEntry)?
    var configurations: [String] = []
    for configuration in launchConfigurations {
      guard let entries = launchEntries(in: configuration) else { continue }
      for device in ["iphone", "ipad"] {
        guard let storyboard = Self.read(entries.storyboards, on: device).first?.entry,
          let screen = Self.read(entries.screens, on: device).first?.entry
        else { continue }
        first = first ?? (storyboard, screen)
        if let configuration, !configurations.contains(configuration) {
          configurations.append(configuration)
        }
      }
    }
    guard let first else { return nil }
    let all = configurations.count == target.configurations.count
    return (first.storyboard, first.screen, all ? nil : configurations.joined(separator: ", "))
  }

  /// The entries `device` (`iphone`, `ipad`) reads: of each key, its variant for the device
  /// when there is one, else the key itself; other devices' variants are not read.
  static func read(_ entries: [LaunchDeclaration], on device: String) -> [LaunchDeclaration] {
    entries.filter { declaration in
      guard let key = declaration.entry?.key else { return false }
      let parts = key.split(separator: "~", maxSplits: 1).map(String.init)
      if parts.count == 2 { return parts[1] == device }
      return !entries.contains { $0.entry?.key == key + "~" + device }
    }
  }

  /// Adds `declaration` to `list`, or, when the same entry declares the same there already,
  /// adds its configurations to that one's.
  static func add(_ declaration: LaunchDeclaration, to list: inout [LaunchDeclaration]) {
    guard
      let index = list.firstIndex(where: {
        $0.form == declaration.form && $0.entry?.key == declaration.entry?.key
          && $0.entry?.file == declaration.entry?.file
          && $0.entry?.line == declaration.entry?.line
      })
    else {
      list.append(declaration)
      return
    }
    if let known = list[index].configuration, let more = declaration.configuration {
      var names = known.components(separatedBy: ", ")
      for name in more.components(separatedBy: ", ") where !names.contains(name) {
        names.append(name)
      }
      list[index].configuration = names.joined(separator: ", ")
    }
  }

  /// The first of ``launchDeclarations`` that is not `wanted`: another document or colour, or
  /// none. Nil when every configuration declares `wanted`, and when some declare nothing while
  /// the doctor cannot see all of the app's keys (Tuist's default Info.plist).
  func launchDeclaration(otherThan wanted: DeclaredLaunchScreen) -> LaunchDeclaration? {
    launchDeclarations.first {
      $0.form != wanted && ($0.form != nil || !info.isPartial)
    }
  }

  /// The entries of one configuration that reach the built Info.plist. Xcode merges the
  /// content of the `INFOPLIST_KEY_*` settings over the Info.plist file, key by key (swift-build's
  /// `InfoPlistProcessorTaskAction.addAdditionalContent`): a setting's string replaces the
  /// file's, while a dictionary is merged into the file's, and the one a `*_Generation` setting
  /// makes is empty, so the file's dictionary is what iOS reads.
  static func built(_ entries: [InfoEntry]) -> [InfoEntry] {
    entries.filter { entry in
      let fromSetting = entry.configuration != nil
      guard
        entries.contains(where: {
          $0.key == entry.key && ($0.configuration != nil) != fromSetting
        })
      else { return true }
      return entry.value is String ? fromSetting : !fromSetting
    }
  }

  /// The configurations a declaration from `entry` holds in: the entry's own (a build
  /// setting's), or `configuration` when the value refers to settings resolved in it.
  static func configuration(of entry: InfoEntry, resolvedIn configuration: String?) -> String? {
    entry.configuration ?? ((entry.value as? String)?.contains("$") == true ? configuration : nil)
  }

  /// A name an Info.plist value gives, with `$(SETTING)` references resolved in
  /// `configuration` (the first one when nil); nil when empty or when a reference cannot be
  /// resolved here.
  func name(_ value: Any?, in configuration: String?) -> String? {
    guard var text = value as? String, !text.isEmpty else { return nil }
    if text.contains("$"),
      let settings = target.configurations.first(where: { $0.name == configuration })
        ?? target.configurations.first
    {
      text = settings.resolve(text, target: target.name)
    }
    return text.isEmpty || text.contains("$(") || text.contains("${") ? nil : text
  }

  /// The names an Info.plist value gives in the target's configurations, each once, with
  /// `$(SETTING)` references resolved in each (``name(_:in:)``).
  func names(_ value: Any?) -> [String] {
    var found: [String] = []
    for configuration in launchConfigurations {
      if let name = name(value, in: configuration), !found.contains(name) { found.append(name) }
    }
    return found
  }

  /// The document a `UILaunchStoryboardName` value names: its file name without a
  /// `.storyboard` or `.xib` extension.
  static func documentName(_ value: String) -> String {
    let file = (value as NSString).lastPathComponent
    let stem = (file as NSString).deletingPathExtension
    return file.hasSuffix(".storyboard") || file.hasSuffix(".xib") ? stem : file
  }
}
