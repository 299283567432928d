/// Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms of
/// Sampled Functions", 2012): the squared distance from every pixel centre to the nearest
/// background pixel centre, in O(width × height).
///
/// The first pass, down the columns, is the distance to the nearest background pixel in the
/// same column (what the lower envelope gives for a grid of zeros and infinities), counted in
/// two sweeps over the rows, in memory order; the second pass takes the lower envelope of
/// parabolas along each row.
enum DistanceTransform {
  /// Squared distances, row-major, for a `width` × `height` grid where `isForeground[i]` marks
  /// the pixels whose distance is measured; everything outside the grid counts as background.
  static func squaredDistances(width: Int, height: Int, isForeground: [Bool]) -> [Double] {
    // Pad by one background pixel on every side so the image border counts as background.
    let paddedWidth = width + 2
    let paddedHeight = height + 2
    // Column distances, row by row: down from the row above, then up from the row below (the
    // padding rows are background, so every column meets one both ways); then squared.
    var grid = [Double](repeating: 0, count: paddedWidth * paddedHeight)
    for y in 0..<height {
      let above = y * paddedWidth
      let here = above + paddedWidth
      for x in 0..<width where isForeground[y * width + x] {
        grid[here + x + 1] = grid[above + x + 1] + 1
      }
    }
    for y in stride(from: height - 1, through: 0, by: -1) {
      let here = (y + 1) * paddedWidth
      let below = here + paddedWidth
      for x in 1..<(width + 1) { grid[here + x] = min(grid[here + x], grid[below + x] + 1) }
    }
    for index in grid.indices { grid[index] *= grid[index] }
    var output = [Double](repeating: 0, count: paddedWidth)
    var scratch = Scratch(count: paddedWidth)
    var row = [Double](repeating: 0, count: paddedWidth)
    var result = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      let here = (y + 1) * paddedWidth
      for x in 0..<paddedWidth { row[x] = grid[here + x] }
      transform1D(row, count: paddedWidth, into: &output, scratch: &scratch)
      for x in 0..<width { result[y * width + x] = output[x + 1] }
    }
    return result
  }

  private struct Scratch {
    var vertices: [Int]
    var boundaries: [Double]
    init(count: Int) {
      vertices = [Int](repeating: 0, count: count)
      boundaries = [Double](repeating: 0, count: count + 1)
    }
  }

  /// The 1D lower envelope of parabolas rooted at (q, f(q)).
  private static func transform1D(
    _ f: [Double], count: Int, into output: inout [Double], scratch: inout Scratch
  ) {
    var k = 0
    scratch.vertices[0] = 0
    scratch.boundaries[0] = -.infinity
    scratch.boundaries[1] = .infinity
    for q in 1..<count {
      var s = intersection(f, q, scratch.vertices[k])
      while s <= scratch.boundaries[k] {
        k -= 1
        s = intersection(f, q, scratch.vertices[k])
      }
      k += 1
      scratch.vertices[k] = q
      scratch.boundaries[k] = s
      scratch.boundaries[k + 1] = .infinity
    }
    k = 0
    for q in 0..<count {
      while scratch.boundaries[k + 1] < Double(q) { k += 1 }
      let v = scratch.vertices[k]
      output[q] = Double((q - v) * (q - v)) + f[v]
    }
  }

  /// Where the parabolas rooted at q and v meet.
  @inline(__always)
  private static func intersection(_ f: [Double], _ q: Int, _ v: Int) -> Double {
    ((f[q] + Double(q * q)) - (f[v] + Double(v * v))) / Double(2 * q - 2 * v)
  }
}
