/// A snapshot of the app's last state that the snapshot cache found valid for this launch,
/// named by the cache's own opaque identifier.
public struct SnapshotReference: Hashable, Codable, Sendable {
  /// The cache's identifier for the image (the Apple layer asks the cache for its bytes).
  public var identifier: String

  /// Creates a reference.
  public init(identifier: String) {
    self.identifier = identifier
  }
}

/// The device and accessibility conditions that shape this launch's plan.
public struct LaunchEnvironment: Hashable, Sendable {
  /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`).
  public var reduceMotion: Bool
  /// Whether video may autoplay (`UIAccessibility.isVideoAutoplayEnabled`); off means no video.
  public var videoAutoplayAllowed: Bool
  /// A snapshot valid for this launch, if the snapshot cache has one.
  public var snapshot: SnapshotReference?
  /// The appearance the launch starts in, if known: a video made for other appearances
  /// (`VideoDesign.appearances`) does not play.
  public var appearance: Appearance?
  /// The orientation the launch starts in, if known: a video made for other orientations
  /// (`VideoDesign.orientations`) does not play.
  public var orientation: Orientation?
  /// The screen's idiom at launch (``ScreenIdiom/init(_:)``: from its size classes), if known:
  /// with `orientation`, it picks the video's variant (`VideoDesign.variants`).
  public var idiom: ScreenIdiom?

  /// Creates an environment; the defaults are a device with no accessibility settings changed,
  /// no snapshot, and appearance, orientation and idiom not known (any video plays, as
  /// `video.file`).
  public init(
    reduceMotion: Bool = false, videoAutoplayAllowed: Bool = true,
    snapshot: SnapshotReference? = nil, appearance: Appearance? = nil,
    orientation: Orientation? = nil, idiom: ScreenIdiom? = nil
  ) {
    self.idiom = idiom
    self.reduceMotion = reduceMotion
    self.videoAutoplayAllowed = videoAutoplayAllowed
    self.snapshot = snapshot
    self.appearance = appearance
    self.orientation = orientation
  }
}
