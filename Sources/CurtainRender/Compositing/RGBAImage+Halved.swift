extension RGBAImage {
  /// This image at half its width and height (both even): each new pixel the mean of its
  /// 2 x 2 block, channel by channel, rounded to the nearest with halves up. The same bytes as
  /// the general area average (`areaAveraged(width:height:)`, whose weights are then exactly
  /// 1/2 and whose sums are exact in `Float`), in integers: a mipmap level of a video frame is
  /// made for every frame a launch draws.
  func halved() -> RGBAImage {
    let newWidth = width / 2, newHeight = height / 2
    var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    let rowBytes = width * 4
    pixels.withUnsafeBytes { source in
      result.withUnsafeMutableBytes { target in
        guard let source = source.baseAddress, let target = target.baseAddress else { return }
        for y in 0..<newHeight {
          let upper = source + 2 * y * rowBytes
          let lower = upper + rowBytes
          let row = target + y * newWidth * 4
          for x in 0..<newWidth {
            // Two pixels of each row: channels 0...3 and 4...7.
            let sums =
              SIMD8<UInt16>(
                truncatingIfNeeded: upper.loadUnaligned(
                  fromByteOffset: 8 * x, as: SIMD8<UInt8>.self))
              &+ SIMD8<UInt16>(
                truncatingIfNeeded: lower.loadUnaligned(
                  fromByteOffset: 8 * x, as: SIMD8<UInt8>.self))
            let mean = (sums.lowHalf &+ sums.highHalf &+ 2) &>> 2
            row.storeBytes(
              of: SIMD4<UInt8>(truncatingIfNeeded: mean), toByteOffset: 4 * x,
              as: SIMD4<UInt8>.self)
          }
        }
      }
    }
    return RGBAImage(width: newWidth, height: newHeight, pixels: result)
  }
}
