import CurtainCore
import Foundation

/// Writes `CurtainLaunchScreen.storyboard`: the system launch screen as Auto Layout constraints
/// that encode `LaunchScreenLayout`'s rule and nothing else.
///
/// - Logo: width and height constants; centerX/centerY equal to the root view's plus the offset.
///   A pad size is each constant's `<variation key="heightClass=regular-widthClass=regular"
///   constant="..."/>`, as Interface Builder writes a size-class constant (pocket-casts-ios's
///   `PodcastViewController.xib`; owncloud's launch storyboard varies its constants so).
/// - Branding: width and height constants; centerX equal to the root view's; the safe area's
///   bottom equals the branding's bottom plus `bottomMargin`.
/// - Background: a named colour from the generated colour set; its image or gradient (when the
///   design has one) an image view behind everything, leading, trailing, top and bottom equal
///   to the root view's (not the safe area's), in the design's content mode (a gradient:
///   `scaleToFill`), as Flutter's template pins its `LaunchBackground`.
/// - Poster (when the launch screen has one, in place of the logo): leading, trailing, top and
///   bottom equal to the root view's (not the safe area's), `scaleAspectFill`.
///
/// Only UIKit's own classes appear (no `customClass`): iOS draws the launch screen before any
/// app code is loaded. The layout follows the files Xcode 15/16 writes (document header,
/// dependencies, one scene, `resources` with `image` and `namedColor`); frames are those of the
/// design device, iPhone 15 (`retina6_12`, 393 x 852 points), so Xcode sees no misplaced views.
public enum LaunchStoryboard {
  /// The storyboard's name (`UILaunchStoryboardName`) and file name without extension: not
  /// Xcode's template name `LaunchScreen`, so it never collides with an app's own launch
  /// storyboard (two `LaunchScreen.storyboard` files in one target do not build).
  public static let name = "CurtainLaunchScreen"
  /// The device the document is laid out for in Interface Builder.
  public static let designScreen = Screen(
    size: Size(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
    orientation: .portrait)

  /// The storyboard XML for `resource`.
  ///
  /// - Parameters:
  ///   - resource: names and geometry, the same value written as the runtime layout.
  ///   - logoImageSize: the logo image's natural size in points (its 1x pixel size).
  ///   - brandingImageSize: the branding image's natural size in points.
  ///   - posterImageSize: the poster image's natural size in points.
  ///   - backgroundImageSize: the background image's natural size in points.
  public static func xml(
    for resource: LaunchLayoutResource, logoImageSize: Size, brandingImageSize: Size?,
    posterImageSize: Size? = nil, backgroundImageSize: Size? = nil
  ) -> String {
    let root = StoryboardID.make(role: "root")
    let safeArea = StoryboardID.make(role: "safeArea")
    let logo = StoryboardID.make(role: "logo")
    let branding = StoryboardID.make(role: "branding")
    let layout = resource.layout(on: designScreen, appearance: .light)
    let background = resource.background.color.light

    var subviews: [String]
    var constraints: [String]
    var images: [String]
    if let poster = resource.poster {
      let id = StoryboardID.make(role: "poster")
      subviews = imageView(
        id: id, label: "Poster", image: poster.imageName, contentMode: .scaleAspectFill,
        frame: designScreen.bounds, size: nil)
      constraints = ["leading", "trailing", "top", "bottom"].map {
        constraint(id, $0, root, $0, constant: 0, role: "poster.\($0)")
      }
      images = [imageResource(poster.imageName, posterImageSize ?? designScreen.size)]
    } else {
      subviews = imageView(
        id: logo, label: "Logo", image: resource.logo.imageName,
        contentMode: resource.logo.contentMode, frame: layout.logo.frame, size: resource.logo.size,
        padSize: resource.logo.padSize)
      constraints = [
        constraint(
          logo, "centerX", root, "centerX", constant: resource.logo.offset.x, role: "logo.centerX"
        ),
        constraint(
          logo, "centerY", root, "centerY", constant: resource.logo.offset.y, role: "logo.centerY"
        ),
      ]
      images = [imageResource(resource.logo.imageName, logoImageSize)]
    }
    if let design = resource.branding, let frame = layout.branding?.frame {
      subviews += imageView(
        id: branding, label: "Branding", image: design.imageName, contentMode: .scaleAspectFit,
        frame: frame, size: design.size)
      constraints += [
        constraint(branding, "centerX", root, "centerX", constant: 0, role: "branding.centerX"),
        constraint(
          safeArea, "bottom", branding, "bottom", constant: design.bottomMargin,
          role: "branding.bottom"),
      ]
      images.append(imageResource(design.imageName, brandingImageSize ?? design.size))
    }
    if let background = resource.backgroundImage {
      let id = StoryboardID.make(role: "backgroundImage")
      subviews =
        imageView(
          id: id, label: "Background", image: background.imageName,
          contentMode: background.contentMode, frame: designScreen.bounds, size: nil)
        + subviews
      constraints += ["leading", "trailing", "top", "bottom"].map {
        constraint(id, $0, root, $0, constant: 0, role: "backgroundImage.\($0)")
      }
      images.append(imageResource(background.imageName, backgroundImageSize ?? designScreen.size))
    }
    images.sort()

    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" \
      colorMatched="YES" initialViewController="\(StoryboardID.make(role: "viewController"))">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies>
              <deployment identifier="iOS"/>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
              <capability name="Named colors" minToolsVersion="9.0"/>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <scenes>
              <!--View Controller-->
              <scene sceneID="\(StoryboardID.make(role: "scene"))">
                  <objects>
                      <viewController id="\(StoryboardID.make(role: "viewController"))" \
      sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="\(root)">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" \
      heightSizable="YES"/>
                              <subviews>
      \(subviews.joined(separator: "\n"))
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="\(safeArea)"/>
                              <color key="backgroundColor" name="\(xmlEscaped(resource.background.colorName))"/>
                              <constraints>
      \(constraints.joined(separator: "\n"))
                              </constraints>
                          </view>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" \
      id="\(StoryboardID.make(role: "firstResponder"))" userLabel="First Responder" \
      sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="53" y="375"/>
              </scene>
          </scenes>
          <resources>
      \(images.joined(separator: "\n"))
              <namedColor name="\(xmlEscaped(resource.background.colorName))">
                  <color red="\(number(background.red))" green="\(number(background.green))" \
      blue="\(number(background.blue))" alpha="\(number(background.alpha))" colorSpace="custom" \
      customColorSpace="sRGB"/>
              </namedColor>
          </resources>
      </document>

      """
  }

  /// An image view; with `size`, its width and height constants (without, the root view's
  /// constraints size it), each with a regular-regular variation where `padSize` differs.
  private static func imageView(
    id: String, label: String, image: String, contentMode: ContentMode, frame: Rect, size: Size?,
    padSize: Size? = nil
  ) -> [String] {
    let indent = String(repeating: " ", count: 28)
    var lines = [
      indent + "<imageView clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" "
        + "contentMode=\"\(contentMode.rawValue)\" image=\"\(xmlEscaped(image))\" "
        + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\" userLabel=\"\(label)\">",
      indent + "    <rect key=\"frame\" x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" "
        + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/>",
    ]
    if let size {
      func sizeConstraint(_ attribute: String, _ constant: Double, pad: Double?) -> [String] {
        let open =
          indent + "        <constraint firstAttribute=\"\(attribute)\" "
          + "constant=\"\(number(constant))\" id=\"\(StoryboardID.make(role: "\(label).\(attribute)"))\""
        guard let pad, pad != constant else { return [open + "/>"] }
        return [
          open + ">",
          indent + "            <variation key=\"\(regularVariationKey)\" "
            + "constant=\"\(number(pad))\"/>",
          indent + "        </constraint>",
        ]
      }
      lines.append(indent + "    <constraints>")
      lines += sizeConstraint("width", size.width, pad: padSize?.width)
      lines += sizeConstraint("height", size.height, pad: padSize?.height)
      lines.append(indent + "    </constraints>")
    }
    return lines + [indent + "</imageView>"]
  }

  /// The size-class key of a variation for screens regular in both (every iPad, full screen),
  /// as Interface Builder writes it.
  static let regularVariationKey = "heightClass=regular-widthClass=regular"

  private static func constraint(
    _ first: String, _ firstAttribute: String, _ second: String, _ secondAttribute: String,
    constant: Double, role: String
  ) -> String {
    let constantText = constant == 0 ? "" : " constant=\"\(number(constant))\""
    return String(repeating: " ", count: 28)
      + "<constraint firstItem=\"\(first)\" firstAttribute=\"\(firstAttribute)\" "
      + "secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute)\"\(constantText) "
      + "id=\"\(StoryboardID.make(role: role))\"/>"
  }

  private static func imageResource(_ name: String, _ size: Size) -> String {
    String(repeating: " ", count: 8)
      + "<image name=\"\(xmlEscaped(name))\" width=\"\(number(size.width))\" "
      + "height=\"\(number(size.height))\"/>"
  }

  /// A number as Interface Builder writes it: `0.0` for zero, integers without a fraction,
  /// anything else in its shortest exact decimal form. A value within a billionth of an integer
  /// is that integer, so arithmetic noise such as `84.00000000000001` is written `84`.
  static func number(_ value: Double) -> String {
    let nearest = value.rounded()
    if nearest == 0, abs(value) < 1e-9 { return "0.0" }
    if abs(value - nearest) <= 1e-9 * max(1, abs(nearest)), abs(nearest) < 1e15 {
      return String(Int(nearest))
    }
    return "\(value)"
  }

  static func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
