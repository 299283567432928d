import CurtainCore
import CurtainRender
import Foundation

/// The transparent margins of the images a launch screen shows, read from the app's asset
/// catalogs: the largest-scale, any-appearance PNG or JPEG of each image set, decoded once.
enum OpaqueBounds {
  /// An alpha at or below this (of 255) is transparent: antialiased fringes are not content.
  static let alphaThreshold: UInt8 = 12

  /// The opaque part's margins as fractions of the image's width and height; nil when the
  /// image is wholly transparent or cannot be decoded.
  static func insets(of image: RGBAImage) -> EdgeInsets? {
    var minX = image.width, minY = image.height, maxX = -1, maxY = -1
    image.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<image.height {
        let row = y * image.width * 4
        for x in 0..<image.width where pixels[row + x * 4 + 3] > alphaThreshold {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = y
        }
      }
    }
    guard maxX >= 0 else { return nil }
    let width = Double(image.width), height = Double(image.height)
    return EdgeInsets(
      top: Double(minY) / height, left: Double(minX) / width,
      bottom: Double(image.height - 1 - maxY) / height,
      right: Double(image.width - 1 - maxX) / width)
  }

  /// The insets of each of `names` found in `catalogs` under `root`.
  static func insets(
    of names: Set<String>, in catalogs: AssetCatalogIndex, root: URL
  ) -> [String: EdgeInsets] {
    var result: [String: EdgeInsets] = [:]
    for name in names {
      guard let set = catalogs.imageSets[name] else { continue }
      let files = set.entries.filter { !AssetCatalogIndex.AssetSet.isDark($0) }
        .compactMap { entry -> (Double, String)? in
          guard let file = entry["filename"] as? String else { return nil }
          let scale = Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
          let lower = file.lowercased()
          guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
          else { return nil }
          return (scale, file)
        }
      guard let best = files.max(by: { $0.0 < $1.0 }) else { continue }
      let url = root.appendingPathComponent(set.path).appendingPathComponent(best.1)
      // A launch image over 16 Mpx is someone else's rule (launch-image-too-large).
      guard let data = try? Data(contentsOf: url),
        let image = try? ImageCodec.decode(data, name: best.1, maximumPixelCount: 16 << 20),
        let insets = insets(of: image)
      else { continue }
      result[name] = insets
    }
    return result
  }
}
