#if canImport(UIKit) && DEBUG
  import CurtainCore
  import Foundation

  extension LaunchScreenCache {
    /// Removes this app's cached launch screens (`Library/SplashBoard`), so iOS draws the
    /// changed launch storyboard at the next launch instead of the old images. Debug builds only:
    /// the folder is not an API. Call it early in `didFinishLaunching`, then relaunch the app
    /// twice (iOS re-renders the cache when the app next leaves the foreground).
    ///
    /// - Returns: whether there was a cache to remove.
    /// - Throws: the file system's error.
    @discardableResult
    public static func clearForThisApp(fileManager: FileManager = .default) throws -> Bool {
      guard let library = fileManager.urls(for: .libraryDirectory, in: .userDomainMask).first
      else { return false }
      return try clear(libraryDirectory: library, fileManager: fileManager)
    }
  }
#endif
