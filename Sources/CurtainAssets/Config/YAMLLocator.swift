import CurtainCore
import Yams

/// Finds the line of a design key path in a composed YAML document.
struct YAMLLocator {
  /// The document's root node.
  let root: Node

  /// The line and column of the deepest part of `path` present in the document: the key's own
  /// line for mapping keys, the element's for list items.
  func mark(of path: DesignKeyPath) -> Mark? {
    var node = root
    var found = root.mark
    for component in path.components {
      switch (component, node) {
      case (.key(let key), .mapping(let mapping)):
        guard let pair = mapping.first(where: { $0.key.string == key }) else { return found }
        found = pair.key.mark ?? found
        node = pair.value
      case (.index(let index), .sequence(let sequence)) where sequence.indices.contains(index):
        node = sequence[index]
        found = node.mark ?? found
      default:
        return found
      }
    }
    return found
  }
}
