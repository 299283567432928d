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
  ///   - durations: seconds per run position; `nil` for a task that never started (left out).
  ///   - order: run positions with every started task after its dependencies (the order in
  ///     which they became ready); may hold tasks that never started.
  ///   - run: the run's tasks and their dependencies.
  /// - Returns: run positions from the first task to the last, and their summed seconds; ties
  ///   go to the earlier dependency and the earlier end position. O(tasks + dependencies), one
  ///   pass in `order`.
  static func longest(durations: [Double?], order: [Int], in run: StartupRun) -> (
    positions: [Int], seconds: Double
  ) {
    var best = [(weight: Weight, previous: Int?)?](repeating: nil, count: durations.count)
    for position in order {
      guard let duration = durations[position] else { continue }
      var heaviest = (weight: Weight(seconds: 0, tasks: 0), previous: Int?.none)
      // A started task's dependencies in the run all started (and ended) before it.
      run.forEachDependency(of: position) { dependency, _ in
        guard let dependency, let candidate = best[dependency]?.weight else { return }
        if heaviest.previous == nil || heaviest.weight < candidate {
          heaviest = (candidate, dependency)
        }
      }
      let total = Weight(
        seconds: heaviest.weight.seconds + duration, tasks: heaviest.weight.tasks + 1)
      best[position] = (total, heaviest.previous)
    }
    var end: Int?
    var endWeight = Weight(seconds: 0, tasks: 0)
    for position in best.indices {
      guard let candidate = best[position]?.weight else { continue }
      if end == nil || endWeight < candidate {
        end = position
        endWeight = candidate
      }
    }
    // Filled from the back: the chain's length is known, so no reversal (and no second array).
    var path = [Int](repeating: 0, count: endWeight.tasks)
    var slot = path.count
    while let position = end {
      slot -= 1
      path[slot] = position
      end = best[position]?.previous
    }
    return (path, endWeight.seconds)
  }
}
