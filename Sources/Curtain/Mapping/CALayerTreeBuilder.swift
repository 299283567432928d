#if canImport(UIKit)
  import AVFoundation
  import CurtainCore
  import QuartzCore
  import UIKit

  /// Builds `CALayer` trees from the core's `Layer` trees, property for property.
  ///
  /// Geometry goes through `bounds`, `anchorPoint`, `position` and `affineTransform` (never
  /// `frame`, which CoreAnimation leaves undefined under a transform). Each layer's `name` is its
  /// id, so animations find their targets with `CALayer.sublayer(named:)`. Building and updating
  /// run with implicit animations disabled: only the exit's explicit animations ever move a layer.
  @MainActor public struct CALayerTreeBuilder {
    /// Resolves images.
    public var images: ImageProvider
    /// The trait collection images are resolved in (appearance and scale).
    public var traits: UITraitCollection
    /// The layer that shows a video frame, by the video's name (an `AVPlayerLayer` of
    /// ``VideoSplashPlayer``); a video with no layer draws nothing, leaving what is under it.
    public var videoLayers: [String: CALayer]

    /// Creates a builder.
    public init(
      images: ImageProvider = .named(), traits: UITraitCollection,
      videoLayers: [String: CALayer] = [:]
    ) {
      self.images = images
      self.traits = traits
      self.videoLayers = videoLayers
    }

    /// A new `CALayer` tree for `layer`.
    public func makeLayer(_ layer: Layer) -> CALayer {
      let caLayer = CALayer()
      update(caLayer, to: layer)
      return caLayer
    }

    /// Sets every property of `caLayer` and its tree to `layer`'s, reusing sublayers whose ids
    /// still match (so running animations on them survive a relayout).
    public func update(_ caLayer: CALayer, to layer: Layer) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      apply(layer, to: caLayer)
    }

    private func apply(_ layer: Layer, to caLayer: CALayer) {
      caLayer.name = layer.id
      caLayer.bounds = CGRect(layer.bounds)
      caLayer.anchorPoint = CGPoint(layer.anchorPoint)
      caLayer.position = CGPoint(layer.position)
      caLayer.setAffineTransform(CGAffineTransform(layer.transform))
      caLayer.opacity = Float(layer.opacity)
      caLayer.isHidden = layer.isHidden
      applyContent(layer.content, to: caLayer)
      caLayer.mask = layer.mask.map { mask in
        let reused = caLayer.mask.flatMap { $0.name == mask.id ? $0 : nil } ?? CALayer()
        apply(mask, to: reused)
        return reused
      }
      let contentSublayers = layer.sublayers.map { sublayer in
        let reused =
          caLayer.sublayers?.first { $0.name == sublayer.id && !isVideoHost($0) } ?? CALayer()
        apply(sublayer, to: reused)
        return reused
      }
      let video = caLayer.sublayers?.filter(isVideoHost) ?? []
      caLayer.sublayers = video + contentSublayers
    }

    private func applyContent(_ content: LayerContent, to caLayer: CALayer) {
      caLayer.backgroundColor = nil
      caLayer.contents = nil
      caLayer.sublayers?.filter(isVideoHost).forEach { $0.removeFromSuperlayer() }
      switch content {
      case .none:
        break
      case .color(let color):
        caLayer.backgroundColor = UIColor(color).cgColor
      case .image(let source, let mode):
        guard let image = images.image(for: source, traits: traits) else { return }
        caLayer.contents = image.cgImage
        caLayer.contentsScale = image.scale
        caLayer.contentsGravity = CALayerContentsGravity(mode.contentsGravity())
      case .video(let name, _, let mode):
        guard let videoLayer = videoLayers[name] else { return }
        videoLayer.frame = caLayer.bounds
        videoLayer.setValue(true, forKey: Self.videoHostKey)
        if let playerLayer = videoLayer as? AVPlayerLayer {
          playerLayer.videoGravity = AVLayerVideoGravity(mode.videoGravity)
        }
        caLayer.insertSublayer(videoLayer, at: 0)
      }
    }

    /// Marks the video layer inserted as a layer's own content, not one of its sublayers.
    private static let videoHostKey = "curtain.videoContent"

    private func isVideoHost(_ layer: CALayer) -> Bool {
      (layer.value(forKey: Self.videoHostKey) as? Bool) == true
    }
  }

  extension CALayer {
    /// The first layer named `name` in this tree (self, mask, then sublayers depth first), the
    /// same order as `Layer.layer(withID:)`.
    public func sublayer(named name: String) -> CALayer? {
      if self.name == name { return self }
      if let found = mask?.sublayer(named: name) { return found }
      for sublayer in sublayers ?? [] {
        if let found = sublayer.sublayer(named: name) { return found }
      }
      return nil
    }
  }
#endif
