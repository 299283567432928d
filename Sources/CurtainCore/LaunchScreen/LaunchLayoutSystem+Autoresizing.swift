extension LaunchLayoutSystem {
  /// The constraints a view's autoresizing mask becomes (`translatesAutoresizingMaskIntoConstraints`):
  /// its saved frame, with the superview's change in size since the document was saved shared
  /// among the flexible margins and dimension in proportion to their saved sizes, as UIKit's
  /// `UIView.AutoresizingMask` documentation says ("distribute the size difference
  /// proportionally among the flexible portions").
  /// Interface Builder's prototyping constraints for a fixed frame are the same with no
  /// flexible part: `mask` is the view's own mask, or empty for those.
  func autoresizing(_ node: Int, mask: AutoresizingMask) -> [SolverConstraint] {
    guard let parent = nodes[node].parent else { return [] }
    let view = nodes[node].view
    let saved = view.savedFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let parentSaved =
      nodes[parent].view.savedFrame?.size
      ?? (parent == 0 ? environment.size : saved.size)
    let frame = box(node)
    let superview = box(parent)
    var result: [SolverConstraint] = []
    for horizontal in [true, false] {
      let (leading, size, superSize) =
        horizontal
        ? (saved.minX, saved.width, parentSaved.width)
        : (saved.minY, saved.height, parentSaved.height)
      let trailing = superSize - leading - size
      let flexible: [Bool] =
        horizontal
        ? [
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin),
        ]
        : [
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin),
        ]
      let parts = [leading, size, trailing]
      let total = zip(parts, flexible).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
      let count = Double(flexible.filter { $0 }.count)
      let share = { (index: Int) -> Double in
        guard flexible[index] else { return 0 }
        return total > 0 ? max(0, parts[index]) / total : 1 / count
      }
      // delta = the superview's size now minus its saved size.
      let delta = (horizontal ? superview.width : superview.height) + -superSize
      let origin = horizontal ? frame.x - superview.x : frame.y - superview.y
      let length = horizontal ? frame.width : frame.height
      result.append(
        SolverConstraint(origin, .equal, delta * share(0) + leading))
      result.append(SolverConstraint(length, .equal, delta * share(1) + size))
    }
    return result
  }
}
