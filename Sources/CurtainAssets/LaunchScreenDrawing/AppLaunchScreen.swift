import CurtainCore
import CurtainRender
import Foundation

/// An app's own launch screen (storyboard, xib or `UILaunchScreen`) with the app's asset
/// catalogs, drawn on any device: laid out by `LaunchLayout`, resolved by
/// `LaunchScreenDrawer`, its labels set by `LabelPainter`, as one layer tree
/// (`LaunchScreenDesign.drawn`) that the launch session then shows as the system launch screen
/// and the splash's replica. `preview --launch-screen/--project`, `check --project` and a config
/// naming the app's storyboard all draw it through this type.
public final class AppLaunchScreen {
  /// The launch screen on iPhones.
  public let phone: LaunchScreen
  /// The launch screen on iPads (`UILaunchScreen~ipad` when the Info.plist has one).
  public let pad: LaunchScreen
  /// The app's asset catalogs; nil when none was found.
  public let catalogs: AppAssetCatalogs?
  /// The path given, standardised: the document or the app folder.
  public let file: URL
  /// The logo on iPhones (`launchScreen.logo` found in ``phone``), nil when none was named.
  public let phoneLogo: LaunchLogoLocation?
  /// The logo on iPads, nil when none was named.
  public let padLogo: LaunchLogoLocation?
  /// What a folder's build ships and why, as lines to print (``originLines(phone:pad:)``);
  /// empty when the path names a file.
  public let originLines: [String]
  private var cache: [Key: Drawn] = [:]

  private struct Key: Hashable {
    var device: Device
    var orientation: Orientation
    var appearance: Appearance
    var scale: Double
  }

  /// Reads the launch screen `path` names (a storyboard, xib, Info.plist or app folder) and the
  /// asset catalogs of its app: those under `path` when it is a folder, else under the nearest
  /// of the file's folder and its two parents that holds any (`Base.lproj` sits beside them).
  ///
  /// `logo` (`launchScreen.logo`: an element id or an image name) names the view the exits
  /// animate; its layer in each drawn tree gets the id `LaunchScreenLayout.logoID`.
  ///
  /// - Throws: `LaunchScreenReadError` naming the file when nothing readable is found or when
  ///   `logo` names no single image view in it.
  public init(path: String, logo: String? = nil) throws {
    let phone = try LaunchScreenLocator.located(at: path, pad: false)
    let pad = try LaunchScreenLocator.located(at: path, pad: true)
    self.phone = phone.screen
    self.pad = pad.screen
    originLines = Self.originLines(phone: phone.origin, pad: pad.origin)
    func find(_ screen: LaunchScreen) throws -> LaunchLogoLocation? {
      guard let logo else { return nil }
      do {
        return try screen.logo(named: logo)
      } catch {
        throw LaunchScreenReadError(path: path, reason: "launchScreen.logo: \(error)")
      }
    }
    phoneLogo = try find(phone.screen)
    padLogo = try find(pad.screen)
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    file = url
    var folders = [url]
    if !isFolder.boolValue {
      let parent = url.deletingLastPathComponent()
      folders = [parent, parent.deletingLastPathComponent()]
      folders.append(folders[1].deletingLastPathComponent())
    }
    catalogs =
      folders.lazy.compactMap { folder -> AppAssetCatalogs? in
        let names = AppAssetCatalogs.catalogs(in: folder)
        return names.isEmpty ? nil : AppAssetCatalogs(root: folder, catalogs: names)
      }.first
  }

  /// The lines saying which launch screen a folder's build ships and why
  /// (``LaunchScreenLocator/located(at:pad:)``): `launch screen: ORIGIN` when both devices get
  /// the same one, else one line per device; none for a file.
  public static func originLines(phone: String?, pad: String?) -> [String] {
    guard phone != pad else { return phone.map { ["launch screen: \($0)"] } ?? [] }
    return [("iPhone", phone), ("iPad", pad)].compactMap { device, origin in
      origin.map { "launch screen on \(device): \($0)" }
    }
  }

  /// The logo image name of ``design(name:)``: no file, never read.
  public static let noLogo = "curtain:app-launch-screen-has-no-logo"

  /// The launch screen drawn on one screen.
  public struct Drawn {
    /// The layer tree filling the screen (for `LaunchScreenDesign.drawn`).
    public var layer: Layer
    /// The images its layers name (the catalogs' picks and the labels' text), by name.
    public var images: [String: RGBAImage]
    /// The root view's background colour (clear when it has none).
    public var background: RGBAColor
    /// The logo, when one was named and is drawn on this screen: its frame on the screen and
    /// its image (for `LaunchScreenDesign.drawnLogo`); `layer` holds it with the id
    /// `LaunchScreenLayout.logoID`.
    public var logo: PlacedImage?
    /// What is approximated or left out, and each constraint broken on this screen.
    public var notes: [String]
    /// The required constraints that could not hold on this screen.
    public var broken: [LaunchLayoutResult.BrokenConstraint]
  }

  /// The launch screen laid out on `device` in `orientation`, resolved for `appearance`, drawn
  /// at `scale` pixels per point (the device's own by default). Each case is drawn once.
  public func draw(
    on device: Device, orientation: Orientation, appearance: Appearance, scale: Double? = nil
  ) -> Drawn {
    let key = Key(
      device: device, orientation: orientation, appearance: appearance,
      scale: scale ?? device.scale)
    if let known = cache[key] { return known }
    let model = device.isPad ? pad : phone
    // Laid out at the device's own scale (frames rounded to its pixels, as UIKit does), drawn
    // at `scale`.
    let result = LaunchLayout.layout(
      model, in: LaunchLayoutEnvironment(device: device, orientation: orientation),
      metrics: EmbeddedTextMetrics())
    var frames: [String: Rect] = [:]
    for view in result.views { frames[view.id] = view.frame }
    var screen = device.screen(orientation)
    screen.scale = key.scale
    let drawing = LaunchScreenDrawer(launchScreen: model, catalogs: catalogs).draw(
      frames: frames, on: screen, appearance: appearance, idiom: device.isPad ? .pad : .phone)
    var painted = LaunchScreenPainter.layer(
      drawing.root, id: SplashStages.systemLaunchScreenRootID, bounds: screen.bounds,
      scale: key.scale)
    var logo: PlacedImage?
    if let location = device.isPad ? padLogo : phoneLogo,
      let view = drawing.root.allViews.first(where: { $0.id == location.elementID }),
      case .image(let image, let mode) = view.content, let frame = frames[view.id],
      painted.layer.updateLayer(withID: view.id, { $0.id = LaunchScreenLayout.logoID })
    {
      logo = PlacedImage(frame: frame, image: image, contentMode: mode)
    }
    let broken = result.broken.map {
      "on \(device.name) in \(orientation.rawValue) the constraint \($0) cannot hold: broken "
        + "as UIKit breaks it"
    }
    let drawn = Drawn(
      layer: painted.layer, images: drawing.images.merging(painted.labelImages) { own, _ in own },
      background: drawing.root.backgroundColor ?? .clear, logo: logo,
      notes: drawing.notes + broken, broken: result.broken)
    cache[key] = drawn
    return drawn
  }

  /// The design `preview` and `check` give an app's own launch screen without a config: the
  /// launch screen as the system's picture and the splash's replica, leaving with a fade when
  /// the app is ready, drawn per case through `drawn`. A design needs a logo; this one names
  /// ``noLogo``, never drawn (the tree replaces it) and never revealed (the exit is a fade).
  public func design(name: String) -> LaunchDesign {
    LaunchDesign(
      name: name, background: AppearanceColor(light: .clear),
      logo: LogoDesign(image: AppearanceImage(light: Self.noLogo), size: Size(width: 1, height: 1)),
      exit: ExitDesign(animation: .fade))
  }
}
