import Foundation

/// One iOS app target, from an Xcode project, an XcodeGen spec or a Tuist manifest: the files
/// that are in it and the settings that build its Info.plist. The doctor judges each app's files
/// against each other only.
struct AppTarget {
  /// The target's name.
  var name: String
  /// The project file that declares it (`project.pbxproj`, `project.yml`, `Project.swift`).
  var projectFile: String
  /// The line of the declaration in `projectFile`, when known.
  var line: Int?
  /// The folder paths in the project are relative to (`$(SRCROOT)`), relative to the root.
  var sourceRoot: String
  /// Build settings per configuration.
  var configurations: [BuildConfiguration] = []
  /// Info.plist keys written in the project file itself (XcodeGen `info.properties`, Tuist
  /// `.extendingDefault(with:)`).
  var inlineInfo: [String: Any] = [:]
  /// The files and folders that are in the target.
  var members = TargetMembers()
  /// Source folders the project names that do not exist (generated before building).
  var missingFolders: [String] = []
  /// Whether it is a folder without a project, found by its Info.plist (``FolderApps``): its
  /// membership is a guess (the folder's files), `projectFile` is that Info.plist.
  var isFolderApp = false
  /// Whether it builds for iOS: only iOS apps are judged; the others' files count as in a
  /// target (a tvOS app's launch storyboard is not a stray).
  var isIOS = true
  /// Whether the project adds Info.plist keys the doctor cannot see (Tuist's default content).
  var infoIsPartial = false

  /// `name (projectFile)`, how reports name the target.
  var label: String { "\(name) (\(projectFile))" }

  /// The Info.plist files the configurations name, relative to the root, first use first.
  var infoPlistFiles: [String] {
    var seen: [String] = []
    for configuration in configurations {
      guard let value = configuration.value(of: "INFOPLIST_FILE", target: name), !value.isEmpty
      else { continue }
      let path = Self.path(value, sourceRoot: sourceRoot)
      if !seen.contains(path) { seen.append(path) }
    }
    return seen
  }

  /// A build-setting path resolved against the source root; nil-free: unresolved variables
  /// stay in the text (such a path then does not exist). An absolute path stays absolute
  /// (``ProjectFiles/relativeToRoot(_:)`` makes it relative when it lies in the checked folder).
  static func path(_ value: String, sourceRoot: String) -> String {
    var text = value
    if text.hasPrefix("$(SRCROOT)") {
      text = String(text.dropFirst("$(SRCROOT)".count))
      if text.hasPrefix("/") { text = String(text.dropFirst()) }
    } else if text.hasPrefix("/") {
      return "/" + ProjectFiles.normalize(text)
    }
    return ProjectFiles.join(sourceRoot, text)
  }
}

/// Which files belong to a target: files listed one by one, and folders whose whole content
/// belongs (folder references, Xcode 16 synchronised folders, XcodeGen source paths) minus
/// their exceptions.
struct TargetMembers: Sendable {
  var files: Set<String> = []
  var folders: [(path: String, exceptions: Set<String>)] = []
  /// Names of files a Run Script phase writes into the app bundle (its declared outputs).
  var bundled: Set<String> = []
  /// Whether files in test or fixture folders are left out (a folder without a project).
  var excludesTests = false

  /// Whether `path` (relative to the root) is in the target.
  func contains(_ path: String) -> Bool {
    if excludesTests, ProjectFiles.isTestPath(path) { return false }
    var candidate = path
    while true {
      if files.contains(candidate) { return true }
      guard let slash = candidate.lastIndex(of: "/") else { break }
      candidate = String(candidate[..<slash])
    }
    for folder in folders where path.hasPrefix(folder.path + "/") || folder.path.isEmpty {
      let inner = folder.path.isEmpty ? path : String(path.dropFirst(folder.path.count + 1))
      let excluded = folder.exceptions.contains { exception in
        let trimmed = exception.hasPrefix("/") ? String(exception.dropFirst()) : exception
        return inner == trimmed || inner.hasPrefix(trimmed + "/")
      }
      if !excluded { return true }
    }
    return false
  }
}
