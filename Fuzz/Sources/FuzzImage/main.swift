import CurtainRender
import Foundation
import FuzzDriver

/// One input: an image file. Invariant: a decoded image has width x height x 4 bytes, encodes
/// as PNG and decodes again to the same size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard
    let image = try? ImageCodec.decode(bytes, name: "fuzz.png", maximumPixelCount: 1 << 20)
  else { return 0 }
  precondition(image.pixels.count == image.width * image.height * 4, "pixel count")
  guard let png = try? ImageCodec.encodePNG(image, name: "fuzz.png", fast: true) else {
    preconditionFailure("a decoded image does not encode")
  }
  guard let again = try? ImageCodec.decode(png, name: "again.png") else {
    preconditionFailure("an encoded image does not decode")
  }
  precondition(again.width == image.width && again.height == image.height, "size changed")
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzImage(data, size)
}
