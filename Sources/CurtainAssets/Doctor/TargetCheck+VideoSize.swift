import CurtainCore
import Foundation

extension TargetCheck {
  /// The splash videos a `CurtainLaunchLayout.json` in the app plays centred, against the
  /// video files the app holds: a `video.size` that is not a file's shape makes the device fit
  /// it inside with bars of the launch screen (the same sentence `generate`, `preview` and
  /// `check` give, `VideoDesign.sizeWarnings(pixelSize:)`).
  mutating func checkVideoSizes() {
    let videos = launchLayoutResources.compactMap { entry in
      entry.resource.video.map { (path: entry.path, video: $0) }
    }
    guard !videos.isEmpty else { return }
    // The resource names each file as the app bundle holds it: the target's file of that name.
    let held = Dictionary(
      reader.files.allPaths.filter { target.members.contains($0) }.sorted().map {
        (($0 as NSString).lastPathComponent, $0)
      }, uniquingKeysWith: { first, _ in first })
    let sizeOf = reader.videoPixelSize
    let files = reader.files
    for (path, video) in videos {
      for warning in video.sizeWarnings(pixelSize: { name in
        held[name].flatMap { sizeOf(files.url($0)) }
      }) {
        let file = held.first { warning.hasPrefix($0.key + ": ") }?.value
        report(
          .videoSizeMismatch, file ?? path, nil, "\(path) plays \(warning)",
          fix: "set the size the sentence gives in curtain.yml and run `curtain generate` again")
      }
    }
  }
}
