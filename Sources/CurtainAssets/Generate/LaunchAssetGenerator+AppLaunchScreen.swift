import CurtainCore
import Foundation

extension LaunchAssetGenerator {
  /// The assets of a design whose launch screen is the app's own (`launchScreen: {storyboard|
  /// xib, logo}`): no storyboard, colour or logo set (the app's document is the launch screen
  /// and draws them), only what the splash needs: the runtime resource naming the document and
  /// its logo view, the splash video's poster set, and the launch key that names the document
  /// (for `--output`; `--project` leaves the app's launch keys as they are).
  ///
  /// - Throws: ``LaunchAssetError`` naming the document when it cannot be read or `logo` names
  ///   no single image view in it.
  func generate(
    keeping app: AppLaunchScreenReference, design: LaunchDesign, read: (String) throws -> Data
  ) throws -> GeneratedLaunchAssets {
    let data = try read(app.path)
    let screen: LaunchScreen
    do { screen = try LaunchScreenReader.read(path: app.path, data: data) } catch {
      throw LaunchAssetError("\(app.pathKey): \(error)")
    }
    let logo: LaunchLogoLocation
    do { logo = try screen.logo(named: app.logo) } catch {
      throw LaunchAssetError("launchScreen.logo: \(error) (\(app.path))")
    }
    // A storyboard or xib has one layout for both idioms: the logo is the same view on each.
    let bundled = BundledLaunchScreen(app, phoneLogo: logo, padLogo: logo)
    let name = bundled.name
    let video = try bundledVideo(design, read: read)
    var bundledDesign = design
    bundledDesign.video = video?.video
    let resource = LaunchLayoutResource(appLaunchScreen: bundled, design: bundledDesign)
    let entries = LaunchInfoPlistEntries(
      form: .storyboard, storyboardName: name, colorName: "", imageName: "")
    var files = [
      GeneratedFile(path: LaunchLayoutResource.fileName, contents: try layoutJSON(resource)),
      GeneratedFile(path: Self.infoPlistKeysFileName, text: entries.plistDocument),
    ]
    if let posterSets = video?.posterSets, !posterSets.isEmpty {
      files.append(
        GeneratedFile(
          path: "\(Self.catalogName)/Contents.json", text: AssetCatalogContents.catalog.text))
      files += posterSets.flatMap(\.files)
    }
    files.sort { $0.path < $1.path }
    return GeneratedLaunchAssets(
      files: files, resource: resource, infoPlist: entries, warnings: [], keepsLaunchScreen: true)
  }
}
