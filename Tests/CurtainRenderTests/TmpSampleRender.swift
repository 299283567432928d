import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

@Suite struct TmpSampleRender {
  @Test func renderSamples() throws {
    let dir = URL(fileURLWithPath: "/tmp/render-samples")
    let compositor = Compositor(images: FileImageProvider(baseDirectory: dir))
    let screen = Screen(size: Size(width: 393, height: 852), scale: 3, orientation: .portrait)
    let full = Rect(x: 0, y: 0, width: 393, height: 852)
    let brand = RGBAColor(hex: "#1DA1F2") ?? .black
    func logoLayer(_ id: String, side: Double, scale: Double = 1) -> Layer {
      Layer(
        id: id, frame: Rect(center: Point(x: 196.5, y: 426), size: Size(width: side, height: side)),
        transform: AffineTransform(scaleX: scale, y: scale),
        content: .image(ImageSource(name: "logo.png"), .scaleAspectFit))
    }
    let launch = Stage(screen: screen, windows: [
      Window(role: .systemLaunchScreen, level: 0, layer: Layer(id: "root", frame: full, content: .color(brand), sublayers: [logoLayer("logo", side: 120)]))
    ])
    try ImageCodec.writePNG(try compositor.render(launch), to: dir.appendingPathComponent("launch.png"))
    for (name, scale, fade) in [("reveal-a", 2.0, 0.8), ("reveal-b", 6.0, 0.3), ("reveal-c", 0.8, 1.0)] {
      let reveal = Stage(screen: screen, windows: [
        Window(role: .backgroundSplash, level: 0, layer: Layer(id: "bg", frame: full, content: .color(brand))),
        Window(role: .app, level: 1, layer: Layer(id: "app", frame: full, mask: logoLayer("mask", side: 120, scale: scale), sublayers: [
          Layer(id: "shot", frame: full, content: .image(ImageSource(name: "screenshot.png", scale: 3), .scaleAspectFill))])),
        Window(role: .foregroundSplash, level: 2, layer: Layer(id: "fg", frame: full, opacity: fade, sublayers: [
          Layer(id: "veil", frame: full, opacity: 0.3, content: .color(.white)),
          Layer(id: "brand", frame: Rect(x: 146.5, y: 760, width: 100, height: 40), content: .image(ImageSource(name: "logo.png"), .scaleAspectFit)),
        ])),
      ])
      try ImageCodec.writePNG(try compositor.render(reveal), to: dir.appendingPathComponent("\(name).png"))
      var rotated = reveal
      rotated.windows[1].layer.mask?.transform = AffineTransform(rotationAngle: 0.4).concatenating(AffineTransform(scaleX: scale, y: scale))
      try ImageCodec.writePNG(try compositor.render(rotated), to: dir.appendingPathComponent("\(name)-rot.png"))
    }
  }
}
