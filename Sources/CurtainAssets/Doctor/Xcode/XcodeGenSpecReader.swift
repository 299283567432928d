import Foundation
import Yams

/// Reads the iOS app targets of an XcodeGen spec (`project.yml` and the specs it includes):
/// source folders, settings and xcconfigs per configuration, and `info` (path and properties).
///
/// Paths in an included spec are relative to that spec's folder, as XcodeGen reads them.
struct XcodeGenSpecReader {
  var path: String
  var files: ProjectFiles

  /// A spec's targets; throws with the line when the YAML cannot be read.
  func appTargets() throws(DoctorReadError) -> [AppTarget] {
    var specs: [(path: String, spec: [String: Any], text: String)] = []
    try load(path, into: &specs, depth: 0)
    guard let main = specs.first, main.spec["targets"] != nil || main.spec["include"] != nil
    else { return [] }
    let configNames =
      (main.spec["configs"] as? [String: Any]).map { Array($0.keys).sorted() }
      ?? ["Debug", "Release"]
    let projectSettings = settings(main.spec["settings"], file: main.path, text: main.text)
    let projectXCConfigs = main.spec["configFiles"] as? [String: String] ?? [:]
    var templates: [String: (spec: String, value: [String: Any])] = [:]
    for (specPath, spec, _) in specs {
      for (name, value) in spec["targetTemplates"] as? [String: Any] ?? [:] {
        if let template = value as? [String: Any] { templates[name] = (specPath, template) }
      }
    }
    var targets: [AppTarget] = []
    for (specPath, spec, text) in specs {
      let folder = (specPath as NSString).deletingLastPathComponent
      for (name, value) in (spec["targets"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }
      ) {
        guard let own = value as? [String: Any] else { continue }
        let target = Self.applyingTemplates(
          to: own, name: name, folder: folder, templates: templates)
        guard Self.isApp(target) else { continue }
        let targetLine = TextLines.line(of: "\n  \(name):", in: text).map { $0 + 1 }
        // Build settings are relative to the main spec's folder ($(SRCROOT)); source and info
        // paths to the folder of the spec that names them.
        let mainFolder = (main.path as NSString).deletingLastPathComponent
        var app = AppTarget(
          name: name, projectFile: specPath, line: targetLine, sourceRoot: mainFolder)
        app.isIOS = Self.isIOS(target)
        let ownSettings = settings(target["settings"], file: specPath, text: text)
        let ownXCConfigs = target["configFiles"] as? [String: String] ?? [:]
        for configName in configNames {
          var configuration = BuildConfiguration(name: configName)
          if let xcconfig = projectXCConfigs[configName] {
            let projectFolder = (main.path as NSString).deletingLastPathComponent
            configuration.layer(
              XCConfigReader(files: files).settings(at: ProjectFiles.join(projectFolder, xcconfig)))
          }
          configuration.layer(projectSettings(configName))
          if let xcconfig = ownXCConfigs[configName] {
            configuration.layer(
              XCConfigReader(files: files).settings(at: ProjectFiles.join(folder, xcconfig)))
          }
          configuration.layer(ownSettings(configName))
          app.configurations.append(configuration)
        }
        if let info = target["info"] as? [String: Any] {
          app.inlineInfo = info["properties"] as? [String: Any] ?? [:]
          // XcodeGen writes the plist at `path` from `properties` when it generates the
          // project; without properties the file there is the app's own.
          if app.inlineInfo.isEmpty, let plistPath = info["path"] as? String {
            let line = TextLines.line(of: "path: \(plistPath)", in: text)
            for index in app.configurations.indices
            where app.configurations[index].iOSValues(of: "INFOPLIST_FILE").isEmpty {
              app.configurations[index].settings["INFOPLIST_FILE"] = BuildSetting(
                value: Self.relative(ProjectFiles.join(folder, plistPath), to: mainFolder),
                file: specPath, line: line)
            }
          }
        }
        for source in Self.sources(target["sources"]) {
          let sourcePath = ProjectFiles.join(folder, source.path)
          if !files.exists(sourcePath) { app.missingFolders.append(sourcePath) }
          var isFolder: ObjCBool = true
          _ = files.fileManager.fileExists(
            atPath: files.url(sourcePath).path, isDirectory: &isFolder)
          if isFolder.boolValue {
            app.members.folders.append((sourcePath, Set(source.excludes)))
          } else {
            app.members.files.insert(sourcePath)
          }
        }
        targets.append(app)
      }
    }
    return targets
  }

  /// `path` relative to `folder` (both relative to the checked root).
  static func relative(_ path: String, to folder: String) -> String {
    guard !folder.isEmpty else { return path }
    if path.hasPrefix(folder + "/") { return String(path.dropFirst(folder.count + 1)) }
    let depth = folder.split(separator: "/").count
    return String(repeating: "../", count: depth) + path
  }

  /// Whether a target spec is an application (any platform).
  static func isApp(_ target: [String: Any]) -> Bool {
    guard let type = target["type"] as? String else { return false }
    return type == "application" || type == "application.on-demand-install-capable"
  }

  /// Whether an application target builds for iOS: `platform` (one or a list, `auto`
  /// included) or `supportedDestinations` names iOS, or neither is given.
  static func isIOS(_ target: [String: Any]) -> Bool {
    var platforms: [String] = []
    for key in ["platform", "supportedDestinations"] {
      if let one = target[key] as? String { platforms.append(one) }
      platforms += target[key] as? [String] ?? []
    }
    return platforms.isEmpty || platforms.contains { $0 == "iOS" || $0 == "auto" }
  }

  /// The target with its `templates` (from `targetTemplates`, templates of templates first)
  /// merged under its own keys as XcodeGen merges them: dictionaries key by key, the target's
  /// value winning otherwise; `${target_name}` replaced; a template's `sources` paths made
  /// relative to the target's spec folder.
  static func applyingTemplates(
    to target: [String: Any], name: String, folder: String,
    templates: [String: (spec: String, value: [String: Any])], depth: Int = 0
  ) -> [String: Any] {
    let names = (target["templates"] as? [String]) ?? []
    guard !names.isEmpty, depth < 8 else { return target }
    var merged: [String: Any] = [:]
    for templateName in names {
      guard let template = templates[templateName] else { continue }
      var value = applyingTemplates(
        to: template.value, name: name, folder: folder, templates: templates, depth: depth + 1)
      let templateFolder = (template.spec as NSString).deletingLastPathComponent
      if templateFolder != folder, let sources = value["sources"] {
        value["sources"] = Self.sources(sources).map { source -> [String: Any] in
          let path = relative(ProjectFiles.join(templateFolder, source.path), to: folder)
          return ["path": path, "excludes": source.excludes]
        }
      }
      merged = deepMerge(merged, replacingTargetName(value, name))
    }
    var own = target
    own["templates"] = nil
    return deepMerge(merged, own)
  }

  static func deepMerge(_ base: [String: Any], _ over: [String: Any]) -> [String: Any] {
    var result = base
    for (key, value) in over {
      if let inner = value as? [String: Any], let known = result[key] as? [String: Any] {
        result[key] = deepMerge(known, inner)
      } else {
        result[key] = value
      }
    }
    return result
  }

  static func replacingTargetName(_ value: Any, _ name: String) -> Any {
    switch value {
    case let text as String:
      return text.replacingOccurrences(of: "${target_name}", with: name)
    case let list as [Any]:
      return list.map { replacingTargetName($0, name) }
    case let dictionary as [String: Any]:
      return dictionary.mapValues { replacingTargetName($0, name) }
    default:
      return value
    }
  }

  static func replacingTargetName(_ value: [String: Any], _ name: String) -> [String: Any] {
    value.mapValues { replacingTargetName($0, name) }
  }

  /// `sources:` entries: a path or `{path:, excludes:}`.
  static func sources(_ value: Any?) -> [(path: String, excludes: [String])] {
    let list: [Any] = (value as? [Any]) ?? (value.map { [$0] } ?? [])
    return list.compactMap { item in
      if let path = item as? String { return (path, []) }
      guard let entry = item as? [String: Any], let path = entry["path"] as? String else {
        return nil
      }
      let excludes = (entry["excludes"] as? [String] ?? []).map {
        $0.replacingOccurrences(of: "/**", with: "").replacingOccurrences(of: "/*", with: "")
      }
      return (path, excludes)
    }
  }

  /// `settings:` as flat keys, or `base:` plus `configs:` per configuration name.
  func settings(_ value: Any?, file: String, text: String) -> (String) -> [String: BuildSetting] {
    let dictionary = value as? [String: Any] ?? [:]
    func convert(_ values: [String: Any]) -> [String: BuildSetting] {
      var result: [String: BuildSetting] = [:]
      for (key, value) in values where key != "groups" {
        let setting =
          value as? String ?? (value as? [Any])?.map { "\($0)" }.joined(separator: " ")
          ?? (value as? Bool).map { $0 ? "YES" : "NO" } ?? "\(value)"
        result[key] = BuildSetting(
          value: setting, file: file, line: TextLines.line(of: "\(key):", in: text))
      }
      return result
    }
    let hasSections = dictionary["base"] != nil || dictionary["configs"] != nil
    let base = convert(hasSections ? dictionary["base"] as? [String: Any] ?? [:] : dictionary)
    let configs = dictionary["configs"] as? [String: Any] ?? [:]
    return { name in
      var result = base
      let own = configs.first { $0.key.lowercased() == name.lowercased() }?.value
      result.merge(convert(own as? [String: Any] ?? [:])) { _, new in new }
      return result
    }
  }

  /// Loads a spec and, depth first, the specs it includes.
  private func load(
    _ specPath: String, into specs: inout [(path: String, spec: [String: Any], text: String)],
    depth: Int
  ) throws(DoctorReadError) {
    guard depth < 8, !specs.contains(where: { $0.path == specPath }),
      let data = files.contents(specPath)
    else { return }
    let text = String(decoding: data, as: UTF8.self)
    let object: Any?
    do { object = try Yams.load(yaml: text) } catch let error as YamlError {
      throw DoctorReadError(line: Self.line(of: error), reason: "not valid YAML")
    } catch {
      throw DoctorReadError(line: nil, reason: "not valid YAML")
    }
    guard let spec = object as? [String: Any] else { return }
    specs.append((specPath, spec, text))
    let folder = (specPath as NSString).deletingLastPathComponent
    let includes = (spec["include"] as? [Any] ?? []).compactMap {
      ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String)
    }
    for include in includes {
      try load(ProjectFiles.join(folder, include), into: &specs, depth: depth + 1)
    }
  }

  static func line(of error: YamlError) -> Int? {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.line
    default:
      return nil
    }
  }
}
