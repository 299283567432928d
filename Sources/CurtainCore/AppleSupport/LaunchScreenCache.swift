import Foundation

/// iOS's cache of rendered launch screens, for the "I changed my launch screen and still see the
/// old one" problem.
///
/// iOS renders the launch storyboard once and keeps the images in the app container's
/// `Library/SplashBoard` folder; a changed storyboard keeps showing the old images until the app
/// is deleted. Removing the folder makes iOS render it again at the next launch. Apps do this in
/// debug builds only: the folder is not a documented API (release builds rely on content-hashed
/// image names instead, see `curtain generate`).
public enum LaunchScreenCache {
  /// The cache folder, relative to the app's `Library` directory.
  public static let relativePath = "SplashBoard"

  /// The cache folder inside `libraryDirectory`.
  public static func directory(in libraryDirectory: URL) -> URL {
    libraryDirectory.appendingPathComponent(relativePath, isDirectory: true)
  }

  /// Removes the cache folder inside `libraryDirectory`.
  ///
  /// - Returns: whether there was a folder to remove.
  /// - Throws: the file manager's error when the folder exists but cannot be removed.
  @discardableResult
  public static func clear(
    libraryDirectory: URL, fileManager: FileManager = .default
  ) throws -> Bool {
    let folder = directory(in: libraryDirectory)
    guard fileManager.fileExists(atPath: folder.path) else { return false }
    try fileManager.removeItem(at: folder)
    return true
  }
}
