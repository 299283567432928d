extension LaunchLayoutSystem {
  /// The views whose saved frames break a required constraint that names them, judged in this
  /// environment (meaningful at the document's design device): Interface Builder's "misplaced
  /// views", whose saved frames are stale and not what Auto Layout computes.
  func misplacedViews(tolerance: Double = 0.5) -> [String] {
    var absolute: [Rect] = []
    for node in nodes {
      let saved = node.view.savedFrame ?? Rect(size: environment.size)
      let origin = node.parent.map { absolute[$0].origin } ?? .zero
      absolute.append(
        node.parent == nil
          ? Rect(size: environment.size)
          : Rect(
            x: origin.x + saved.minX, y: origin.y + saved.minY, width: saved.width,
            height: saved.height))
    }
    var system = self
    let safeRect = Rect(size: environment.size).inset(environment.safeArea)
    for node in nodes.indices.dropFirst() {
      let frame = absolute[node]
      system.setSafeInsets(
        node,
        EdgeInsets(
          top: min(max(0, safeRect.minY - frame.minY), frame.height),
          left: min(max(0, safeRect.minX - frame.minX), frame.width),
          bottom: min(max(0, frame.maxY - safeRect.maxY), frame.height),
          right: min(max(0, frame.maxX - safeRect.maxX), frame.width)))
    }
    let value = { (variable: SolverVariable) -> Double in
      let frame = absolute[variable.index / 4]
      switch variable.index % 4 {
      case 0: return frame.minX
      case 1: return frame.minY
      case 2: return frame.width
      default: return frame.height
      }
    }
    var misplaced: [String] = []
    for node in nodes.indices {
      for constraint in nodes[node].view.constraints
      where constraint.isRequired && isInstalled(constraint.id, byDefault: constraint.isInstalled) {
        guard let equation = system.equation(constraint, holder: node) else { continue }
        let difference = equation.expression.evaluate(value)
        let holds =
          switch constraint.relation {
          case .equal: abs(difference) <= tolerance
          case .lessThanOrEqual: difference <= tolerance
          case .greaterThanOrEqual: difference >= -tolerance
          }
        guard !holds else { continue }
        let holderID = nodes[node].view.id
        for item in [constraint.firstItem ?? holderID, constraint.secondItem ?? holderID]
        where item != nodes[0].view.id && system.isView(item) && !misplaced.contains(item) {
          misplaced.append(item)
        }
      }
    }
    return misplaced
  }
}
