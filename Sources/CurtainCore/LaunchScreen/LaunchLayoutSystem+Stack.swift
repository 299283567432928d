extension LaunchLayoutSystem {
  /// The constraints `UIStackView` makes for its arranged subviews (hidden ones take no room):
  /// edges pinned along the axis with `spacing` between neighbours, sizes by `distribution`
  /// (`fillProportionally` is laid out as `fill`), and cross-axis edges by `alignment`
  /// (baseline alignments as `leading`).
  func arrangement(_ node: Int, _ stack: LaunchStack) -> [SolverConstraint] {
    let items = nodes.indices.filter {
      nodes[$0].parent == node && nodes[$0].isArranged && !nodes[$0].view.attributes.isHidden
    }
    guard let firstItem = items.first, let lastItem = items.last else { return [] }
    var container = box(node)
    if stack.isLayoutMarginsRelative { container = container.inset(margins(node)) }
    let vertical = stack.axis == .vertical
    let start = { (box: Box) in vertical ? box.y : box.x }
    let length = { (box: Box) in vertical ? box.height : box.width }
    let crossStart = { (box: Box) in vertical ? box.x : box.y }
    let crossLength = { (box: Box) in vertical ? box.width : box.height }
    let end = { (box: Box) in start(box) + length(box) }
    let crossEnd = { (box: Box) in crossStart(box) + crossLength(box) }
    var result: [SolverConstraint] = [
      SolverConstraint(start(box(firstItem)), .equal, start(container)),
      SolverConstraint(end(box(lastItem)), .equal, end(container)),
    ]
    let spacing = LinearExpression(constant: stack.spacing)
    var firstGap: LinearExpression?
    var firstCentres: LinearExpression?
    for (previous, next) in zip(items, items.dropFirst()) {
      let gap = start(box(next)) - end(box(previous))
      let centres =
        (start(box(next)) + length(box(next)) * 0.5)
        - (start(box(previous)) + length(box(previous)) * 0.5)
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        result.append(SolverConstraint(gap, .equal, spacing))
      case .equalSpacing:
        result.append(SolverConstraint(gap, .greaterThanOrEqual, spacing))
        if let firstGap { result.append(SolverConstraint(gap, .equal, firstGap)) }
        firstGap = firstGap ?? gap
      case .equalCentering:
        result.append(SolverConstraint(gap, .greaterThanOrEqual, spacing))
        if let firstCentres { result.append(SolverConstraint(centres, .equal, firstCentres)) }
        firstCentres = firstCentres ?? centres
      }
      if stack.distribution == .fillEqually {
        result.append(SolverConstraint(length(box(next)), .equal, length(box(firstItem))))
      }
    }
    for item in items {
      let frame = box(item)
      switch stack.alignment {
      case .fill:
        result.append(SolverConstraint(crossStart(frame), .equal, crossStart(container)))
        result.append(SolverConstraint(crossEnd(frame), .equal, crossEnd(container)))
      case .leading, .firstBaseline, .lastBaseline:
        result.append(SolverConstraint(crossStart(frame), .equal, crossStart(container)))
        result.append(SolverConstraint(crossEnd(frame), .lessThanOrEqual, crossEnd(container)))
      case .trailing:
        result.append(SolverConstraint(crossEnd(frame), .equal, crossEnd(container)))
        result.append(
          SolverConstraint(crossStart(frame), .greaterThanOrEqual, crossStart(container)))
      case .center:
        result.append(
          SolverConstraint(
            crossStart(frame) + crossLength(frame) * 0.5, .equal,
            crossStart(container) + crossLength(container) * 0.5))
        result.append(
          SolverConstraint(crossStart(frame), .greaterThanOrEqual, crossStart(container)))
      }
      if stack.alignment != .fill {
        // The stack hugs its tallest item across the axis (UIKit's ambiguity suppression).
        result.append(
          SolverConstraint(crossLength(container), .equal, crossLength(frame), strength: 1))
      }
    }
    return result
  }
}
