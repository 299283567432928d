import CurtainCore
import Testing

/// Which app windows draw a visual effect a masked reveal would break: UIKit's blurs and
/// SwiftUI's materials, each described as the Apple layer walks it (every layer, with its class
/// chain and the chain of the view it draws), found only where it is drawn.
@Suite struct VisualEffectScanTests {
  /// A layer as the Apple layer sees it: its class chain and its view's, shown or not.
  struct Node: Sendable {
    var classes: [String]
    var hidden = false
    var opacity = 1.0
    var children: [Node] = []
  }

  static let layer = ["CALayer", "NSObject"]
  static func view(_ name: String, _ children: [Node] = [], hidden: Bool = false) -> Node {
    Node(
      classes: [name, "UIView", "UIResponder", "NSObject"] + layer, hidden: hidden,
      children: children)
  }

  /// UIKit's navigation bar background: a `UIVisualEffectView` whose blur is a backdrop view.
  static let navigationBar = view(
    "UINavigationBar",
    [
      view(
        "_UIBarBackground",
        [
          view(
            "UIVisualEffectView",
            [
              Node(
                classes: ["_UIVisualEffectBackdropView", "UIView", "UIResponder", "NSObject"]
                  + ["UICABackdropLayer", "CABackdropLayer"] + layer)
            ])
        ])
    ])

  /// SwiftUI's `.background(.regularMaterial)`: a backdrop layer in the hosting view's layer
  /// tree, drawn by no `UIVisualEffectView` (and by no view at all).
  static func material(opacity: Double = 1, hidden: Bool = false) -> Node {
    view(
      "_UIHostingView",
      [
        Node(classes: layer, children: [Node(classes: ["CABackdropLayer"] + layer)]),
        view("SwiftUI.CGDrawingView"),
      ].map { node in
        var node = node
        node.opacity = opacity
        node.hidden = hidden
        return node
      })
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var window: Node
    var expected: Bool
    var testDescription: String { name }
  }

  static func window(_ children: [Node]) -> Node { view("UIWindow", children) }

  static let cases: [Case] = [
    Case(name: "UIKit navigation bar", window: window([navigationBar]), expected: true),
    Case(name: "SwiftUI material", window: window([material()]), expected: true),
    Case(
      name: "plain views", window: window([view("UILabel"), view("UIImageView")]),
      expected: false),
    Case(
      name: "material made transparent", window: window([material(opacity: 0)]), expected: false),
    Case(name: "material hidden", window: window([material(hidden: true)]), expected: false),
    Case(
      name: "navigation bar in a hidden view",
      window: window([view("UIView", [navigationBar], hidden: true)]), expected: false),
    Case(
      name: "a hidden view beside a shown material",
      window: window([view("UIView", [navigationBar], hidden: true), material()]),
      expected: true),
  ]

  @Test(arguments: cases) func findsEffectsWhereTheyAreDrawn(_ row: Case) {
    let found = VisualEffectScan.drawsEffect(
      row.window, children: \.children,
      isShown: { VisualEffectScan.isShown(isHidden: $0.hidden, opacity: $0.opacity) },
      isEffect: { VisualEffectScan.isEffect(classChain: $0.classes) })
    #expect(found == row.expected)
  }
}
