import CurtainRender
import Testing

@testable import CurtainCLI

/// Each FAIL line names the picture saved for it: two failures of one launch at one frame (a
/// video's grey first frame is both a flash and a jump) are saved under two names, where they
/// once shared one and the jump's "before | after" line pointed at the flash's frame.
@Suite struct LaunchCheckFailureFileNameTests {
  static let change = VisibleChange(
    from: RGBAImage(width: 2, height: 2), to: RGBAImage(width: 2, height: 2))

  static func failure(
    _ rule: LaunchCheckFailure.Rule, at time: Double, case caseName: String = "iPhone 15, light"
  ) -> LaunchCheckFailure {
    LaunchCheckFailure(
      caseName: caseName, rule: rule, frameIndex: Int(time * 60), time: time,
      image: RGBAImage(width: 1, height: 1))
  }

  static let rows: [([LaunchCheckFailure], [String])] = [
    // One failure keeps the plain name.
    ([failure(.flash(.jump, frames: 2), at: 0.3)], ["iphone-15-light-0.300s.png"]),
    // A flash and a jump at the same frame.
    (
      [
        failure(.flash(.jump, frames: 2), at: 0.3),
        failure(.jumpAtHandOff("the video's first frame appears", change), at: 0.3),
      ],
      ["iphone-15-light-0.300s.png", "iphone-15-light-0.300s-jump.png"]
    ),
    // Two jumps (two hand-offs) at the same frame, then one at another time.
    (
      [
        failure(.jumpAtHandOff("a", change), at: 1),
        failure(.jumpAtHandOff("b", change), at: 1),
        failure(.jumpAtHandOff("c", change), at: 1),
        failure(.jumpAtHandOff("d", change), at: 2),
      ],
      [
        "iphone-15-light-1.000s.png", "iphone-15-light-1.000s-jump.png",
        "iphone-15-light-1.000s-jump-2.png", "iphone-15-light-2.000s.png",
      ]
    ),
    // Other launches at the same time keep their plain names.
    (
      [
        failure(.blackScreen(frames: 3), at: 0.5),
        failure(.blackScreen(frames: 3), at: 0.5, case: "iPhone 15, dark"),
        failure(.stillPictureChanged(change), at: 0.5),
      ],
      [
        "iphone-15-light-0.500s.png", "iphone-15-dark-0.500s.png",
        "iphone-15-light-0.500s-still-picture.png",
      ]
    ),
  ]

  @Test(arguments: rows)
  func eachFailureHasItsOwnPicture(_ failures: [LaunchCheckFailure], expected: [String]) {
    #expect(LaunchCheckFailure.fileNames(failures) == expected)
  }
}
