/// The exact area of a filled outline inside each pixel: line segments accumulate signed area
/// into a buffer whose running sum along a row is the coverage (the accumulation method of
/// font-rs and stb_truetype 2). Quadratic curves are flattened to within a tenth of a pixel.
/// Overlapping contours of the same direction add up and are clamped to full.
struct CoverageMask {
  let width: Int
  let height: Int
  private var cells: [Float]

  /// An empty mask; edges beyond its left or right side count as on that side.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = [Float](repeating: 0, count: (self.width + 2) * self.height)
  }

  /// Adds the straight edge from `start` to `end` (pixel coordinates, y down).
  mutating func addLine(_ start: (x: Double, y: Double), _ end: (x: Double, y: Double)) {
    guard start.y != end.y else { return }
    let direction: Float = start.y < end.y ? 1 : -1
    let (top, bottom) = start.y < end.y ? (start, end) : (end, start)
    let slope = (bottom.x - top.x) / (bottom.y - top.y)
    let stride = width + 2
    let limit = Double(width)
    var x = top.x
    var y = max(top.y, 0)
    if top.y < 0 { x -= top.y * slope }
    let last = min(bottom.y, Double(height))
    guard y < last else { return }
    var row = Int(y)
    while Double(row) < last {
      let rowEnd = min(Double(row + 1), last)
      let dy = rowEnd - y
      let next = x + slope * dy
      let d = Float(dy) * direction
      let left = min(max(min(x, next), 0), limit), right = min(max(max(x, next), 0), limit)
      let base = row * stride
      let leftCell = Int(left.rounded(.down)), rightCell = Int(right.rounded(.up))
      if rightCell <= leftCell + 1 {
        let middle = Float((left + right) / 2 - Double(leftCell))
        cells[base + leftCell] += d - d * middle
        cells[base + leftCell + 1] += d * middle
      } else {
        let inverse = Float(1 / (right - left))
        let leftFraction = Float(left - Double(leftCell))
        let firstArea = 0.5 * inverse * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = Float(right - Double(rightCell) + 1)
        let lastArea = 0.5 * inverse * rightFraction * rightFraction
        cells[base + leftCell] += d * firstArea
        if rightCell == leftCell + 2 {
          cells[base + leftCell + 1] += d * (1 - firstArea - lastArea)
        } else {
          let secondArea = inverse * (1.5 - leftFraction)
          cells[base + leftCell + 1] += d * (secondArea - firstArea)
          for cell in (leftCell + 2)..<(rightCell - 1) { cells[base + cell] += d * inverse }
          let before = secondArea + Float(rightCell - leftCell - 3) * inverse
          cells[base + rightCell - 1] += d * (1 - before - lastArea)
        }
        cells[base + rightCell] += d * lastArea
      }
      x = next
      y = rowEnd
      row += 1
    }
  }

  /// Adds the quadratic curve from `start` through the pull of `control` to `end`.
  mutating func addQuadratic(
    _ start: (x: Double, y: Double), _ control: (x: Double, y: Double),
    _ end: (x: Double, y: Double)
  ) {
    let bendX = start.x - 2 * control.x + end.x, bendY = start.y - 2 * control.y + end.y
    // A quadratic split into n chords strays at most |bend| / (8 n^2) from them.
    let bend = (bendX * bendX + bendY * bendY).squareRoot()
    let steps = min(64, max(1, Int((bend / 0.8).squareRoot().rounded(.up))))
    var previous = start
    for step in 1...steps {
      let t = Double(step) / Double(steps), u = 1 - t
      let point = (
        x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
        y: u * u * start.y + 2 * u * t * control.y + t * t * end.y
      )
      addLine(previous, point)
      previous = point
    }
  }

  /// Coverage of pixel (x, y) for each pixel of each row, 0...1, rows top to bottom.
  func forEachCovered(_ body: (_ x: Int, _ y: Int, _ coverage: Float) -> Void) {
    let stride = width + 2
    for y in 0..<height {
      var sum: Float = 0
      for x in 0..<width {
        sum += cells[y * stride + x]
        let coverage = min(abs(sum), 1)
        if coverage > 1.0 / 512 { body(x, y, coverage) }
      }
    }
  }
}
