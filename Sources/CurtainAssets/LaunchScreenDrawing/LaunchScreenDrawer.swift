import CurtainCore
import CurtainRender
import Foundation

/// Turns an app's launch screen, laid out on one screen, into what the renderer draws: each
/// view's frame in its superview, its colours resolved (asset catalog colour sets, UIKit's
/// system colours, fixed colours converted to sRGB) and its image picked from the app's image
/// sets for the screen's scale, idiom and appearance (PDF and SVG drawn, templates tinted).
///
/// What cannot be drawn as the device draws it is said in `notes`: labels (another typeface),
/// SF Symbols and views of other classes (not drawn), images and colours the catalogs lack.
public struct LaunchScreenDrawer {
  /// The launch screen.
  public let launchScreen: LaunchScreen
  /// The app's asset catalogs; nil when it has none.
  public let catalogs: AppAssetCatalogs?

  /// Creates a drawer.
  public init(launchScreen: LaunchScreen, catalogs: AppAssetCatalogs?) {
    self.launchScreen = launchScreen
    self.catalogs = catalogs
  }

  /// The drawing of one screen.
  public struct Drawing {
    /// The root view, filling the screen.
    public var root: DrawnView
    /// The images its image views name, by name.
    public var images: [String: RGBAImage]
    /// What is approximated or left out, one sentence each, without repeats.
    public var notes: [String]
  }

  /// The tint UIKit gives a view with none of its own up the tree (`tintColor`'s default).
  static let defaultTint = LaunchColor.system("systemBlueColor")

  /// Draws the launch screen on `screen` in `appearance`, its views at `frames` (each view's
  /// frame in the root view's coordinates, as the layout engine gives them; a view without one
  /// is not installed there and is not drawn).
  public func draw(
    frames: [String: Rect], on screen: Screen, appearance: Appearance, idiom: AssetIdiom
  ) -> Drawing {
    var context = Context(
      drawer: self, screen: screen, appearance: appearance, idiom: idiom)
    let rootFrame = frames[launchScreen.root.id] ?? screen.bounds
    let root =
      context.view(
        launchScreen.root, frames: frames, parentOrigin: rootFrame.origin,
        inheritedTint: Self.defaultTint)
      ?? DrawnView(id: launchScreen.root.id, frame: screen.bounds)
    var notes: [String] = []
    for note in context.notes where !notes.contains(note) { notes.append(note) }
    return Drawing(root: root, images: context.images, notes: notes)
  }

  /// The colour `color` names in `appearance`, and a note when it cannot be resolved exactly.
  func resolve(_ color: LaunchColor, appearance: Appearance, idiom: AssetIdiom) -> (
    RGBAColor?, String?
  ) {
    switch color {
    case .fixed(let components, let space):
      return (
        ColorSpace(interfaceBuilderName: space).sRGB(
          red: components.red, green: components.green, blue: components.blue,
          alpha: components.alpha), nil
      )
    case .system(let name):
      guard let value = SystemColors.color(named: name, appearance: appearance) else {
        return (nil, "system colour \(name) is unknown: drawn clear")
      }
      return (value, nil)
    case .named(let name):
      if let catalogs, catalogs.hasColor(named: name) {
        do {
          return (try catalogs.color(named: name, appearance: appearance, idiom: idiom), nil)
        } catch {
          return (nil, "\(error): drawn clear")
        }
      }
      // The document saves a fallback of each named colour (`<resources><namedColor>`).
      if let saved = launchScreen.namedColors[name], saved != color {
        let (value, _) = resolve(saved, appearance: appearance, idiom: idiom)
        return (
          value,
          "colour set \(name) is in no asset catalog read: drawn with the value the document "
            + "saved (one appearance)"
        )
      }
      return (nil, "colour set \(name) is in no asset catalog read: drawn clear")
    }
  }

  /// The walk over the tree for one screen.
  private struct Context {
    let drawer: LaunchScreenDrawer
    let screen: Screen
    let appearance: Appearance
    let idiom: AssetIdiom
    var images: [String: RGBAImage] = [:]
    var notes: [String] = []

    init(drawer: LaunchScreenDrawer, screen: Screen, appearance: Appearance, idiom: AssetIdiom) {
      self.drawer = drawer
      self.screen = screen
      self.appearance = appearance
      self.idiom = idiom
    }

    mutating func color(_ color: LaunchColor?) -> RGBAColor? {
      guard let color else { return nil }
      let (value, note) = drawer.resolve(color, appearance: appearance, idiom: idiom)
      if let note { notes.append(note) }
      return value
    }

    mutating func view(
      _ view: LaunchView, frames: [String: Rect], parentOrigin: Point, inheritedTint: LaunchColor
    ) -> DrawnView? {
      guard let absolute = frames[view.id] else { return nil }
      let attributes = view.attributes
      let tint = attributes.tintColor ?? inheritedTint
      var drawn = DrawnView(
        id: view.id,
        frame: Rect(
          x: absolute.minX - parentOrigin.x, y: absolute.minY - parentOrigin.y,
          width: absolute.width, height: absolute.height),
        backgroundColor: color(attributes.backgroundColor), alpha: attributes.alpha,
        isHidden: attributes.isHidden, clipsToBounds: attributes.clipsToBounds)
      switch view.content {
      case .plain, .stack:
        break
      case .other(let className):
        notes.append("a \(className) is not drawn (only its background)")
      case .image(let image):
        drawn.content = self.image(image, view: view, size: absolute.size, tint: tint)
      case .label(let label):
        drawn.content = .text(text(label))
        notes.append(LabelPainter.standInWarning)
      }
      drawn.subviews = view.subviews.compactMap {
        self.view($0, frames: frames, parentOrigin: absolute.origin, inheritedTint: tint)
      }
      return drawn
    }

    mutating func text(_ label: LaunchLabel) -> DrawnText {
      let weight = DrawnText.Weight(font: label.font)
      let family = DrawnText.Family(font: label.font)
      if label.font.style == .named {
        notes.append(
          family == .arialMetrics
            ? "font \(label.font.name ?? "?") is drawn with Liberation Sans (Arial's metrics)"
            : "font \(label.font.name ?? "?") is drawn with the embedded Inter at its size")
      }
      let alignment: DrawnText.Alignment
      switch label.alignment {
      case .center: alignment = .center
      case .right: alignment = .right
      case .natural, .left, .justified: alignment = .left
      }
      return DrawnText(
        text: label.text, pointSize: label.font.pointSize, weight: weight, family: family,
        color: color(label.textColor ?? .system("labelColor")) ?? .black, alignment: alignment,
        numberOfLines: label.numberOfLines)
    }

    mutating func image(_ image: LaunchImage, view: LaunchView, size: Size, tint: LaunchColor)
      -> DrawnContent
    {
      let mode = view.attributes.contentMode
      guard let name = image.name else { return .none }
      if image.isSystemSymbol {
        notes.append("SF Symbol \(name) is not drawn (Apple's glyphs are not shipped)")
        return .none
      }
      guard let catalogs = drawer.catalogs, catalogs.hasImage(named: name) else {
        notes.append("image \(name) is in no asset catalog read: its image view shows nothing")
        return .none
      }
      do {
        var picked = try catalogs.image(
          named: name, appearance: appearance, idiom: idiom, scale: screen.scale)
        if picked.isVector, picked.preservesVectorRepresentation,
          [.scaleToFill, .scaleAspectFit, .scaleAspectFill].contains(mode)
        {
          // iOS redraws a preserved vector at the size it is shown: draw it there.
          let natural = Size(
            width: Double(picked.image.width) / picked.scale,
            height: Double(picked.image.height) / picked.scale)
          let shown = mode.fittedRect(imageSize: natural, in: Rect(size: size)).size
          let pixels = (
            max(1, Int((shown.width * screen.scale).rounded())),
            max(1, Int((shown.height * screen.scale).rounded()))
          )
          if pixels != (picked.image.width, picked.image.height) {
            picked = try catalogs.image(
              named: name, appearance: appearance, idiom: idiom, scale: screen.scale,
              drawnPixels: pixels)
            picked.scale = Double(picked.image.width) / shown.width
          }
        }
        var pixels = picked.image
        var key =
          "asset:\(name)/\(appearance.rawValue)/\(picked.image.width)x\(picked.image.height)"
        if picked.isTemplate {
          let tintColor = color(tint) ?? .black
          pixels = pixels.tinted(tintColor)
          key += "/tint:\(tintColor.hexString)"
        }
        images[key] = pixels
        return .image(ImageSource(name: key, scale: picked.scale), mode)
      } catch {
        notes.append("\(error): its image view shows nothing")
        return .none
      }
    }
  }
}
