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
  /// Whether the launch screen is the app's own (`launchScreen.storyboard|xib`): nothing is
  /// generated for it, and `--project` leaves the app's launch keys as they are.
  public var keepsLaunchScreen = false
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
  /// The scales of an image set's `ipad` entries: no iPad has a 3x screen.
  public static let padScales = [1, 2]
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
    if let issue = design.validationIssues().first { throw LaunchAssetError("design: \(issue)") }
    if let app = design.launchScreen.app {
      return try generate(keeping: app, design: design, read: read)
    }
    var warnings: [String] = []
    let padLogo = design.logo.variesOnPad ? design.logo.padImage ?? design.logo.image : nil
    let logo = try imageSet(
      prefix: "CurtainLogo", light: (design.logo.image.light, read(design.logo.image.light)),
      dark: try design.logo.image.dark.map { ($0, try read($0)) }, size: design.logo.size,
      contentMode: design.logo.contentMode,
      pad: try padLogo.map { image in
        PadVariant(
          light: (image.light, try read(image.light)),
          dark: try image.dark.map { ($0, try read($0)) },
          size: design.logo.padSize ?? design.logo.size)
      })
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
    let backgroundImage = try design.backgroundImage.map { try backgroundImageSet($0, read: read) }
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

    do {
      warnings += LogoRevealAdvice.warnings(
        for: try logo.lightImage.alphaMask(), image: design.logo.image.light, design: design)
    } catch {
      throw LaunchAssetError("cannot read the alpha of '\(design.logo.image.light)': \(error)")
    }
    let video = try bundledVideo(design, read: read)
    var brandingResource: LaunchLayoutResource.Branding?
    if let branding, let brandingDesign = design.branding {
      brandingResource = .init(
        imageName: branding.name, size: brandingDesign.size,
        bottomMargin: brandingDesign.bottomMargin)
    }
    let resource = LaunchLayoutResource(
      background: .init(colorName: colorName, color: background),
      backgroundImage: backgroundImage.flatMap { set in
        design.backgroundImage.map { .init(imageName: set.name, contentMode: $0.contentMode) }
      },
      logo: .init(
        imageName: logo.name, size: design.logo.size, offset: design.logo.offset,
        contentMode: design.logo.contentMode, padSize: design.logo.padSize),
      branding: brandingResource, poster: poster.map { .init(imageName: $0.name) },
      name: design.name,
      video: video?.video,
      minimumDisplay: design.minimumDisplay, deadline: design.deadline, exit: design.exit,
      loadingIndicator: design.loadingIndicator)

    var files = [
      GeneratedFile(
        path: "\(Self.catalogName)/Contents.json", text: AssetCatalogContents.catalog.text),
      GeneratedFile(
        path: "\(Self.catalogName)/\(colorName).colorset/Contents.json",
        text: AssetCatalogContents.colorSet(background).text),
      GeneratedFile(path: LaunchLayoutResource.fileName, contents: try layoutJSON(resource)),
    ]
    files += backgroundImage?.files ?? []
    files += logo.files
    files += try revealMaskFiles(design.logo, logoSet: logo, read: read)
    files += branding?.files ?? []
    files += poster?.files ?? []
    files += video?.posterSets.flatMap(\.files) ?? []

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
            posterImageSize: poster?.pointSize,
            backgroundImageSize: backgroundImage?.pointSize)))
    case .infoPlist:
      if design.backgroundImage != nil {
        warnings.append(
          "launchScreen.form is infoPlist: UILaunchScreen shows one image, the logo, so the "
            + "background image or gradient is not on the system launch screen; use form "
            + "'storyboard' to show it")
      }
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
    warnings += Self.budgetWarnings(
      ([logo] + [branding, poster, backgroundImage].compactMap { $0 }).map(\.decodedBytes))
    files.append(GeneratedFile(path: Self.infoPlistKeysFileName, text: entries.plistDocument))
    files.sort { $0.path < $1.path }
    return GeneratedLaunchAssets(
      files: files, resource: resource, infoPlist: entries, warnings: warnings)
  }

  /// An image set's iPad entries: their images and the view size they are made for.
  struct PadVariant {
    var light: (String, Data)
    var dark: (String, Data)?
    var size: Size
  }

  struct ImageSetOutput {
    var name: String
    /// The light image's natural size in points (the storyboard's image resource).
    var pointSize: Size
    var files: [GeneratedFile]
    /// Decoded bytes (4 a pixel) of each appearance's file at each scale.
    var decodedBytes: [Int: [Appearance: Int]]
    /// The light source image, decoded.
    var lightImage: RGBAImage
  }

  /// The image set of the background picture: its files at their pixel size at 3x (as the
  /// poster's), or the gradient drawn at `BackgroundGradient.imageSide` points, with a dark
  /// variant when the dark colours differ.
  private func backgroundImageSet(
    _ image: BackgroundImage, read: (String) throws -> Data
  ) throws -> ImageSetOutput {
    switch image.source {
    case .image(let file):
      return try imageSet(
        prefix: "CurtainBackgroundImage", light: (file.light, read(file.light)),
        dark: try file.dark.map { ($0, try read($0)) }, size: nil,
        contentMode: image.contentMode)
    case .gradient(let gradient):
      func drawn(_ appearance: Appearance) throws -> (String, Data) {
        let name = "background.gradient (\(appearance.rawValue))"
        do {
          return (name, try codec.encode(png: gradient.sourceImage(appearance: appearance)))
        } catch {
          throw LaunchAssetError("cannot encode \(name): \(error)")
        }
      }
      let hasDark =
        gradient.from.dark != gradient.from.light || gradient.to.dark != gradient.to.light
      return try imageSet(
        prefix: "CurtainBackgroundGradient", light: drawn(.light),
        dark: hasDark ? drawn(.dark) : nil, size: nil, contentMode: .scaleToFill)
    }
  }

  /// The splash video as the app finds it, with the image sets of its posters: each file
  /// (`video.file` and every variant's) by its name in the app bundle, each poster
  /// (`video.poster` and every variant's) by its generated image set's name. A poster named
  /// twice is one set. Nil without a video.
  func bundledVideo(_ design: LaunchDesign, read: (String) throws -> Data) throws
    -> (video: VideoDesign, posterSets: [ImageSetOutput])?
  {
    guard let video = design.video else { return nil }
    var sets: [ImageSetOutput] = []
    func posterSet(_ path: String?) throws -> String? {
      guard let path else { return nil }
      let set = try imageSet(
        prefix: "CurtainVideoPoster", light: (path, try read(path)), dark: nil, size: nil,
        contentMode: .scaleAspectFill)
      if !sets.contains(where: { $0.name == set.name }) { sets.append(set) }
      return set.name
    }
    var bundled = video.filesInBundle
    bundled.poster = try posterSet(video.poster)
    for index in bundled.variants.indices {
      bundled.variants[index].poster = try posterSet(video.variants[index].poster)
    }
    return (bundled, sets)
  }

  /// The image set for `light` and `dark` shown in a view of `size` points (nil: each image's
  /// pixel size at 3x). Each appearance keeps its own aspect ratio: its files are sized from its
  /// own pixels.
  func imageSet(
    prefix: String, light: (String, Data), dark: (String, Data)?, size: Size?,
    contentMode: ContentMode, pad: PadVariant? = nil
  ) throws -> ImageSetOutput {
    let lightImage = try decode(light)
    let darkImage = try dark.map(decode)
    let box =
      size ?? Size(width: Double(lightImage.width) / 3, height: Double(lightImage.height) / 3)
    // The name hashes the iPad variant too (its bytes and size), so a changed one is a new set.
    var hashed = (light: light.1, dark: dark?.1)
    if let pad {
      hashed.light += pad.light.1
      hashed.dark =
        (dark?.1 ?? Data()) + (pad.dark?.1 ?? Data())
        + Data(
          "pad \(pad.size.width)x\(pad.size.height)".utf8)
    }
    let name = LaunchAssetNames.imageName(
      prefix: prefix, light: hashed.light, dark: hashed.dark, size: box, contentMode: contentMode)
    func pointSize(of image: RGBAImage, in box: Size) -> Size {
      if size == nil {
        return Size(width: Double(image.width) / 3, height: Double(image.height) / 3)
      }
      return ImageSetSizing(box: box, contentMode: contentMode).pointSize(
        pixelWidth: image.width, pixelHeight: image.height)
    }
    var entries: [ImageSetEntry] = []
    var files: [GeneratedFile] = []
    var decodedBytes: [Int: [Appearance: Int]] = [:]
    let variants = [(Appearance.light, lightImage)] + (darkImage.map { [(.dark, $0)] } ?? [])
    var idioms = [(pad: false, scales: Self.scales, variants: variants, box: box)]
    if let pad {
      let padLight = try decode(pad.light)
      let padDark = try pad.dark.map(decode)
      idioms.append(
        (
          pad: true, scales: Self.padScales,
          variants: [(Appearance.light, padLight)] + (padDark.map { [(.dark, $0)] } ?? []),
          box: pad.size
        ))
    }
    for idiom in idioms {
      for scale in idiom.scales {
        for (appearance, image) in idiom.variants {
          let filename =
            name + (idiom.pad ? "-ipad" : "") + (appearance == .dark ? "-dark" : "")
            + (scale == 1 ? "" : "@\(scale)x") + ".png"
          let points = pointSize(of: image, in: idiom.box)
          let width = Self.pixels(points.width, scale: scale)
          let height = Self.pixels(points.height, scale: scale)
          let resized = Lanczos3Resampler.resize(image, width: width, height: height)
          let png: Data
          do { png = try codec.encode(png: resized) } catch {
            throw LaunchAssetError("cannot encode '\(filename)': \(error)")
          }
          if !idiom.pad { decodedBytes[scale, default: [:]][appearance] = width * height * 4 }
          entries.append(
            ImageSetEntry(
              scale: scale, appearance: appearance, filename: filename, pad: idiom.pad))
          files.append(
            GeneratedFile(
              path: "\(Self.catalogName)/\(name).imageset/\(filename)", contents: png))
        }
      }
    }
    files.append(
      GeneratedFile(
        path: "\(Self.catalogName)/\(name).imageset/Contents.json",
        text: AssetCatalogContents.imageSet(entries).text))
    return ImageSetOutput(
      name: name, pointSize: pointSize(of: lightImage, in: box), files: files,
      decodedBytes: decodedBytes, lightImage: lightImage)
  }

  /// The pixel count for `points` at `scale`: at least 1, at most 16384 (a side no iOS image
  /// view needs; the config's bounds keep real designs far below it).
  static func pixels(_ points: Double, scale: Int) -> Int {
    let value = (points * Double(scale)).rounded()
    guard value.isFinite, value >= 1 else { return 1 }
    return value >= 16384 ? 16384 : Int(value)
  }

  /// The largest decoded size, in bytes, that iOS 14 and later draw on a launch screen: the
  /// system's launch-image service (`splashboardd`) refuses a launch screen whose estimated
  /// size is over 25,000,000 bytes and shows a blank screen instead ("Estimated size
  /// (29900800) is over limit (25000000)" for one 2732 x 2732 image, whose pixels take
  /// 29,855,296 bytes: the estimate is the decoded pixels, 4 bytes each, plus a little).
  /// The budget keeps 1,000,000 bytes of margin for that little. `generate` warns against it and
  /// `doctor`'s `launch-image-too-large` rule measures each launch image against it.
  public static let decodedSizeBudget = 24_000_000

  /// A warning for each appearance and scale whose images together decode to more than
  /// ``decodedSizeBudget``; `sets` holds each image set's decoded bytes by scale and appearance
  /// (a set without a dark image shows its light one in dark mode).
  static func budgetWarnings(_ sets: [[Int: [Appearance: Int]]]) -> [String] {
    var warnings: [String] = []
    for scale in scales {
      for appearance in [Appearance.light, .dark] {
        let total = sets.reduce(0) {
          $0 + ($1[scale]?[appearance] ?? $1[scale]?[.light] ?? 0)
        }
        guard total > decodedSizeBudget else { continue }
        let megabytes = String(format: "%.1f", Double(total) / 1_000_000)
        warnings.append(
          "the \(appearance.rawValue) launch screen's @\(scale)x images decode to \(megabytes) MB, "
            + "over the \(decodedSizeBudget / 1_000_000) MB that iOS 14+ draws (it shows a blank "
            + "launch screen instead); use smaller images (a poster needs no more pixels than "
            + "the screen: 1290 x 2796 at 3x)")
      }
    }
    return warnings
  }

  func decode(_ file: (String, Data)) throws -> RGBAImage {
    let image: RGBAImage
    do { image = try codec.decode(file.1, name: file.0) } catch {
      throw LaunchAssetError("cannot decode '\(file.0)': \(error)")
    }
    guard image.width > 0, image.height > 0 else {
      throw LaunchAssetError("'\(file.0)' is an empty image")
    }
    return image
  }

  /// `color` as a colour set holds it: each component rounded to 8 bits.
  static func colorSetValue(_ color: RGBAColor) -> RGBAColor {
    let (red, green, blue, alpha) = color.bytes
    return RGBAColor(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      alpha: Double(alpha) / 255)
  }

  func layoutJSON(_ resource: LaunchLayoutResource) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(resource)
    data.append(contentsOf: Array("\n".utf8))
    return data
  }
}
