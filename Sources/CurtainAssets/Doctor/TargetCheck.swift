import Foundation

/// The checks of one app target, against its own files only.
struct TargetCheck {
  var target: AppTarget
  var reader: DoctorReader
  var info: TargetInfo
  var catalogs = AssetCatalogIndex()
  /// The target's storyboards and xibs, its sources.
  var interfaceFiles: [String]
  var sources: [String]
  /// Every app target of the run, to tell a stray file from another app's.
  var allTargets: [AppTarget]

  init(target: AppTarget, reader: DoctorReader, allTargets: [AppTarget]) {
    self.target = target
    self.allTargets = allTargets
    var reader = reader
    info = TargetInfo(target: target, reader: &reader)
    interfaceFiles = reader.files.interfaceFiles.filter { target.members.contains($0) }
    sources = reader.files.sources.filter {
      target.members.contains($0) && ($0 as NSString).lastPathComponent != "Project.swift"
    }
    for path in reader.files.catalogs where target.members.contains(path) {
      catalogs.merge(reader.catalog(path))
    }
    self.reader = reader
  }

  /// A name an Info.plist value gives, with `$(SETTING)` references resolved as Xcode does when
  /// it copies the plist; nil when empty or when a reference cannot be resolved here.
  func name(_ value: Any?) -> String? {
    name(value, in: nil)
  }

  mutating func report(
    _ rule: DoctorRule, _ file: String, _ line: Int?, _ message: String, fix: String,
    configuration: String? = nil
  ) {
    reader.findings.add(
      DoctorFinding(
        rule: rule, file: file, line: line, message: message, fix: fix,
        target: target.label, configuration: configuration))
  }

  mutating func report(_ rule: DoctorRule, at entry: InfoEntry, _ message: String, fix: String) {
    report(rule, entry.file, entry.line, message, fix: fix, configuration: entry.configuration)
  }

  mutating func run() {
    for folder in target.missingFolders {
      report(
        .sourceFolderMissing, target.projectFile, target.line,
        "source folder '\(folder)' of \(target.name) does not exist; files it will hold "
          + "(a generated launch screen?) are not checked",
        fix: "generate the folder (e.g. `curtain generate`) before building, then run the doctor")
    }
    for setting in info.missingFiles {
      report(
        .infoPlistMissing, setting.file, setting.line,
        "INFOPLIST_FILE names '\(setting.value)', which does not exist",
        fix: "point INFOPLIST_FILE at the app's Info.plist")
    }
    // Every storyboard and xib of the app is read once: one Xcode cannot read (bad encoding,
    // merge debris) fails the build, launch screen or not.
    for path in interfaceFiles { _ = reader.document(path) }
    checkLaunchScreenPresence()
    checkLaunchKeys()
    checkLaunchStoryboards()
    checkGeneratedLaunchScreen()
    checkBundledLaunchScreen()
    checkVideoSizes()
    checkMainStoryboards()
    checkSceneManifest()
    checkLegacyLaunchImages()
  }

  // MARK: - Launch keys

  mutating func checkLaunchScreenPresence() {
    guard !info.isPartial else { return }
    let legacy =
      !info.entries("UILaunchImages").isEmpty || !info.entries("UILaunchImageFile").isEmpty
      || target.configurations.contains {
        !($0.value(of: "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME", target: target.name) ?? "")
          .isEmpty
      }
    // A configuration whose storyboard name refers to a setting the doctor cannot resolve is
    // not one without a launch screen: any value counts.
    guard !legacy, let none = launchDeclarations.first(where: { $0.form == nil }) else { return }
    let file = info.entries.first?.file ?? target.projectFile
    report(
      .noLaunchScreen, file, file == target.projectFile ? target.line : nil,
      "\(target.name) has no launch screen\(none.configuration.map { " in \($0)" } ?? ""): "
        + "iOS runs it letterboxed at an old screen size and the App Store rejects it",
      fix: "add UILaunchScreen (or UILaunchStoryboardName) to the Info.plist, or run "
        + "`curtain generate`", configuration: none.configuration)
  }

  mutating func checkLaunchKeys() {
    if let (storyboard, screen, configuration) = conflictingLaunchEntries {
      let both = [storyboard, screen].sorted { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }
      report(
        .bothLaunchKeys, both[0].file, both[0].line,
        "\(screen.key) (\(screen.file)) and \(storyboard.key) (\(storyboard.file)) are "
          + "both set; iOS uses only one",
        fix: "keep one launch-screen form and remove the other", configuration: configuration)
    }
    for entry in info.entries("UILaunchImages") + info.entries("UILaunchImageFile") {
      report(
        .legacyLaunchImage, at: entry,
        "\(entry.key) is a legacy launch image; the App Store requires a launch storyboard or "
          + "UILaunchScreen",
        fix: "remove \(entry.key) and use a launch storyboard or UILaunchScreen")
    }
    for entry in info.entries("UILaunchScreen") + info.entries("UILaunchScreens") {
      var screens: [[String: Any]] = []
      if let screen = entry.value as? [String: Any] {
        if entry.key.hasPrefix("UILaunchScreens") {
          screens = screen["UILaunchScreenDefinitions"] as? [[String: Any]] ?? []
        } else {
          screens = [screen]
        }
      }
      for screen in screens { checkLaunchScreenDictionary(screen, entry: entry) }
    }
  }

  /// Xcode's plist editor shows these names; typed into the source they are not keys iOS reads.
  static let displayNames: [String: String] = [
    "backgroundcolor": "UIColorName", "imagename": "UIImageName",
    "imagerespectssafeareainsets": "UIImageRespectsSafeAreaInsets",
    "shownavigationbar": "UINavigationBar", "showtabbar": "UITabBar",
    "showtoolbar": "UIToolbar", "navigationbar": "UINavigationBar", "tabbar": "UITabBar",
    "toolbar": "UIToolbar", "colorname": "UIColorName",
  ]

  mutating func checkLaunchScreenDictionary(_ screen: [String: Any], entry: InfoEntry) {
    for key in screen.keys.sorted() {
      let folded = key.lowercased().filter { $0.isLetter }
      guard !key.hasPrefix("UI"), let real = Self.displayNames[folded] else { continue }
      report(
        .launchScreenDisplayNameKeys, entry.file, info.line(ofNested: key, in: entry),
        "'\(key)' is Xcode's display name, not a key: iOS ignores it and shows a blank launch "
          + "screen", fix: "rename the key to \(real)", configuration: entry.configuration)
    }
    for color in names(screen["UIColorName"]) {
      checkColor(
        named: color, file: entry.file, line: info.line(ofNested: "UIColorName", in: entry))
    }
    for image in names(screen["UIImageName"]) {
      checkImage(
        named: image, file: entry.file, line: info.line(ofNested: "UIImageName", in: entry),
        tinted: false)
    }
  }

  // MARK: - Storyboards

  /// The target's interface files named `name` (`.storyboard` or `.xib` when `xib`).
  func interfaceFiles(named name: String, xib: Bool) -> [String] {
    let base = (name as NSString).lastPathComponent
    let stem =
      base.hasSuffix(".storyboard") || base.hasSuffix(".xib")
      ? (base as NSString).deletingPathExtension : base
    return interfaceFiles.filter {
      let file = ($0 as NSString).lastPathComponent
      return file == stem + ".storyboard" || (xib && file == stem + ".xib")
    }
  }

  /// Copies of one file in different `.lproj` folders are localisations, not duplicates.
  static func distinctFolders(_ paths: [String]) -> [String] {
    var seen: [String: String] = [:]
    for path in paths {
      var folder = (path as NSString).deletingLastPathComponent
      if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
      seen[folder] = seen[folder] ?? path
    }
    return seen.values.sorted()
  }

  /// The storyboards the target's built Info.plists name (``launchDeclarations``), each once.
  mutating func checkLaunchStoryboards() {
    var checked: Set<String> = []
    var judged: Set<String> = []
    for declaration in launchDeclarations {
      guard case .storyboard(let name) = declaration.form, var entry = declaration.entry,
        judged.insert(name).inserted
      else { continue }
      entry.configuration = declaration.configuration
      let matches = interfaceFiles(named: name, xib: true)
      guard !matches.isEmpty else {
        reportAbsentStoryboard(name, entry: entry, rule: .launchStoryboardMissing, xib: true)
        continue
      }
      let distinct = Self.distinctFolders(matches)
      if distinct.count > 1 {
        report(
          .duplicateStoryboard, distinct[1], nil,
          "\(target.name) holds \(distinct.count) storyboards named '\(name)' "
            + "(\(distinct.joined(separator: ", "))): the build fails or one silently wins",
          fix: "keep one file of that name in the target")
      }
      reportStrays(named: name, besides: matches)
      for path in matches where !checked.contains(path) {
        checked.insert(path)
        if let document = reader.document(path) { checkLaunchDocument(document) }
      }
    }
  }

  /// Copies of the launch storyboard in the app's folder that no target holds (what a tool or a
  /// merge leaves): never shown, and easy to edit by mistake.
  mutating func reportStrays(named name: String, besides matches: [String]) {
    let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
    let root = ProjectFiles.normalize(target.sourceRoot)
    for path in reader.files.interfaceFiles where !matches.contains(path) {
      let file = (path as NSString).lastPathComponent
      guard file == stem + ".storyboard" || file == stem + ".xib",
        root.isEmpty || path.hasPrefix(root + "/"), !ProjectFiles.isTestPath(path),
        !allTargets.contains(where: { $0.members.contains(path) }),
        // Inside another app's project folder it is that app's business.
        !allTargets.contains(where: { other in
          let otherRoot = ProjectFiles.normalize(other.sourceRoot)
          return otherRoot.count > root.count && path.hasPrefix(otherRoot + "/")
        })
      else { continue }
      report(
        .strayLaunchStoryboard, path, nil,
        "this \(file) is in no target; \(target.name) shows \(matches[0]) at launch, never this "
          + "copy", fix: "delete this copy (or move its changes into \(matches[0]))")
    }
  }

  /// A storyboard a key names that the target does not hold: not in the target, or nowhere.
  mutating func reportAbsentStoryboard(
    _ name: String, entry: InfoEntry, rule: DoctorRule, xib: Bool
  ) {
    // A folder the project names is still to be generated: the file may well be there then.
    guard target.missingFolders.isEmpty else { return }
    let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
    let elsewhere = reader.files.interfaceFiles.filter {
      let file = ($0 as NSString).lastPathComponent
      return (file == stem + ".storyboard" || (xib && file == stem + ".xib"))
        && !ProjectFiles.isTestPath($0)
    }
    let ownFolder = ProjectFiles.normalize(target.sourceRoot)
    let nearby = elsewhere.filter { ownFolder.isEmpty || $0.hasPrefix(ownFolder + "/") }
    if let path = nearby.first {
      let what = rule == .launchStoryboardMissing ? "launch" : "main"
      report(
        rule == .launchStoryboardMissing ? .launchStoryboardNotInTarget : rule, path, nil,
        "\((path as NSString).lastPathComponent) is the \(what) storyboard of \(target.name) "
          + "(\(entry.key) in \(entry.file)) but is not in the target: iOS cannot find it at "
          + "launch",
        fix: "add \((path as NSString).lastPathComponent) to the \(target.name) target")
      return
    }
    let consequence =
      rule == .launchStoryboardMissing
      ? "iOS shows no launch screen" : "the app crashes at launch ('Could not find a storyboard')"
    report(
      rule, at: entry,
      "\(entry.key) is '\(name)' but \(target.name) holds "
        + "no \(stem).storyboard\(xib ? " or \(stem).xib" : ""): \(consequence)",
      fix: "add the storyboard to the target or correct \(entry.key)")
  }

  mutating func checkMainStoryboards() {
    var declarations: [(entry: InfoEntry, name: String, key: String)] = []
    for entry in info.entries("UIMainStoryboardFile") {
      if let name = name(entry.value) {
        declarations.append((entry, name, entry.key))
      }
    }
    for entry in info.entries("UIApplicationSceneManifest") {
      let manifest = entry.value as? [String: Any]
      let configurations = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
      for role in configurations.keys.sorted() {
        for scene in configurations[role] as? [[String: Any]] ?? [] {
          if let name = name(scene["UISceneStoryboardFile"]) {
            var located = entry
            located.line = info.line(ofNested: "UISceneStoryboardFile", in: entry)
            declarations.append((located, name, "UISceneStoryboardFile"))
          }
        }
      }
    }
    var reported: Set<String> = []
    for (entry, name, _) in declarations where !reported.contains(name) {
      reported.insert(name)
      if interfaceFiles(named: name, xib: false).isEmpty {
        reportAbsentStoryboard(name, entry: entry, rule: .mainStoryboardMissing, xib: false)
      }
    }
    guard let declaration = declarations.first else { return }
    var texts: [(path: String, text: String)] = []
    for path in sources where !ProjectFiles.isTestPath(path) {
      let text = reader.text(path)
      if SourceText.mentions(text, "Window") || SourceText.mentions(text, "rootViewController") {
        texts.append((path, text))
      }
    }
    let scan = CodeWindowScan(sources: texts)
    guard let creation = scan.creation, let root = scan.rootViewController else { return }
    let keys = Set(declarations.map(\.key)).sorted().joined(separator: " and ")
    report(
      .mainStoryboardAndCodeWindow, creation.file, creation.line,
      "this delegate builds the root window in code (its rootViewController is set at "
        + "\(root.file):\(root.line)) while \(declaration.entry.file) sets \(keys) = "
        + "'\(declaration.name)': UIKit also loads that storyboard into a window of its own",
      fix: "remove \(keys) from the Info.plist, or stop building the window in code")
  }

  // MARK: - Scenes

  mutating func checkSceneManifest() {
    guard !info.isPartial else { return }
    let configured = info.entries("UIApplicationSceneManifest").contains {
      !((($0.value as? [String: Any])?["UISceneConfigurations"] as? [String: Any]) ?? [:]).isEmpty
    }
    guard !configured else { return }
    var swiftUI = false
    for path in sources where !ProjectFiles.isTestPath(path) {
      let text = reader.text(path)
      guard
        SourceText.mentions(text, "configurationForConnecting")
          || SourceText.mentions(text, "@main")
      else {
        continue
      }
      let code = SourceText.code(text, objectiveC: !path.hasSuffix(".swift"))
      if SourceText.mentions(code, "configurationForConnecting") { return }
      if SourceText.mentions(code, "@main"),
        SourceText.mentions(code, ": App") || SourceText.mentions(code, "WindowGroup")
      {
        swiftUI = true
      }
    }
    guard !swiftUI, !sources.isEmpty else { return }
    let file = info.entries.first?.file ?? target.projectFile
    report(
      .sceneManifestMissing, file, nil,
      "\(target.name) uses the app-delegate life cycle: "
        + "built with the SDK after iOS 26, a UIKit app without scenes fails to launch",
      fix: "add UIApplicationSceneManifest with a scene configuration and a scene delegate")
  }
}
