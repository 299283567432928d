import CurtainCore
import Foundation

/// The checks of a launch storyboard or xib and of the assets it names.
extension TargetCheck {
  static let textElements: Set<String> = ["label", "textView", "textField", "button"]
  /// Connections ibtool refuses in a launch screen. A container's relationship segue (a
  /// navigation controller's root) is how the scene is built, not a connection to app code.
  static let connectionElements: Set<String> = ["outlet", "action", "segue", "outletCollection"]
  /// Top-level objects every scene or xib may hold beside its one view (controller).
  static let placeholders: Set<String> = ["placeholder", "exit"]

  mutating func checkLaunchDocument(_ document: InterfaceDocument) {
    let elements = document.elements
    let screen = try? LaunchScreenReader.screen(from: document)
    checkTopLevelObjects(document)
    if let screen { checkLaunchLayout(document, screen: screen) }
    for (index, element) in elements.enumerated() {
      if let customClass = element.attributes["customClass"], element.name != "placeholder" {
        let kind =
          element.name.hasSuffix("Controller") ? "a view controller subclass" : "a custom class"
        report(
          .launchScreenCustomClass, document.path, element.line,
          "the launch screen uses \(kind) ('\(customClass)'); iOS draws it before any app code "
            + "is loaded, so it fails", fix: "use UIKit's own classes only")
      }
      if Self.connectionElements.contains(element.name),
        element.attributes["kind"] != "relationship",
        document.ancestor(of: index, named: "connections") != nil
      {
        report(
          .launchScreenConnections, document.path, element.line,
          "the launch screen has a connection (\(element.name)); Xcode rejects launch screens "
            + "with outlets, actions or segues", fix: "delete the connection")
      }
      if Self.textElements.contains(element.name), Self.showsText(at: index, in: document) {
        report(
          .textInLaunchScreen, document.path, element.line,
          "the launch screen shows text (\(element.name)); it is not localised at launch",
          fix: "use an image or leave the text out")
      }
      if element.name == "imageView" {
        checkImageView(at: index, in: document, screen: screen)
      } else if let image = element.attributes["image"], element.name != "image",
        // `<accessibilityTraits image="YES">` is a trait, not an image name (Rocket.Chat).
        element.name != "accessibilityTraits",
        element.attributes["catalog"] != "system"
      {
        checkImage(named: image, file: document.path, line: element.line, tinted: false)
      }
      if element.name == "color" {
        checkStoryboardColor(at: index, in: document)
      }
    }
  }

  /// Whether a label, text view, text field or button has text to show: a non-empty `text`,
  /// `placeholder` or state `title`, or an attributed or long string inside it. A label with
  /// `text=""` (isowords' 0-pt spacer) shows nothing.
  static func showsText(at index: Int, in document: InterfaceDocument) -> Bool {
    let element = document.elements[index]
    if !(element.attributes["text"] ?? "").isEmpty
      || !(element.attributes["placeholder"] ?? "").isEmpty
    {
      return true
    }
    var pending = document.children(of: index)
    while let child = pending.popLast() {
      let inner = document.elements[child]
      if inner.name == "attributedString" || inner.name == "string"
        || !(inner.attributes["title"] ?? "").isEmpty
      {
        return true
      }
      if inner.name == "state" || inner.name == "buttonConfiguration" {
        pending += document.children(of: child)
      }
    }
    return false
  }

  /// Each scene of a storyboard, and a xib, holds one view (controller) beside placeholders.
  mutating func checkTopLevelObjects(_ document: InterfaceDocument) {
    let elements = document.elements
    let containers = elements.indices.filter { index in
      elements[index].name == "objects"
        && (elements[index].parent.map { ["scene", "document"].contains(elements[$0].name) }
          ?? false)
    }
    for container in containers {
      let objects = document.children(of: container).filter {
        !Self.placeholders.contains(elements[$0].name)
      }
      for extra in objects.dropFirst() {
        report(
          .launchScreenConnections, document.path, elements[extra].line,
          "extra top-level object (\(elements[extra].name)) in the launch screen; Xcode rejects "
            + "launch screens with more than one", fix: "delete it")
      }
    }
  }

  mutating func checkImageView(
    at index: Int, in document: InterfaceDocument, screen: LaunchScreen?
  ) {
    let element = document.elements[index]
    var tinted = false
    if let image = element.attributes["image"] {
      let symbol = element.attributes["catalog"] == "system"
      tinted = symbol || catalogs.imageSets[image]?.isTemplate == true
      if !symbol {
        checkImage(named: image, file: document.path, line: element.line, tinted: tinted)
      }
    }
    // Where the view is placed is read from the launch-screen model, the same reading
    // `curtain layout` lays out.
    guard let id = element.attributes["id"], let screen,
      let view = screen.allViews.first(where: { $0.id == id })
    else { return }
    // Placed as the layout places it: a stack view, constraints, or autoresizing (centred, or
    // pinned at its design-time frame from the top-left corner).
    let parent = screen.allViews.first { $0.subviews.contains { $0.id == id } }
    let isArranged = if case .stack = parent?.content { true } else { false }
    let constrained = screen.allViews.contains { holder in
      holder.constraints.contains { $0.firstItem == id || $0.secondItem == id }
    }
    let message: String
    switch LaunchViewPlacement(of: view, isArranged: isArranged, constrained: constrained) {
    case .arranged, .constraints: return
    case .autoresizing(let mask):
      let centred = mask.contains(.flexibleLeftMargin) && mask.contains(.flexibleRightMargin)
      guard !constrained, !centred else { return }
      message =
        "this image view has no constraints: it keeps its design-time frame from the top-left "
        + "corner on every other screen size"
    case .none:
      message =
        "this image view has no constraints and no autoresizing: nothing places it, so where "
        + "UIKit draws it is undefined (Curtain's layout keeps its design-time frame)"
    }
    report(
      .launchImageUnconstrained, document.path, element.line, message,
      fix: "centre it with constraints (centerX, centerY, width, height)")
  }

  mutating func checkStoryboardColor(at index: Int, in document: InterfaceDocument) {
    let element = document.elements[index]
    let attributes = element.attributes
    guard let key = attributes["key"] else { return }  // resources' colour definitions
    // The text colour of a label (or field, view, button) that shows no text is never seen.
    if key == "textColor", let owner = element.parent,
      Self.textElements.contains(document.elements[owner].name),
      !Self.showsText(at: owner, in: document)
    {
      return
    }
    if key == "tintColor" {
      // A tint shows only on template images and symbols.
      guard let owner = element.parent.map({ document.elements[$0] }), owner.name == "imageView"
      else { return }
      let image = owner.attributes["image"] ?? ""
      guard owner.attributes["catalog"] == "system" || catalogs.imageSets[image]?.isTemplate == true
      else { return }
      // A mid-tone tint (a brand colour) reads on light and dark backgrounds alike; a near-black
      // or near-white one disappears in one of them.
      if let luminance = Self.luminance(attributes), (0.15...0.85).contains(luminance) { return }
    }
    if let name = attributes["name"] {
      checkColor(named: name, file: document.path, line: element.line)
      return
    }
    guard attributes["systemColor"] == nil, attributes["cocoaTouchSystemColor"] == nil,
      info.followsAppearance
    else { return }
    if let alpha = attributes["alpha"].flatMap(Double.init), alpha == 0 { return }
    report(
      .launchColorIgnoresDarkMode, document.path, element.line,
      "the launch screen's \(key) is a fixed colour while the app follows dark mode",
      fix: "use a colour set with a dark appearance (or a system colour)")
  }

  /// The relative luminance of a fixed storyboard colour (`white=` or `red= green= blue=`).
  static func luminance(_ attributes: [String: String]) -> Double? {
    if let white = attributes["white"].flatMap(Double.init) { return white }
    guard let red = attributes["red"].flatMap(Double.init),
      let green = attributes["green"].flatMap(Double.init),
      let blue = attributes["blue"].flatMap(Double.init)
    else { return nil }
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue
  }

  mutating func checkColor(named name: String, file: String, line: Int?) {
    guard let set = catalogs.colorSets[name] else {
      report(
        .launchScreenMissingAsset, file, line,
        "the launch screen names colour '\(name)' but no asset catalog of the app has "
          + "\(name).colorset", fix: "add \(name).colorset to the app's asset catalog")
      return
    }
    if info.followsAppearance && !set.hasDarkVariant {
      report(
        .launchColorIgnoresDarkMode, file, line,
        "colour '\(name)' (\(set.path)) has no dark appearance while the app follows dark mode",
        fix: "add a dark appearance to \(name).colorset")
    }
  }

  mutating func checkImage(named name: String, file: String, line: Int?, tinted: Bool) {
    guard let set = catalogs.imageSets[name] else {
      if hasLooseImage(named: name) { return }
      report(
        .launchScreenMissingAsset, file, line,
        "the launch screen names image '\(name)' but no asset catalog of the app has "
          + "\(name).imageset", fix: "add \(name).imageset to the app's asset catalog")
      return
    }
    // Without a 3x file the image is scaled up (blurry) on 3x screens; a 3x file alone is
    // scaled down on 2x ones, which stays sharp.
    // A strip or a dot (4 pixels or less on a side: Flutter's 1×1 `LaunchBackground`) is drawn
    // as a fill or a gradient, which is never blurry.
    let sizes = set.entries.compactMap { entry in
      (entry["filename"] as? String).flatMap {
        ImageHeader.pixelSize(reader.files.contents(set.path + "/" + $0) ?? Data())
      }
    }
    let isFill = !sizes.isEmpty && sizes.allSatisfy { min($0.width, $0.height) <= 4 }
    if let scales = set.scalesWithFiles, !scales.isEmpty, !scales.contains("3x"), !isFill {
      let missing = ["2x", "3x"].filter { !scales.contains($0) }.joined(separator: " or ")
      report(
        .launchImageMissingScales, set.path + "/Contents.json", nil,
        "image '\(name)' used by the launch screen has no \(missing) file: it is blurry on "
          + "Retina screens", fix: "add the \(missing) image (or a single vector image)")
    }
    for entry in set.entries {
      guard let fileName = entry["filename"] as? String else { continue }
      let path = set.path + "/" + fileName
      guard let size = ImageHeader.pixelSize(reader.files.contents(path) ?? Data()) else {
        continue
      }
      // Checked: a header may declare 2^31-1 x 2^31-1 pixels.
      let pixels = size.width.multipliedReportingOverflow(by: size.height)
      let decoded = pixels.partialValue.multipliedReportingOverflow(by: 4)
      let bytes = pixels.overflow || decoded.overflow ? Int.max : decoded.partialValue
      let budget = LaunchAssetGenerator.decodedSizeBudget
      if bytes > budget {
        report(
          .launchImageTooLarge, path, nil,
          "this launch image decodes to \(size.width)x\(size.height) pixels "
            + "(\(bytes / 1_000_000) MB), over the \(budget / 1_000_000) MB that iOS 14+ draws: "
            + "it shows a blank launch screen instead",
          fix: "scale it down to the size it is drawn at")
      }
    }
  }

  /// Whether the target holds an image file of that name outside catalogs (`Logo.png`,
  /// `Logo@2x.png`, `Logo.pdf`), which a storyboard can also name.
  func hasLooseImage(named name: String) -> Bool {
    let stem = (name as NSString).deletingPathExtension
    let extensions = [".png", "@2x.png", "@3x.png", ".jpg", ".jpeg", ".pdf", ".heic"]
    if extensions.contains(where: { target.members.bundled.contains(stem + $0) }) { return true }
    return reader.files.allPaths.contains { path in
      let file = (path as NSString).lastPathComponent
      guard file.hasPrefix(stem), !path.contains(".xcassets/") else { return false }
      let rest = file.dropFirst(stem.count)
      return extensions.contains(String(rest))
        && target.members.contains(path)
    }
  }

  mutating func checkLegacyLaunchImages() {
    for set in catalogs.launchImageSets {
      report(
        .legacyLaunchImage, set.path + "/Contents.json", nil,
        "LaunchImage sets are legacy (the App Store requires a launch storyboard since 2020)",
        fix: "remove it and use a launch storyboard or UILaunchScreen")
      let withFiles = set.entries.filter { $0["filename"] != nil }
      let scales = Set(withFiles.compactMap { $0["scale"] as? String })
      if !withFiles.isEmpty && (!scales.contains("2x") || !scales.contains("3x")) {
        report(
          .launchImageMissingScales, set.path + "/Contents.json", nil,
          "this LaunchImage set lacks 2x/3x images: iOS runs the app in zoom mode on devices "
            + "without a matching image", fix: "add the 2x and 3x images, or move to a storyboard")
      }
      let iPhone = withFiles.filter { $0["idiom"] as? String == "iphone" }
      guard !iPhone.isEmpty else { continue }
      let subtypes = Set(iPhone.compactMap { $0["subtype"] as? String })
      let missing = AssetCatalogIndex.iPhoneLaunchSubtypes.filter { !subtypes.contains($0.subtype) }
      if !missing.isEmpty {
        report(
          .launchImageMissingDeviceSize, set.path + "/Contents.json", nil,
          "this LaunchImage set has no image for "
            + missing.map(\.screen).joined(separator: ", ")
            + ": iOS runs the app zoomed (letterboxed) on those iPhones",
          fix: "add those sizes, or replace the set with a launch storyboard")
      }
    }
  }
}
