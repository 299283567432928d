import Testing

@testable import CurtainRender

/// The offscreen group composite: its shortcuts (pixels uncovered, or covered and opaque, two
/// and four at a time, and their runs) give what the per-pixel formula gives.
@Suite struct GroupCompositorTests {
  /// Pixels of every kind in every order: opaque, translucent and clear group pixels under
  /// coverage 0, 255 and between, at odd and even columns, with several group opacities; each
  /// kind for a pixel or two (`stretch` 1) or in runs of several (`stretch` 4: a translucent
  /// pixel inside a fully covered run).
  @Test(arguments: [(255, 1), (128, 1), (1, 1), (255, 4), (128, 4)] as [(UInt32, Int)])
  func compositeEqualsThePerPixelFormula(opacity: UInt32, stretch: Int) {
    let width = 23 * stretch, height = 5
    let colours: [UInt32] = [0xFF20_4060, 0x8010_2030, 0x0000_0000, 0xFFFF_FFFF]
    let coverages: [UInt32] = [0x0000_0000, 0xFF00_0000, 0x7F00_0000, 0xFF00_0000, 0x0000_0000]
    var group: [UInt32] = [], mask: [UInt32] = [], below: [UInt32] = []
    for index in 0..<(width * height) {
      group.append(colours[(index / (3 * stretch)) % colours.count])
      mask.append(
        coverages[(index / (2 * stretch) + index / (7 * stretch)) % coverages.count])
      below.append(0xFF00_00FF &+ UInt32(index % 5) << 8)
    }
    var expected = below
    for index in expected.indices {
      let alpha = mask[index] >> 24
      guard alpha != 0 else { continue }
      let factor = alpha == 255 ? opacity : PixelMath.divide255(alpha * opacity)
      expected[index] = PixelMath.over(PixelMath.scale(group[index], by: factor), below[index])
    }
    var canvas = below
    group.withUnsafeBufferPointer { groupPixels in
      mask.withUnsafeBufferPointer { maskPixels in
        canvas.withUnsafeMutableBufferPointer { target in
          GroupCompositor.composite(
            PixelSource(
              pixels: groupPixels.baseAddress!, width: width, height: height, isOpaque: false),
            mask: PixelSource(
              pixels: maskPixels.baseAddress!, width: width, height: height, isOpaque: false),
            opacity: opacity, in: PixelRect(minX: 1, minY: 0, maxX: width, maxY: height),
            onto: Canvas(pixels: target.baseAddress!, width: width, height: height))
        }
      }
    }
    for index in canvas.indices where index % width != 0 {
      #expect(canvas[index] == expected[index], "pixel \(index % width), \(index / width)")
    }
    #expect(
      (0..<height).allSatisfy { canvas[$0 * width] == below[$0 * width] },
      "column 0 is outside the rectangle")
  }

  /// Without a mask, over runs of repeated group and canvas pixels whose ends fall apart (a
  /// flat veil over flat colours, taken eight and two pixels at a time while both repeat):
  /// every pixel as the formula gives it, wherever a run of either ends.
  @Test(arguments: [255, 200, 1] as [UInt32])
  func unmaskedRunsEqualThePerPixelFormula(opacity: UInt32) {
    let width = 97, height = 3
    let colours: [UInt32] = [0xFF20_4060, 0x8010_2030, 0x0000_0000, 0xFFFF_FFFF]
    var group: [UInt32] = [], below: [UInt32] = []
    for index in 0..<(width * height) {
      group.append(colours[(index / 13 + index / 29) % colours.count])
      below.append(0xFF00_00FF &+ UInt32((index / 11) % 3) << 8)
    }
    let expected = zip(group, below).map { pixel, under in
      PixelMath.over(PixelMath.scale(pixel, by: opacity), under)
    }
    var canvas = below
    group.withUnsafeBufferPointer { groupPixels in
      canvas.withUnsafeMutableBufferPointer { target in
        guard let source = groupPixels.baseAddress, let pixels = target.baseAddress else { return }
        GroupCompositor.composite(
          PixelSource(pixels: source, width: width, height: height, isOpaque: false),
          mask: nil, opacity: opacity, in: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height),
          onto: Canvas(pixels: pixels, width: width, height: height))
      }
    }
    let differing = canvas.indices.filter { canvas[$0] != expected[$0] }
    #expect(differing.isEmpty, "pixels \(differing.prefix(8))")
  }
}
