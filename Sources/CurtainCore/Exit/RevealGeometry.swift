/// The exact geometry of a logo-shaped reveal: where the logo mask scales from, and how far.
///
/// **Coverage rule.** A logo pixel counts as solid when it and its eight neighbours are as
/// opaque as the logo gets (alpha 255 for an ordinary logo); this one-pixel erosion keeps a
/// bilinear sample of the mask fully opaque anywhere inside a solid pixel. The final scale is
/// the least scale (to a relative tolerance of `RevealGeometry.tolerance`, always erring larger)
/// at which every logo pixel that the screen's rectangle maps onto is solid. So at the final
/// frame every point of the screen, bilinear footprint included, shows the app fully, on any
/// device and at full resolution: removing the splash then changes nothing visible.
///
/// **Anchor.** The scale anchor is the solid pixel deepest inside the shape (largest Euclidean
/// distance to a non-solid pixel; Felzenszwalb–Huttenlocher distance transform). A ring's
/// transparent centre is never chosen: its deepest point lies in the band.
public struct RevealGeometry: Hashable, Sendable {
  /// Relative tolerance of `finalScale` above the least covering scale.
  public static let tolerance = 1e-6
  /// The most steps each search loop takes: doubling or halving any positive `Double` reaches
  /// infinity or zero in fewer than 2100 steps, and the bisection converges in under 40.
  static let maximumSearchSteps = 2100

  /// The deepest solid pixel's centre, in mask pixels from the top-left.
  public let deepestPoint: Point
  /// Its distance to the nearest non-solid pixel centre, in mask pixels.
  public let depth: Double
  /// The mask layer's anchor point (unit coordinates of the logo frame) that sits on the deepest
  /// point.
  public let anchorPoint: Point
  /// The scale at which the logo-shaped hole covers the whole screen.
  public let finalScale: Double

  /// A logo the reveal cannot use.
  public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// No pixel is solid (as opaque as the logo gets, with its eight neighbours).
    case noSolidPixel
    /// The logo's frame or its fitted image has no area.
    case emptyFrame
    /// The screen's corners are too far from the logo, in logo pixels, for a finite scale
    /// (offsets and sizes far outside ``DesignBound``).
    case outOfRange

    /// A sentence describing the problem.
    public var description: String {
      switch self {
      case .noSolidPixel:
        return "reveal: the logo has no fully opaque 3x3 block of pixels"
      case .emptyFrame: return "reveal: the logo's frame has no area"
      case .outOfRange:
        return "reveal: the logo is too far from the screen or too small to scale over it"
      }
    }
  }

  /// Computes the reveal for a logo with alpha `mask` drawn in `frame` (screen points) with
  /// `contentMode`, the image being `imageSize` points (`ImageSource.pointSize`; `nil`: the
  /// mask's pixels taken as points), on a screen of `screenSize` points.
  ///
  /// The mask's own analysis comes from `RevealMask.prepared(for:)`: computed once per mask.
  ///
  /// Complexity: O(mask pixels) for the distance transform and table the first time a mask is
  /// seen, then O(log(1/tolerance)). Every search loop is bounded by construction
  /// (`maximumSearchSteps`), whatever the input.
  ///
  /// - Throws: `RevealGeometry.Error` when the mask has no solid pixel or the frame is empty.
  public init(
    mask: AlphaMask, frame: Rect, contentMode: ContentMode, imageSize: Size? = nil,
    screenSize: Size
  ) throws {
    try Self.checkFrame(
      frame, contentMode: contentMode, imageSize: imageSize ?? mask.size)
    try self.init(
      RevealMask.prepared(for: mask), frame: frame, contentMode: contentMode,
      imageSize: imageSize, screenSize: screenSize)
  }

  /// The reveal from a mask already analysed (`RevealMask`): O(log(1/tolerance)).
  ///
  /// - Throws: `RevealGeometry.Error.emptyFrame` when the frame is empty.
  public init(
    _ revealMask: RevealMask, frame: Rect, contentMode: ContentMode, imageSize: Size? = nil,
    screenSize: Size
  ) throws {
    let imageRect = try Self.checkFrame(
      frame, contentMode: contentMode,
      imageSize: imageSize
        ?? Size(width: Double(revealMask.width), height: Double(revealMask.height)))
    let deepestPoint = revealMask.deepestPoint
    let depth = revealMask.depth
    // Points per mask pixel along each axis.
    let pointsPerPixelX = imageRect.width / Double(revealMask.width)
    let pointsPerPixelY = imageRect.height / Double(revealMask.height)
    let anchorLocal = Point(
      x: imageRect.minX + deepestPoint.x * pointsPerPixelX,
      y: imageRect.minY + deepestPoint.y * pointsPerPixelY)
    let anchorOnScreen = Point(x: frame.minX + anchorLocal.x, y: frame.minY + anchorLocal.y)
    let coverage = revealMask.coverage
    // The screen's edges, relative to the anchor, in mask pixels at scale 1.
    let left = -anchorOnScreen.x / pointsPerPixelX
    let right = (screenSize.width - anchorOnScreen.x) / pointsPerPixelX
    let top = -anchorOnScreen.y / pointsPerPixelY
    let bottom = (screenSize.height - anchorOnScreen.y) / pointsPerPixelY
    func covers(_ scale: Double) -> Bool {
      coverage.isSolid(
        minX: deepestPoint.x + left / scale, maxX: deepestPoint.x + right / scale,
        minY: deepestPoint.y + top / scale, maxY: deepestPoint.y + bottom / scale)
    }
    // Upper bound: the inscribed disk. Every pixel whose centre is nearer than `depth` is solid,
    // and a pixel touched by the mapped screen has its centre within the farthest corner's
    // distance plus half a pixel diagonal.
    let farthestCorner =
      [(left, top), (right, top), (left, bottom), (right, bottom)]
      .map { ($0.0 * $0.0 + $0.1 * $0.1).squareRoot() }.max() ?? 0
    var high = farthestCorner / max(depth - 0.5.squareRoot() - 1e-9, 1e-9)
    guard high.isFinite else { throw RevealGeometry.Error.outOfRange }
    var steps = 0
    while !covers(high), high.isFinite, steps < Self.maximumSearchSteps {
      high *= 2
      steps += 1
    }
    guard high.isFinite, covers(high) else { throw RevealGeometry.Error.outOfRange }
    var low = high / 2
    steps = 0
    while covers(low), low > 1e-12, steps < Self.maximumSearchSteps {
      low /= 2
      steps += 1
    }
    steps = 0
    while high / low - 1 > Self.tolerance, steps < Self.maximumSearchSteps {
      let middle = (low * high).squareRoot()
      if covers(middle) { high = middle } else { low = middle }
      steps += 1
    }
    self.deepestPoint = deepestPoint
    self.depth = depth
    self.anchorPoint = Point(x: anchorLocal.x / frame.width, y: anchorLocal.y / frame.height)
    self.finalScale = high
  }

  /// The logo image's rectangle in `frame`'s coordinates, for an image of `imageSize` points.
  ///
  /// - Throws: `RevealGeometry.Error.emptyFrame` when the frame or that rectangle has no area.
  @discardableResult
  private static func checkFrame(
    _ frame: Rect, contentMode: ContentMode, imageSize: Size
  ) throws -> Rect {
    let imageRect = contentMode.fittedRect(imageSize: imageSize, in: Rect(size: frame.size))
    guard frame.width > 0, frame.height > 0, imageRect.width > 0, imageRect.height > 0 else {
      throw RevealGeometry.Error.emptyFrame
    }
    return imageRect
  }

  /// Solid pixels: the logo's highest alpha in the pixel and its eight neighbours (outside
  /// counts as clear). A 50 % rule left a strip at the screen's edge about 80 % covered at the
  /// reveal's final scale, so the splash's removal showed (`check --scale 3`, landscape).
  /// Found in two passes: the pixels opaque with both neighbours in their row, then those
  /// whose column neighbours are too.
  static func solidPixels(of mask: AlphaMask) -> [Bool] {
    let width = mask.width
    let height = mask.height
    let opaqueAlpha = max(1, mask.alpha.max() ?? 0)
    var across = [Bool](repeating: false, count: width * height)
    for y in 0..<height {
      let row = y * width
      for x in 1..<max(1, width - 1) {
        across[row + x] =
          mask.alpha[row + x - 1] >= opaqueAlpha && mask.alpha[row + x] >= opaqueAlpha
          && mask.alpha[row + x + 1] >= opaqueAlpha
      }
    }
    var solid = [Bool](repeating: false, count: width * height)
    for y in 1..<max(1, height - 1) {
      let row = y * width
      for x in 0..<width {
        solid[row + x] = across[row - width + x] && across[row + x] && across[row + width + x]
      }
    }
    return solid
  }

  /// The index of the largest distance; ties go to the pixel nearest the mask's centre.
  static func deepestIndex(_ squared: [Double], mask: AlphaMask) -> Int? {
    var best: Int?
    var bestDistance = 0.0
    var bestCentreDistance = Double.infinity
    let centreX = Double(mask.width) / 2
    let centreY = Double(mask.height) / 2
    for (index, distance) in squared.enumerated() where distance > 0 && distance >= bestDistance {
      let dx = Double(index % mask.width) + 0.5 - centreX
      let dy = Double(index / mask.width) + 0.5 - centreY
      let centreDistance = dx * dx + dy * dy
      if distance > bestDistance || centreDistance < bestCentreDistance {
        best = index
        bestDistance = distance
        bestCentreDistance = centreDistance
      }
    }
    return best
  }
}

/// A summed-area table of non-solid pixels: whether a rectangle of pixels is all solid, in O(1).
struct CoverageTable: Sendable {
  let width: Int
  let height: Int
  let sums: [Int32]

  init(mask: AlphaMask, solid: [Bool]) {
    width = mask.width
    height = mask.height
    var sums = [Int32](repeating: 0, count: (width + 1) * (height + 1))
    for y in 0..<height {
      var rowSum: Int32 = 0
      for x in 0..<width {
        rowSum += solid[y * width + x] ? 0 : 1
        sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + rowSum
      }
    }
    self.sums = sums
  }

  /// Whether every pixel that the closed rectangle (in pixel coordinates) touches is solid.
  func isSolid(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
    guard minX >= 0, minY >= 0, maxX < Double(width), maxY < Double(height) else { return false }
    // In range: 0 <= minX <= maxX < width (a NaN fails the guard above).
    let x0 = Int(minX.rounded(.down))
    let x1 = Int(maxX.rounded(.down)) + 1
    let y0 = Int(minY.rounded(.down))
    let y1 = Int(maxY.rounded(.down)) + 1
    let stride = width + 1
    let count =
      sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0]
      + sums[y0 * stride + x0]
    return count == 0
  }
}
