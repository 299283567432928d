import Foundation

/// `curtain doctor`'s checks: reads an Xcode project folder and reports launch-setup problems
/// with file and line.
///
/// Reads Info.plist files (XML and binary), storyboards and xibs, asset catalogs, Swift and
/// Objective-C sources and project.pbxproj. Never throws and never crashes on bad input: a file
/// it cannot read is itself a finding (`malformed-file`).
public struct LaunchDoctor {
  /// The file system it reads.
  public var fileManager: FileManager

  /// Creates a doctor reading through `fileManager`.
  public init(fileManager: FileManager = .default) {
    self.fileManager = fileManager
  }

  /// The findings for the project folder at `root`, errors first, then by file and line.
  public func check(projectAt root: URL) -> [DoctorFinding] {
    var run = DoctorRun(root: root, fileManager: fileManager)
    run.checkAll()
    return run.findings.sorted {
      ($0.severity, $0.file, $0.line ?? 0, $0.rule.rawValue)
        < ($1.severity, $1.file, $1.line ?? 0, $1.rule.rawValue)
    }
  }
}

/// One doctor run's state: the files read once, the findings collected.
private struct DoctorRun {
  var files: ProjectFiles
  var fileManager: FileManager
  var findings: [DoctorFinding] = []
  var plists: [PlistFile] = []
  var documents: [InterfaceDocument] = []
  var catalogs: AssetCatalogIndex
  var pbxprojTexts: [(path: String, text: String)] = []

  init(root: URL, fileManager: FileManager) {
    files = ProjectFiles(root: root, fileManager: fileManager)
    self.fileManager = fileManager
    catalogs = AssetCatalogIndex(catalogs: files.catalogs, root: root, fileManager: fileManager)
    for (path, reason) in catalogs.unreadable {
      report(.malformedFile, path, nil, "cannot read this asset catalog file: \(reason)")
    }
    for path in files.plists {
      guard let data = read(path) else { continue }
      do { plists.append(try PlistFile(path: path, data: data)) } catch {
        report(.malformedFile, path, error.line, "cannot read this Info.plist: \(error.reason)")
      }
    }
    for path in files.interfaceFiles {
      guard let data = read(path) else { continue }
      do { documents.append(try InterfaceDocument(path: path, data: data)) } catch {
        report(.malformedFile, path, error.line, "cannot read this file: \(error.reason)")
      }
    }
    for path in files.pbxprojs {
      if let data = read(path) {
        pbxprojTexts.append((path, String(decoding: data, as: UTF8.self)))
      }
    }
  }

  mutating func report(_ rule: DoctorRule, _ file: String, _ line: Int?, _ message: String) {
    findings.append(DoctorFinding(rule: rule, file: file, line: line, message: message))
  }

  mutating func read(_ path: String) -> Data? {
    guard let data = fileManager.contents(atPath: files.url(path).path) else {
      report(.malformedFile, path, nil, "cannot read this file")
      return nil
    }
    return data
  }

  // MARK: - Which files are launch screens

  /// `UILaunchStoryboardName` values with where they are declared.
  var launchStoryboardNames: [(name: String, file: String, line: Int?)] {
    var names = plists.compactMap { plist in
      (plist.dictionary["UILaunchStoryboardName"] as? String).map {
        ($0, plist.path, plist.line(ofKey: "UILaunchStoryboardName"))
      }
    }
    for (path, text) in pbxprojTexts {
      for (value, line) in buildSettings("INFOPLIST_KEY_UILaunchStoryboardName", in: text) {
        names.append((value, path, line))
      }
    }
    return names.filter { !$0.0.isEmpty }
  }

  var launchDocuments: [InterfaceDocument] {
    let names = Set(launchStoryboardNames.map(\.name))
    return documents.filter { document in
      let base = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
      return document.isLaunchScreen || names.contains(base)
    }
  }

  /// Whether the app follows dark mode: unless a plist or build setting pins the light style.
  var supportsDarkMode: Bool {
    let pinned =
      plists.contains { $0.dictionary["UIUserInterfaceStyle"] as? String == "Light" }
      || pbxprojTexts.contains {
        !buildSettings("INFOPLIST_KEY_UIUserInterfaceStyle", in: $0.text).filter {
          $0.value == "Light"
        }.isEmpty
      }
    return !pinned
  }

  // MARK: - Checks

  mutating func checkAll() {
    checkMainStoryboardWithCodeWindow()
    checkLaunchKeys()
    checkGeneratedPlistLaunchKeys()
    checkLaunchStoryboardFiles()
    for document in launchDocuments { checkLaunchDocument(document) }
    checkLegacyLaunchImages()
  }

  mutating func checkMainStoryboardWithCodeWindow() {
    var declarations: [(file: String, line: Int?, key: String, name: String)] = []
    for plist in plists {
      for (name, key) in plist.mainStoryboards {
        declarations.append((plist.path, plist.line(ofKey: key), key, name))
      }
    }
    for (path, text) in pbxprojTexts {
      for (value, line) in buildSettings("INFOPLIST_KEY_UIMainStoryboardFile", in: text)
      where !value.isEmpty {
        declarations.append((path, line, "UIMainStoryboardFile", value))
      }
    }
    guard let declaration = declarations.first else { return }
    for path in files.sources {
      guard let data = fileManager.contents(atPath: files.url(path).path),
        let line = CodeWindowScan.windowCreationLine(in: String(decoding: data, as: UTF8.self))
      else { continue }
      report(
        .mainStoryboardAndCodeWindow, path, line,
        "this delegate builds the root window in code while \(declaration.file) sets "
          + "\(declaration.key) = '\(declaration.name)': two root view controllers are created; "
          + "remove the key or the code")
    }
  }

  mutating func checkLaunchKeys() {
    for plist in plists {
      let hasScreen = plist.dictionary["UILaunchScreen"] != nil
      let hasStoryboard = plist.dictionary["UILaunchStoryboardName"] != nil
      if hasScreen && hasStoryboard {
        report(
          .bothLaunchKeys, plist.path, plist.line(ofKey: "UILaunchScreen"),
          "both UILaunchScreen and UILaunchStoryboardName are set; iOS uses only one: keep one")
      }
      if plist.dictionary["UILaunchImages"] != nil || plist.dictionary["UILaunchImageFile"] != nil {
        let key = plist.dictionary["UILaunchImages"] != nil ? "UILaunchImages" : "UILaunchImageFile"
        report(
          .legacyLaunchImage, plist.path, plist.line(ofKey: key),
          "\(key) is a legacy launch image; the App Store requires a launch storyboard or "
            + "UILaunchScreen")
      }
      if let screen = plist.dictionary["UILaunchScreen"] as? [String: Any] {
        let line = plist.line(ofKey: "UILaunchScreen")
        if let color = screen["UIColorName"] as? String {
          checkColor(named: color, file: plist.path, line: plist.line(ofKey: "UIColorName") ?? line)
        }
        if let image = screen["UIImageName"] as? String {
          checkImage(named: image, file: plist.path, line: plist.line(ofKey: "UIImageName") ?? line)
        }
      }
    }
  }

  /// Projects with a generated Info.plist declare both forms through build settings.
  mutating func checkGeneratedPlistLaunchKeys() {
    for (path, text) in pbxprojTexts {
      let generated = buildSettings("INFOPLIST_KEY_UILaunchScreen_Generation", in: text).filter {
        $0.value == "YES"
      }
      let storyboards = buildSettings("INFOPLIST_KEY_UILaunchStoryboardName", in: text).filter {
        !$0.value.isEmpty
      }
      if let generation = generated.first, !storyboards.isEmpty {
        report(
          .bothLaunchKeys, path, generation.line,
          "INFOPLIST_KEY_UILaunchScreen_Generation and INFOPLIST_KEY_UILaunchStoryboardName are "
            + "both set; iOS uses only one: keep one")
      }
    }
  }

  mutating func checkLaunchStoryboardFiles() {
    for (name, file, line) in launchStoryboardNames {
      let matches = files.interfaceFiles.filter {
        (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == name
      }
      guard let path = matches.first else {
        report(
          .launchStoryboardMissing, file, line,
          "UILaunchStoryboardName is '\(name)' but no \(name).storyboard or \(name).xib is in "
            + "the project folder")
        continue
      }
      for (pbxPath, text) in pbxprojTexts where !isInTarget(path, pbxproj: text) {
        report(
          .launchStoryboardNotInTarget, path, nil,
          "\((path as NSString).lastPathComponent) is not in any target's Copy Bundle Resources "
            + "in \(pbxPath); iOS cannot find it at launch: add it to the app target")
      }
    }
  }

  func isInTarget(_ path: String, pbxproj text: String) -> Bool {
    let fileName = (path as NSString).lastPathComponent
    if text.contains("\(fileName) in Resources") { return true }
    // Xcode 16 folders synchronised with the file system list no files: a storyboard under one
    // of those folders is in the target.
    guard text.contains("PBXFileSystemSynchronizedRootGroup") else { return false }
    let pattern = #"/\* ([^*]+) \*/ = \{\s*isa = PBXFileSystemSynchronizedRootGroup"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).contains { match in
      guard let nameRange = Range(match.range(at: 1), in: text) else { return false }
      return path.split(separator: "/").contains { $0 == text[nameRange] }
    }
  }

  mutating func checkLaunchDocument(_ document: InterfaceDocument) {
    let textElements: Set<String> = ["label", "textView", "textField", "button"]
    for element in document.elements {
      if let customClass = element.attributes["customClass"], element.name != "placeholder" {
        let kind =
          element.name.hasSuffix("Controller")
          ? "a view controller subclass" : "a custom class"
        report(
          .launchScreenCustomClass, document.path, element.line,
          "the launch screen uses \(kind) ('\(customClass)'); iOS draws it before any app code "
            + "is loaded, so it fails: use UIKit's own classes only")
      }
      if textElements.contains(element.name) {
        report(
          .textInLaunchScreen, document.path, element.line,
          "the launch screen shows text (\(element.name)); it is not localised at launch: use an "
            + "image or leave it out")
      }
      if let image = element.attributes["image"], element.name != "image" {
        checkImage(named: image, file: document.path, line: element.line)
      }
      if element.name == "color" {
        checkStoryboardColor(element, in: document)
      }
    }
  }

  mutating func checkStoryboardColor(
    _ element: InterfaceDocument.Element, in document: InterfaceDocument
  ) {
    let attributes = element.attributes
    guard attributes["key"] != nil else { return }  // resources' colour definitions
    if let name = attributes["name"] {
      checkColor(named: name, file: document.path, line: element.line)
    } else if attributes["systemColor"] == nil, attributes["cocoaTouchSystemColor"] == nil,
      supportsDarkMode
    {
      report(
        .launchColorIgnoresDarkMode, document.path, element.line,
        "the launch screen's \(attributes["key"] ?? "colour") is a fixed colour while the app "
          + "supports dark mode: use a colour set with a dark appearance")
    }
  }

  mutating func checkColor(named name: String, file: String, line: Int?) {
    guard let set = catalogs.colorSets[name] else {
      report(
        .launchScreenMissingAsset, file, line,
        "the launch screen names colour '\(name)' but no asset catalog has \(name).colorset")
      return
    }
    if supportsDarkMode && !set.hasDarkVariant {
      report(
        .launchColorIgnoresDarkMode, file, line,
        "colour '\(name)' (\(set.path)) has no dark appearance while the app supports dark "
          + "mode: add one")
    }
  }

  mutating func checkImage(named name: String, file: String, line: Int?) {
    guard let set = catalogs.imageSets[name] else {
      report(
        .launchScreenMissingAsset, file, line,
        "the launch screen names image '\(name)' but no asset catalog has \(name).imageset")
      return
    }
    if let scales = set.scalesWithFiles, !scales.isEmpty,
      !scales.contains("2x") || !scales.contains("3x")
    {
      report(
        .launchImageMissingScales, set.path + "/Contents.json", nil,
        "image '\(name)' used by the launch screen has no "
          + [scales.contains("2x") ? nil : "2x", scales.contains("3x") ? nil : "3x"]
          .compactMap { $0 }.joined(separator: " or ") + " file: it is blurry on Retina screens")
    }
  }

  mutating func checkLegacyLaunchImages() {
    for set in catalogs.launchImageSets {
      report(
        .legacyLaunchImage, set.path + "/Contents.json", nil,
        "LaunchImage sets are legacy (the App Store requires a launch storyboard since 2020): "
          + "remove it and use a launch storyboard or UILaunchScreen")
      let withFiles = set.entries.filter { $0["filename"] != nil }
      let scales = Set(withFiles.compactMap { $0["scale"] as? String })
      if !withFiles.isEmpty && (!scales.contains("2x") || !scales.contains("3x")) {
        report(
          .launchImageMissingScales, set.path + "/Contents.json", nil,
          "this LaunchImage set lacks 2x/3x images: iOS runs the app in zoom mode on devices "
            + "without a matching image")
      }
    }
  }
}

/// `NAME = value;` build settings in a project.pbxproj, with their lines.
private func buildSettings(_ name: String, in text: String) -> [(value: String, line: Int)] {
  var result: [(String, Int)] = []
  for (index, line) in text.components(separatedBy: "\n").enumerated() {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(name + " = "), trimmed.hasSuffix(";") else { continue }
    var value = String(trimmed.dropFirst(name.count + 3).dropLast())
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
      value = String(value.dropFirst().dropLast())
    }
    result.append((value, index + 1))
  }
  return result
}
