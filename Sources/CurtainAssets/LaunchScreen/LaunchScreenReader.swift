import CurtainCore
import Foundation

/// Reads the three ways an app declares its launch screen into one `LaunchScreen` model: a
/// launch storyboard, a launch xib and the `UILaunchScreen` Info.plist dictionary.
///
/// Storyboards and xibs go through `InterfaceDocument`, the same parse the doctor checks, so the
/// doctor and the layout read one document the same way.
public enum LaunchScreenReader {
  /// Reads a storyboard or xib (told apart by the document's `type`).
  ///
  /// - Throws: `LaunchScreenReadError` naming the file and line when the bytes are not an
  ///   Interface Builder document or hold no view.
  public static func read(path: String, data: Data) throws(LaunchScreenReadError) -> LaunchScreen {
    let document: InterfaceDocument
    do { document = try InterfaceDocument(path: path, data: data) } catch {
      throw LaunchScreenReadError(path: path, line: error.line, reason: error.reason)
    }
    return try screen(from: document)
  }

  /// The launch screen of a parsed storyboard or xib.
  static func screen(from document: InterfaceDocument) throws(LaunchScreenReadError)
    -> LaunchScreen
  {
    let elements = document.elements
    let root = elements[0].attributes
    let isXib = root["type"]?.hasSuffix("CocoaTouch.XIB") == true
    guard let rootView = isXib ? xibRootView(document) : storyboardRootView(document) else {
      throw LaunchScreenReadError(
        path: document.path, line: 1,
        reason: isXib
          ? "the xib has no top-level view" : "the storyboard has no view controller view")
    }
    var guides: [LaunchLayoutGuide] = []
    if let controller = elements[rootView].parent,
      let legacy = document.child(of: controller, named: "layoutGuides")
    {
      for index in document.children(of: legacy) {
        let attributes = elements[index].attributes
        guard let id = attributes["id"] else { continue }
        guides.append(
          LaunchLayoutGuide(id: id, kind: attributes["type"] == "bottom" ? .bottom : .top))
      }
    }
    var view = ViewBuilder(document: document).view(at: rootView)
    view.layoutGuides += guides
    let (deviceID, orientation) = designDevice(document)
    return LaunchScreen(
      source: isXib ? .xib : .storyboard, root: view, designDeviceID: deviceID,
      designOrientation: orientation, imageSizes: imageSizes(document),
      namedColors: namedColors(document), usesSafeAreas: root["useSafeAreas"] == "YES")
  }

  static let viewElements: Set<String> = [
    "view", "imageView", "label", "stackView", "button", "activityIndicatorView", "textView",
    "textField", "progressView", "visualEffectView", "segmentedControl", "switch", "slider",
    "pageControl", "scrollView", "mapView", "webView", "wkWebView", "pickerView", "datePicker",
    "tableView", "collectionView", "containerView", "navigationBar", "toolbar", "tabBar",
    "searchBar",
  ]

  private static func storyboardRootView(_ document: InterfaceDocument) -> Int? {
    let elements = document.elements
    let controllers = elements.indices.filter {
      elements[$0].attributes["sceneMemberID"] == "viewController"
    }
    var candidates = controllers
    if let initial = elements[0].attributes["initialViewController"],
      let index = controllers.first(where: { elements[$0].attributes["id"] == initial })
    {
      candidates = [index] + controllers
    }
    var seen: Set<Int> = []
    while let controller = candidates.first {
      candidates.removeFirst()
      guard seen.insert(controller).inserted else { continue }
      if let view = document.children(of: controller).first(where: {
        elements[$0].attributes["key"] == "view" && viewElements.contains(elements[$0].name)
      }) {
        return view
      }
      // A container (navigation controller): its root view controller's view.
      if let connections = document.child(of: controller, named: "connections"),
        let segue = document.children(of: connections).first(where: {
          elements[$0].attributes["relationship"] == "rootViewController"
        }),
        let destination = elements[segue].attributes["destination"],
        let target = controllers.first(where: { elements[$0].attributes["id"] == destination })
      {
        candidates.insert(target, at: 0)
      }
    }
    return nil
  }

  private static func xibRootView(_ document: InterfaceDocument) -> Int? {
    guard let objects = document.child(of: 0, named: "objects") else { return nil }
    return document.children(of: objects).first {
      viewElements.contains(document.elements[$0].name)
    }
  }

  /// The design device id and orientation (`<device>`, or the old
  /// `<simulatedScreenMetrics key="destination" type="retina4">`).
  private static func designDevice(_ document: InterfaceDocument) -> (String?, Orientation) {
    if let device = document.child(of: 0, named: "device") {
      let attributes = document.elements[device].attributes
      return (attributes["id"], attributes["orientation"] == "landscape" ? .landscape : .portrait)
    }
    let legacy: [String: String] = [
      "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
    ]
    for element in document.elements where element.name == "simulatedScreenMetrics" {
      guard element.attributes["key"] == "destination", let type = element.attributes["type"]
      else { continue }
      return (legacy[type] ?? type, .portrait)
    }
    return (nil, .portrait)
  }

  private static func imageSizes(_ document: InterfaceDocument) -> [String: Size] {
    guard let resources = document.child(of: 0, named: "resources") else { return [:] }
    var sizes: [String: Size] = [:]
    for index in document.children(of: resources) where document.elements[index].name == "image" {
      let attributes = document.elements[index].attributes
      guard let name = attributes["name"], let width = attributes["width"].flatMap(Double.init),
        let height = attributes["height"].flatMap(Double.init)
      else { continue }
      sizes[name] = Size(width: width, height: height)
    }
    return sizes
  }

  private static func namedColors(_ document: InterfaceDocument) -> [String: LaunchColor] {
    guard let resources = document.child(of: 0, named: "resources") else { return [:] }
    var colors: [String: LaunchColor] = [:]
    for index in document.children(of: resources)
    where document.elements[index].name == "namedColor" {
      guard let name = document.elements[index].attributes["name"],
        let color = document.child(of: index, named: "color"),
        let value = ViewBuilder.color(document.elements[color].attributes)
      else { continue }
      colors[name] = value
    }
    return colors
  }
}
