import CurtainCore
import CurtainRender
import Foundation

/// Everything `curtain generate` writes, in memory, before anything touches the disk.
public struct GeneratedLaunchAssets: Sendable {
  /// The files, sorted by path.
  public var files: [GeneratedFile]
  /// The runtime layout (also among `files` as `CurtainLaunchLayout.json`).
  public var resource: LaunchLayoutResource
  /// The Info.plist keys to merge or paste.
  public var infoPlist: LaunchInfoPlistEntries
  /// Things the person should know (e.g. what the `infoPlist` form cannot show).
  public var warnings: [String]
}

/// Why generation failed; the message names the file or key.
public struct LaunchAssetError: Error, CustomStringConvertible, Sendable {
  /// A sentence a person can act on.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// Generates the launch storyboard, the asset catalog, the Info.plist keys and the runtime layout
/// from a `LaunchDesign`.
///
/// Pure apart from its parameters: the source files come through `readFile`, images through the
/// codec; the output is a sorted list of files, identical for identical inputs.
public struct LaunchAssetGenerator: Sendable {
  /// Folder name of the generated asset catalog.
  public static let catalogName = "CurtainLaunch.xcassets"
  /// The scales an image set holds.
  public static let scales = [1, 2, 3]
  /// The file holding the Info.plist keys (left out when they are merged into a project).
  public static let infoPlistKeysFileName = "LaunchInfoPlistKeys.plist"

  /// The image codec.
  public var codec: any LaunchImageCodec

  /// Creates a generator using `codec` for image files.
  public init(codec: any LaunchImageCodec) {
    self.codec = codec
  }

  /// Generates the assets for `design`.
  ///
  /// - Parameters:
  ///   - design: the launch design.
  ///   - readFile: reads a file named in the design (path relative to the config).
  ///   - posterOverride: image bytes for the full-screen poster in both appearances, in place of
  ///     `launchScreen.poster` (the first frame of the splash video for `--video-poster`), with
  ///     a name for messages.
  /// - Throws: ``LaunchAssetError`` naming the file that cannot be read or decoded.
  public func generate(
    design: LaunchDesign, readFile: (String) throws -> Data,
    posterOverride: (name: String, data: Data)? = nil
  ) throws -> GeneratedLaunchAssets {
    func read(_ path: String) throws -> Data {
      do { return try readFile(path) } catch {
        throw LaunchAssetError("cannot read '\(path)': \(error.localizedDescription)")
      }
    }
    var warnings: [String] = []
    let logo = try imageSet(
      prefix: "CurtainLogo", light: (design.logo.image.light, read(design.logo.image.light)),
      dark: try design.logo.image.dark.map { ($0, try read($0)) }, size: design.logo.size,
      contentMode: design.logo.contentMode)
    let posterSources: ((String, Data), (String, Data)?)? =
      if let posterOverride {
        (posterOverride, nil)
      } else if let poster = design.launchScreen.poster {
        ((poster.light, try read(poster.light)), try poster.dark.map { ($0, try read($0)) })
      } else {
        nil
      }
    // The poster's natural size is its pixel size at 3x, so the 3x file is the source's own
    // pixels; the view fills the screen with aspect fill on every device.
    let poster = try posterSources.map {
      try imageSet(
        prefix: "CurtainPoster", light: $0.0, dark: $0.1, size: nil, contentMode: .scaleAspectFill)
    }
    let branding = try design.branding.map { branding in
      try imageSet(
        prefix: "CurtainBranding", light: (branding.image.light, read(branding.image.light)),
        dark: try branding.image.dark.map { ($0, try read($0)) }, size: branding.size,
        contentMode: .scaleAspectFit)
    }
    // The colour set stores 8-bit components: the runtime layout and the storyboard carry the
    // same quantised colour, so the replica draws what iOS draws from the colour set.
    let background = AppearanceColor(
      light: Self.colorSetValue(design.background.light),
      dark: Self.colorSetValue(design.background.dark))
    let colorName = LaunchAssetNames.colorName(prefix: "CurtainBackground", color: background)

    var brandingResource: LaunchLayoutResource.Branding?
    if let branding, let brandingDesign = design.branding {
      brandingResource = .init(
        imageName: branding.name, size: brandingDesign.size,
        bottomMargin: brandingDesign.bottomMargin)
    }
    let resource = LaunchLayoutResource(
      background: .init(colorName: colorName, color: background),
      logo: .init(
        imageName: logo.name, size: design.logo.size, offset: design.logo.offset,
        contentMode: design.logo.contentMode),
      branding: brandingResource, poster: poster.map { .init(imageName: $0.name) })

    var files = [
      GeneratedFile(
        path: "\(Self.catalogName)/Contents.json", text: AssetCatalogContents.catalog.text),
      GeneratedFile(
        path: "\(Self.catalogName)/\(colorName).colorset/Contents.json",
        text: AssetCatalogContents.colorSet(background).text),
      GeneratedFile(path: LaunchLayoutResource.fileName, contents: try layoutJSON(resource)),
    ]
    files += logo.files
    files += branding?.files ?? []
    files += poster?.files ?? []

    let entries = LaunchInfoPlistEntries(
      form: design.launchScreen.form, storyboardName: LaunchStoryboard.name,
      colorName: colorName, imageName: logo.name)
    switch design.launchScreen.form {
    case .storyboard:
      files.append(
        GeneratedFile(
          path: "\(LaunchStoryboard.name).storyboard",
          text: LaunchStoryboard.xml(
            for: resource, logoImageSize: logo.pointSize, brandingImageSize: branding?.pointSize,
            posterImageSize: poster?.pointSize)))
    case .infoPlist:
      if design.branding != nil {
        warnings.append(
          "launchScreen.form is infoPlist: UILaunchScreen shows one image, so the branding is "
            + "not on the system launch screen; use form 'storyboard' to keep it")
      }
      if poster != nil {
        warnings.append(
          "launchScreen.form is infoPlist: UILaunchScreen shows one image at its own size, so "
            + "the full-screen poster is not on the system launch screen (the logo is); use form "
            + "'storyboard' to show it")
      }
      if design.logo.offset != .zero {
        warnings.append(
          "launchScreen.form is infoPlist: UILaunchScreen centres its image, so logo.offset is "
            + "ignored there; use form 'storyboard' to keep it")
      }
    }
    files.append(GeneratedFile(path: Self.infoPlistKeysFileName, text: entries.plistDocument))
    files.sort { $0.path < $1.path }
    return GeneratedLaunchAssets(
      files: files, resource: resource, infoPlist: entries, warnings: warnings)
  }

  private struct ImageSetOutput {
    var name: String
    var pointSize: Size
    var files: [GeneratedFile]
  }

  /// The image set for `light` and `dark` shown in a view of `size` points (nil: the light
  /// image's pixel size at 3x).
  private func imageSet(
    prefix: String, light: (String, Data), dark: (String, Data)?, size: Size?,
    contentMode: ContentMode
  ) throws -> ImageSetOutput {
    let lightImage = try decode(light)
    let darkImage = try dark.map(decode)
    let size =
      size ?? Size(width: Double(lightImage.width) / 3, height: Double(lightImage.height) / 3)
    let name = LaunchAssetNames.imageName(
      prefix: prefix, light: light.1, dark: dark?.1, size: size, contentMode: contentMode)
    let pointSize = Self.naturalSize(
      pixelWidth: lightImage.width, pixelHeight: lightImage.height, box: size,
      contentMode: contentMode)
    var entries: [ImageSetEntry] = []
    var files: [GeneratedFile] = []
    let variants = [(Appearance.light, lightImage)] + (darkImage.map { [(.dark, $0)] } ?? [])
    for scale in Self.scales {
      for (appearance, image) in variants {
        let filename =
          name + (appearance == .dark ? "-dark" : "") + (scale == 1 ? "" : "@\(scale)x") + ".png"
        let resized = Lanczos3Resampler.resize(
          image, width: max(1, Int((pointSize.width * Double(scale)).rounded())),
          height: max(1, Int((pointSize.height * Double(scale)).rounded())))
        let png: Data
        do { png = try codec.encode(png: resized) } catch {
          throw LaunchAssetError("cannot encode '\(filename)': \(error)")
        }
        entries.append(ImageSetEntry(scale: scale, appearance: appearance, filename: filename))
        files.append(
          GeneratedFile(path: "\(Self.catalogName)/\(name).imageset/\(filename)", contents: png))
      }
    }
    files.append(
      GeneratedFile(
        path: "\(Self.catalogName)/\(name).imageset/Contents.json",
        text: AssetCatalogContents.imageSet(entries).text))
    return ImageSetOutput(name: name, pointSize: pointSize, files: files)
  }

  private func decode(_ file: (String, Data)) throws -> RGBAImage {
    let image: RGBAImage
    do { image = try codec.decode(file.1, name: file.0) } catch {
      throw LaunchAssetError("cannot decode '\(file.0)': \(error)")
    }
    guard image.width > 0, image.height > 0 else {
      throw LaunchAssetError("'\(file.0)' is an empty image")
    }
    return image
  }

  /// The image's natural size in points for a view of size `box`: the source's aspect ratio
  /// fitted inside the box (`scaleAspectFit` and the positional modes), covering it
  /// (`scaleAspectFill`), or the box itself (`scaleToFill`). The view then shows the image as
  /// the content mode says on every device, and the 1x/2x/3x files hold exactly the pixels shown.
  public static func naturalSize(
    pixelWidth: Int, pixelHeight: Int, box: Size, contentMode: ContentMode
  ) -> Size {
    let width = Double(pixelWidth)
    let height = Double(pixelHeight)
    switch contentMode {
    case .scaleToFill:
      return box
    case .scaleAspectFill:
      let factor = max(box.width / width, box.height / height)
      return Size(width: width * factor, height: height * factor)
    default:
      let factor = min(box.width / width, box.height / height)
      return Size(width: width * factor, height: height * factor)
    }
  }

  /// `color` as a colour set holds it: each component rounded to 8 bits.
  static func colorSetValue(_ color: RGBAColor) -> RGBAColor {
    let (red, green, blue, alpha) = color.bytes
    return RGBAColor(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      alpha: Double(alpha) / 255)
  }

  private func layoutJSON(_ resource: LaunchLayoutResource) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(resource)
    data.append(contentsOf: Array("\n".utf8))
    return data
  }
}
