import Curtain
import UIKit

/// The first screen for a route.
@MainActor enum ScreenFactory {
  static func screen(
    for route: ExampleRoute, feed: FeedModel, privateViews: PrivateViews
  ) -> UIViewController {
    switch route {
    case .onboarding: return MessageViewController(title: "Welcome", message: "Chirp says hello.")
    case .whatsNew: return MessageViewController(title: "What's new", message: "A faster launch.")
    case .item(let id):
      return MessageViewController(title: "Chirp \(id)", message: "Opened from a link.")
    case .compose: return ComposeViewController()
    case .home: return HomeViewController(feed: feed, privateViews: privateViews)
    }
  }
}

/// A title and a message.
final class MessageViewController: UIViewController {
  private let message: String

  init(title: String, message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = message
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

/// The "New chirp" quick action's screen: a text field that takes the keyboard once the splash is
/// gone (``focus()``, called from the scene's `splashFinished` signal), so the keyboard never
/// slides up over the splash.
final class ComposeViewController: UIViewController {
  private let field = UITextField()

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "New chirp"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "What's happening?"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }

  /// Raises the keyboard for the text field.
  func focus() {
    field.becomeFirstResponder()
  }
}
