import CurtainCore
import Foundation

/// The work of ``XcodeProjectIntegration/plan(pbxprojURL:data:appFolder:items:entries:targetName:infoPlist:)``.
struct XcodeProjectPlanner {
  typealias Node = PBXProjDocument.Node

  struct Target {
    var id: String
    var name: String
    var node: Node
  }

  let document: PBXProjDocument
  let path: String
  let sourceRoot: URL
  let appFolder: URL
  var editor: PBXProjEditor
  var notes: [String] = []
  /// Storyboards the launch settings named before.
  var previousStoryboards: Set<String> = []
  /// The folder each group or file reference stands for.
  var folders: [String: URL] = [:]
  /// How many groups each group or file reference is inside, the main group's children at 1.
  var depths: [String: Int] = [:]
  var usedIDs: Set<String>

  init(document: PBXProjDocument, path: String, sourceRoot: URL, appFolder: URL) {
    self.document = document
    self.path = path
    self.sourceRoot = sourceRoot
    self.appFolder = appFolder
    editor = PBXProjEditor(document)
    usedIDs = Set(document.objects.map(\.key))
    if let mainGroup = project?["mainGroup"]?.string {
      mapFolders(mainGroup, parent: sourceRoot, depth: 0)
    }
  }

  var project: Node? {
    document.root["rootObject"]?.string.flatMap(document.object)
  }

  func fail(_ reason: String) -> LaunchAssetError {
    LaunchAssetError("\(path): \(reason)")
  }

  // MARK: - Folders

  /// Maps `id` and everything inside it to the folders Xcode resolves them to: a `<group>`
  /// item's `path` is relative to its parent's folder, and a group without a `path` stands for
  /// its parent's folder (as openHAB's and OwnTracks's projects show: every file under their
  /// path-less groups is found on disk this way, Scripts/pbxproj-group-paths.py).
  mutating func mapFolders(_ id: String, parent: URL, depth: Int) {
    guard let node = document.object(id) else { return }
    let folder: URL?
    let itemPath = node["path"]?.string
    switch node["sourceTree"]?.string ?? "<group>" {
    case "<group>": folder = itemPath.map { parent.appendingPathComponent($0) } ?? parent
    case "SOURCE_ROOT":
      folder = itemPath.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
    case "<absolute>": folder = itemPath.map { URL(fileURLWithPath: $0) }
    default: folder = nil
    }
    guard let folder = folder?.standardizedFileURL else { return }
    folders[id] = folder
    depths[id] = depth
    for child in node["children"]?.array ?? [] {
      if let childID = child.string { mapFolders(childID, parent: folder, depth: depth + 1) }
    }
  }

  /// The group that stands for `folder` in Xcode's navigator: the outermost one resolving to
  /// it, which names it with its own `path` (a path-less group inside it only inherits the
  /// folder, as openHAB's "Watch" group in its "openHAB" group); nil when none does.
  func group(for folder: URL) -> String? {
    folders.filter { $0.value == folder && isGroup($0.key) }.keys.min {
      (depths[$0] ?? 0, $0) < (depths[$1] ?? 0, $1)
    }
  }

  // MARK: - Target

  func appTarget(named wanted: String?) throws -> Target {
    let targets: [Target] = (project?["targets"]?.array ?? []).compactMap { element in
      guard let id = element.string, let node = document.object(id),
        node["isa"]?.string == "PBXNativeTarget",
        node["productType"]?.string == "com.apple.product-type.application"
      else { return nil }
      return Target(id: id, name: node["name"]?.string ?? id, node: node)
    }
    let names = targets.map(\.name).joined(separator: ", ")
    if let wanted {
      guard let target = targets.first(where: { $0.name == wanted }) else {
        throw fail("no app target named '\(wanted)' (app targets: \(names))")
      }
      return target
    }
    if targets.count == 1, let only = targets.first { return only }
    guard !targets.isEmpty else { throw fail("no app target (productType application)") }
    let matching = targets.filter { target in
      target.name == appFolder.lastPathComponent
        || synchronizedFolders(of: target).contains(appFolder)
        || infoPlistFiles(of: target).contains { $0.deletingLastPathComponent() == appFolder }
    }
    guard matching.count == 1, let match = matching.first else {
      throw fail("several app targets (\(names)); name one with --target")
    }
    return match
  }

  func synchronizedFolders(of target: Target) -> [URL] {
    (target.node["fileSystemSynchronizedGroups"]?.array ?? []).compactMap {
      $0.string.flatMap { folders[$0] }
    }
  }

  func configurations(of owner: Node?) -> [(id: String, node: Node)] {
    guard let listID = owner?["buildConfigurationList"]?.string,
      let list = document.object(listID)
    else { return [] }
    return (list["buildConfigurations"]?.array ?? []).compactMap { element in
      guard let id = element.string, let node = document.object(id) else { return nil }
      return (id, node)
    }
  }

  func infoPlistFiles(of target: Target) -> [URL] {
    configurations(of: target.node).compactMap {
      $0.node["buildSettings"]?["INFOPLIST_FILE"]?.string.flatMap(resolveSetting)
    }
  }

  /// A path build setting as a file URL: `$(SRCROOT)`/`$(PROJECT_DIR)` or relative to the
  /// project's folder; nil when it names other variables.
  func resolveSetting(_ value: String) -> URL? {
    var text = value
    for prefix in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$SRCROOT"]
    where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count)).drop { $0 == "/" }.description
      break
    }
    guard !text.isEmpty, !text.contains("$") else { return nil }
    return text.hasPrefix("/")
      ? URL(fileURLWithPath: text) : sourceRoot.appendingPathComponent(text).standardizedFileURL
  }

  // MARK: - Files in the target

  /// Adds the generated items to `target`'s resources. Returns whether a synchronised folder
  /// already holds them.
  mutating func addItems(_ items: [String], to target: Target) -> Bool {
    let output = appFolder.appendingPathComponent(LaunchAssetDestination.projectFolderName)
    if synchronizedFolders(of: target).contains(where: {
      OutputRule.isAncestor($0, of: output)
    }) {
      notes.append(
        "\(target.name) takes its files from a folder-synchronised group: the "
          + "\(LaunchAssetDestination.projectFolderName) folder is in the target without an edit")
      // A synchronised folder's resources are copied only through a Copy Bundle Resources
      // phase, which Xcode's template has (empty); add one when it is missing.
      if resourcesPhase(of: target) == nil { addResourcesPhase(to: target, files: []) }
      return true
    }
    let hostID = group(for: appFolder)
    let mainGroup = project?["mainGroup"]?.string ?? ""
    let groupName = LaunchAssetDestination.projectFolderName
    let outputFolder = output.standardizedFileURL
    let groupID = group(for: outputFolder)
    var childrenNode: Node?
    var existingChildren: [(id: String, path: String, node: Node)] = []
    if let groupID, let group = document.object(groupID) {
      childrenNode = group["children"]
      existingChildren = (group["children"]?.array ?? []).compactMap { element in
        guard let id = element.string, let path = document.object(id)?["path"]?.string else {
          return nil
        }
        return (id, path, element)
      }
    }
    let resources = resourcesPhase(of: target)
    var newChildren: [String] = []
    var newBuildFiles: [String] = []
    for item in items {
      let referenceID: String
      if let existing = existingChildren.first(where: { $0.path == item }) {
        referenceID = existing.id
      } else {
        referenceID = newID("\(target.id) reference \(item)")
        editor.addObject(
          id: referenceID, comment: item, isa: "PBXFileReference",
          body: "lastKnownFileType = \(Self.fileType(of: item)); path = "
            + "\(PBXProjEditor.quoted(item)); sourceTree = \"<group>\"; ",
          multiline: false)
        newChildren.append("\(referenceID) /* \(item) */")
      }
      if !buildFiles(of: referenceID, in: resources?.node).isEmpty { continue }
      let buildID = newID("\(target.id) build \(item)")
      editor.addObject(
        id: buildID, comment: "\(item) in Resources", isa: "PBXBuildFile",
        body: "fileRef = \(referenceID) /* \(item) */; ", multiline: false)
      newBuildFiles.append("\(buildID) /* \(item) in Resources */")
    }
    if let files = resources?.node["files"] {
      for element in newBuildFiles { editor.append(element, to: files) }
    } else {
      addResourcesPhase(to: target, files: newBuildFiles)
    }
    for stale in existingChildren where !items.contains(stale.path) {
      for (buildID, element) in buildFiles(of: stale.id, in: resources?.node) {
        editor.removeObject(id: buildID)
        editor.remove(element: element)
      }
      editor.removeObject(id: stale.id)
      editor.remove(element: stale.node)
      notes.append("removed \(stale.path), which this run no longer writes, from \(target.name)")
    }
    if let childrenNode {
      for child in newChildren { editor.append(child, to: childrenNode) }
    } else {
      let id = newID("\(target.id) group")
      let host = hostID ?? mainGroup
      let relative =
        hostID != nil
        ? groupName
        : relativePath(of: appFolder.appendingPathComponent(groupName), from: folders[host])
      let children = newChildren.map { "\t\t\t\t\($0),\n" }.joined()
      editor.addObject(
        id: id, comment: groupName, isa: "PBXGroup",
        body: "\t\t\tchildren = (\n\(children)\t\t\t);\n\t\t\tpath = "
          + "\(PBXProjEditor.quoted(relative));\n\t\t\tsourceTree = \"<group>\";\n",
        multiline: true)
      if let hostChildren = document.object(host)?["children"] {
        editor.append("\(id) /* \(groupName) */", to: hostChildren)
      }
      notes.append(
        "added the \(groupName) group and its items to \(target.name)'s Copy Bundle Resources")
    }
    return false
  }

  /// Adds a Copy Bundle Resources phase holding `files` to the end of `target`'s phases.
  mutating func addResourcesPhase(to target: Target, files: [String]) {
    let id = newID("\(target.id) resources phase")
    let elements = files.map { "\t\t\t\t\($0),\n" }.joined()
    editor.addObject(
      id: id, comment: "Resources", isa: "PBXResourcesBuildPhase",
      body: "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\(elements)\t\t\t);\n"
        + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n",
      multiline: true)
    if let phases = target.node["buildPhases"] {
      editor.append("\(id) /* Resources */", to: phases)
    }
    notes.append("added a Copy Bundle Resources phase to \(target.name)")
  }

  func isGroup(_ id: String) -> Bool {
    document.object(id)?["isa"]?.string == "PBXGroup"
  }

  func resourcesPhase(of target: Target) -> (id: String, node: Node)? {
    for element in target.node["buildPhases"]?.array ?? [] {
      if let id = element.string, let node = document.object(id),
        node["isa"]?.string == "PBXResourcesBuildPhase"
      {
        return (id, node)
      }
    }
    return nil
  }

  /// The build files in `phase` that point at `referenceID`, with their array elements.
  func buildFiles(of referenceID: String, in phase: Node?) -> [(String, Node)] {
    (phase?["files"]?.array ?? []).compactMap { element in
      guard let id = element.string, document.object(id)?["fileRef"]?.string == referenceID
      else { return nil }
      return (id, element)
    }
  }

  func relativePath(of url: URL, from base: URL?) -> String {
    let parts = url.standardizedFileURL.pathComponents
    let baseParts = (base ?? sourceRoot).pathComponents
    guard parts.starts(with: baseParts) else { return url.path }
    return parts.dropFirst(baseParts.count).joined(separator: "/")
  }

  static func fileType(of item: String) -> String {
    switch (item as NSString).pathExtension {
    case "xcassets": return "folder.assetcatalog"
    case "storyboard": return "file.storyboard"
    case "json": return "text.json"
    case "plist": return "text.plist.xml"
    default: return "file"
    }
  }

  /// A new 24-hex-digit object ID, stable for the same seed and unused in the file.
  mutating func newID(_ seed: String) -> String {
    var attempt = 0
    while true {
      var high = ContentHash()
      high.combine("curtain \(seed) \(attempt)")
      var low = ContentHash()
      low.combine("\(seed) \(attempt) curtain")
      let id = (high.hex(length: 16) + low.hex(length: 8)).uppercased()
      if usedIDs.insert(id).inserted { return id }
      attempt += 1
    }
  }

  // MARK: - Launch key

  /// Sets the launch key in each configuration's Info.plist source. Returns the plist files to
  /// merge into.
  mutating func setLaunchKey(
    _ entries: LaunchInfoPlistEntries, for target: Target, infoPlist: URL?
  ) throws -> [URL] {
    let projectConfigurations = configurations(of: project)
    var plists: [URL] = infoPlist.map { [$0] } ?? []
    var removed: Set<String> = []
    var settingConfigurations: [String] = []
    for (_, configuration) in projectConfigurations {
      removeLaunchSettings(in: configuration, keeping: nil, removed: &removed)
    }
    for (_, configuration) in configurations(of: target.node) {
      let name = configuration["name"]?.string ?? "?"
      let settings = configuration["buildSettings"]
      let inherited = projectConfigurations.first { $0.node["name"]?.string == name }?.node[
        "buildSettings"]
      let file = settings?["INFOPLIST_FILE"]?.string ?? inherited?["INFOPLIST_FILE"]?.string
      let generates =
        (settings?["GENERATE_INFOPLIST_FILE"]?.string
          ?? inherited?[
            "GENERATE_INFOPLIST_FILE"]?.string) == "YES"
      if infoPlist == nil, let file, !file.isEmpty {
        guard let url = resolveSetting(file) else {
          throw fail(
            "\(target.name) (\(name)): cannot resolve INFOPLIST_FILE = \(file); "
              + "give the file with --info-plist")
        }
        if !plists.contains(url) { plists.append(url) }
        removeLaunchSettings(in: configuration, keeping: nil, removed: &removed)
      } else if infoPlist == nil, generates {
        guard entries.form == .storyboard else {
          throw fail(
            "\(target.name) (\(name)) generates its Info.plist from build settings, which "
              + "cannot hold the UILaunchScreen dictionary of form 'infoPlist'; use form "
              + "'storyboard', or give an Info.plist file with --info-plist")
        }
        removeLaunchSettings(
          in: configuration, keeping: XcodeProjectIntegration.storyboardSetting, removed: &removed)
        if let settings {
          editor.set(
            XcodeProjectIntegration.storyboardSetting,
            PBXProjEditor.quoted(entries.storyboardName), in: settings)
        }
        settingConfigurations.append(name)
      } else if infoPlist == nil {
        let fallback = appFolder.appendingPathComponent("Info.plist")
        if !plists.contains(fallback) { plists.append(fallback) }
        removeLaunchSettings(in: configuration, keeping: nil, removed: &removed)
        if configuration["baseConfigurationReference"] != nil {
          notes.append(
            "\(target.name) (\(name)) takes settings from an .xcconfig file; if it sets "
              + "INFOPLIST_FILE, give that file with --info-plist")
        }
      } else {
        removeLaunchSettings(in: configuration, keeping: nil, removed: &removed)
      }
    }
    if !settingConfigurations.isEmpty {
      let names = settingConfigurations.joined(separator: ", ")
      notes.append(
        "set \(XcodeProjectIntegration.storyboardSetting) = \(entries.storyboardName) in "
          + "\(target.name)'s configurations (\(names)): Xcode generates its Info.plist")
    }
    for key in removed.sorted() {
      notes.append("removed the build setting \(key), which declared another launch screen")
    }
    for name in previousStoryboards.sorted() where name != entries.storyboardName {
      notes.append(XcodeProjectIntegration.previousStoryboardNote(name))
    }
    return plists
  }

  mutating func removeLaunchSettings(
    in configuration: Node, keeping: String?, removed: inout Set<String>
  ) {
    for entry in configuration["buildSettings"]?.entries ?? []
    where entry.key.hasPrefix("INFOPLIST_KEY_UILaunch") {
      if entry.key.hasPrefix(XcodeProjectIntegration.storyboardSetting),
        let name = entry.value.string
      {
        previousStoryboards.insert(name)
      }
      if entry.key != keeping {
        editor.remove(entry: entry)
        removed.insert(entry.key)
      }
    }
  }
}
