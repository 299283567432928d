import CurtainCore
import Foundation

/// Key frames of a launch on a grid, shrunk to one height with the screen's rounded corners,
/// each captioned with its time and what happens then: one picture that tells the story.
///
/// Every cell is as wide as the widest thumbnail, so columns line up from row to row; captions
/// are centred in their cell and shortened with "…" rather than run into the next one. Rows are
/// balanced (eight frames on at most five columns make two rows of four).
public struct ContactSheet: Sendable {
  /// One frame on the sheet: a picture and the moments it stands for (several when the screen
  /// did not change between them: a seamless splash looks like the launch screen).
  public struct Frame: Sendable {
    /// A moment printed under a frame.
    public struct Moment: Sendable, Equatable {
      /// Seconds from launch.
      public var time: Double
      /// What happens then ("splash"), if anything is said.
      public var caption: String?

      /// Creates a moment.
      public init(time: Double, caption: String? = nil) {
        self.time = time
        self.caption = caption
      }
    }

    /// The rendered frame.
    public var image: RGBAImage
    /// The moments it shows, one line each, in order.
    public var moments: [Moment]

    /// A frame standing for one moment.
    public init(image: RGBAImage, time: Double, caption: String? = nil) {
      self.image = image
      moments = [Moment(time: time, caption: caption)]
    }
  }

  /// Height of each shrunk frame, in pixels.
  public var thumbnailHeight: Int
  /// Most frames per row; frames are spread over as few rows as that allows, evenly.
  public var columns: Int
  /// Em size of the captions, in pixels.
  public var textSize: Double
  /// Gap around and between cells, in pixels.
  public var spacing: Int
  /// Radius of each thumbnail's corners, as a fraction of its shorter side (an iPhone 15's
  /// screen: 55 / 393, 0.14).
  public var cornerFraction: Double
  /// The sheet's background.
  public var background: RGBAColor
  /// The time's colour.
  public var textColor: RGBAColor
  /// The caption's colour.
  public var secondaryTextColor: RGBAColor

  /// Creates a layout; the defaults suit phone-sized frames (iOS's grouped background and label
  /// colours).
  public init(
    thumbnailHeight: Int = 480, columns: Int = 8, textSize: Double = 22, spacing: Int = 32,
    cornerFraction: Double = 0.14,
    background: RGBAColor = RGBAColor(red: 0.949, green: 0.949, blue: 0.969),
    textColor: RGBAColor = .black,
    secondaryTextColor: RGBAColor = RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  ) {
    self.thumbnailHeight = max(1, thumbnailHeight)
    self.columns = max(1, columns)
    self.textSize = max(1, textSize)
    self.spacing = max(0, spacing)
    self.cornerFraction = min(max(cornerFraction, 0), 0.5)
    self.background = background
    self.textColor = textColor
    self.secondaryTextColor = secondaryTextColor
  }

  /// A moment's time as the launch timeline prints it ("0.050 s").
  public static func timeLabel(for moment: Frame.Moment) -> String {
    String(format: "%.3f s", moment.time)
  }

  /// Columns used for `count` frames: at most `columns`, as few rows as possible, evenly filled.
  public func columnCount(for count: Int) -> Int {
    guard count > 0 else { return 1 }
    let rows = (count + columns - 1) / columns
    return (count + rows - 1) / rows
  }

  /// Lays the frames out and draws the sheet. An empty list gives a sheet of just the margin.
  public func render(_ frames: [Frame]) -> RGBAImage {
    let thumbnails = frames.map(thumbnail)
    let timeFont = TextFont(.semibold, size: textSize)
    let captionFont = TextFont(.regular, size: textSize)
    let cellWidth = max(thumbnails.map(\.width).max() ?? 0, Int(textSize * 4))
    let lineHeight = Int(timeFont.lineHeight.rounded(.up))
    let textTop = thumbnailHeight + spacing / 3
    let lineCount = frames.map(\.moments.count).max() ?? 1
    let cellHeight = textTop + lineCount * lineHeight
    let columnCount = columnCount(for: frames.count)
    let rowCount = (frames.count + columnCount - 1) / columnCount
    let width = spacing + (frames.isEmpty ? 0 : columnCount * (cellWidth + spacing))
    let height = spacing + rowCount * (cellHeight + spacing)
    let (r, g, b, a) = background.bytes
    let fill = PixelMath.premultiplied(red: r, green: g, blue: b, alpha: a)
    var sheet = RGBAImage(
      width: width, height: height,
      fill: (UInt8(fill & 0xFF), UInt8((fill >> 8) & 0xFF), UInt8((fill >> 16) & 0xFF), a))
    for (index, (frame, thumbnail)) in zip(frames, thumbnails).enumerated() {
      let left = spacing + (index % columnCount) * (cellWidth + spacing)
      let top = spacing + (index / columnCount) * (cellHeight + spacing)
      draw(thumbnail, on: &sheet, x: left + (cellWidth - thumbnail.width) / 2, y: top)
      // The lines as one block, centred, each starting at its left edge.
      let lines = frame.moments.map {
        layoutLine($0, width: Double(cellWidth), fonts: (timeFont, captionFont))
      }
      let blockWidth = lines.map(\.width).max() ?? 0
      let x = (Double(left) + (Double(cellWidth) - blockWidth) / 2).rounded()
      for (index, line) in lines.enumerated() {
        let baseline = (Double(top + textTop + index * lineHeight) + timeFont.ascent).rounded()
        timeFont.draw(line.time, into: &sheet, x: x, baseline: baseline, color: textColor)
        captionFont.draw(
          line.caption, into: &sheet, x: x + line.captionX, baseline: baseline,
          color: secondaryTextColor)
      }
    }
    return sheet
  }

  /// "0.050 s  splash": the time (drawn in the leading colour), the caption after it at
  /// `captionX` (in the secondary one), shortened with "…" to fit `width`; `width` is the whole
  /// line's.
  private func layoutLine(
    _ moment: Frame.Moment, width: Double, fonts: (time: TextFont, caption: TextFont)
  ) -> (time: String, caption: String, captionX: Double, width: Double) {
    let time = fonts.time.truncated(Self.timeLabel(for: moment), toWidth: width)
    let timeWidth = fonts.time.width(of: time)
    let captionX = timeWidth + fonts.caption.width(of: "  ")
    let caption =
      moment.caption.map { fonts.caption.truncated($0, toWidth: width - captionX) } ?? ""
    let total = caption.isEmpty ? timeWidth : captionX + fonts.caption.width(of: caption)
    return (time, caption, captionX, total)
  }

  /// `frame`'s image shrunk (area-averaged) to the thumbnail height.
  private func thumbnail(_ frame: Frame) -> RGBAImage {
    guard frame.image.width > 0, frame.image.height > 0 else {
      return RGBAImage(width: 1, height: thumbnailHeight)
    }
    if frame.image.height == thumbnailHeight { return frame.image }
    let width = Double(frame.image.width) * Double(thumbnailHeight) / Double(frame.image.height)
    return frame.image.resized(width: max(1, Int(width.rounded())), height: thumbnailHeight)
  }

  /// Draws `thumbnail` with its corners rounded, on a hairline outline, at (`x`, `y`).
  private func draw(_ thumbnail: RGBAImage, on sheet: inout RGBAImage, x: Int, y: Int) {
    let radius = cornerFraction * Double(min(thumbnail.width, thumbnail.height))
    ShapePainter.fillRoundedRect(
      in: &sheet, minX: Double(x) - 1, minY: Double(y) - 1,
      maxX: Double(x + thumbnail.width) + 1, maxY: Double(y + thumbnail.height) + 1,
      cornerRadius: radius + 1, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.12))
    let width = Double(thumbnail.width), height = Double(thumbnail.height)
    let columns = max(0, -x)..<min(thumbnail.width, sheet.width - x)
    let rows = max(0, -y)..<min(thumbnail.height, sheet.height - y)
    guard !columns.isEmpty, !rows.isEmpty else { return }
    thumbnail.pixels.withUnsafeBytes { pixels in
      sheet.withCanvas { canvas in
        for row in rows {
          let target = canvas.row(y + row) + x
          let source = row * thumbnail.width * 4
          // Rows clear of the corners are covered whole (cornerCoverage is 1 there).
          let nearCorner = radius - min(Double(row) + 0.5, height - Double(row) - 0.5) > 0
          for column in columns {
            let pixel = UInt32(
              littleEndian: pixels.loadUnaligned(
                fromByteOffset: source + column * 4, as: UInt32.self))
            guard nearCorner else {
              PixelMath.blend(pixel, into: target + column)
              continue
            }
            let coverage = Self.cornerCoverage(
              x: Double(column) + 0.5, y: Double(row) + 0.5, width: width, height: height,
              radius: radius)
            guard coverage > 0 else { continue }
            PixelMath.blend(
              coverage >= 1 ? pixel : PixelMath.scale(pixel, by: UInt32(coverage * 255)),
              into: target + column)
          }
        }
      }
    }
  }

  /// How much of the pixel centred at (`x`, `y`) lies inside a `width` x `height` rectangle
  /// with corners of `radius` (1 away from the corners).
  static func cornerCoverage(x: Double, y: Double, width: Double, height: Double, radius: Double)
    -> Double
  {
    let dx = radius - min(x, width - x), dy = radius - min(y, height - y)
    guard dx > 0, dy > 0 else { return 1 }
    return min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
  }
}
