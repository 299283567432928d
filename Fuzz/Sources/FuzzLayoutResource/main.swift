import CurtainCore
import Foundation
import FuzzDriver

/// One input: a runtime layout resource (CurtainLaunchLayout.json). Invariant: a resource that
/// decodes lays out on every device with finite frames.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutResource(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let resource = try? JSONDecoder().decode(LaunchLayoutResource.self, from: bytes) else {
    return 0
  }
  for device in DeviceCatalog.all {
    for orientation in [Orientation.portrait, .landscape] {
      let layout = resource.layout(on: device.screen(orientation), appearance: .dark)
      for placed in [layout.logo] + [layout.branding].compactMap({ $0 }) {
        let frame = placed.frame
        precondition(
          [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
          "a frame is not finite: \(frame)")
      }
    }
  }
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzLayoutResource(data, size)
}
