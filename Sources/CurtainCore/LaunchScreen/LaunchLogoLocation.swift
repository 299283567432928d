/// Where a launch screen's logo is, found once from what the config says
/// (`launchScreen.logo`): its element id, for the layout engine and the renderer, and what
/// still names it at run time, where Interface Builder's ids do not exist.
public struct LaunchLogoLocation: Hashable, Codable, Sendable {
  /// The logo view's element id in the document.
  public var elementID: String
  /// The logo view's place under the root view: at each level, its index among the superview's
  /// subviews as UIKit installs them (the document's `<subviews>` in order; the legacy layout
  /// guides UIKit adds as views are not counted, so the Apple layer skips every subview that
  /// conforms to `UILayoutSupport`).
  public var subviewPath: [Int]
  /// The image name of the logo image view.
  public var imageName: String

  /// Creates a location.
  public init(elementID: String, subviewPath: [Int], imageName: String) {
    self.elementID = elementID
    self.subviewPath = subviewPath
    self.imageName = imageName
  }
}

/// Why `launchScreen.logo` names no single logo in the document.
public struct LaunchLogoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence, without the file and key (the caller says them).
  public var description: String

  /// Creates an error.
  public init(_ description: String) {
    self.description = description
  }
}

extension LaunchScreen {
  /// The logo `logo` names: the view with that element id, else the one image view showing an
  /// image of that name. The logo must be an image view with an image (the reveal cuts its
  /// hole with the logo's picture) that is not an SF Symbol, installed by default, under the
  /// root view.
  ///
  /// - Throws: `LaunchLogoError` when nothing matches, when more than one image view shows the
  ///   image (ambiguous: name the element id instead), or when the match cannot be the logo.
  public func logo(named logo: String) throws(LaunchLogoError) -> LaunchLogoLocation {
    var matches: [(view: LaunchView, path: [Int])] = []
    var byImage: [(view: LaunchView, path: [Int])] = []
    func visit(_ view: LaunchView, path: [Int]) {
      if view.id == logo { matches.append((view, path)) }
      if case .image(let image) = view.content, image.name == logo {
        byImage.append((view, path))
      }
      var index = 0
      for subview in view.subviews where subview.isInstalled {
        visit(subview, path: path + [index])
        index += 1
      }
    }
    visit(root, path: [])
    if matches.isEmpty { matches = byImage }
    guard let match = matches.first else {
      let names = allViews.compactMap { view -> String? in
        guard case .image(let image) = view.content, let name = image.name else { return nil }
        return "\(name) (\(view.id))"
      }
      throw LaunchLogoError(
        "'\(logo)' is neither an element id nor the image of an image view installed in the "
          + "launch screen; its image views: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")))
    }
    guard matches.count == 1 else {
      throw LaunchLogoError(
        "'\(logo)' is ambiguous: \(matches.count) image views show it ("
          + matches.map(\.view.id).joined(separator: ", ") + "); give the element id of one")
    }
    guard !match.path.isEmpty else {
      throw LaunchLogoError("'\(logo)' is the root view; the logo is a view inside it")
    }
    guard case .image(let image) = match.view.content, let name = image.name else {
      throw LaunchLogoError(
        "'\(logo)' is not an image view with an image: the exits reveal, zoom and beat the "
          + "logo's picture")
    }
    guard !image.isSystemSymbol else {
      throw LaunchLogoError(
        "'\(logo)' shows the SF Symbol \(name), which Curtain cannot draw (Apple's glyphs are "
          + "not shipped): use an image from the app's asset catalog")
    }
    return LaunchLogoLocation(elementID: match.view.id, subviewPath: match.path, imageName: name)
  }
}
