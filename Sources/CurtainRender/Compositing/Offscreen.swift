/// Offscreen pixels of a group (or its mask) of which only a rectangle, `limit`, is stored and
/// drawn: canvas and source address pixels by their position in the whole group, and only rows
/// inside the limit may be addressed.
struct Offscreen {
  /// The group's width in pixels (also the row stride).
  let width: Int
  /// The group's height in pixels.
  let height: Int
  /// The only pixels stored, drawn and read.
  let limit: PixelRect
  /// Packed RGBA of the limit's rows, `width` pixels each.
  var storage: [UInt8]

  /// Runs `body` with a canvas of the whole group's size, limited to `limit`.
  mutating func withCanvas<Result>(_ body: (Canvas) throws -> Result) rethrows -> Result {
    let width = self.width, height = self.height, limit = self.limit
    return try storage.withUnsafeMutableBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        guard let base = words.baseAddress, !limit.isEmpty else {
          var empty: UInt32 = 0
          return try withUnsafeMutablePointer(to: &empty) {
            try body(Canvas(pixels: $0, width: 0, height: 0))
          }
        }
        // Row `limit.minY` is the first stored row; rows outside the limit are never addressed.
        return try body(
          Canvas(pixels: base - limit.minY * width, width: width, height: height, limit: limit))
      }
    }
  }

  /// Runs `body` with the pixels as a source of the whole group's size, to be read inside
  /// `limit` only.
  func withPixelSource<Result>(_ body: (PixelSource) throws -> Result) rethrows -> Result {
    let width = self.width, height = self.height, limit = self.limit
    return try storage.withUnsafeBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        guard let base = words.baseAddress, !limit.isEmpty else {
          var empty: UInt32 = 0
          return try withUnsafePointer(to: &empty) {
            try body(PixelSource(pixels: $0, width: 0, height: 0, isOpaque: true))
          }
        }
        return try body(
          PixelSource(
            pixels: base - limit.minY * width, width: width, height: height, isOpaque: false))
      }
    }
  }
}
