import CurtainCore
import CurtainRender
import Foundation

/// Draws a previewed launch's extras over a rendered frame: the loading indicator (a stand-in
/// HUD: a spinner and the policy's message, since the app draws its own) and where taps landed,
/// marked by what became of them.
struct CoverOverlayPainter: Sendable {
  let indicator: IndicatorPreview?
  let taps: TapPreview
  /// Seconds after start at which the splash starts to leave: the indicator goes with it.
  let exitStart: Double

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

  /// The moments worth a contact-sheet thumbnail: the indicator up, each tap landing, and the
  /// replay; `frame` is one frame's duration.
  func keyMoments(frame: Double) -> [(Double, String)] {
    var moments: [(Double, String)] = []
    if let show = indicator?.showTime {
      moments.append((min(show + 0.5, max(show, exitStart - frame)), "loading"))
    }
    for (tap, _) in taps.taps { moments.append((tap.time + 2 * frame, "tap")) }
    if taps.taps.contains(where: { $0.outcome.wasRecorded }) {
      moments.append((taps.replayTime + 2 * frame, "replay"))
    }
    return moments
  }

  /// Whether anything is drawn at `time`.
  func drawsAnything(at time: Double) -> Bool {
    indicatorState(at: time).visible || !marks(at: time).isEmpty
  }

  /// Draws what is on screen at `time` over `image`, which shows `screen` at `image.height /
  /// screen.size.height` pixels per point.
  func draw(at time: Double, on image: inout RGBAImage, screen: Screen) {
    let scale = Double(image.height) / screen.size.height
    let indicator = indicatorState(at: time)
    if indicator.visible {
      drawIndicator(
        message: indicator.message, time: time, on: &image, screen: screen, scale: scale)
    }
    for mark in marks(at: time) { draw(mark, on: &image, scale: scale) }
  }

  /// Whether the indicator is up at `time` (never once the cover leaves), and its message.
  private func indicatorState(at time: Double) -> (visible: Bool, message: String?) {
    guard let indicator, time < exitStart else { return (false, nil) }
    return indicator.state(at: time)
  }

  private enum Mark {
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

  /// `text` on a dark plate centred under a tap mark.
  private func label(_ text: String, below point: Point, on image: inout RGBAImage, scale: Double) {
    let fontScale = Self.fontScale(scale, points: 9)
    let size = BitmapFont.size(of: text, scale: fontScale)
    let padding = Double(fontScale) * 2
    let left = (point.x * scale - Double(size.width) / 2).rounded()
    let top = (point.y * scale + 26 * scale).rounded()
    ShapePainter.fillRoundedRect(
      in: &image, minX: left - padding, minY: top - padding,
      maxX: left + Double(size.width) + padding, maxY: top + Double(size.height) + padding,
      cornerRadius: padding, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.7))
    BitmapFont.draw(
      text, into: &image, x: Int(left), y: Int(top), scale: fontScale,
      color: RGBAColor(red: 1, green: 1, blue: 1))
  }

  /// A HUD pill above the bottom safe area: the spinner, then the message.
  private func drawIndicator(
    message: String?, time: Double, on image: inout RGBAImage, screen: Screen, scale: Double
  ) {
    let fontScale = Self.fontScale(scale, points: 13)
    let text = BitmapFont.size(of: message ?? "", scale: fontScale)
    let height = 44 * scale, spinner = 12 * scale
    let width = 16 * scale + 2 * spinner + (message == nil ? 16 : 28) * scale + Double(text.width)
    let centerX = screen.size.width * scale / 2
    let bottom = (screen.size.height - screen.safeArea.bottom - 24) * scale
    let minX = (centerX - width / 2).rounded(), minY = (bottom - height).rounded()
    ShapePainter.fillRoundedRect(
      in: &image, minX: minX, minY: minY, maxX: minX + width, maxY: bottom.rounded(),
      cornerRadius: height / 2, color: RGBAColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.82))
    let spinnerX = minX + 16 * scale + spinner, spinnerY = minY + height / 2
    let step = Int((max(0, time) / Self.revolution * Double(Self.spokes)).rounded(.down))
    for spoke in 0..<Self.spokes {
      let angle = Double(spoke) / Double(Self.spokes) * 2 * Double.pi
      let age = ((step - spoke) % Self.spokes + Self.spokes) % Self.spokes
      ShapePainter.fillDisc(
        in: &image, centerX: spinnerX + cos(angle) * spinner * 0.75,
        centerY: spinnerY + sin(angle) * spinner * 0.75, radius: 2.2 * scale,
        color: RGBAColor(
          red: 1, green: 1, blue: 1, alpha: 1 - 0.8 * Double(age) / Double(Self.spokes)))
    }
    if let message {
      BitmapFont.draw(
        message, into: &image, x: Int(spinnerX + spinner + 12 * scale),
        y: Int(spinnerY - Double(text.height) / 2), scale: fontScale,
        color: RGBAColor(red: 1, green: 1, blue: 1))
    }
  }

  /// Image pixels per font pixel for text `points` high at `scale` pixels per point.
  private static func fontScale(_ scale: Double, points: Double) -> Int {
    max(1, Int((points * scale / Double(BitmapFont.glyphHeight)).rounded()))
  }
}
