/// The device models that share one screen: its point size, scale and safe areas, the names
/// `--device` takes for them, and the ids Interface Builder gives the model it simulates.
///
/// One row of ``DeviceCatalog/families``.
public struct DeviceFamily: Hashable, Sendable {
  /// The marketing names, as Xcode's simulators spell them. The first is the one Interface
  /// Builder simulates for ``interfaceBuilderIDs`` (or the family's usual name).
  public var models: [String]
  /// Portrait width and height in points.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// Safe-area insets in portrait, points.
  public var portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape, points.
  public var landscapeSafeArea: EdgeInsets
  /// Interface Builder's ids for the model it simulates (`<device id="retina6_1">`).
  public var interfaceBuilderIDs: [String]
  /// The portrait and landscape insets Interface Builder simulates when they differ from the
  /// device's (IB keeps iOS 13's 44 points on the iPhone 11), else `nil`.
  public var interfaceBuilderSafeArea: [EdgeInsets]?
  /// Whether iOS 15 or later runs on these models (`false`: a design device only).
  public var runsCurrentIOS: Bool

  /// Creates a family.
  public init(
    models: [String], portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
    landscapeSafeArea: EdgeInsets, interfaceBuilderIDs: [String] = [],
    interfaceBuilderSafeArea: [EdgeInsets]? = nil, runsCurrentIOS: Bool = true
  ) {
    self.models = models
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.interfaceBuilderIDs = interfaceBuilderIDs
    self.interfaceBuilderSafeArea = interfaceBuilderSafeArea
    self.runsCurrentIOS = runsCurrentIOS
  }

  /// Every model of the family as a ``Device``.
  public var devices: [Device] { models.map(device(named:)) }

  /// The model Interface Builder simulates for ``interfaceBuilderIDs``, with the insets it
  /// simulates.
  public var designDevice: Device {
    var device = device(named: models.first ?? "")
    if let insets = interfaceBuilderSafeArea, insets.count == 2 {
      device.portraitSafeArea = insets[0]
      device.landscapeSafeArea = insets[1]
    }
    return device
  }

  /// This family's screen under the name `name`.
  func device(named name: String) -> Device {
    Device(
      name: name, portraitSize: portraitSize, scale: scale, portraitSafeArea: portraitSafeArea,
      landscapeSafeArea: landscapeSafeArea)
  }
}
