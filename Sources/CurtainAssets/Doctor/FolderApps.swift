import Foundation

/// The apps of a folder that has no project (no `.xcodeproj`, XcodeGen spec or Tuist manifest):
/// one per app's Info.plist, made of the folder holding it minus the folders of the other apps
/// inside it. An app's Info.plist says `CFBundlePackageType = APPL` (or the build setting that
/// Xcode puts there) or carries a launch, scene or main-storyboard key; a folder named
/// `Supporting Files`, `Support`, `Resources` or `Config` stands for its parent.
enum FolderApps {
  /// The keys only an app's Info.plist has.
  static let appKeys = [
    "UILaunchStoryboardName", "UILaunchScreen", "UILaunchScreens", "UIApplicationSceneManifest",
    "UIMainStoryboardFile", "LSRequiresIPhoneOS", "UILaunchImages",
  ]

  static let supportFolders: Set<String> = [
    "supporting files", "support", "resources", "config", "configuration",
  ]

  static func targets(in reader: inout DoctorReader) -> [AppTarget] {
    var apps: [(folder: String, plist: String)] = []
    for path in reader.files.plists
    where (path as NSString).lastPathComponent.hasSuffix("Info.plist")
      && !ProjectFiles.isTestPath(path)
    {
      guard let plist = reader.plist(path), isApp(plist.dictionary) else { continue }
      var folder = (path as NSString).deletingLastPathComponent
      let manifests = reader.files.tuistManifests.map { ($0 as NSString).deletingLastPathComponent }
      if let manifest = manifests.filter({ folder == $0 || isInside(folder, $0) })
        .max(by: { $0.count < $1.count })
      {
        folder = manifest
      } else if supportFolders.contains((folder as NSString).lastPathComponent.lowercased()) {
        folder = (folder as NSString).deletingLastPathComponent
      }
      // One app per folder: the first Info.plist found there (sorted paths) is its own.
      if !apps.contains(where: { $0.folder == folder }) { apps.append((folder, path)) }
    }
    return apps.map { app in
      let nested = apps.filter { $0.folder != app.folder && isInside($0.folder, app.folder) }
      var target = AppTarget(
        name: app.folder.isEmpty
          ? reader.files.root.lastPathComponent : (app.folder as NSString).lastPathComponent,
        projectFile: app.plist, line: nil, sourceRoot: app.folder)
      target.isFolderApp = true
      var configuration = BuildConfiguration(name: "Debug")
      configuration.settings["INFOPLIST_FILE"] = BuildSetting(
        value: XcodeGenSpecReader.relative(app.plist, to: app.folder), file: app.plist, line: nil)
      target.configurations = [configuration]
      let exceptions = nested.map {
        app.folder.isEmpty ? $0.folder : String($0.folder.dropFirst(app.folder.count + 1))
      }
      target.members.folders = [(app.folder, Set(exceptions))]
      target.members.excludesTests = true
      return target
    }
  }

  static func isApp(_ plist: [String: Any]) -> Bool {
    let type = plist["CFBundlePackageType"] as? String ?? ""
    return type == "APPL" || type.contains("PRODUCT_BUNDLE_PACKAGE_TYPE")
      || appKeys.contains { key in plist.keys.contains { $0 == key || $0.hasPrefix(key + "~") } }
  }

  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty || path.hasPrefix(folder + "/")
  }
}
