import Foundation

extension TapDropReason: CustomStringConvertible {
  /// Why the touch was dropped, in a few words for logs and reports ("stale: ended 3.4 s ago").
  public var description: String {
    switch self {
    case .overflow: "the recorder was full"
    case .startedBeforeRecording: "began before the cover recorded"
    case .cancelled: "cancelled by the system"
    case .unfinished: "the finger was still down"
    case .multiTouch: "multi-touch"
    case .longPress(let duration): "long press (\(Self.format(duration)) s)"
    case .drag(let distance): "drag (\(Self.format(distance)) pt)"
    case .layoutChanged: "the layout changed"
    case .stale(let age): "stale: ended \(Self.format(age)) s ago"
    }
  }

  private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
