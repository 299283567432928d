/// A `Size` read strictly from the config: `{width, height}`, both required.
struct SizeValue: ConfigDecodable {
  static var expectation: String { "a mapping {width, height}" }

  /// The decoded size.
  var size: Size

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case width, height
  }

  init(size: Size) {
    self.size = size
  }

  init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "a size")
    size = Size(
      width: try mapping.decode(Double.self, forKey: .width, placeholder: 0),
      height: try mapping.decode(Double.self, forKey: .height, placeholder: 0))
  }
}

/// A `Point` read strictly from the config: `{x, y}`, each defaulting to 0.
struct PointValue: ConfigDecodable {
  static var expectation: String { "a mapping {x, y}" }

  /// The decoded point.
  var point: Point

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case x, y
  }

  init(from decoder: any Decoder) throws {
    let mapping = try ConfigMapping<CodingKeys>(decoder, name: "a point")
    point = Point(
      x: try mapping.decodeIfPresent(Double.self, forKey: .x) ?? 0,
      y: try mapping.decodeIfPresent(Double.self, forKey: .y) ?? 0)
  }
}
