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
  }

  var path: String
  var elements: [Element]

  /// Parses `data`; throws with the parser's line when the XML is malformed or not an
  /// Interface Builder document.
  init(path: String, data: Data) throws(DoctorReadError) {
    self.path = path
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

  /// Whether the document says it is a launch screen (`launchScreen="YES"`).
  var isLaunchScreen: Bool { elements.first?.attributes["launchScreen"] == "YES" }

  private final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [Element] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(Element(name: elementName, attributes: attributes, line: parser.lineNumber))
    }
  }
}
