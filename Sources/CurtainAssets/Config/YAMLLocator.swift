import CurtainCore
import Yams

/// Finds the line of a design key path in a composed YAML document.
///
/// Each mapping on a located path is indexed by key the first time a path goes through it, so
/// locating n problems in one mapping costs O(keys + n), not O(keys × n) (a scan of the mapping
/// per problem took 20 s for 10,000 unknown keys). Only mappings on located paths are indexed:
/// YAML aliases can make a small file a huge tree, and the locator never walks it whole.
final class YAMLLocator {
  /// The document's root node.
  private let root: Node
  /// Each indexed mapping's keys (the first of equal keys, as a decoder reads them), by the
  /// mapping's path.
  private var indexes: [DesignKeyPath: [String: (key: Node, value: Node)]] = [:]

  /// A locator for the document `root`.
  init(root: Node) {
    self.root = root
  }

  /// The line and column of the deepest part of `path` present in the document: the key's own
  /// line for mapping keys, the element's for list items.
  func mark(of path: DesignKeyPath) -> Mark? {
    var node = root
    var found = root.mark
    var prefix = DesignKeyPath()
    for component in path.components {
      switch (component, node) {
      case (.key(let key), .mapping(let mapping)):
        guard let pair = index(of: mapping, at: prefix)[key] else { return found }
        found = pair.key.mark ?? found
        node = pair.value
      case (.index(let index), .sequence(let sequence)) where sequence.indices.contains(index):
        node = sequence[index]
        found = node.mark ?? found
      default:
        return found
      }
      prefix.components.append(component)
    }
    return found
  }

  /// The keys of `mapping`, found at `path`, indexed once.
  private func index(of mapping: Node.Mapping, at path: DesignKeyPath)
    -> [String: (key: Node, value: Node)]
  {
    if let index = indexes[path] { return index }
    var index: [String: (key: Node, value: Node)] = [:]
    for pair in mapping {
      guard let key = pair.key.string, index[key] == nil else { continue }
      index[key] = (pair.key, pair.value)
    }
    indexes[path] = index
    return index
  }
}
