import Curtain
import UIKit

/// The example's launch: the design `curtain generate` wrote, a first-launch video, a reveal,
/// snapshot-first launches, and where the figures go.
@MainActor enum ExampleLaunch {
  /// The splash video's design: the first launch only, skippable, at most 3 seconds.
  static let video = VideoDesign(file: "intro.mp4", when: .firstLaunch, maxDuration: 3)

  /// Each scene's route, decided in its scene delegate before the scene is covered: the
  /// snapshot a launch shows is of that route's screen (`firstScreen`), never of another.
  static var routes: [ObjectIdentifier: ExampleRoute] = [:]

  /// The app's curtain, made once per process.
  static let curtain: LaunchCurtain = {
    var configuration = LaunchCurtainConfiguration()
    do {
      configuration.snapshots = try SnapshotCache.forApp()
    } catch {
      print("Curtain: snapshots off: \(error)")
    }
    configuration.stateSignature = { ExampleTheme.current.rawValue }
    configuration.onTapsReplayed = { plan, outcomes in
      print(
        "Curtain: replayed \(plan.replay.count) tap(s) \(outcomes), dropped \(plan.dropped.count)")
    }
    configuration.onLaunchRecord = { record in
      print("Curtain: launch took \(record.totalSeconds.map { "\($0) s" } ?? "?")")
    }
    configuration.onDiagnostic = { message in print("Curtain: \(message)") }
    // The screen this scene's launch reveals, by its route: a snapshot of Home is never shown
    // before onboarding or a linked chirp.
    configuration.firstScreen = { scene in
      routes[ObjectIdentifier(scene)]?.screenName ?? SnapshotKey.firstScreen
    }
    // The loading indicator comes from curtain.yml's `loadingIndicator` key (through the
    // generated resource), as `curtain preview` draws it: nothing set here.
    return LaunchCurtain(design: design, configuration: configuration)
  }()

  /// The generated design, or the same look written out when the generated file is missing
  /// (a fresh checkout before `curtain generate` ran).
  private static var design: LaunchDesign {
    do {
      // Everything comes from curtain.yml through the generated resource: exit, video,
      // deadline; nothing is retyped here.
      return try LaunchCurtain.bundledDesign(onDiagnostic: { print("Curtain: \($0)") })
    } catch {
      print("Curtain: \(error)")
      return LaunchDesign(
        background: AppearanceColor(
          light: RGBAColor(red: 0.114, green: 0.631, blue: 0.949),
          dark: RGBAColor(red: 0.043, green: 0.098, blue: 0.161)),
        logo: LogoDesign(
          image: AppearanceImage(light: "Logo"), size: Size(width: 120, height: 120)),
        video: video)
    }
  }
}

/// The example's theme: part of the snapshot's state signature, so a snapshot taken in another
/// theme is never shown (seed 003's readers asked for exactly this).
enum ExampleTheme: String, Sendable {
  case classic
  case night

  /// The theme in use.
  @MainActor static var current: ExampleTheme {
    UserDefaults.standard.string(forKey: "theme").flatMap(ExampleTheme.init) ?? .classic
  }
}
