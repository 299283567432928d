import Foundation
import Testing

@testable import CurtainRender

@Suite struct Lanczos3ResamplerTests {
  /// A premultiplied test picture: a soft disc of varying colour on transparency, with hard
  /// stripes, so both smooth areas and edges are compared.
  static func picture(size: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: size * size * 4)
    let center = Double(size) / 2
    for y in 0..<size {
      for x in 0..<size {
        let distance =
          ((Double(x) - center) * (Double(x) - center)
          + (Double(y) - center) * (Double(y) - center)).squareRoot()
        let alpha = min(max((center * 0.8 - distance) / 4, 0), 1)
        let stripe = (x / 7) % 2 == 0 ? 1.0 : 0.35
        let red = Double(x) / Double(size) * stripe
        let green = Double(y) / Double(size)
        let blue = 0.5 * stripe
        let index = (y * size + x) * 4
        pixels[index] = UInt8((red * alpha * 255).rounded())
        pixels[index + 1] = UInt8((green * alpha * 255).rounded())
        pixels[index + 2] = UInt8((blue * alpha * 255).rounded())
        pixels[index + 3] = UInt8((alpha * 255).rounded())
      }
    }
    return RGBAImage(width: size, height: size, pixels: pixels)
  }

  /// The reference: Lanczos-3 written out directly as a 2D sum per output pixel, in Double, with
  /// the kernel widened by the shrink factor and edge pixels repeated.
  static func reference(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    func lanczos(_ x: Double) -> Double {
      if x == 0 { return 1 }
      if abs(x) >= 3 { return 0 }
      return 3 * sin(Double.pi * x) * sin(Double.pi * x / 3) / (Double.pi * Double.pi * x * x)
    }
    let scaleX = Double(width) / Double(image.width)
    let scaleY = Double(height) / Double(image.height)
    let stretchX = max(1, 1 / scaleX)
    let stretchY = max(1, 1 / scaleY)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let centerY = (Double(y) + 0.5) / scaleY - 0.5
      for x in 0..<width {
        let centerX = (Double(x) + 0.5) / scaleX - 0.5
        var sums = [0.0, 0.0, 0.0, 0.0]
        var total = 0.0
        let rangeY =
          Int(
            (centerY - 3 * stretchY).rounded(.up))...Int(
            (centerY + 3 * stretchY).rounded(.down))
        let rangeX =
          Int(
            (centerX - 3 * stretchX).rounded(.up))...Int(
            (centerX + 3 * stretchX).rounded(.down))
        for sourceY in rangeY {
          let weightY = lanczos((Double(sourceY) - centerY) / stretchY)
          for sourceX in rangeX {
            let weight = weightY * lanczos((Double(sourceX) - centerX) / stretchX)
            let pixel = image[
              min(max(sourceX, 0), image.width - 1), min(max(sourceY, 0), image.height - 1)]
            sums[0] += weight * Double(pixel.red)
            sums[1] += weight * Double(pixel.green)
            sums[2] += weight * Double(pixel.blue)
            sums[3] += weight * Double(pixel.alpha)
            total += weight
          }
        }
        for channel in 0..<4 {
          pixels[(y * width + x) * 4 + channel] = UInt8(
            min(max((sums[channel] / total).rounded(), 0), 255))
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  static func psnr(_ first: RGBAImage, _ second: RGBAImage) -> Double {
    let squared = zip(first.pixels, second.pixels).reduce(0.0) {
      let difference = Double($1.0) - Double($1.1)
      return $0 + difference * difference
    }
    let mean = squared / Double(first.pixels.count)
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
  }

  @Test(arguments: [(96, 32, 32), (96, 40, 40), (96, 31, 47), (40, 96, 96), (64, 64, 21)])
  func matchesTheDirectReference(source: Int, width: Int, height: Int) {
    let image = Self.picture(size: source)
    let fast = Lanczos3Resampler.resize(image, width: width, height: height)
    let slow = Self.reference(image, width: width, height: height)
    #expect(fast.width == width && fast.height == height)
    #expect(Self.psnr(fast, slow) >= 40)
  }

  @Test func transparentSurroundingsDoNotDarkenEdges() throws {
    // An opaque red square on transparent black: in premultiplied space the edge pixels stay red,
    // only less opaque; averaging straight colours would mix in the black.
    var image = RGBAImage(width: 64, height: 64)
    for y in 16..<48 {
      for x in 16..<48 {
        let index = (y * 64 + x) * 4
        image.pixels[index] = 255
        image.pixels[index + 3] = 255
      }
    }
    let small = Lanczos3Resampler.resize(image, width: 20, height: 20)
    for index in stride(from: 0, to: small.pixels.count, by: 4) where small.pixels[index + 3] > 32 {
      let alpha = Double(small.pixels[index + 3])
      #expect(Double(small.pixels[index]) / alpha > 0.95)
      #expect(small.pixels[index + 1] == 0)
    }
  }

  @Test func colourNeverExceedsAlpha() {
    let small = Lanczos3Resampler.resize(Self.picture(size: 80), width: 27, height: 27)
    for index in stride(from: 0, to: small.pixels.count, by: 4) {
      #expect(small.pixels[index] <= small.pixels[index + 3])
      #expect(small.pixels[index + 1] <= small.pixels[index + 3])
      #expect(small.pixels[index + 2] <= small.pixels[index + 3])
    }
  }

  @Test func kernelIsOneAtZeroAndZeroAtIntegers() {
    #expect(Lanczos3Resampler.kernel(0) == 1)
    for x in [1.0, 2.0, -1.0, 3.0, 4.5] {
      #expect(abs(Lanczos3Resampler.kernel(x)) < 1e-12)
    }
  }
}
