import CurtainCore
import Foundation

extension LaunchScreenReader {
  /// Builds `LaunchView`s from an Interface Builder document's view elements.
  struct ViewBuilder {
    let document: InterfaceDocument

    func view(at index: Int) -> LaunchView {
      let element = document.elements[index]
      let attributes = element.attributes
      var view = LaunchView(
        id: attributes["id"] ?? "line\(element.line)", content: content(at: index),
        label: attributes["userLabel"], attributes: viewAttributes(at: index))
      if let frame = document.child(of: index, named: "rect", key: "frame") {
        view.savedFrame = Self.rect(document.elements[frame].attributes)
      }
      if let subviews = document.child(of: index, named: "subviews") {
        view.subviews = document.children(of: subviews)
          .filter { LaunchScreenReader.viewElements.contains(document.elements[$0].name) }
          .map { self.view(at: $0) }
      }
      if let constraints = document.child(of: index, named: "constraints") {
        view.constraints = document.children(of: constraints)
          .filter { document.elements[$0].name == "constraint" }
          .map { constraint(at: $0) }
      }
      for child in document.children(of: index) {
        let attributes = document.elements[child].attributes
        guard document.elements[child].name == "viewLayoutGuide", let id = attributes["id"] else {
          continue
        }
        switch attributes["key"] {
        case "safeArea": view.layoutGuides.append(LaunchLayoutGuide(id: id, kind: .safeArea))
        case "layoutMargins":
          view.layoutGuides.append(LaunchLayoutGuide(id: id, kind: .layoutMargins))
        default: continue
        }
      }
      applyVariations(at: index, to: &view)
      return view
    }

    /// `<variation key="default">` marks what is not installed by default; the others say what
    /// a size class installs or removes.
    private func applyVariations(at index: Int, to view: inout LaunchView) {
      for child in document.children(of: index) where document.elements[child].name == "variation" {
        guard let key = document.elements[child].attributes["key"] else { continue }
        var included: [String] = []
        var excluded: [String] = []
        for mask in document.children(of: child) where document.elements[mask].name == "mask" {
          for entry in document.children(of: mask) {
            guard let reference = document.elements[entry].attributes["reference"] else { continue }
            if document.elements[entry].name == "include" {
              included.append(reference)
            } else if document.elements[entry].name == "exclude" {
              excluded.append(reference)
            }
          }
        }
        if key == "default" {
          let hidden = Set(excluded)
          for position in view.constraints.indices
          where hidden.contains(view.constraints[position].id) {
            view.constraints[position].isInstalled = false
          }
          for position in view.subviews.indices where hidden.contains(view.subviews[position].id) {
            view.subviews[position].isInstalled = false
          }
        } else if let condition = Self.condition(key) {
          view.variations.append(
            SizeClassVariation(condition: condition, included: included, excluded: excluded))
        }
      }
    }

    /// `heightClass=compact-widthClass=regular`.
    static func condition(_ key: String) -> SizeClassCondition? {
      var condition = SizeClassCondition()
      for part in key.split(separator: "-") {
        let pair = part.split(separator: "=")
        guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else {
          return nil
        }
        switch pair[0] {
        case "widthClass": condition.width = sizeClass
        case "heightClass": condition.height = sizeClass
        default: return nil
        }
      }
      return condition
    }

    private func constraint(at index: Int) -> LaunchConstraint {
      let attributes = document.elements[index].attributes
      let double = { (key: String) in attributes[key].flatMap(Double.init) }
      var constraint = LaunchConstraint(
        id: attributes["id"] ?? "line\(document.elements[index].line)",
        firstItem: attributes["firstItem"],
        firstAttribute: attributes["firstAttribute"].flatMap(LayoutAttribute.init)
          ?? .notAnAttribute,
        relation: attributes["relation"].flatMap(LayoutRelation.init) ?? .equal,
        secondItem: attributes["secondItem"],
        secondAttribute: attributes["secondAttribute"].flatMap(LayoutAttribute.init)
          ?? .notAnAttribute,
        multiplier: attributes["multiplier"].flatMap(Self.multiplier) ?? 1,
        constant: double("constant") ?? 0, isStandardSpacing: attributes["symbolic"] == "YES",
        priority: double("priority") ?? 1000)
      for child in document.children(of: index) where document.elements[child].name == "variation" {
        let variation = document.elements[child].attributes
        guard let key = variation["key"], let condition = Self.condition(key),
          let constant = variation["constant"].flatMap(Double.init)
        else { continue }
        constraint.variations.append(SizeClassVariation(condition: condition, constant: constant))
      }
      return constraint
    }

    /// `0.5`, `1:2` (0.5) or `1/3`.
    static func multiplier(_ text: String) -> Double? {
      for separator in [":", "/"] where text.contains(separator) {
        let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
        guard parts.count == 2, parts[1] != 0 else { return nil }
        return parts[0] / parts[1]
      }
      return Double(text)
    }

    private func content(at index: Int) -> LaunchViewContent {
      let element = document.elements[index]
      let attributes = element.attributes
      switch element.name {
      case "view": return .plain
      case "imageView":
        if let reference = document.child(of: index, named: "imageReference", key: "image") {
          let image = document.elements[reference].attributes
          return .image(
            LaunchImage(name: image["image"], isSystemSymbol: image["catalog"] == "system"))
        }
        return .image(
          LaunchImage(name: attributes["image"], isSystemSymbol: attributes["catalog"] == "system"))
      case "label": return .label(label(at: index))
      case "stackView":
        return .stack(
          LaunchStack(
            axis: attributes["axis"] == "vertical" ? .vertical : .horizontal,
            distribution: attributes["distribution"].flatMap(LaunchStack.Distribution.init)
              ?? .fill,
            alignment: attributes["alignment"].flatMap(Self.stackAlignment) ?? .fill,
            spacing: attributes["spacing"].flatMap(Double.init) ?? 0,
            isLayoutMarginsRelative: attributes["layoutMarginsFollowReadableWidth"] == "YES"
              || attributes["layoutMarginsRelativeArrangement"] == "YES"))
      default: return .other(element.name)
      }
    }

    /// IB writes `top`/`bottom` on horizontal stacks for leading/trailing.
    private static func stackAlignment(_ text: String) -> LaunchStack.Alignment? {
      switch text {
      case "top": .leading
      case "bottom": .trailing
      case "baseline": .lastBaseline
      default: LaunchStack.Alignment(rawValue: text)
      }
    }

    private func label(at index: Int) -> LaunchLabel {
      let attributes = document.elements[index].attributes
      var text = attributes["text"]
      if text == nil, let string = document.child(of: index, named: "string", key: "text") {
        text = document.elements[string].text
      }
      if text == nil, let attributed = document.child(of: index, named: "attributedString") {
        text = document.children(of: attributed)
          .compactMap { document.elements[$0].attributes["content"] }.joined()
      }
      var font = LaunchFont()
      if let description = document.child(of: index, named: "fontDescription") {
        let font_ = document.elements[description].attributes
        let size = font_["pointSize"].flatMap(Double.init) ?? 17
        if let name = font_["name"] {
          font = LaunchFont(style: .named, pointSize: size, name: name)
        } else if let style = font_["style"] {
          font = LaunchFont(style: .textStyle, pointSize: size, name: style)
        } else {
          let style: LaunchFont.Style =
            switch font_["type"] {
            case "boldSystem": .boldSystem
            case "italicSystem": .italicSystem
            default: .system
            }
          font = LaunchFont(style: style, pointSize: size, weight: font_["weight"])
        }
      }
      let textColor = document.child(of: index, named: "color", key: "textColor").flatMap {
        Self.color(document.elements[$0].attributes)
      }
      return LaunchLabel(
        text: text ?? "", font: font, textColor: textColor,
        alignment: (attributes["textAlignment"] ?? attributedAlignment(of: index))
          .flatMap(LaunchLabel.Alignment.init) ?? .natural,
        numberOfLines: attributes["numberOfLines"].flatMap(Int.init) ?? 1)
    }

    /// The first paragraph style's alignment in the label's attributed text (Interface
    /// Builder writes an attributed label's alignment there, not in `textAlignment`).
    private func attributedAlignment(of index: Int) -> String? {
      guard let attributed = document.child(of: index, named: "attributedString") else {
        return nil
      }
      var pending = document.children(of: attributed)
      while !pending.isEmpty {
        let next = pending.removeFirst()
        if document.elements[next].name == "paragraphStyle" {
          return document.elements[next].attributes["alignment"]
        }
        pending += document.children(of: next)
      }
      return nil
    }

    private func viewAttributes(at index: Int) -> LaunchViewAttributes {
      let attributes = document.elements[index].attributes
      let yes = { (key: String, fallback: Bool) in
        attributes[key].map { $0 == "YES" } ?? fallback
      }
      let priority = { (key: String, fallback: Double) in
        attributes[key].flatMap(Double.init) ?? fallback
      }
      var result = LaunchViewAttributes(
        isHidden: yes("hidden", false), alpha: attributes["alpha"].flatMap(Double.init) ?? 1,
        clipsToBounds: yes("clipsSubviews", false),
        contentMode: attributes["contentMode"].flatMap(ContentMode.init) ?? .scaleToFill,
        insetsLayoutMarginsFromSafeArea: yes("insetsLayoutMarginsFromSafeArea", true),
        preservesSuperviewLayoutMargins: yes("preservesSuperviewLayoutMargins", false),
        translatesAutoresizingMask: yes("translatesAutoresizingMaskIntoConstraints", true),
        hasFixedFrame: yes("fixedFrame", false),
        hugging: AxisPriorities(
          horizontal: priority("horizontalHuggingPriority", 250),
          vertical: priority("verticalHuggingPriority", 250)),
        compressionResistance: AxisPriorities(
          horizontal: priority("horizontalCompressionResistancePriority", 750),
          vertical: priority("verticalCompressionResistancePriority", 750)))
      for child in document.children(of: index) {
        let element = document.elements[child]
        switch (element.name, element.attributes["key"]) {
        case ("color", "backgroundColor"): result.backgroundColor = Self.color(element.attributes)
        case ("color", "tintColor"): result.tintColor = Self.color(element.attributes)
        case ("autoresizingMask", _): result.autoresizingMask = Self.mask(element.attributes)
        case ("edgeInsets", "layoutMargins"):
          let value = { (key: String) in element.attributes[key].flatMap(Double.init) ?? 0 }
          result.layoutMargins = EdgeInsets(
            top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
          let value = { (key: String) in element.attributes[key].flatMap(Double.init) ?? 0 }
          result.layoutMargins = EdgeInsets(
            top: value("top"), left: value("leading"), bottom: value("bottom"),
            right: value("trailing"))
        default: continue
        }
      }
      return result
    }

    static func mask(_ attributes: [String: String]) -> AutoresizingMask {
      let bits: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
      ]
      var mask: AutoresizingMask = []
      for (key, bit) in bits where attributes[key] == "YES" { mask.insert(bit) }
      return mask
    }

    static func rect(_ attributes: [String: String]) -> Rect? {
      guard let x = attributes["x"].flatMap(Double.init),
        let y = attributes["y"].flatMap(Double.init),
        let width = attributes["width"].flatMap(Double.init),
        let height = attributes["height"].flatMap(Double.init)
      else { return nil }
      return Rect(x: x, y: y, width: width, height: height)
    }

    /// A `<color>` element: a colour set, a system colour or fixed components.
    static func color(_ attributes: [String: String]) -> LaunchColor? {
      if let name = attributes["name"] { return .named(name) }
      if let system = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] {
        return .system(system)
      }
      let value = { (key: String) in attributes[key].flatMap(Double.init) }
      let alpha = value("alpha") ?? 1
      let space = attributes["customColorSpace"] ?? attributes["colorSpace"] ?? "sRGB"
      if let white = value("white") {
        return .fixed(
          RGBAColor(red: white, green: white, blue: white, alpha: alpha), colorSpace: space)
      }
      guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
        return nil
      }
      return .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: alpha), colorSpace: space)
    }
  }
}
