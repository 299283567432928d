import ArgumentParser
import CurtainCore

/// A tap a simulated person makes during a previewed launch: `--tap 0.8@200,420` is a finger
/// down 0.8 s after start at (200, 420) points, lifted ``duration`` seconds later.
public struct ScriptedTap: Hashable, Sendable, ExpressibleByArgument {
  /// Seconds after start at which the finger goes down.
  public var time: Double
  /// Where, in points from the screen's top-left corner.
  public var location: Point

  /// How long the finger stays down, in seconds: a quick tap.
  public static let duration = 0.1

  /// Creates a tap.
  public init(time: Double, location: Point) {
    self.time = time
    self.location = location
  }

  /// Parses `SECONDS@X,Y`; nil for anything else (argument parsing then quotes the value),
  /// including a time outside ``DesignBound/timeline`` or a point outside ``DesignBound/offset``
  /// either way (no screen reaches it).
  public init?(argument: String) {
    let parts = argument.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let time = Double(parts[0]), DesignBound.timeline.contains(time)
    else { return nil }
    let coordinates = parts[1].split(separator: ",", omittingEmptySubsequences: false)
    guard coordinates.count == 2, let x = Double(coordinates[0]), let y = Double(coordinates[1]),
      DesignBound.offset.contains(x), DesignBound.offset.contains(y)
    else { return nil }
    self.init(time: time, location: Point(x: x, y: y))
  }

  /// The touch events the recorder sees for this tap: down, then up at the same place.
  func events(touchID: Int) -> [TouchEvent] {
    [
      TouchEvent(touchID: touchID, phase: .began, location: location, time: time),
      TouchEvent(touchID: touchID, phase: .ended, location: location, time: time + Self.duration),
    ]
  }
}
