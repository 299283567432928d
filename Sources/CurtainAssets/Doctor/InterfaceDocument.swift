import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A storyboard or xib as a flat list of elements with their attributes and lines.
struct InterfaceDocument {
  struct Element {
    var name: String
    var attributes: [String: String]
    var line: Int
    /// The index of the enclosing element, nil for the root.
    var parent: Int?
    /// The character data of a `<string>` element (a label's multi-line text), else nil.
    var text: String?
  }

  var path: String
  var elements: [Element]
  /// The indexes of each element's children, in document order.
  private var childIndexes: [[Int]]

  /// Parses `data`; throws with the line when the bytes are not UTF-8 XML text (checked before
  /// the parser, which traps on some), the XML is malformed or not an Interface Builder document.
  init(path: String, data: Data) throws(DoctorReadError) {
    self.path = path
    if let problem = XMLBytes.problem(in: [UInt8](data)) { throw problem }
    let collector = ElementCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    // Linux's XMLParser can return true and still record an error: check both.
    guard parser.parse(), parser.parserError == nil else {
      throw DoctorReadError(line: parser.lineNumber, reason: "not well-formed XML")
    }
    guard collector.elements.first?.name == "document" else {
      throw DoctorReadError(line: 1, reason: "not an Interface Builder document")
    }
    elements = collector.elements
    var childIndexes = [[Int]](repeating: [], count: elements.count)
    for (index, element) in elements.enumerated() {
      if let parent = element.parent { childIndexes[parent].append(index) }
    }
    self.childIndexes = childIndexes
  }

  /// The indexes of the elements directly inside the element at `index`.
  func children(of index: Int) -> [Int] {
    childIndexes[index]
  }

  /// The first child of the element at `index` named `name` (and with `key`, when given).
  func child(of index: Int, named name: String, key: String? = nil) -> Int? {
    childIndexes[index].first {
      elements[$0].name == name && (key == nil || elements[$0].attributes["key"] == key)
    }
  }

  /// The index of the nearest enclosing element named `name`.
  func ancestor(of index: Int, named name: String) -> Int? {
    var current = elements[index].parent
    while let parent = current {
      if elements[parent].name == name { return parent }
      current = elements[parent].parent
    }
    return nil
  }

  private final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(
        Element(
          name: elementName, attributes: attributes, line: parser.lineNumber, parent: open.last,
          text: elementName == "string" ? "" : nil))
      open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let current = open.last, elements[current].text != nil else { return }
      elements[current].text?.append(string)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = open.popLast()
    }
  }
}
