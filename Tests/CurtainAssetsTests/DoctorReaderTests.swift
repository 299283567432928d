import Foundation
import Testing

@testable import CurtainAssets

/// The doctor's readers on their own: project files (``PBXProjDocument``, shared with
/// `generate --project`), build-setting conditions, code scans.
@Suite struct DoctorReaderTests {
  @Test func projectFileKeepsLinesAndValues() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tA /* c */ = {isa = XCBuildConfiguration; buildSettings = {
      \t\t\t"INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]" = YES;
      \t\t\tOTHER = ("-ObjC", "a b", );
      \t\t\tNAME = "say \\"hi\\"";
      \t\t}; };
      \t};
      }
      """
    let document = try PBXProjDocument(data: Data(text.utf8), path: "p")
    let settings = try #require(document.object("A")?["buildSettings"])
    let generation = try #require(
      settings["INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]"])
    #expect(generation.string == "YES")
    #expect(document.line(of: generation) == 5)
    #expect(settings["OTHER"]?.array?.compactMap(\.string) == ["-ObjC", "a b"])
    #expect(settings["NAME"]?.string == #"say "hi""#)
  }

  @Test(arguments: [
    ("{ a = b; ", 1, "unclosed '{'"), ("{\n a = ;\n}", 2, "unexpected character ';'"),
    ("{ a = \"b; }", 1, "unclosed string"),
    (String(repeating: "(", count: 300), 1, "nested too deeply"),
    ("{\n a = b; /* x\n */ c = d;\n /* y\n}", 4, "unclosed comment"),
    ("{\n a = (b c);\n}", 2, "expected ',' or ')'"),
  ])
  func projectFileErrorsHaveALine(text: String, line: Int, reason: String) {
    #expect(throws: PBXProjError.self) { try PBXProjDocument(data: Data(text.utf8), path: "p") }
    do {
      _ = try PBXProjDocument(data: Data(text.utf8), path: "p")
    } catch {
      #expect(error.line == line)
      #expect(error.reason == reason)
    }
  }

  @Test(arguments: [
    // Xcode quotes `$(…)`: parentheses delimit arrays, `$` and `/` may stand bare.
    ("k = \"$(SRCROOT)/App/Info.plist\";", "$(SRCROOT)/App/Info.plist"),
    ("k = $SRCROOT/App/Info.plist;", "$SRCROOT/App/Info.plist"),
    ("k = \"a\\\\b\\tc\\\"\";", "a\\b\tc\""), ("k = 'single \"x\"';", "single \"x\""),
    ("k /* c */ = // line\n v;", "v"), ("k = <0fbd7774 2a>;", "<0fbd7774 2a>"),
    ("k = \"<group>\";", "<group>"), ("k = _x.y-z+1:2;", "_x.y-z+1:2"),
  ])
  func projectFileValues(entry: String, value: String) throws {
    let document = try PBXProjDocument(data: Data("{ \(entry) }".utf8), path: "p")
    #expect(document.root["k"]?.string == value)
  }

  @Test func projectFileNesting() throws {
    let text = "{ k = ( { a = ( b, ( c, ), ); }, d, ); }"
    let document = try PBXProjDocument(data: Data(text.utf8), path: "p")
    let outer = try #require(document.root["k"]?.array)
    #expect(outer.count == 2)
    #expect(outer[0]["a"]?.array?[1].array?.compactMap(\.string) == ["c"])
    #expect(outer[1].string == "d")
  }

  @Test(arguments: [
    ("[sdk=iphoneos*]", true), ("[sdk=iphonesimulator*]", true), ("[sdk=macosx*]", false),
    ("[arch=arm64]", true), ("[sdk=*]", true), ("[sdk=appletvos*][arch=arm64]", false),
  ])
  func sdkConditions(condition: String, iOS: Bool) {
    #expect(BuildConfiguration.appliesToIOS(condition: condition) == iOS)
  }

  @Test func variablesResolve() {
    var configuration = BuildConfiguration(name: "Debug")
    configuration.settings["APP_FOLDER"] = BuildSetting(value: "Sources/$(TARGET_NAME)", file: "x")
    let resolved = configuration.resolve("$(SRCROOT)/${APP_FOLDER}/Info.plist", target: "App")
    #expect(resolved == "$(SRCROOT)/Sources/App/Info.plist")
    #expect(AppTarget.path(resolved, sourceRoot: "ios") == "ios/Sources/App/Info.plist")
  }

  @Test func commentsAndStringsAreBlankedLinesKept() {
    let swift = """
      let a = "window = UIWindow(frame: .zero)" // window.rootViewController = x
      /* self.window = UIWindow() /* nested */ still comment */ let b = 1
      let c = #"raw "window = UIWindow(" string"#
      let d = \"\"\"
      self.window = UIWindow()
      \"\"\"
      """
    let code = SourceText.code(swift, objectiveC: false)
    #expect(code.components(separatedBy: "\n").count == swift.components(separatedBy: "\n").count)
    #expect(!code.contains("UIWindow"))
    #expect(!code.contains("rootViewController"))
    #expect(code.contains("let b = 1"))
  }

  @Test func windowStoredByTheDelegateIsFoundAcrossFiles() {
    let delegate = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession) {
          let window = UIWindow(windowScene: scene as! UIWindowScene)
          self.window = window
        }
      }
      """
    let coordinator = "func start() {\n  sceneDelegate.window?.rootViewController = root\n}\n"
    let scan = CodeWindowScan(sources: [
      ("A/Coordinator.swift", coordinator), ("A/Scene.swift", delegate),
    ])
    #expect(scan.creation == CodeWindowScan.Site(file: "A/Scene.swift", line: 4))
    #expect(scan.rootViewController == CodeWindowScan.Site(file: "A/Coordinator.swift", line: 2))
  }

  @Test func overlayWindowsAreNotTheRootWindow() {
    let overlay = """
      final class SplashWindows {
        func install(scene: UIWindowScene) {
          let foreground = UIWindow(windowScene: scene)
          foreground.rootViewController = host
          window = nil
        }
      }
      """
    let scan = CodeWindowScan(sources: [("Sources/Curtain/SplashWindows.swift", overlay)])
    #expect(scan.creation == nil)
    #expect(scan.rootViewController == nil)
  }

  @Test(arguments: [
    ("self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];", 2),
    ("UIWindow *w = [[UIWindow alloc] init];\n_window = w;", 2),
  ])
  func objectiveCWindows(body: String, line: Int) {
    let text =
      "@implementation AppDelegate\n\(body)\n// didFinishLaunchingWithOptions\n"
      + "- (BOOL)application:(id)a didFinishLaunchingWithOptions:(id)o { return YES; }\n@end\n"
    let scan = CodeWindowScan(sources: [("App/AppDelegate.m", text)])
    #expect(scan.creation?.line == line)
  }
}
