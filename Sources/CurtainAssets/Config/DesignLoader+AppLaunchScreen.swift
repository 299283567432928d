import CurtainCore
import Foundation

extension DesignLoader {
  /// Problems with the app's own launch screen a config names (`launchScreen.storyboard` or
  /// `.xib`): a document of the other kind or unreadable, and a `logo` that names no single
  /// image view in it (missing, ambiguous, not an image view), on iPhone or iPad.
  static func appLaunchScreenIssues(_ app: AppLaunchScreenReference, at url: URL)
    -> [DesignIssue]
  {
    let pathKey = DesignKeyPath(dotted: app.pathKey)
    guard url.pathExtension.lowercased() == app.kind.rawValue else {
      return [
        DesignIssue(
          at: pathKey,
          "'\(app.path)' is not a .\(app.kind.rawValue) (the key says which document it is)")
      ]
    }
    var issues: [DesignIssue] = []
    for pad in [false, true] {
      do {
        let screen = try LaunchScreenLocator.screen(at: url.path, pad: pad)
        _ = try screen.logo(named: app.logo)
      } catch let error as LaunchLogoError {
        issues.append(
          DesignIssue(at: DesignKeyPath(dotted: "launchScreen.logo"), "\(error) (\(app.path))"))
      } catch {
        issues.append(DesignIssue(at: pathKey, "\(error)"))
      }
    }
    // A storyboard or xib is the same document on both idioms: one problem said once.
    return issues.reduce(into: []) { kept, issue in
      if !kept.contains(issue) { kept.append(issue) }
    }
  }
}
