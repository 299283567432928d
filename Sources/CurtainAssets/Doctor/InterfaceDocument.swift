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
  }

  var path: String
  var elements: [Element]

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
  }

  /// The indexes of the elements directly inside the element at `index`.
  func children(of index: Int) -> [Int] {
    elements.indices.filter { elements[$0].parent == index }
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
          name: elementName, attributes: attributes, line: parser.lineNumber, parent: open.last))
      open.append(elements.count - 1)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = open.popLast()
    }
  }
}
