import CurtainCore
import CurtainRender
import Foundation

/// The images of a launch screen that are a fill or a linear gradient (`ShapelessPicture`),
/// read from the app's asset catalogs: every PNG or JPEG of the image set (each appearance,
/// idiom and scale) must be one. A set with no file that decodes is not.
enum ShapelessImages {
  /// Those of `names` found in `catalogs` under `root` whose every picture is shapeless.
  static func names(
    among names: Set<String>, in catalogs: AssetCatalogIndex, root: URL
  ) -> Set<String> {
    names.filter { name in
      guard let set = catalogs.imageSets[name] else { return false }
      let files = set.entries.compactMap { $0["filename"] as? String }.filter { file in
        let lower = file.lowercased()
        return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
      }
      return !files.isEmpty
        && files.allSatisfy { file in
          let url = root.appendingPathComponent(set.path).appendingPathComponent(file)
          // A launch image over 16 Mpx is someone else's rule (launch-image-too-large).
          guard let data = try? Data(contentsOf: url),
            let image = try? ImageCodec.decode(data, name: file, maximumPixelCount: 16 << 20)
          else { return false }
          return ShapelessPicture.isShapeless(
            rgba: image.pixels, width: image.width, height: image.height)
        }
    }
  }
}
