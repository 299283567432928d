import CurtainCore
import CurtainRender
import Foundation

extension LaunchAssetGenerator {
  /// The reveal's larger mask image (`RevealMaskSource`): when the config's logo has more
  /// pixels than the logo set's 3x file, the same picture at up to
  /// `RevealMaskSource.largestSide` pixels on its longer side, as a 3x-only image set named
  /// `RevealMaskSource.setName(forLogo:)` (the device loads it with `UIImage(named:)`; its
  /// size in points is then its pixels over 3, which a scaling content mode ignores). None for
  /// a positional content mode (its pixels would be its size), for an iPad logo image of its own
  /// (the set has no `ipad` entries, so it would draw the phone's picture there), or for a
  /// logo that is not larger than its 3x file.
  func revealMaskFiles(
    _ logo: LogoDesign, logoSet: ImageSetOutput, read: (String) throws -> Data
  ) throws -> [GeneratedFile] {
    guard logo.contentMode.scalesToFrame, logo.padImage == nil else { return [] }
    let source = logoSet.lightImage
    let sourceSide = max(source.width, source.height)
    let threeX = Self.pixels(max(logoSet.pointSize.width, logoSet.pointSize.height), scale: 3)
    guard sourceSide > threeX else { return [] }
    let name = RevealMaskSource.setName(forLogo: logoSet.name)
    let factor = min(1, Double(RevealMaskSource.largestSide) / Double(sourceSide))
    var images = [(Appearance.light, source)]
    if let dark = logo.image.dark { images.append((.dark, try decode((dark, read(dark))))) }
    var entries: [ImageSetEntry] = []
    var files: [GeneratedFile] = []
    for (appearance, image) in images {
      let filename = name + (appearance == .dark ? "-dark" : "") + "@3x.png"
      let width = max(1, Int((Double(image.width) * factor).rounded()))
      let height = max(1, Int((Double(image.height) * factor).rounded()))
      let resized =
        factor == 1 ? image : Lanczos3Resampler.resize(image, width: width, height: height)
      let png: Data
      do { png = try codec.encode(png: resized) } catch {
        throw LaunchAssetError("cannot encode '\(filename)': \(error)")
      }
      entries.append(ImageSetEntry(scale: 3, appearance: appearance, filename: filename))
      files.append(
        GeneratedFile(path: "\(Self.catalogName)/\(name).imageset/\(filename)", contents: png))
    }
    files.append(
      GeneratedFile(
        path: "\(Self.catalogName)/\(name).imageset/Contents.json",
        text: AssetCatalogContents.imageSet(entries).text))
    return files
  }
}
