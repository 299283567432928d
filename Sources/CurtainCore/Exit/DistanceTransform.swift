/// Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms of
/// Sampled Functions", 2012): the squared distance from every pixel centre to the nearest
/// background pixel centre, in O(width × height).
enum DistanceTransform {
  /// Squared distances, row-major, for a `width` × `height` grid where `isForeground[i]` marks
  /// the pixels whose distance is measured; everything outside the grid counts as background.
  static func squaredDistances(width: Int, height: Int, isForeground: [Bool]) -> [Double] {
    // Pad by one background pixel on every side so the image border counts as background.
    let paddedWidth = width + 2
    let paddedHeight = height + 2
    let infinity = Double(paddedWidth * paddedWidth + paddedHeight * paddedHeight)
    var grid = [Double](repeating: 0, count: paddedWidth * paddedHeight)
    for y in 0..<height {
      for x in 0..<width where isForeground[y * width + x] {
        grid[(y + 1) * paddedWidth + x + 1] = infinity
      }
    }
    var column = [Double](repeating: 0, count: paddedHeight)
    var output = [Double](repeating: 0, count: max(paddedWidth, paddedHeight))
    var scratch = Scratch(count: max(paddedWidth, paddedHeight))
    for x in 0..<paddedWidth {
      for y in 0..<paddedHeight { column[y] = grid[y * paddedWidth + x] }
      transform1D(column, count: paddedHeight, into: &output, scratch: &scratch)
      for y in 0..<paddedHeight { grid[y * paddedWidth + x] = output[y] }
    }
    var row = [Double](repeating: 0, count: paddedWidth)
    for y in 0..<paddedHeight {
      for x in 0..<paddedWidth { row[x] = grid[y * paddedWidth + x] }
      transform1D(row, count: paddedWidth, into: &output, scratch: &scratch)
      for x in 0..<paddedWidth { grid[y * paddedWidth + x] = output[x] }
    }
    var result = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { result[y * width + x] = grid[(y + 1) * paddedWidth + x + 1] }
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
