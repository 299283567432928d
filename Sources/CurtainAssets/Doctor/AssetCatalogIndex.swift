import Foundation

/// What the project's asset catalogs hold: image, colour and launch-image sets by name.
struct AssetCatalogIndex {
  struct AssetSet {
    /// Path of the set's folder, relative to the project root.
    var path: String
    /// The `Contents.json` entries (`images` or `colors`), empty when unreadable.
    var entries: [[String: Any]]
    /// The set's `properties` (`template-rendering-intent`, ...).
    var properties: [String: Any] = [:]
  }

  var imageSets: [String: AssetSet] = [:]
  var colorSets: [String: AssetSet] = [:]
  var launchImageSets: [AssetSet] = []
  var unreadable: [(path: String, reason: String)] = []

  /// An index of no catalog.
  init() {}

  /// Reads `catalogs` (paths relative to `root`).
  init(catalogs: [String], root: URL, fileManager: FileManager) {
    var visited: Set<String> = []
    for catalog in catalogs {
      scan(folder: catalog, root: root, fileManager: fileManager, visited: &visited)
    }
  }

  /// Reads the sets of a folder and its group folders; a folder reached again through a
  /// symbolic link is not read twice (link loops end).
  private mutating func scan(
    namespace: String = "",
    folder: String, root: URL, fileManager: FileManager, visited: inout Set<String>
  ) {
    let url = root.appendingPathComponent(folder)
    guard visited.insert(url.resolvingSymlinksInPath().standardizedFileURL.path).inserted else {
      return
    }
    let children = ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    for child in children {
      let path = folder + "/" + child
      let name = (child as NSString).deletingPathExtension
      switch (child as NSString).pathExtension {
      case "imageset":
        let set = imageSets[namespace + name] ?? read(path, key: "images", root: root)
        imageSets[namespace + name] = set
        imageSets[name] = imageSets[name] ?? set
      case "colorset":
        let set = colorSets[namespace + name] ?? read(path, key: "colors", root: root)
        colorSets[namespace + name] = set
        colorSets[name] = colorSets[name] ?? set
      case "launchimage":
        launchImageSets.append(read(path, key: "images", root: root))
      case "":
        // A group folder: with `provides-namespace` its sets are named `Folder/name` (what
        // the launch screen must write); they are also found under their own name.
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          let contents = fileManager.contents(
            atPath: root.appendingPathComponent(path + "/Contents.json").path)
          let properties =
            (contents.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any])?[
              "properties"] as? [String: Any]
          let inner =
            properties?["provides-namespace"] as? Bool == true ? namespace + child + "/" : namespace
          scan(
            namespace: inner, folder: path, root: root, fileManager: fileManager,
            visited: &visited)
        }
      default:
        break
      }
    }
  }

  private mutating func read(_ path: String, key: String, root: URL) -> AssetSet {
    let contents = path + "/Contents.json"
    guard
      let data = FileManager.default.contents(atPath: root.appendingPathComponent(contents).path)
    else {
      unreadable.append((contents, "missing Contents.json"))
      return AssetSet(path: path, entries: [])
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      unreadable.append((contents, "not valid JSON"))
      return AssetSet(path: path, entries: [])
    }
    return AssetSet(
      path: path, entries: object[key] as? [[String: Any]] ?? [],
      properties: object["properties"] as? [String: Any] ?? [:])
  }

  /// Adds another catalog's sets (the first catalog's set wins a name, as in `init`).
  mutating func merge(_ other: AssetCatalogIndex) {
    imageSets.merge(other.imageSets) { first, _ in first }
    colorSets.merge(other.colorSets) { first, _ in first }
    launchImageSets += other.launchImageSets
  }
}

extension AssetCatalogIndex.AssetSet {
  /// Whether an entry is for the dark appearance.
  static func isDark(_ entry: [String: Any]) -> Bool {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.contains {
      $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
    }
  }

  /// Whether the set renders as a template (tinted), per its `template-rendering-intent`.
  var isTemplate: Bool { properties["template-rendering-intent"] as? String == "template" }

  /// Whether some entry serves dark mode.
  var hasDarkVariant: Bool { entries.contains(where: Self.isDark) }

  /// The scales ("1x", "2x", "3x") that have a file; nil when the set is single-scale (entries
  /// with files but no scale: a vector or a universal image Xcode scales).
  var scalesWithFiles: Set<String>? {
    let withFiles = entries.filter { $0["filename"] != nil }
    if withFiles.contains(where: { $0["scale"] == nil }) { return nil }
    return Set(withFiles.compactMap { $0["scale"] as? String })
  }
}

extension AssetCatalogIndex {
  /// The iPhone portrait screens a LaunchImage set needs an image for (`subtype` in its
  /// Contents.json), each with the screen it serves.
  static let iPhoneLaunchSubtypes: [(subtype: String, screen: String)] = [
    ("retina4", "4-inch (640x1136)"), ("667h", "4.7-inch (750x1334)"),
    ("736h", "5.5-inch (1242x2208)"), ("2436h", "5.8-inch (1125x2436)"),
    ("1792h", "6.1-inch (828x1792)"), ("2688h", "6.5-inch (1242x2688)"),
  ]
}
