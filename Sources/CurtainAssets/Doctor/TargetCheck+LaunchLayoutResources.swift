import CurtainCore
import Foundation

extension TargetCheck {
  /// The target's `CurtainLaunchLayout.json` files that decode, by path, in path order: what
  /// `curtain generate` wrote for the app's splash (a file that does not decode is another
  /// rule's concern).
  var launchLayoutResources: [(path: String, resource: LaunchLayoutResource)] {
    reader.files.allPaths.sorted().compactMap { path in
      guard (path as NSString).lastPathComponent == LaunchLayoutResource.fileName,
        target.members.contains(path), let data = reader.files.contents(path),
        let resource = try? LaunchLayoutResource.decode(data)
      else { return nil }
      return (path, resource)
    }
  }
}
