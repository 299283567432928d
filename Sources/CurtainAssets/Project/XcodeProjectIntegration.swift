import Foundation

/// What `generate --project` changes in an Xcode project, worked out in memory from its
/// project.pbxproj before anything is written.
///
/// - The generated items (`CurtainLaunch/CurtainLaunchScreen.storyboard`,
///   `CurtainLaunch.xcassets`, `CurtainLaunchLayout.json`) join the app target's resources: in a
///   `CurtainLaunch` group under the group of the app's folder, each with a file reference and a
///   build file in the target's Copy Bundle Resources phase. When the folder lies in one of the
///   target's folder-synchronised groups (Xcode 16's `PBXFileSystemSynchronizedRootGroup`) the
///   project needs no edit for them. Items a previous run added and this one does not write
///   (the storyboard, when the form changed to `infoPlist`) are taken out again.
/// - The launch key goes where each build configuration keeps its Info.plist: the file that
///   `INFOPLIST_FILE` names (merged by ``InfoPlistMerger``), or, when the target generates its
///   Info.plist (`GENERATE_INFOPLIST_FILE = YES`, no file), the build setting
///   `INFOPLIST_KEY_UILaunchStoryboardName` in every configuration. Every other
///   `INFOPLIST_KEY_UILaunch*` setting (such as `INFOPLIST_KEY_UILaunchScreen_Generation`,
///   conditional variants included) is removed from the target's and the project's
///   configurations, so the built Info.plist holds one launch declaration.
public struct XcodeProjectIntegration: Sendable {
  /// The project.pbxproj's new bytes; nil when it needs no change.
  public var pbxproj: Data?
  /// The Info.plist files to merge the launch keys into.
  public var infoPlists: [URL]
  /// The app target's name.
  public var targetName: String
  /// Whether the target's folder-synchronised group already holds the generated folder.
  public var synchronized: Bool
  /// What was changed or should be known, one sentence each.
  public var notes: [String]

  /// What to say about the app's own launch screen, `name` (a `UILaunchStoryboardName` value,
  /// which names a storyboard or a xib), once Curtain's replaces it.
  public static func previousStoryboardNote(_ name: String) -> String {
    "\(name) (its storyboard or xib) is no longer the launch screen; it stays in the target "
      + "(remove it when nothing else uses it)"
  }

  /// The build setting that declares a storyboard launch screen in a generated Info.plist.
  public static let storyboardSetting = "INFOPLIST_KEY_UILaunchStoryboardName"

  /// Works out the changes.
  ///
  /// - Parameters:
  ///   - pbxprojURL: the project file (`X.xcodeproj/project.pbxproj`).
  ///   - data: its bytes.
  ///   - appFolder: the app's source folder, which holds the `CurtainLaunch` folder.
  ///   - items: the names at the top of the `CurtainLaunch` folder.
  ///   - entries: the launch keys.
  ///   - targetName: the app target to use (needed when the project has several).
  ///   - infoPlist: the Info.plist to use in place of the build settings' answer.
  ///   - setsLaunchKey: whether to set the launch key in the build settings (false: only the
  ///     items are added; `infoPlists` still names the files that hold the key).
  /// - Throws: ``LaunchAssetError`` naming the project and what could not be decided.
  public static func plan(
    pbxprojURL: URL, data: Data, appFolder: URL, items: [String],
    entries: LaunchInfoPlistEntries, targetName: String?, infoPlist: URL?,
    setsLaunchKey: Bool = true
  ) throws -> XcodeProjectIntegration {
    let document = try PBXProjDocument(data: data, path: pbxprojURL.path)
    var planner = XcodeProjectPlanner(
      document: document, path: pbxprojURL.path,
      sourceRoot: pbxprojURL.deletingLastPathComponent().deletingLastPathComponent()
        .standardizedFileURL,
      appFolder: appFolder.standardizedFileURL)
    let target = try planner.appTarget(named: targetName)
    let synchronized = planner.addItems(items, to: target)
    if !setsLaunchKey {
      // The plists the key would go to, worked out on a copy whose edits are dropped.
      var probe = planner
      let plists = try probe.setLaunchKey(entries, for: target, infoPlist: infoPlist)
      let edited = planner.editor.hasEdits ? try planner.editor.result(path: pbxprojURL.path) : nil
      return XcodeProjectIntegration(
        pbxproj: edited == data ? nil : edited, infoPlists: plists, targetName: target.name,
        synchronized: synchronized, notes: planner.notes)
    }
    let plists = try planner.setLaunchKey(entries, for: target, infoPlist: infoPlist)
    let edited = planner.editor.hasEdits ? try planner.editor.result(path: pbxprojURL.path) : nil
    return XcodeProjectIntegration(
      pbxproj: edited == data ? nil : edited, infoPlists: plists, targetName: target.name,
      synchronized: synchronized,
      notes: planner.notes)
  }
}
