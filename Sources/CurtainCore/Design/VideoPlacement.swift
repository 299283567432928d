/// Where a splash video is drawn on the screen (`video.placement`).
///
/// `AVPlayerLayer` knows three fits (`videoGravity`: `resize`, `resizeAspect`,
/// `resizeAspectFill`), all relative to the layer's bounds; a video at its own point size is a
/// layer of that size, centred, with `resizeAspect`. ``VideoDesign/frame(in:)`` decides the
/// rect once; the device sets the player layer's frame and gravity from it, and `preview` and
/// `check` draw the decoded frame into it.
public enum VideoPlacement: String, Hashable, Codable, Sendable, CaseIterable {
  /// The video covers the screen, cropped (`resizeAspectFill` over the whole screen): its
  /// content grows with the screen. The default.
  case fill
  /// The video at its own point size (`video.size`), centred on the screen: its content keeps
  /// its size on every screen, the launch screen around it; a screen smaller than the video
  /// crops its edges.
  case center
}

extension VideoDesign {
  /// The rect the video (and its poster) is drawn in on a screen of `bounds`: the whole screen
  /// when filled, `size` centred when `placement` is ``VideoPlacement/center`` (the whole
  /// screen if it has no size, which validation refuses).
  public func frame(in bounds: Rect) -> Rect {
    switch placement {
    case .fill:
      return bounds
    case .center:
      guard let size else { return bounds }
      return Rect(center: bounds.center, size: size)
    }
  }

  /// How the video's picture fits ``frame(in:)``: cropped to cover the screen when filled,
  /// whole inside its own rect when centred (`AVLayerVideoGravity.resizeAspect` through
  /// ``ContentMode/videoGravity``).
  public var contentMode: ContentMode {
    switch placement {
    case .fill: return .scaleAspectFill
    case .center: return .scaleAspectFit
    }
  }
}

extension VideoDesign {
  /// Why a centred video's `video.size` does not fit a video file of `pixelWidth` x
  /// `pixelHeight` pixels, or nil when it does (or when the video is filled, or a size is
  /// unknown).
  ///
  /// The device fits the picture inside ``frame(in:)`` (`resizeAspect`), so a file of another
  /// aspect ratio leaves bars of the launch screen beside or above and below it, and its
  /// content is drawn smaller than the config says. Bars under a point each (the rounding of
  /// a file's even pixel sizes) are no mismatch.
  /// The sentence names `key` as the key that sets the size (a variant's own size is
  /// `video.variants[i].size`).
  public func sizeMismatch(pixelWidth: Int, pixelHeight: Int, key: String = "video.size")
    -> String?
  {
    guard placement == .center, let size, pixelWidth > 0, pixelHeight > 0, size.width > 0,
      size.height > 0
    else { return nil }
    let fit = min(size.width / Double(pixelWidth), size.height / Double(pixelHeight))
    let shown = Size(width: Double(pixelWidth) * fit, height: Double(pixelHeight) * fit)
    let bars = Size(width: size.width - shown.width, height: size.height - shown.height)
    guard max(bars.width, bars.height) / 2 >= 1 else { return nil }
    func points(_ value: Double) -> String {
      let rounded = (value * 10).rounded() / 10
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    let scale = max(1, (Double(pixelWidth) / size.width).rounded())
    let suggested = Size(
      width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    let bands =
      bars.width >= bars.height
      ? "bars \(points(bars.width / 2)) pt wide left and right"
      : "bars \(points(bars.height / 2)) pt high above and below"
    return "\(key) {width: \(points(size.width)), height: \(points(size.height))} is not "
      + "the shape of the video (\(pixelWidth)x\(pixelHeight) px): the device fits it inside "
      + "at \(points(shown.width))x\(points(shown.height)) pt with \(bands), where the launch "
      + "screen shows; give its pixel size divided by the scale it was drawn at (at "
      + "\(Int(scale))x: {width: \(points(suggested.width)), height: \(points(suggested.height))})"
  }

  /// What `generate`, the doctor, `preview` and `check` say about the pixel sizes of the files
  /// this video plays, one sentence per centred file whose `size` is not its shape:
  /// `<file>: <key> {…} is not the shape of the video …` (``sizeMismatch(pixelWidth:pixelHeight:key:)``),
  /// for the video's file and each variant's (`video.variants[i].size` when the variant gives
  /// its own size, else `video.size`). `pixelSize` reads a file's size in pixels, nil when it
  /// cannot (then that file is not judged).
  public func sizeWarnings(pixelSize: (String) -> (width: Int, height: Int)?) -> [String] {
    var drawn: [(file: String, video: VideoDesign, key: String)] = [(file, self, "video.size")]
    for (index, variant) in variants.enumerated() {
      var video = self
      (video.placement, video.size) = variant.drawing(in: self)
      let key = variant.size == nil ? "video.size" : "video.variants[\(index)].size"
      drawn.append((variant.file, video, key))
    }
    var warnings: [String] = []
    for (file, video, key) in drawn where video.placement == .center {
      guard let pixels = pixelSize(file),
        let mismatch = video.sizeMismatch(
          pixelWidth: pixels.width, pixelHeight: pixels.height, key: key),
        !warnings.contains("\(file): \(mismatch)")
      else { continue }
      warnings.append("\(file): \(mismatch)")
    }
    return warnings
  }
}
