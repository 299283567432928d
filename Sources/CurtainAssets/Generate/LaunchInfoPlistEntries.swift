import CurtainCore
import Foundation

/// The Info.plist keys that declare the generated launch screen to iOS.
///
/// - `storyboard` form: `UILaunchStoryboardName` = `LaunchScreen`.
/// - `infoPlist` form (iOS 14+): the `UILaunchScreen` dictionary with `UIColorName` (the colour
///   set), `UIImageName` (the logo set, drawn centred at its natural size) and
///   `UIImageRespectsSafeAreaInsets` = false (centred on the screen, as the storyboard does).
///
/// Each form removes the other's key when merged: a plist with both is ambiguous (the doctor
/// reports it).
public struct LaunchInfoPlistEntries: Hashable, Sendable {
  /// Which declaration to write.
  public var form: LaunchScreenForm
  /// The storyboard name for the `storyboard` form.
  public var storyboardName: String
  /// The colour set's name for the `infoPlist` form.
  public var colorName: String
  /// The logo image set's name for the `infoPlist` form.
  public var imageName: String

  /// Creates the entries.
  public init(form: LaunchScreenForm, storyboardName: String, colorName: String, imageName: String)
  {
    self.form = form
    self.storyboardName = storyboardName
    self.colorName = colorName
    self.imageName = imageName
  }

  /// The key this form writes.
  public var key: String { form == .storyboard ? "UILaunchStoryboardName" : "UILaunchScreen" }
  /// The key this form removes.
  public var conflictingKey: String {
    form == .storyboard ? "UILaunchScreen" : "UILaunchStoryboardName"
  }

  /// The keys as `<key>`/value lines, tab-indented as Xcode writes plists, to paste into a
  /// plist's top-level `<dict>`.
  public var snippet: String {
    switch form {
    case .storyboard:
      return "\t<key>UILaunchStoryboardName</key>\n\t<string>\(escaped(storyboardName))</string>\n"
    case .infoPlist:
      return """
        \t<key>UILaunchScreen</key>
        \t<dict>
        \t\t<key>UIColorName</key>
        \t\t<string>\(escaped(colorName))</string>
        \t\t<key>UIImageName</key>
        \t\t<string>\(escaped(imageName))</string>
        \t\t<key>UIImageRespectsSafeAreaInsets</key>
        \t\t<false/>
        \t</dict>

        """
    }
  }

  /// A complete XML property list holding only these keys.
  public var plistDocument: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(snippet)</dict>
    </plist>

    """
  }

  /// Sets this form's key in `dictionary` and removes the conflicting one; other keys are left
  /// as they are.
  public func apply(to dictionary: inout [String: Any]) {
    dictionary.removeValue(forKey: conflictingKey)
    switch form {
    case .storyboard:
      dictionary[key] = storyboardName
    case .infoPlist:
      dictionary[key] =
        [
          "UIColorName": colorName, "UIImageName": imageName,
          "UIImageRespectsSafeAreaInsets": false,
        ] as [String: Any]
    }
  }

  private func escaped(_ text: String) -> String { LaunchStoryboard.xmlEscaped(text) }
}
