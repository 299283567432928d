import CurtainCore
import CurtainRender
import Foundation

/// The asset catalogs of an app, read once, answering the colours and images a launch screen
/// names: the same reader (`AssetCatalogIndex`) the doctor uses.
public final class AppAssetCatalogs {
  /// The folder the catalogs' paths are relative to.
  public let root: URL
  let index: AssetCatalogIndex

  /// Reads `catalogs` (`.xcassets` folders, paths relative to `root`).
  public init(root: URL, catalogs: [String], fileManager: FileManager = .default) {
    self.root = root
    index = AssetCatalogIndex(catalogs: catalogs, root: root, fileManager: fileManager)
  }

  /// Every `.xcassets` folder under `folder` (build output, `.git` and package checkouts
  /// skipped), relative to it, sorted: what an app folder holds.
  public static func catalogs(in folder: URL, fileManager: FileManager = .default) -> [String] {
    let skipped: Set<String> = [".git", "build", "DerivedData", ".build", "Pods", "Carthage"]
    var found: [String] = []
    var pending = [""]
    var visited = 0
    while let relative = pending.popLast(), visited < 20_000 {
      visited += 1
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      let children = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
      for child in children where !skipped.contains(child) {
        let path = relative.isEmpty ? child : relative + "/" + child
        var isFolder: ObjCBool = false
        guard
          fileManager.fileExists(
            atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        // A link to a folder is not followed (no loops, nothing outside the app).
        if (try? fileManager.destinationOfSymbolicLink(
          atPath: folder.appendingPathComponent(path).path)) != nil
        {
          continue
        }
        if child.hasSuffix(".xcassets") { found.append(path) } else { pending.append(path) }
      }
    }
    return found.sorted()
  }

  /// Whether some catalog has a colour set named `name`.
  public func hasColor(named name: String) -> Bool { index.colorSets[name] != nil }

  /// Whether some catalog has an image set named `name`.
  public func hasImage(named name: String) -> Bool { index.imageSets[name] != nil }

  /// The colour of set `name` in `appearance` on `idiom`, in sRGB.
  ///
  /// - Throws: `AssetCatalogError` naming the set's file and key.
  public func color(named name: String, appearance: Appearance, idiom: AssetIdiom) throws
    -> RGBAColor
  {
    try index.color(named: name, appearance: appearance, idiom: idiom)
  }

  /// The image of set `name` that iOS picks for a screen of `scale` pixels per point in
  /// `appearance` on `idiom`: the idiom's own entry over a universal one, the appearance's own
  /// over "any", the screen's scale, else the nearest larger, else the largest smaller.
  ///
  /// A PDF or SVG is drawn at its own point size times `scale`; when the set preserves its
  /// vector data and `drawnPixels` is given (the size in pixels its view shows it at), at that
  /// size instead, as iOS redraws it.
  ///
  /// - Throws: `AssetCatalogError` naming the set's file when nothing serves the request or the
  ///   file cannot be read or drawn.
  public func image(
    named name: String, appearance: Appearance, idiom: AssetIdiom, scale: Double,
    drawnPixels: (width: Int, height: Int)? = nil
  ) throws -> CatalogImage {
    guard let set = index.imageSets[name] else {
      throw AssetCatalogError(file: name, reason: "no image set of this name in the catalogs")
    }
    let contents = set.path + "/Contents.json"
    let withFiles = set.entries.filter { $0["filename"] is String }
    let candidates = withFiles.filter {
      idiom.rank(ofEntryIdiom: $0["idiom"] as? String) != nil
        && AssetCatalogIndex.AssetSet.appearanceRank($0, for: appearance) != nil
    }
    guard !candidates.isEmpty else {
      throw AssetCatalogError(
        file: contents,
        reason: withFiles.isEmpty
          ? "no entry of \"images\" names a file"
          : "no entry of \"images\" serves \(idiom.rawValue), \(appearance)")
    }
    let picked = Self.pick(candidates, set: set, appearance: appearance, idiom: idiom, scale: scale)
    let fileName = picked.entry["filename"] as? String ?? ""
    let file = set.path + "/" + fileName
    let url = root.appendingPathComponent(file)
    let preserves = set.properties["preserves-vector-representation"] as? Bool ?? false
    if let format = VectorRasterizer.Format(fileName: fileName) {
      let target: VectorRasterizer.Target =
        preserves
        ? drawnPixels.map { .pixels(width: $0.width, height: $0.height) } ?? .scale(scale)
        : .scale(scale)
      let image = try VectorRasterizer.rasterize(url, format: format, target: target)
      return CatalogImage(
        image: image, scale: scale, isTemplate: set.isTemplate, isVector: true,
        preservesVectorRepresentation: preserves, file: file)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw AssetCatalogError(file: contents, reason: "\"filename\" : \"\(fileName)\" is missing")
    }
    do {
      let image = try ImageCodec.decode(data, name: file)
      return CatalogImage(
        image: image, scale: picked.scale, isTemplate: set.isTemplate, isVector: false,
        preservesVectorRepresentation: preserves, file: file)
    } catch {
      throw AssetCatalogError(file: file, reason: "\(error)")
    }
  }

  /// The entry iOS would load, and its scale (a single-scale bitmap is 1x).
  private static func pick(
    _ candidates: [[String: Any]], set: AssetCatalogIndex.AssetSet, appearance: Appearance,
    idiom: AssetIdiom, scale: Double
  ) -> (entry: [String: Any], scale: Double) {
    var best: (rank: [Double], entry: [String: Any], scale: Double)?
    for entry in candidates {
      let idiomRank = Double(idiom.rank(ofEntryIdiom: entry["idiom"] as? String) ?? 0)
      let appearanceRank = Double(
        AssetCatalogIndex.AssetSet.appearanceRank(entry, for: appearance) ?? 0)
      let entryScale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      // Exact first, then the smallest larger scale (sharper, scaled down), then the largest
      // smaller one.
      let scaleRank: [Double] =
        entryScale == scale
        ? [2, 0] : entryScale > scale ? [1, -entryScale] : [0, entryScale]
      let rank = [idiomRank, appearanceRank] + scaleRank
      if best.map({ rank.lexicographicallyPrecedes($0.rank) == false && rank != $0.rank })
        ?? true
      {
        best = (rank, entry, entryScale)
      }
    }
    // `candidates` is not empty.
    return best.map { ($0.entry, $0.scale) } ?? (candidates[0], 1)
  }
}
