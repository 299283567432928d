/// The app's own launch screen in the runtime resource (`CurtainLaunchLayout.json`), written by
/// `curtain generate` for a config naming it (`launchScreen: {storyboard|xib, logo}`): what the
/// Apple layer needs to instantiate that document in the splash window and find its logo, where
/// Interface Builder's element ids no longer exist.
public struct AppLaunchScreenResource: Hashable, Codable, Sendable {
  /// The kind of document.
  public var kind: AppLaunchScreenReference.Kind
  /// Its name in the app bundle (`UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)`): the
  /// file name without its extension, as `UILaunchStoryboardName` names it.
  public var name: String
  /// The logo view the exits animate, as the document installs it by default.
  public var logo: LaunchLogoLocation

  /// Creates the entry.
  public init(kind: AppLaunchScreenReference.Kind, name: String, logo: LaunchLogoLocation) {
    self.kind = kind
    self.name = name
    self.logo = logo
  }

  /// The bundle name of the document at `path` (a config path): its last component without the
  /// extension (`Base.lproj/LaunchScreen.storyboard` is `LaunchScreen`).
  public static func bundleName(ofPath path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}
