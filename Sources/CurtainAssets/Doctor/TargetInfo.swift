import Foundation

/// One top-level Info.plist key of an app and where it is written: an Info.plist file, an
/// `INFOPLIST_KEY_*` build setting (with its configurations), or the project file itself.
struct InfoEntry {
  var key: String
  var value: Any
  var file: String
  var line: Int?
  var configuration: String?
  /// The `INFOPLIST_KEY_*` build setting it is generated from (`_Generation` kept), when it is.
  var setting: String?
  /// The plist file it comes from, for nested-key lines.
  var plist: PlistFile?
  /// The project file's text, for nested keys written in it (XcodeGen, Tuist).
  var projectText: String?
}

/// An app target's Info.plist as iOS gets it: the file's keys and the generated ones.
struct TargetInfo {
  var entries: [InfoEntry] = []
  /// Whether some of the app's keys could not be read (unreadable file, Tuist defaults).
  var isPartial = false
  /// Settings that name an Info.plist that does not exist.
  var missingFiles: [BuildSetting] = []

  init(target: AppTarget, reader: inout DoctorReader) {
    isPartial = target.infoIsPartial
    let plistPaths = target.infoPlistFiles.map(reader.files.relativeToRoot)
    for path in plistPaths {
      guard reader.files.exists(path) else {
        if !path.contains("$("),
          !target.missingFolders.contains(where: { path.hasPrefix($0 + "/") }),
          let setting = target.configurations.lazy.compactMap({
            $0.iOSValues(of: "INFOPLIST_FILE").first
          }).first
        {
          missingFiles.append(setting)
        }
        isPartial = true
        continue
      }
      let preprocessor = target.configurations.first {
        $0.isEnabled("INFOPLIST_PREPROCESS", target: target.name)
      }.map {
        InfoPlistPreprocessor(
          definitions: $0.value(of: "INFOPLIST_PREPROCESSOR_DEFINITIONS", target: target.name)
            ?? "")
      }
      guard let plist = reader.plist(path, preprocessor: preprocessor) else {
        isPartial = true
        continue
      }
      for (key, value) in plist.dictionary.sorted(by: { $0.key < $1.key }) {
        entries.append(
          InfoEntry(
            key: key, value: value, file: path, line: plist.line(ofKey: key), plist: plist))
      }
    }
    addGenerated(target)
    if !target.inlineInfo.isEmpty {
      let text = reader.files.contents(target.projectFile).map {
        String(decoding: $0, as: UTF8.self)
      }
      for (key, value) in target.inlineInfo.sorted(by: { $0.key < $1.key }) {
        let line =
          text.flatMap { TextLines.line(of: "\(key):", in: $0) }
          ?? text.flatMap { TextLines.line(of: "\"\(key)\"", in: $0) }
        entries.append(
          InfoEntry(
            key: key, value: value, file: target.projectFile, line: line, projectText: text))
      }
    }
    if plistPaths.isEmpty, target.inlineInfo.isEmpty,
      !target.configurations.contains(where: {
        $0.isEnabled("GENERATE_INFOPLIST_FILE", target: target.name)
      })
    {
      isPartial = true
    }
  }

  /// `INFOPLIST_KEY_*` settings of the configurations that generate an Info.plist, one entry per
  /// key and value with the configurations that set it.
  private mutating func addGenerated(_ target: AppTarget) {
    var generated: [InfoEntry] = []
    for configuration in target.configurations
    where configuration.isEnabled("GENERATE_INFOPLIST_FILE", target: target.name) {
      for settingName in configuration.settings.keys.sorted()
      where settingName.hasPrefix("INFOPLIST_KEY_") {
        let base = String(settingName.prefix { $0 != "[" })
        guard
          base == settingName
            || BuildConfiguration.appliesToIOS(
              condition: String(settingName.dropFirst(base.count)))
        else { continue }
        guard let setting = configuration.settings[settingName] else { continue }
        let value = configuration.resolve(setting.value, target: target.name)
        var key = String(base.dropFirst("INFOPLIST_KEY_".count))
        var entryValue: Any = value
        if key.hasSuffix("_Generation") {
          guard value.uppercased() == "YES" else { continue }
          key = String(key.dropLast("_Generation".count))
          entryValue = [String: Any]()
        }
        guard !(entryValue is String) || !value.isEmpty else { continue }
        if let index = generated.firstIndex(where: {
          $0.key == key && "\($0.value)" == "\(entryValue)"
        }) {
          let known = generated[index].configuration ?? ""
          if !known.components(separatedBy: ", ").contains(configuration.name) {
            generated[index].configuration = known + ", " + configuration.name
          }
          continue
        }
        generated.append(
          InfoEntry(
            key: key, value: entryValue, file: setting.file, line: setting.line,
            configuration: configuration.name, setting: base))
      }
    }
    entries += generated
  }

  /// The entries of `key`, including its device variants (`key~ipad`, `key~iphone`).
  func entries(_ key: String) -> [InfoEntry] {
    entries.filter { $0.key == key || $0.key.hasPrefix(key + "~") }
  }

  /// Whether the app follows the system appearance (not pinned to Light or Dark).
  var followsAppearance: Bool {
    !entries("UIUserInterfaceStyle").contains {
      ["Light", "Dark"].contains($0.value as? String ?? "")
    }
  }

  /// The line of a nested key in the entry's file.
  func line(ofNested key: String, in entry: InfoEntry) -> Int? {
    if let plist = entry.plist { return plist.line(ofKey: key) ?? entry.line }
    guard let text = entry.projectText, let start = entry.line else { return entry.line }
    let lines = text.components(separatedBy: "\n")
    for index in start..<lines.count
    where lines[index].contains("\(key):") || lines[index].contains("\"\(key)\"") {
      return index + 1
    }
    return entry.line
  }
}
