import ArgumentParser
import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation

/// `curtain layout`: every view's frame in an app's own launch screen, laid out as UIKit would.
public struct LayoutCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay out an app's own launch screen (storyboard, xib or Info.plist) on a device.",
    discussion: """
      Prints each view's frame in points in the root view's coordinates, rounded to the \
      screen's pixels, and the required constraints that cannot hold (broken as UIKit breaks \
      them). Without --device or --size, lays the document out at its own design device and \
      saved root size. Label sizes are approximate (see Docs/LaunchScreen.md).
      """)

  /// The launch screen, or an app folder holding one.
  @Argument(help: "A launch storyboard, xib, Info.plist, or an app folder.")
  public var path: String?

  /// Whether to print the device table instead.
  @Flag(
    help: ArgumentHelp(
      "Print the device table --device reads (Interface Builder ids, models, size, scale, "
        + "safe areas top left bottom right in portrait and landscape) and exit."))
  public var listDevices = false

  /// A device of the table.
  @Option(help: "A device name (e.g. 'iPhone 15') or Interface Builder id (e.g. retina6_1).")
  public var device: String?

  /// A custom size.
  @Option(help: ArgumentHelp("A screen size in points, e.g. 390x844.", valueName: "WxH"))
  public var size: String?

  /// The orientation.
  @Option(help: "portrait or landscape (default: the document's).")
  public var orientation: Orientation?

  /// The appearance (frames do not depend on it; accepted for symmetry with preview).
  @Option(help: "light or dark (frames are the same in both).")
  public var appearance: Appearance = .light

  /// JSON output.
  @Flag(help: "Print {\"views\": [{\"id\": ..., \"frame\": [x, y, w, h]}], \"broken\": [...]}.")
  public var json = false

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks the options.
  public func validate() throws {
    if path == nil, !listDevices {
      throw ValidationError("Missing a launch storyboard, xib, Info.plist or app folder.")
    }
    if device != nil, size != nil {
      throw ValidationError("Give --device or --size, not both.")
    }
    if let size, Self.parseSize(size) == nil {
      throw ValidationError(
        "'\(size)' is not a size for '--size'. Use WxH in points, e.g. 390x844.")
    }
  }

  static func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite && $0 < 100_000 }) else {
      return nil
    }
    return Size(width: parts[0], height: parts[1])
  }

  /// Reads, lays out and prints.
  public func run() throws {
    guard let path else {
      print(DeviceTableReport.render(json: json), terminator: "")
      return
    }
    let (screen, origin) = try LaunchScreenLocator.located(at: path, pad: wantsPad)
    // Which launch screen a folder's build ships: on standard error beside --json's output.
    for line in AppLaunchScreen.originLines(phone: origin, pad: origin) {
      if json { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
    }
    let environment = try self.environment(for: screen)
    // Labels measured with the face they are drawn with.
    let metrics = EmbeddedTextMetrics()
    let result = LaunchLayout.layout(screen, in: environment, metrics: metrics)
    // At the design device, the saved frames that break their own constraints are stale.
    let misplaced =
      device == nil && size == nil && orientation == nil
      ? LaunchLayout.misplacedViews(screen, in: environment, metrics: metrics) : nil
    print(Self.report(result, misplaced: misplaced, json: json), terminator: "")
  }

  private var wantsPad: Bool {
    guard let device else { return false }
    return (try? DeviceCatalog.device(named: device))?.isPad ?? false
  }

  func environment(for screen: LaunchScreen) throws -> LaunchLayoutEnvironment {
    let design = screen.designDeviceID.flatMap { DeviceCatalog.device(interfaceBuilderID: $0) }
    if let device {
      let found = try DeviceCatalog.device(named: device)
      return LaunchLayoutEnvironment(
        device: found, orientation: orientation ?? screen.designOrientation)
    }
    let base = design ?? DeviceCatalog.matrix[0]
    var environment = LaunchLayoutEnvironment(
      device: base, orientation: orientation ?? screen.designOrientation)
    if let size, let parsed = Self.parseSize(size) {
      environment.size = parsed
      environment.widthClass = parsed.width >= 768 ? .regular : .compact
      environment.heightClass = parsed.height >= 500 ? .regular : .compact
    } else if let saved = screen.root.savedFrame?.size, orientation == nil {
      environment.size = saved
    }
    return environment
  }

  static func report(_ result: LaunchLayoutResult, misplaced: [String]?, json: Bool) -> String {
    let number = { (value: Double) -> String in
      value == value.rounded() ? String(Int(value)) : String(value)
    }
    if json {
      let views = result.views.map { view in
        let frame = view.frame
        return "{\"id\": \(jsonString(view.id)), \"frame\": [\(number(frame.minX)), "
          + "\(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]}"
      }
      let broken = result.broken.map {
        "{\"id\": \(jsonString($0.id)), \"constraint\": \(jsonString($0.summary))}"
      }
      let stale = misplaced.map {
        ", \"misplaced\": [" + $0.map(jsonString).joined(separator: ", ") + "]"
      }
      return "{\"views\": [\(views.joined(separator: ", "))], \"broken\": ["
        + broken.joined(separator: ", ") + "]\(stale ?? "")}\n"
    }
    var text = ""
    for view in result.views {
      let frame = view.frame
      text +=
        "\(view.id)\t\(number(frame.minX)) \(number(frame.minY)) \(number(frame.width)) "
        + "\(number(frame.height))\n"
    }
    for id in misplaced ?? [] {
      text += "misplaced: \(id)'s saved frame breaks its own required constraints\n"
    }
    for broken in result.broken {
      text += "broken: \(broken) (Will attempt to recover by breaking constraint)\n"
    }
    return text
  }

  static func jsonString(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
