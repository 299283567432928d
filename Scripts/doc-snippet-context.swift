// The app's own names that the documentation's Swift snippets assume, so that
// Scripts/check-doc-snippets.sh type-checks every snippet's use of Curtain against the real
// modules. Nothing here is Curtain API: only stand-ins for an app's types and values (a snippet
// that declares one of these names itself shadows it).
import Curtain
import CurtainCore
import SwiftUI
import UIKit

@MainActor final class AppModel: ObservableObject {
  static let shared = AppModel()
  func load() async {}
}

final class RootViewController: UIViewController {}

struct FeedView: View {
  @ObservedObject var model: AppModel
  var body: some View { EmptyView() }
}

enum Route: Sendable {
  case onboarding, whatsNew, signIn, home
  init?(url: URL) { nil }
}

struct UserSession: Sendable { var isSignedIn = true }
enum Theme: String { case neon }
struct Account { var id = 42 }
enum Config { static func load() throws {} }
enum Themes { static func load() {} }
enum Analytics { static func start() async {} }
enum Conversions { static func load() {} }

let design = LaunchDesign(
  background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
  logo: LogoDesign(image: AppearanceImage(light: "Logo"), size: Size(width: 120, height: 120)))
let kind = LaunchKind.firstLaunch
let theme = Theme.neon
let account = Account()
let session = UserSession()
let appVersion = "1.7"
let reason = LaunchReason.normal
let cachesFolder = FileManager.default.temporaryDirectory
let screen = Screen(size: Size(width: 393, height: 852), scale: 3, orientation: .portrait)
let launchKey = SnapshotKey(
  screen: screen, appearance: .light, appVersion: "3.12", appBuild: "1204",
  layoutDirection: .leftToRight, contentSizeCategory: "UICTContentSizeCategoryL",
  stateSignature: "theme=neon;user=42")
let landscapeKey = launchKey
let portraitPNG = Data()
let landscapePNG = Data()
let recorder = TouchRecorder(capacity: 64)
let layoutTheSnapshotShowed = LayoutSignature("home")
let layoutOfTheLiveUI = LayoutSignature("home")
@MainActor let curtain = LaunchCurtain(design: design, configuration: LaunchCurtainConfiguration())
@MainActor let window = UIWindow()
@MainActor var themes = Themes.self
func log(_ line: some CustomStringConvertible) {}
func save(_ report: some Sendable) {}
@MainActor func perform(_ action: LaunchAction) {}
@MainActor func showCover(_ imageData: Data) {}
@MainActor func makeScreen<R>(for route: R) -> UIViewController { UIViewController() }
