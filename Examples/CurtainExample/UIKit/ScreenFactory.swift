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
    case .compose:
      return MessageViewController(title: "New chirp", message: "From the quick action.")
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
