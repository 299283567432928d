/// The constraint system of one launch screen on one screen (the work behind `LaunchLayout`).
///
/// Each installed view has four solver variables: x, y, width and height in the root view's
/// coordinates. The root is the screen. Subviews' safe areas and wrapped labels' heights depend
/// on the solution, so the system is solved again (at most four times) until they settle.
struct LaunchLayoutSystem {
  struct Node {
    var view: LaunchView
    var parent: Int?
    var isArranged: Bool
  }

  /// A rectangle as solver expressions.
  struct Box {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    func inset(_ insets: EdgeInsets) -> Box {
      Box(
        x: x + insets.left, y: y + insets.top, width: width + -(insets.left + insets.right),
        height: height + -(insets.top + insets.bottom))
    }
  }

  let screen: LaunchScreen
  let environment: LaunchLayoutEnvironment
  let metrics: any LaunchTextMetrics
  private(set) var nodes: [Node] = []
  private var nodeIndex: [String: Int] = [:]
  private var guides: [String: (node: Int, kind: LaunchLayoutGuide.Kind)] = [:]
  private var installation: [String: [(condition: SizeClassCondition, included: Bool)]] = [:]
  private var safeInsets: [EdgeInsets]
  private var wrapWidths: [Int: Double] = [:]

  init(screen: LaunchScreen, environment: LaunchLayoutEnvironment, metrics: any LaunchTextMetrics) {
    self.screen = screen
    self.environment = environment
    self.metrics = metrics
    safeInsets = []
    for view in screen.allViews {
      for variation in view.variations {
        for id in variation.included {
          installation[id, default: []].append((variation.condition, true))
        }
        for id in variation.excluded {
          installation[id, default: []].append((variation.condition, false))
        }
      }
    }
    collect(screen.root, parent: nil, arranged: false)
    safeInsets = nodes.indices.map { $0 == 0 ? environment.safeArea : .zero }
  }

  /// Whether the view or constraint `id` is installed in this environment's size classes: the
  /// most specific matching variation decides, else the default.
  func isInstalled(_ id: String, byDefault: Bool) -> Bool {
    let matching = (installation[id] ?? []).filter {
      $0.condition.matches(width: environment.widthClass, height: environment.heightClass)
    }
    guard let best = matching.max(by: { $0.condition.specificity < $1.condition.specificity })
    else { return byDefault }
    return best.included
  }

  private mutating func collect(_ view: LaunchView, parent: Int?, arranged: Bool) {
    let index = nodes.count
    var stripped = view
    stripped.subviews = []
    nodes.append(Node(view: stripped, parent: parent, isArranged: arranged))
    nodeIndex[view.id] = index
    for guide in view.layoutGuides { guides[guide.id] = (index, guide.kind) }
    let isStack = if case .stack = view.content { true } else { false }
    for subview in view.subviews where isInstalled(subview.id, byDefault: subview.isInstalled) {
      collect(subview, parent: index, arranged: isStack)
    }
  }

  mutating func setSafeInsets(_ node: Int, _ insets: EdgeInsets) {
    safeInsets[node] = insets
  }

  func isView(_ id: String) -> Bool { nodeIndex[id] != nil }

  // MARK: Variables and expressions

  func box(_ node: Int) -> Box {
    let base = node * 4
    return Box(
      x: LinearExpression(SolverVariable(base)), y: LinearExpression(SolverVariable(base + 1)),
      width: LinearExpression(SolverVariable(base + 2)),
      height: LinearExpression(SolverVariable(base + 3)))
  }

  /// The layout margins of a node, including its safe area when it insets them.
  func margins(_ node: Int) -> EdgeInsets {
    let view = nodes[node].view
    let side = environment.systemSideMargin
    var margins =
      view.attributes.layoutMargins
      ?? (node == 0
        ? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        : EdgeInsets(
          top: 8, left: 8, bottom: 8, right: 8))
    if node == 0, view.attributes.layoutMargins != nil {
      margins.left = max(margins.left, side)
      margins.right = max(margins.right, side)
    }
    if view.attributes.insetsLayoutMarginsFromSafeArea {
      let safe = safeInsets[node]
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    return margins
  }

  /// The box an item id names (a view, or a guide of a view); nil for an unknown item.
  func box(item: String) -> (box: Box, node: Int, isGuide: Bool)? {
    if let node = nodeIndex[item] { return (box(node), node, false) }
    guard let guide = guides[item], nodes.indices.contains(guide.node) else { return nil }
    let owner = box(guide.node)
    let safe = safeInsets[guide.node]
    switch guide.kind {
    case .safeArea: return (owner.inset(safe), guide.node, true)
    case .layoutMargins: return (owner.inset(margins(guide.node)), guide.node, true)
    case .top:
      return (
        Box(
          x: owner.x, y: owner.y, width: owner.width, height: LinearExpression(constant: safe.top)),
        guide.node, true
      )
    case .bottom:
      return (
        Box(
          x: owner.x, y: owner.y + owner.height + -safe.bottom, width: owner.width,
          height: LinearExpression(constant: safe.bottom)), guide.node, true
      )
    }
  }

  func expression(_ box: Box, node: Int, isGuide: Bool, _ attribute: LayoutAttribute)
    -> LinearExpression?
  {
    var box = box
    switch attribute {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      if !isGuide { box = box.inset(margins(node)) }
    default: break
    }
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return box.x
    case .right, .trailing, .rightMargin, .trailingMargin: return box.x + box.width
    case .top, .topMargin: return box.y
    case .bottom, .bottomMargin: return box.y + box.height
    case .width: return box.width
    case .height: return box.height
    case .centerX, .centerXWithinMargins: return box.x + box.width * 0.5
    case .centerY, .centerYWithinMargins: return box.y + box.height * 0.5
    case .firstBaseline, .lastBaseline:
      guard !isGuide, case .label(let label) = nodes[node].view.content else {
        return box.y + box.height
      }
      let text = textSize(node, label)
      let line = metrics.lineHeight(of: label.font)
      let first = box.y + box.height * 0.5 + (metrics.ascender(of: label.font) - text.height / 2)
      return attribute == .firstBaseline
        ? first : first + max(0, (text.height / line).rounded() - 1) * line
    case .notAnAttribute: return nil
    }
  }

  func textSize(_ node: Int, _ label: LaunchLabel) -> Size {
    metrics.size(of: label, maxWidth: wrapWidths[node])
  }

  /// The intrinsic content size, when the view has one.
  func intrinsicSize(_ node: Int) -> Size? {
    switch nodes[node].view.content {
    case .image(let image):
      guard let name = image.name else { return nil }
      return screen.imageSizes[name]
    case .label(let label):
      let size = textSize(node, label)
      let pixel = 1 / environment.scale
      return Size(
        width: (size.width / pixel).rounded(.up) * pixel,
        height: (size.height / pixel).rounded(.up) * pixel)
    default: return nil
    }
  }

  // MARK: Solving

  mutating func solve() -> LaunchLayoutResult {
    var frames: [Rect] = []
    var broken: [LaunchLayoutResult.BrokenConstraint] = []
    for _ in 0..<4 {
      (frames, broken) = solveOnce()
      var settled = true
      let safeRect = Rect(size: environment.size).inset(environment.safeArea)
      for node in nodes.indices.dropFirst() {
        let frame = frames[node]
        let insets = EdgeInsets(
          top: clamp(safeRect.minY - frame.minY, frame.height),
          left: clamp(safeRect.minX - frame.minX, frame.width),
          bottom: clamp(frame.maxY - safeRect.maxY, frame.height),
          right: clamp(frame.maxX - safeRect.maxX, frame.width))
        if !insets.isClose(to: safeInsets[node]) {
          safeInsets[node] = insets
          settled = false
        }
        if case .label(let label) = nodes[node].view.content, label.numberOfLines != 1 {
          let natural = metrics.size(of: label, maxWidth: nil).width
          let wrap: Double? = frame.width + 1e-6 < natural ? frame.width : nil
          if wrap.map({ abs($0 - (wrapWidths[node] ?? -1)) > 1e-6 }) ?? (wrapWidths[node] != nil) {
            wrapWidths[node] = wrap
            settled = false
          }
        }
      }
      if settled { break }
    }
    return LaunchLayoutResult(views: rounded(frames), broken: broken)
  }

  private func clamp(_ value: Double, _ limit: Double) -> Double {
    min(max(0, value), max(0, limit))
  }

  /// Rounds each frame's edges to pixels in its superview's coordinates, as UIKit does.
  private func rounded(_ frames: [Rect]) -> [LaunchLayoutResult.PlacedView] {
    let scale = environment.scale
    let pixel = { (value: Double) in (value * scale).rounded() / scale }
    var result: [Rect] = []
    var placed: [LaunchLayoutResult.PlacedView] = []
    for (index, node) in nodes.enumerated() {
      let frame = frames[index]
      let parentRaw = node.parent.map { frames[$0].origin } ?? .zero
      let parentRounded = node.parent.map { result[$0].origin } ?? .zero
      let minX = pixel(frame.minX - parentRaw.x)
      let minY = pixel(frame.minY - parentRaw.y)
      let maxX = pixel(frame.maxX - parentRaw.x)
      let maxY = pixel(frame.maxY - parentRaw.y)
      let rect = Rect(
        x: parentRounded.x + minX, y: parentRounded.y + minY, width: maxX - minX,
        height: maxY - minY)
      result.append(rect)
      placed.append(
        LaunchLayoutResult.PlacedView(
          id: node.view.id, parentID: node.parent.map { nodes[$0].view.id }, frame: rect))
    }
    return placed
  }

  private func solveOnce() -> ([Rect], [LaunchLayoutResult.BrokenConstraint]) {
    var solver = LinearSolver()
    var broken: [LaunchLayoutResult.BrokenConstraint] = []
    let root = box(0)
    for (expression, value) in [
      (root.x, 0.0), (root.y, 0), (root.width, environment.size.width),
      (root.height, environment.size.height),
    ] {
      try? solver.add(SolverConstraint(expression, .equal, LinearExpression(constant: value)))
    }
    var system: [SolverConstraint] = []
    for node in nodes.indices.dropFirst() {
      // Constraints are added below; a view with no place keeps its saved frame (at the end).
      if case .autoresizing(let mask) = LaunchViewPlacement(
        of: nodes[node].view, isArranged: nodes[node].isArranged, constrained: false)
      {
        system += autoresizing(node, mask: mask)
      }
    }
    for node in nodes.indices {
      if case .stack(let stack) = nodes[node].view.content {
        system += arrangement(node, stack)
      }
    }
    for constraint in system { try? solver.add(constraint) }
    for node in nodes.indices {
      for constraint in nodes[node].view.constraints
      where isInstalled(constraint.id, byDefault: constraint.isInstalled) {
        guard let equation = equation(constraint, holder: node) else { continue }
        do { try solver.add(equation) } catch {
          broken.append(
            LaunchLayoutResult.BrokenConstraint(
              id: constraint.id, summary: summary(constraint, holder: nodes[node].view.id)))
        }
      }
    }
    for node in nodes.indices.dropFirst() {
      let view = nodes[node].view
      guard !view.attributes.translatesAutoresizingMask || nodes[node].isArranged,
        let size = intrinsicSize(node)
      else { continue }
      let frame = box(node)
      for (expression, value, hug, resist) in [
        (
          frame.width, size.width, view.attributes.hugging.horizontal,
          view.attributes.compressionResistance.horizontal
        ),
        (
          frame.height, size.height, view.attributes.hugging.vertical,
          view.attributes.compressionResistance.vertical
        ),
      ] {
        let target = LinearExpression(constant: value)
        try? solver.add(
          SolverConstraint(expression, .lessThanOrEqual, target, strength: Self.strength(hug)))
        try? solver.add(
          SolverConstraint(expression, .greaterThanOrEqual, target, strength: Self.strength(resist))
        )
      }
    }
    // An ambiguous view keeps its saved place and size, as Interface Builder shows it: the
    // weakest of weights, so any constraint or intrinsic size wins over it.
    for node in nodes.indices.dropFirst() {
      guard let saved = nodes[node].view.savedFrame, let parent = nodes[node].parent else {
        continue
      }
      let frame = box(node)
      let superview = box(parent)
      for (expression, value) in [
        (frame.x - superview.x, saved.minX), (frame.y - superview.y, saved.minY),
        (frame.width, saved.width), (frame.height, saved.height),
      ] {
        try? solver.add(
          SolverConstraint(
            expression, .equal, LinearExpression(constant: value), strength: Self.stayStrength))
      }
    }
    let frames = nodes.indices.map { node -> Rect in
      let base = node * 4
      return Rect(
        x: solver.value(of: SolverVariable(base)), y: solver.value(of: SolverVariable(base + 1)),
        width: solver.value(of: SolverVariable(base + 2)),
        height: solver.value(of: SolverVariable(base + 3)))
    }
    return (frames, broken)
  }

  /// The weight that keeps an ambiguous view at its saved frame.
  static let stayStrength = 1e-3

  /// A UIKit priority as a solver strength: 1000 is required, below it a weight.
  static func strength(_ priority: Double) -> Double {
    priority >= 1000 ? SolverConstraint.required : priority
  }

  func equation(_ constraint: LaunchConstraint, holder: Int) -> SolverConstraint? {
    let holderID = nodes[holder].view.id
    guard let first = box(item: constraint.firstItem ?? holderID),
      let lhs = expression(
        first.box, node: first.node, isGuide: first.isGuide,
        constraint.firstAttribute)
    else { return nil }
    let constant =
      constraint.variations
      .filter {
        $0.constant != nil
          && $0.condition.matches(width: environment.widthClass, height: environment.heightClass)
      }
      .max { $0.condition.specificity < $1.condition.specificity }?.constant ?? constraint.constant
    var rhs = LinearExpression(constant: constant)
    if constraint.secondAttribute != .notAnAttribute {
      guard let second = box(item: constraint.secondItem ?? holderID),
        let expression = expression(
          second.box, node: second.node, isGuide: second.isGuide, constraint.secondAttribute)
      else { return nil }
      rhs = expression * constraint.multiplier + constant
    }
    return SolverConstraint(
      lhs, constraint.relation, rhs, strength: Self.strength(constraint.priority))
  }

  /// `constraint` as a sentence; an item it leaves out is the view holding it, as in
  /// Interface Builder's documents.
  func summary(_ constraint: LaunchConstraint, holder: String) -> String {
    let symbol =
      switch constraint.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    let first = "\(constraint.firstItem ?? holder).\(constraint.firstAttribute.rawValue)"
    var rhs = ""
    if constraint.secondAttribute != .notAnAttribute {
      rhs = "\(constraint.secondItem ?? holder).\(constraint.secondAttribute.rawValue)"
      if constraint.multiplier != 1 { rhs += " × \(format(constraint.multiplier))" }
      if constraint.constant != 0 {
        rhs +=
          constraint.constant > 0
          ? " + \(format(constraint.constant))"
          : " - "
            + format(-constraint.constant)
      }
    } else {
      rhs = format(constraint.constant)
    }
    return "\(first) \(symbol) \(rhs)"
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension Rect {
  func inset(_ insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

extension EdgeInsets {
  func isClose(to other: EdgeInsets) -> Bool {
    abs(top - other.top) < 1e-6 && abs(left - other.left) < 1e-6
      && abs(bottom - other.bottom) < 1e-6 && abs(right - other.right) < 1e-6
  }
}
