import Foundation

/// Reads the iOS app targets of one `project.pbxproj`: their build settings per configuration
/// (xcconfigs included) and their files, from the build phases' file references and the
/// synchronised folders of Xcode 16.
struct PBXProjectReader {
  /// The product types of iOS apps (App Clips included).
  static let appProductTypes: Set<String> = [
    "com.apple.product-type.application",
    "com.apple.product-type.application.on-demand-install-capable",
  ]

  var path: String
  var files: ProjectFiles
  private let document: PBXProjDocument
  private var parents: [String: String] = [:]
  private var sourceRoot = ""

  /// Parses the project file at `path` (relative to the root).
  init(path: String, data: Data, files: ProjectFiles) throws(DoctorReadError) {
    self.path = path
    self.files = files
    do {
      document = try PBXProjDocument(data: data, path: path)
    } catch {
      throw DoctorReadError(line: error.line, reason: error.reason)
    }
    guard let rootID = document.root["rootObject"]?.string, let project = document.object(rootID)
    else {
      throw DoctorReadError(line: 1, reason: "no 'objects' or 'rootObject' in the project")
    }
    let xcodeproj = (path as NSString).deletingLastPathComponent
    let folder = (xcodeproj as NSString).deletingLastPathComponent
    sourceRoot = ProjectFiles.join(folder, project["projectDirPath"]?.string ?? "")
    for object in document.objects {
      for child in object.value["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = object.key }
      }
    }
  }

  /// The project's app targets, iOS or not (``AppTarget/isIOS`` says which): the doctor
  /// judges the iOS ones and counts the others' files as in a target.
  func appTargets() -> [AppTarget] {
    guard let rootProject = document.objects(isa: "PBXProject").first?.node else { return [] }
    let projectConfigurations = configurations(rootProject["buildConfigurationList"]?.string)
    var targets: [AppTarget] = []
    for targetID in (rootProject["targets"]?.array ?? []).compactMap(\.string) {
      guard let target = document.object(targetID), target["isa"]?.string == "PBXNativeTarget",
        Self.appProductTypes.contains(target["productType"]?.string ?? "")
      else { continue }
      let name = target["name"]?.string ?? targetID
      var app = AppTarget(
        name: name, projectFile: path, line: document.line(of: target), sourceRoot: sourceRoot)
      var ownLayers: [BuildConfiguration] = []
      for own in configurations(target["buildConfigurationList"]?.string) {
        var configuration = BuildConfiguration(name: own.name)
        if let base = projectConfigurations.first(where: { $0.name == own.name }) {
          configuration.layer(base.settings)
        }
        configuration.layer(own.settings)
        app.configurations.append(configuration)
        ownLayers.append(own)
      }
      app.isIOS = Self.isIOS(app, ownLayers: ownLayers)
      app.members = members(of: target, id: targetID)
      targets.append(app)
    }
    return targets
  }

  /// Whether the target builds for iOS, from its own resolved settings first: a target's own
  /// `SUPPORTED_PLATFORMS`, else its own `SDKROOT` (unless `auto`), and only when it sets
  /// neither, the project's (so a project-wide `SUPPORTED_PLATFORMS` does not make a target
  /// with `SDKROOT = macosx` an iOS app). A target that names no platform anywhere is iOS.
  static func isIOS(_ app: AppTarget, ownLayers: [BuildConfiguration]) -> Bool {
    var named = false
    for (index, configuration) in app.configurations.enumerated() {
      let own = index < ownLayers.count ? ownLayers[index] : BuildConfiguration(name: "")
      guard
        let platforms = platforms(of: own, resolvedIn: configuration, target: app.name)
          ?? platforms(of: configuration, resolvedIn: configuration, target: app.name)
      else { continue }
      named = true
      if platforms.contains(where: { $0.hasPrefix("iphone") }) { return true }
    }
    return !named
  }

  /// The platforms one layer of settings names: its `SUPPORTED_PLATFORMS`, else its `SDKROOT`
  /// (not `auto`), resolved in the full configuration; nil when it names none.
  static func platforms(
    of layer: BuildConfiguration, resolvedIn configuration: BuildConfiguration, target: String
  ) -> [String]? {
    for name in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
      guard let setting = layer.iOSValues(of: name).first else { continue }
      let value = configuration.resolve(setting.value, target: target).lowercased()
      let words = value.split(separator: " ").map(String.init).filter { !$0.contains("$(") }
      if words.isEmpty || words == ["auto"] { continue }
      return words
    }
    return nil
  }

  /// The configurations of a configuration list, each with its xcconfig under its own settings.
  private func configurations(_ listID: String?) -> [BuildConfiguration] {
    guard let listID, let list = document.object(listID) else { return [] }
    var result: [BuildConfiguration] = []
    for id in (list["buildConfigurations"]?.array ?? []).compactMap(\.string) {
      guard let object = document.object(id) else { continue }
      var configuration = BuildConfiguration(name: object["name"]?.string ?? id)
      if let xcconfig = baseConfiguration(of: object) {
        configuration.layer(XCConfigReader(files: files).settings(at: xcconfig))
      }
      var own: [String: BuildSetting] = [:]
      for entry in object["buildSettings"]?.entries ?? [] {
        let value = entry.value
        let text = value.string ?? (value.array ?? []).compactMap(\.string).joined(separator: " ")
        own[entry.key] = BuildSetting(value: text, file: path, line: document.line(of: value))
      }
      configuration.layer(own)
      result.append(configuration)
    }
    return result
  }

  /// The xcconfig a configuration is based on: a file reference, or (Xcode 16) a path inside a
  /// synchronised folder.
  private func baseConfiguration(of configuration: PBXProjDocument.Node) -> String? {
    if let id = configuration["baseConfigurationReference"]?.string {
      return location(of: id)
    }
    if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
      let folder = location(of: anchor)
    {
      return ProjectFiles.join(folder, relative)
    }
    return nil
  }

  /// The files of a target's source, resource and bundle-copying phases and its synchronised
  /// folders; the names of files its Run Script phases write into the bundle.
  private func members(of target: PBXProjDocument.Node, id targetID: String) -> TargetMembers {
    var members = TargetMembers()
    for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string) {
      guard let phase = document.object(phaseID) else { continue }
      if phase["isa"]?.string == "PBXShellScriptBuildPhase" {
        members.bundled.formUnion(scriptOutputs(phase))
        continue
      }
      let copiesIntoBundle =
        phase["isa"]?.string == "PBXCopyFilesBuildPhase"
        && Self.bundleDestinations.contains(phase["dstSubfolderSpec"]?.string ?? "")
      guard
        copiesIntoBundle
          || ["PBXResourcesBuildPhase", "PBXSourcesBuildPhase"].contains(phase["isa"]?.string ?? "")
      else { continue }
      for buildFileID in (phase["files"]?.array ?? []).compactMap(\.string) {
        guard let referenceID = document.object(buildFileID)?["fileRef"]?.string,
          let reference = document.object(referenceID)
        else { continue }
        if reference["isa"]?.string == "PBXVariantGroup" {
          for child in (reference["children"]?.array ?? []).compactMap(\.string) {
            if let location = location(of: child) { members.files.insert(location) }
          }
        } else if let location = location(of: referenceID) {
          members.files.insert(location)
        }
      }
    }
    for groupID in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
      guard let folder = location(of: groupID) else { continue }
      var exceptions: Set<String> = []
      let exceptionIDs = document.object(groupID)?["exceptions"]?.array ?? []
      for exceptionID in exceptionIDs.compactMap(\.string) {
        guard let exception = document.object(exceptionID),
          exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          exception["target"]?.string == targetID
        else { continue }
        for item in (exception["membershipExceptions"]?.array ?? []).compactMap(\.string) {
          exceptions.insert(item)
        }
      }
      members.folders.append((folder, exceptions))
    }
    return members
  }

  /// Copy Files destinations inside the app bundle: the wrapper (1) and Resources (7).
  static let bundleDestinations: Set<String> = ["1", "7"]

  /// The names of the files a Run Script phase declares it writes into the app bundle: its
  /// `outputPaths` and the lines of its output file lists under `$(TARGET_BUILD_DIR)` with
  /// `$(WRAPPER_NAME)`, `$(CONTENTS_FOLDER_PATH)` or `$(UNLOCALIZED_RESOURCES_FOLDER_PATH)`.
  private func scriptOutputs(_ phase: PBXProjDocument.Node) -> Set<String> {
    var outputs = (phase["outputPaths"]?.array ?? []).compactMap(\.string)
    for list in (phase["outputFileListPaths"]?.array ?? []).compactMap(\.string) {
      let listPath = AppTarget.path(
        list.replacingOccurrences(of: "${PROJECT_DIR}", with: "$(SRCROOT)")
          .replacingOccurrences(of: "$(PROJECT_DIR)", with: "$(SRCROOT)")
          .replacingOccurrences(of: "${SRCROOT}", with: "$(SRCROOT)"), sourceRoot: sourceRoot)
      guard let data = files.contents(listPath) else { continue }
      outputs += String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }
    let bundleFolders = [
      "WRAPPER_NAME", "CONTENTS_FOLDER_PATH", "UNLOCALIZED_RESOURCES_FOLDER_PATH",
    ]
    return Set(
      outputs.filter { output in
        bundleFolders.contains { output.contains("$(\($0))") || output.contains("${\($0)}") }
      }.map { ($0 as NSString).lastPathComponent })
  }

  /// Where a file reference or group is, relative to the checked folder; nil for references
  /// outside the project (SDK, build products, absolute paths).
  private func location(of id: String, depth: Int = 0) -> String? {
    guard depth < 64, let object = document.object(id) else { return nil }
    let own = object["path"]?.string ?? ""
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      guard let parent = parents[id] else { return ProjectFiles.join(sourceRoot, own) }
      guard let folder = location(of: parent, depth: depth + 1) else { return nil }
      return ProjectFiles.join(folder, own)
    case "SOURCE_ROOT":
      return ProjectFiles.join(sourceRoot, own)
    default:
      return nil
    }
  }
}
