import CurtainCore
import CurtainRender
import Foundation

/// Draws a previewed launch's extras over a rendered frame: the loading indicator (a stand-in
/// HUD: a spinner and the policy's message, since the app draws its own) and where taps landed,
/// marked by what became of them.
struct CoverOverlayPainter: Sendable {
  let indicator: IndicatorPreview?
  let taps: TapPreview
  /// The launch screen's branding, in points, if any: the indicator sits above it.
  var branding: Rect? = nil
  /// Whether the cover is a snapshot of the app: the indicator then sits above where a tab bar
  /// would be (a snapshot's bottom is most often one).
  var overAppSnapshot = false

  /// Seconds a tap's "recorded" ring stays after the finger goes down.
  static let touchMarkDuration = 0.35
  /// Spokes of the spinner, as `UIActivityIndicatorView`'s medium style.
  static let spokes = 8
  /// Seconds per spinner revolution.
  static let revolution = 1.0

  /// Seconds after start at which the last tap mark goes (0 without taps).
  var lastMarkEnd: Double {
    taps.taps.map { tap, outcome in
      switch outcome {
      case .replayed(let at), .dropped(_, let at):
        max(at + TapPreview.markDuration, tap.time + Self.touchMarkDuration)
      case .lostBeforeFirstFrame, .reachedTheApp: tap.time + Self.touchMarkDuration
      }
    }.max() ?? 0
  }

  /// Each tap as a contact-sheet moment: drawn two frames on, once its ring shows, and captioned
  /// at the tap's time; `frame` is one frame's duration.
  func tapMoments(frame: Double) -> [(Double, Double, String)] {
    taps.taps.map { tap, _ in (tap.time + 2 * frame, tap.time, "tap") }
  }

  /// What the overlay draws at one instant: two instants with equal drawings draw the same
  /// pixels over the same frame.
  struct Drawing: Equatable {
    /// The indicator's opacity, message and spinner step, if it shows.
    fileprivate var indicator: IndicatorDrawing?
    fileprivate var marks: [Mark]
  }

  fileprivate struct IndicatorDrawing: Equatable {
    var opacity: Double
    var message: String?
    /// The spinner's brightest spoke, counted from the start (one step per spoke's turn).
    var step: Int
  }

  /// Whether anything is drawn at `time`.
  func drawsAnything(at time: Double) -> Bool {
    drawing(at: time) != nil
  }

  /// What is drawn at `time`; `nil` when nothing is.
  func drawing(at time: Double) -> Drawing? {
    let indicator = indicatorAppearance(at: time).map { appearance in
      IndicatorDrawing(
        opacity: appearance.opacity, message: appearance.message,
        step: Int((max(0, time) / Self.revolution * Double(Self.spokes)).rounded(.down)))
    }
    let marks = marks(at: time)
    return indicator == nil && marks.isEmpty ? nil : Drawing(indicator: indicator, marks: marks)
  }

  /// Draws what is on screen at `time` over `image`, which shows `screen` at `image.height /
  /// screen.size.height` pixels per point.
  func draw(at time: Double, on image: inout RGBAImage, screen: Screen) {
    if let drawing = drawing(at: time) { draw(drawing, on: &image, screen: screen) }
  }

  /// Draws `drawing` over `image`, which shows `screen` at `image.height / screen.size.height`
  /// pixels per point.
  func draw(_ drawing: Drawing, on image: inout RGBAImage, screen: Screen) {
    let scale = Double(image.height) / screen.size.height
    if let indicator = drawing.indicator {
      drawIndicator(indicator, on: &image, screen: screen, scale: scale)
    }
    for mark in drawing.marks { draw(mark, on: &image, scale: scale) }
  }

  /// What is drawn of the indicator at `time`: the core's fade rule
  /// (``CurtainCore/LoadingIndicatorFade``) on the session's show and hide, as the device
  /// animates them (the hide the session sends as the splash starts to leave fades out over the
  /// exit's first moments), gone with the splash; `nil` when nothing is drawn.
  func indicatorAppearance(at time: Double) -> (opacity: Double, message: String?)? {
    indicator?.appearance(at: time)
  }

  fileprivate enum Mark: Equatable {
    case touch(Point)
    case replayed(Point)
    case dropped(Point, String)
  }

  private func marks(at time: Double) -> [Mark] {
    taps.taps.compactMap { tap, outcome in
      switch outcome {
      case .replayed(let at) where (at..<at + TapPreview.markDuration).contains(time):
        return .replayed(tap.location)
      case .dropped(let reason, let at) where (at..<at + TapPreview.markDuration).contains(time):
        return .dropped(tap.location, "dropped: \(reason)")
      case .lostBeforeFirstFrame where shows(tap, at: time):
        return .dropped(tap.location, "lost: before the first frame")
      case _ where shows(tap, at: time):
        return .touch(tap.location)
      default:
        return nil
      }
    }
  }

  private func shows(_ tap: ScriptedTap, at time: Double) -> Bool {
    (tap.time..<tap.time + Self.touchMarkDuration).contains(time)
  }

  private func draw(_ mark: Mark, on image: inout RGBAImage, scale: Double) {
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    let shadow = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.45)
    switch mark {
    case .touch(let point):
      let (x, y) = (point.x * scale, point.y * scale)
      ShapePainter.fillDisc(
        in: &image, centerX: x, centerY: y, radius: 22 * scale,
        color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35))
      ShapePainter.strokeRing(
        in: &image, centerX: x, centerY: y, radius: 22 * scale, width: 5 * scale, color: shadow)
      ShapePainter.strokeRing(
        in: &image, centerX: x, centerY: y, radius: 22 * scale, width: 3 * scale, color: white)
    case .replayed(let point):
      let (x, y) = (point.x * scale, point.y * scale)
      ShapePainter.fillDisc(
        in: &image, centerX: x, centerY: y, radius: 16 * scale,
        color: RGBAColor(red: 0.2, green: 0.78, blue: 0.35))
      ShapePainter.strokeRing(
        in: &image, centerX: x, centerY: y, radius: 16 * scale, width: 3 * scale, color: white)
      label("replayed", below: point, on: &image, scale: scale)
    case .dropped(let point, let text):
      let (x, y) = (point.x * scale, point.y * scale)
      ShapePainter.strokeRing(
        in: &image, centerX: x, centerY: y, radius: 16 * scale, width: 6 * scale, color: shadow)
      ShapePainter.strokeRing(
        in: &image, centerX: x, centerY: y, radius: 16 * scale, width: 4 * scale,
        color: RGBAColor(red: 1, green: 0.23, blue: 0.19))
      label(text, below: point, on: &image, scale: scale)
    }
  }

  /// `text` on a dark plate centred under a tap mark (above it near the bottom edge), kept
  /// inside the screen and shortened with "…" when wider than it.
  private func label(_ text: String, below point: Point, on image: inout RGBAImage, scale: Double) {
    let font = TextFont(.semibold, size: 13 * scale)
    let padding = (x: 8 * scale, y: 4 * scale), margin = 8 * scale
    let screenWidth = Double(image.width), screenHeight = Double(image.height)
    let shown = font.truncated(text, toWidth: screenWidth - 2 * (margin + padding.x))
    let width = font.width(of: shown) + 2 * padding.x
    let height = font.lineHeight + 2 * padding.y
    let left = min(max(point.x * scale - width / 2, margin), screenWidth - margin - width)
    var top = point.y * scale + 26 * scale
    if top + height > screenHeight - margin { top = point.y * scale - 26 * scale - height }
    top = min(max(top, margin), screenHeight - margin - height)
    ShapePainter.fillRoundedRect(
      in: &image, minX: left, minY: top, maxX: left + width, maxY: top + height,
      cornerRadius: height / 2, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.72))
    font.draw(
      shown, into: &image, x: left + padding.x,
      baseline: top + height / 2 + font.capHeight / 2, color: .white)
  }

  /// A HUD pill, as an app's toast: centred above the bottom safe area and above the launch
  /// screen's branding, holding the spinner and the policy's message.
  private func drawIndicator(
    _ indicator: IndicatorDrawing, on image: inout RGBAImage, screen: Screen, scale: Double
  ) {
    let (message, opacity, step) = (indicator.message, indicator.opacity, indicator.step)
    let font = TextFont(.semibold, size: 15 * scale)
    let height = 44 * scale, spinner = 10 * scale, inset = 16 * scale, gap = 10 * scale
    let maxWidth = (screen.size.width - 48) * scale
    let shown = message.map {
      font.truncated($0, toWidth: maxWidth - 2 * inset - 2 * spinner - gap)
    }
    let textWidth = shown.map { font.width(of: $0) } ?? 0
    let width = shown == nil ? height : 2 * inset + 2 * spinner + gap + textWidth
    let bottom = LoadingIndicatorPlacement.bottom(
      screen: screen, branding: branding, overSnapshot: overAppSnapshot)
    let minX = (screen.size.width * scale - width) / 2, minY = bottom * scale - height
    ShapePainter.fillRoundedRect(
      in: &image, minX: minX, minY: minY, maxX: minX + width, maxY: minY + height,
      cornerRadius: height / 2,
      color: RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.86 * opacity))
    let spinnerX = shown == nil ? minX + width / 2 : minX + inset + spinner
    let spinnerY = minY + height / 2
    for spoke in 0..<Self.spokes {
      let angle = Double(spoke) / Double(Self.spokes) * 2 * Double.pi
      let age = ((step - spoke) % Self.spokes + Self.spokes) % Self.spokes
      ShapePainter.fillDisc(
        in: &image, centerX: spinnerX + cos(angle) * spinner * 0.72,
        centerY: spinnerY + sin(angle) * spinner * 0.72, radius: 1.8 * scale,
        color: RGBAColor(
          red: 1, green: 1, blue: 1,
          alpha: (1 - 0.8 * Double(age) / Double(Self.spokes)) * opacity))
    }
    if let shown {
      font.draw(
        shown, into: &image, x: spinnerX + spinner + gap,
        baseline: spinnerY + font.capHeight / 2,
        color: RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity))
    }
  }
}
