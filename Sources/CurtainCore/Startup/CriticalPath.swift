/// The longest chain of dependent tasks, weighted by duration.
enum CriticalPath {
  /// A chain's weight: seconds first, then the number of tasks (so zero-length work still
  /// yields the whole chain).
  private struct Weight: Comparable {
    var seconds: Double
    var tasks: Int

    static func < (lhs: Weight, rhs: Weight) -> Bool {
      (lhs.seconds, lhs.tasks) < (rhs.seconds, rhs.tasks)
    }
  }

  /// The heaviest path through tasks that ran.
  ///
  /// - Parameters:
  ///   - durations: seconds per task position; `nil` for a task that never started (left out).
  ///   - dependencies: each task's dependency positions; the graph must be acyclic.
  /// - Returns: positions from the first task to the last, and their summed seconds; ties go
  ///   to the earlier position. O(tasks + dependencies).
  static func longest(durations: [Double?], dependencies: Adjacency) -> (
    positions: [Int], seconds: Double
  ) {
    var best = [(weight: Weight, previous: Int?)?](repeating: nil, count: durations.count)
    func weight(_ position: Int) -> Weight {
      if let known = best[position] { return known.weight }
      var heaviest = (weight: Weight(seconds: 0, tasks: 0), previous: Int?.none)
      for dependency in dependencies[position] where durations[dependency] != nil {
        let candidate = weight(dependency)
        if heaviest.previous == nil || heaviest.weight < candidate {
          heaviest = (candidate, dependency)
        }
      }
      let total = Weight(
        seconds: heaviest.weight.seconds + (durations[position] ?? 0),
        tasks: heaviest.weight.tasks + 1)
      best[position] = (total, heaviest.previous)
      return total
    }
    var end: Int?
    var endWeight = Weight(seconds: 0, tasks: 0)
    for position in durations.indices where durations[position] != nil {
      let candidate = weight(position)
      if end == nil || endWeight < candidate {
        end = position
        endWeight = candidate
      }
    }
    var path: [Int] = []
    while let position = end {
      path.append(position)
      end = best[position]?.previous
    }
    return (path.reversed(), endWeight.seconds)
  }
}
