/// A splash video for one screen shape (`video.variants`): the file (and poster) that plays on
/// launches of that idiom and/or orientation, in place of `video.file` and `video.poster`.
public struct VideoVariant: Hashable, Codable, Sendable {
  /// The idiom it is made for, or nil for both.
  public var idiom: ScreenIdiom?
  /// The orientation it is made for, or nil for both.
  public var orientation: Orientation?
  /// The video file, relative to the config (in the resource: its name in the app bundle).
  public var file: String
  /// An image of its first frame (in the resource: the generated image set's name). A variant
  /// without one has no poster: the video's own poster is drawn for another shape.
  public var poster: String?
  /// Where this file is drawn, or nil for the video's `placement` (``drawing(in:)``).
  public var placement: VideoPlacement?
  /// This file's size in points when centred, or nil for the video's `size`.
  public var size: Size?

  /// Creates a variant; at least one of `idiom` and `orientation` should be given.
  public init(
    idiom: ScreenIdiom? = nil, orientation: Orientation? = nil, file: String,
    poster: String? = nil, placement: VideoPlacement? = nil, size: Size? = nil
  ) {
    self.idiom = idiom
    self.orientation = orientation
    self.file = file
    self.poster = poster
    self.placement = placement
    self.size = size
  }

  /// Where and at what size this variant's file is drawn in `video`: its own `placement` and
  /// `size` where given, else the video's; a variant filling the screen has no size, and one
  /// centred without a size of its own takes the video's. The one rule for the launch
  /// (``VideoDesign/on(idiom:orientation:)``) and for validation.
  public func drawing(in video: VideoDesign) -> (placement: VideoPlacement, size: Size?) {
    guard let placement else { return (video.placement, size ?? video.size) }
    switch placement {
    case .fill: return (.fill, size)
    case .center: return (.center, size ?? video.size)
    }
  }

  /// How well the variant fits a launch of `idiom` and `orientation`: nil when a value it names
  /// differs or is not known, else 2 for a matching idiom plus 1 for a matching orientation
  /// (the idiom outranks the orientation, as an asset catalog's idiom does).
  func score(idiom: ScreenIdiom?, orientation: Orientation?) -> Int? {
    var score = 0
    if let wanted = self.idiom {
      guard wanted == idiom else { return nil }
      score += 2
    }
    if let wanted = self.orientation {
      guard wanted == orientation else { return nil }
      score += 1
    }
    return score
  }

  /// The variant's name in key paths and messages: `{idiom: pad, orientation: landscape}`.
  public var shape: String {
    let parts =
      (idiom.map { ["idiom: \($0.rawValue)"] } ?? [])
      + (orientation.map { ["orientation: \($0.rawValue)"] } ?? [])
    return "{" + parts.joined(separator: ", ") + "}"
  }
}

extension VideoDesign {
  /// The video a launch of `idiom` and `orientation` plays: the variant that fits best (both
  /// named values matching beats the idiom alone, which beats the orientation alone), with its
  /// file, poster, placement and size in place of the video's; without one, the video as it is. The
  /// result has no variants. The one rule the device, `plan`, `preview` and `check` follow
  /// (through ``LaunchPlan``); a value not known (nil) matches no variant that names it.
  public func on(idiom: ScreenIdiom?, orientation: Orientation?) -> VideoDesign {
    var chosen = self
    chosen.variants = []
    let fits = variants.compactMap { variant in
      variant.score(idiom: idiom, orientation: orientation).map { (variant, $0) }
    }
    // The first of the best: validation refuses two variants for the same shape.
    guard let best = fits.max(by: { $0.1 < $1.1 })?.0 else { return chosen }
    chosen.file = best.file
    chosen.poster = best.poster
    (chosen.placement, chosen.size) = best.drawing(in: self)
    return chosen
  }
}

extension VideoDesign {
  /// The video with each file (its own and its variants') named as the app's bundle holds it,
  /// by its last path component (``bundleName(of:)``).
  public var filesInBundle: VideoDesign {
    var bundled = self
    bundled.file = bundleFileName
    for index in bundled.variants.indices {
      bundled.variants[index].file = Self.bundleName(of: variants[index].file)
    }
    return bundled
  }
}
