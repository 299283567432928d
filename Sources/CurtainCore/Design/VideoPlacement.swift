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
