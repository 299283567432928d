import CurtainCore
import Foundation

/// The visual checks of a launch storyboard or xib: laid out by `LaunchLayout` on every device
/// of `DeviceCatalog.screens` (one model per screen) the app runs on (`TARGETED_DEVICE_FAMILY`), in every orientation it
/// supports (`UISupportedInterfaceOrientations`), and judged by `LaunchLayoutAudit`.
extension TargetCheck {
  /// One visual rule's finding about one view (or constraint): each way it shows (under the
  /// status bar, under the Home indicator), with the layouts it shows on and its worst amount.
  private struct LayoutGroup {
    var rule: DoctorRule
    var id: String
    var subject: String
    var fix: String
    var variants: [(phrase: (Double) -> String, key: String, worst: Double, places: [String])] =
      []
  }

  mutating func checkLaunchLayout(_ document: InterfaceDocument, screen: LaunchScreen) {
    let hidden = statusBarHidden
    let layouts = DeviceCatalog.screens.filter(runsOn).flatMap { device in
      supportedOrientations(pad: device.isPad).map { orientation in
        let environment = LaunchLayoutEnvironment(device: device, orientation: orientation)
        return (
          place: "\(device.name) \(orientation.rawValue)", environment: environment,
          result: LaunchLayout.layout(screen, in: environment),
          obstructions: ScreenObstructions(
            device: device, orientation: orientation, statusBarHidden: hidden)
        )
      }
    }
    func audit(_ opaque: [String: EdgeInsets], _ shapeless: Set<String>)
      -> [(place: String, issue: LaunchLayoutIssue)]
    {
      layouts.flatMap { layout in
        LaunchLayoutAudit.issues(
          of: screen, laidOut: layout.result, in: layout.environment,
          obstructions: layout.obstructions, opaqueInsets: opaque, shapeless: shapeless
        ).map { (layout.place, $0) }
      }
    }
    var found = audit([:], [])
    // Only the pictures found past an edge or under a bar are decoded, to judge their opaque
    // part (an icon's transparent margin shows nothing), and the stretched ones, to tell a
    // fill or a gradient (a stretch nobody sees) from a shape: most launch screens decode none.
    func suspects(_ isSuspect: (LaunchLayoutIssue.Kind) -> Bool) -> Set<String> {
      Set(
        found.filter { isSuspect($0.issue.kind) }
          .compactMap { Self.imageName($0.issue.id, in: screen) })
    }
    let placed = suspects {
      switch $0 {
      case .clipped, .obstructed: true
      case .brokenConstraint, .distorted: false
      }
    }
    let stretched = suspects {
      if case .distorted = $0 { return true }
      return false
    }
    let root = reader.files.root
    let opaque =
      placed.isEmpty ? [:] : OpaqueBounds.insets(of: placed, in: catalogs, root: root)
    let shapeless =
      stretched.isEmpty
      ? [] : ShapelessImages.names(among: stretched, in: catalogs, root: root)
    if !opaque.isEmpty || !shapeless.isEmpty { found = audit(opaque, shapeless) }
    var groups: [LayoutGroup] = []
    for (place, issue) in found {
      let fresh = Self.group(for: issue, in: screen)
      let variant = Self.variant(of: issue)
      var index = groups.firstIndex { $0.rule == fresh.rule && $0.id == fresh.id }
      if index == nil {
        groups.append(fresh)
        index = groups.count - 1
      }
      guard let index else { continue }
      if let known = groups[index].variants.firstIndex(where: { $0.key == variant.key }) {
        groups[index].variants[known].places.append(place)
        groups[index].variants[known].worst = max(
          groups[index].variants[known].worst, variant.amount)
      } else {
        groups[index].variants.append((variant.phrase, variant.key, variant.amount, [place]))
      }
    }
    for group in groups {
      let parts = group.variants.map { variant in
        let shown = variant.places.prefix(3).joined(separator: ", ")
        let more =
          variant.places.count > 3
          ? " and \(variant.places.count - 3) more of the \(layouts.count) layouts checked" : ""
        return "\(variant.phrase(variant.worst)) on \(shown)\(more)"
      }
      let line = document.elements.first { $0.attributes["id"] == group.id }?.line
      report(
        group.rule, document.path, line, group.subject + parts.joined(separator: "; "),
        fix: group.fix)
    }
  }

  /// How `issue` shows: a phrase given its worst amount, a key, and its amount here.
  private static func variant(of issue: LaunchLayoutIssue) -> (
    phrase: (Double) -> String, key: String, amount: Double
  ) {
    switch issue.kind {
    case .clipped(let overflow, let offScreen):
      if offScreen { return ({ _ in "entirely off-screen (not shown)" }, "off", 0) }
      return (
        { "cut off by the screen's edge (up to \(Self.points($0)) pt past it)" }, "cut", overflow
      )
    case .obstructed(let obstruction):
      return ({ _ in "under the \(obstruction.rawValue)" }, obstruction.rawValue, 0)
    case .brokenConstraint:
      return ({ _ in "" }, "broken", 0)
    case .distorted(let percent):
      return ({ "stretched by \(Self.points($0))%" }, "stretched", percent)
    }
  }

  /// The finding's rule, subject (the start of its sentence) and fix for `issue`.
  private static func group(for issue: LaunchLayoutIssue, in screen: LaunchScreen)
    -> LayoutGroup
  {
    let name = viewName(issue.id, in: screen)
    switch issue.kind {
    case .clipped:
      return LayoutGroup(
        rule: .launchViewClipped, id: issue.id, subject: "\(name) is ",
        fix: "constrain it inside the safe area (or the screen), not to fixed offsets")
    case .obstructed:
      return LayoutGroup(
        rule: .launchViewUnderSystemUI, id: issue.id, subject: "\(name) is ",
        fix: "constrain it to the safe area layout guide instead of the view's edges")
    case .brokenConstraint(let constraint):
      return LayoutGroup(
        rule: .launchConstraintsUnsatisfiable, id: constraint.id,
        subject: "the launch screen's constraints cannot all hold: UIKit breaks "
          + "'\(constraint.summary)' (\(constraint.id))",
        fix: "lower the priority of one of the conflicting constraints, or remove it")
    case .distorted:
      let size = imageSize(issue.id, in: screen).map {
        " (its image is \(points($0.width))×\(points($0.height)) pt)"
      }
      return LayoutGroup(
        rule: .launchImageDistorted, id: issue.id,
        subject: "\(name)\(size ?? "") is Scale To Fill and more than "
          + "\(Int(LaunchLayoutAudit.distortionThreshold * 100))% out of its aspect ratio, "
          + "which a person sees: ",
        fix: "use Aspect Fit or Aspect Fill, or give the view the image's aspect ratio")
    }
  }

  private static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }

  /// "the image 'Logo' (view abc-12-def)", "the label 'Welcome' (view …)".
  private static func viewName(_ id: String, in screen: LaunchScreen) -> String {
    switch screen.allViews.first(where: { $0.id == id })?.content {
    case .image(let image)?: "the image '\(image.name ?? "")' (view \(id))"
    case .label(let label)?:
      "the label '\(label.text.count > 30 ? label.text.prefix(29) + "…" : label.text)' (view \(id))"
    default: "the view \(id)"
    }
  }

  /// The catalog image a view shows (not an SF Symbol).
  private static func imageName(_ id: String, in screen: LaunchScreen) -> String? {
    guard case .image(let image)? = screen.allViews.first(where: { $0.id == id })?.content,
      !image.isSystemSymbol
    else { return nil }
    return image.name
  }

  private static func imageSize(_ id: String, in screen: LaunchScreen) -> Size? {
    guard case .image(let image)? = screen.allViews.first(where: { $0.id == id })?.content,
      let name = image.name
    else { return nil }
    return screen.imageSizes[name]
  }

  /// `UIStatusBarHidden` is YES.
  var statusBarHidden: Bool {
    info.entries("UIStatusBarHidden").contains {
      ($0.value as? Bool) == true || ["YES", "TRUE"].contains(($0.value as? String)?.uppercased())
    }
  }

  /// The device families the target builds for: `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad);
  /// when no configuration sets it, Xcode's default (iPhone) for an Xcode project, and iPhone
  /// and iPad for XcodeGen and Tuist specs (their iOS presets name both).
  func runsOn(_ device: Device) -> Bool {
    let values = target.configurations.compactMap {
      $0.value(of: "TARGETED_DEVICE_FAMILY", target: target.name)
    }
    let families = Set(
      values.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) })
    if families.isEmpty {
      return !device.isPad || !target.projectFile.hasSuffix(".pbxproj") && !target.isFolderApp
    }
    return families.contains(device.isPad ? "2" : "1")
  }

  /// The orientations the app supports on an iPad (`pad`) or an iPhone: the idiom's own key
  /// (`~ipad`, `_iPad` build setting) first, then the plain key; both when none is set.
  func supportedOrientations(pad: Bool) -> [Orientation] {
    let idiomKeys =
      pad
      ? ["UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations_iPad"]
      : ["UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations_iPhone"]
    let own = info.entries.filter { idiomKeys.contains($0.key) }
    let chosen =
      own.isEmpty ? info.entries.filter { $0.key == "UISupportedInterfaceOrientations" } : own
    let names = chosen.flatMap { entry -> [String] in
      if let list = entry.value as? [Any] { return list.compactMap { $0 as? String } }
      return (entry.value as? String)?.split(separator: " ").map(String.init) ?? []
    }
    let found = Orientation.allCases.filter { orientation in
      names.contains { $0.lowercased().contains(orientation.rawValue) }
    }
    return found.isEmpty ? Orientation.allCases : found
  }
}
