import CurtainCore
import Foundation

/// Key frames of a launch side by side, shrunk, each with its time printed under it, on a
/// neutral background: one picture that tells the story.
public struct ContactSheet: Sendable {
  /// One frame on the sheet.
  public struct Frame: Sendable {
    /// The rendered frame.
    public var image: RGBAImage
    /// When it is shown, in seconds from launch.
    public var time: Double
    /// An optional caption printed after the time ("app ready").
    public var caption: String?

    /// Creates a frame.
    public init(image: RGBAImage, time: Double, caption: String? = nil) {
      self.image = image
      self.time = time
      self.caption = caption
    }
  }

  /// Height of each shrunk frame, in pixels.
  public var thumbnailHeight: Int
  /// Frames per row; later frames wrap to a new row.
  public var columns: Int
  /// Whole-number scale of the 5x7 label font.
  public var textScale: Int
  /// Gap around and between frames, in pixels.
  public var spacing: Int
  /// The sheet's background.
  public var background: RGBAColor
  /// The labels' colour.
  public var textColor: RGBAColor

  /// Creates a layout; the defaults suit phone-sized frames.
  public init(
    thumbnailHeight: Int = 480, columns: Int = 8, textScale: Int = 3, spacing: Int = 24,
    background: RGBAColor = RGBAColor(red: 0.9, green: 0.9, blue: 0.9),
    textColor: RGBAColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.2)
  ) {
    self.thumbnailHeight = max(1, thumbnailHeight)
    self.columns = max(1, columns)
    self.textScale = max(1, textScale)
    self.spacing = max(0, spacing)
    self.background = background
    self.textColor = textColor
  }

  /// The label under a frame: its time in seconds with two decimals, then the caption.
  public static func label(for frame: Frame) -> String {
    let time = String(format: "%.2f s", frame.time)
    return frame.caption.map { "\(time)  \($0)" } ?? time
  }

  /// Lays the frames out and draws the sheet (area-averaged thumbnails, labels centred under
  /// them). An empty list gives a sheet of just the margin.
  public func render(_ frames: [Frame]) -> RGBAImage {
    let thumbnails = frames.map { frame -> RGBAImage in
      guard frame.image.width > 0, frame.image.height > 0 else {
        return RGBAImage(width: 1, height: thumbnailHeight)
      }
      let width = max(
        1,
        Int(
          (Double(frame.image.width) * Double(thumbnailHeight)
            / Double(frame.image.height)).rounded()))
      return frame.image.resized(width: width, height: thumbnailHeight)
    }
    let labels = frames.map(Self.label(for:))
    let cellWidths = zip(thumbnails, labels).map { thumbnail, label in
      max(thumbnail.width, BitmapFont.size(of: label, scale: textScale).width)
    }
    let textHeight = BitmapFont.glyphHeight * textScale
    let cellHeight = thumbnailHeight + spacing / 2 + textHeight
    let rows = stride(from: 0, to: frames.count, by: columns).map {
      Array($0..<min($0 + columns, frames.count))
    }
    let width =
      (rows.map { row in row.reduce(0) { $0 + cellWidths[$1] + spacing } }.max() ?? 0) + spacing
    let height = rows.count * (cellHeight + spacing) + spacing
    let (r, g, b, a) = background.bytes
    let fill = PixelMath.premultiplied(red: r, green: g, blue: b, alpha: a)
    var sheet = RGBAImage(
      width: width, height: height,
      fill: (UInt8(fill & 0xFF), UInt8((fill >> 8) & 0xFF), UInt8((fill >> 16) & 0xFF), a))
    for (rowIndex, row) in rows.enumerated() {
      var x = spacing
      let y = spacing + rowIndex * (cellHeight + spacing)
      for index in row {
        let cell = cellWidths[index], thumbnail = thumbnails[index]
        let left = x + (cell - thumbnail.width) / 2
        sheet.withCanvas { canvas in
          thumbnail.withPixelSource(isOpaque: false) { source in
            Rasterizer.draw(
              source,
              transform: AffineTransform(translationX: Double(left), y: Double(y)),
              opacity: 255, canvas: canvas, clip: canvas.bounds)
          }
        }
        let labelWidth = BitmapFont.size(of: labels[index], scale: textScale).width
        BitmapFont.draw(
          labels[index], into: &sheet, x: x + (cell - labelWidth) / 2,
          y: y + thumbnailHeight + spacing / 2, scale: textScale, color: textColor)
        x += cell + spacing
      }
    }
    return sheet
  }
}
