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

  /// The heaviest path through the tasks named in `order` (dependencies outside it are ignored).
  ///
  /// - Parameters:
  ///   - durations: seconds per task id.
  ///   - dependencies: each task's dependency ids.
  ///   - order: the ids to consider; ties go to the earlier id. O(tasks + edges).
  /// - Returns: ids from the first task to the last, and their summed seconds.
  static func longest(
    durations: [String: Double], dependencies: [String: [String]], order: [String]
  ) -> (ids: [String], seconds: Double) {
    var best: [String: (weight: Weight, previous: String?)] = [:]
    func weight(_ id: String) -> Weight {
      if let known = best[id] { return known.weight }
      var heaviest = (weight: Weight(seconds: 0, tasks: 0), previous: String?.none)
      for dependency in dependencies[id] ?? [] where durations[dependency] != nil {
        let candidate = weight(dependency)
        if heaviest.previous == nil || heaviest.weight < candidate {
          heaviest = (candidate, dependency)
        }
      }
      let total = Weight(
        seconds: heaviest.weight.seconds + (durations[id] ?? 0), tasks: heaviest.weight.tasks + 1)
      best[id] = (total, heaviest.previous)
      return total
    }
    var end: String?
    var endWeight = Weight(seconds: 0, tasks: 0)
    for id in order where durations[id] != nil {
      let candidate = weight(id)
      if end == nil || endWeight < candidate {
        end = id
        endWeight = candidate
      }
    }
    var path: [String] = []
    while let id = end {
      path.append(id)
      end = best[id]?.previous
    }
    return (path.reversed(), endWeight.seconds)
  }
}
