/// The app's own launch screen as the app bundle holds it (`CurtainLaunchLayout.json`'s
/// `appLaunchScreen`): what the Apple layer instantiates in the splash window, and which of its
/// views is the logo on each idiom.
///
/// The config names the document by its path (`launchScreen.storyboard`,
/// `launchScreen.xib`); Xcode compiles it into the bundle under its file name without the
/// extension (`LaunchScreen.storyboard` becomes `LaunchScreen.storyboardc`, loaded as
/// `UIStoryboard(name: "LaunchScreen", bundle:)`; a xib becomes a nib loaded as
/// `UINib(nibName:bundle:)`). Element ids do not survive that compilation, so the logo is
/// named by its subview path (``LaunchLogoLocation/subviewPath``).
public struct BundledLaunchScreen: Hashable, Codable, Sendable {
  /// A storyboard (its initial view controller's view) or a xib (its first top-level view).
  public var kind: AppLaunchScreenReference.Kind
  /// The name the document is loaded by at run time: its file name without the extension.
  public var name: String
  /// The logo on iPhones; `nil` when the iPhone layout does not install it.
  public var phoneLogo: LaunchLogoLocation?
  /// The logo on iPads; `nil` when the iPad layout does not install it.
  public var padLogo: LaunchLogoLocation?

  /// Creates a bundled launch screen.
  public init(
    kind: AppLaunchScreenReference.Kind, name: String, phoneLogo: LaunchLogoLocation?,
    padLogo: LaunchLogoLocation?
  ) {
    self.kind = kind
    self.name = name
    self.phoneLogo = phoneLogo
    self.padLogo = padLogo
  }

  /// The bundled form of the document `reference` names, with the logo found in its iPhone
  /// and iPad layouts: named by the file name of `reference.path` without its extension, as
  /// Xcode compiles it.
  public init(
    _ reference: AppLaunchScreenReference, phoneLogo: LaunchLogoLocation?,
    padLogo: LaunchLogoLocation?
  ) {
    let file = reference.path.split(separator: "/").last.map(String.init) ?? reference.path
    let name = file.split(separator: ".", omittingEmptySubsequences: false).dropLast()
    self.init(
      kind: reference.kind, name: name.isEmpty ? file : name.joined(separator: "."),
      phoneLogo: phoneLogo, padLogo: padLogo)
  }

  /// The logo on a device of that idiom.
  public func logo(onPad: Bool) -> LaunchLogoLocation? {
    onPad ? padLogo : phoneLogo
  }

  /// Why the splash cannot show it: the app bundle holds no compiled document of that name
  /// (the device then shows no splash, as for an invalid design, and says why).
  public var notInBundle: BundledLaunchScreenError {
    let file = kind == .storyboard ? "\(name).storyboardc" : "\(name).nib"
    return BundledLaunchScreenError(
      "the app's launch screen \(file) is not in the app bundle, or has no "
        + (kind == .storyboard ? "initial view controller" : "top-level view")
        + "; add the \(kind.rawValue) named by curtain.yml's launchScreen to the app target")
  }
}
