/// Edges of a small graph stored flat (compressed rows): the neighbours of node `n` are
/// `targets[offsets[n]..<offsets[n + 1]]`, so building it allocates two arrays, not one per node.
struct Adjacency: Sendable {
  private var offsets: [Int]
  private var targets: [Int]

  /// Groups `edges` by source; each node's targets keep the order of `edges`.
  init(nodeCount: Int, edges: [(from: Int, to: Int)]) {
    var offsets = [Int](repeating: 0, count: nodeCount + 1)
    for edge in edges { offsets[edge.from + 1] += 1 }
    for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
    var next = offsets
    var targets = [Int](repeating: 0, count: edges.count)
    for edge in edges {
      targets[next[edge.from]] = edge.to
      next[edge.from] += 1
    }
    self.offsets = offsets
    self.targets = targets
  }

  /// Calls `body` with the target of each of `node`'s edges, in order (no slice is made, so no
  /// reference counting on the hot path).
  @inline(__always)
  func forEachTarget(of node: Int, _ body: (Int) -> Void) {
    var edge = offsets[node]
    let end = offsets[node + 1]
    while edge < end {
      body(targets[edge])
      edge += 1
    }
  }
}
