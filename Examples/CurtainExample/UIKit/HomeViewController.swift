import Curtain
import UIKit

/// The feed, with a button people tap before the app is ready (Curtain replays the tap if the
/// layout still matches) and a balance that never appears in a snapshot.
final class HomeViewController: UIViewController {
  private let feed: FeedModel
  private let privateViews: PrivateViews
  private let balance = UILabel()
  private let list = UILabel()

  init(feed: FeedModel, privateViews: PrivateViews) {
    self.feed = feed
    self.privateViews = privateViews
    super.init(nibName: nil, bundle: nil)
    title = "Chirp"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    balance.text = "Balance: 1,234 seeds"
    privateViews.mark(balance)
    list.numberOfLines = 0
    let compose = UIButton(
      type: .system,
      primaryAction: UIAction(title: "New chirp") { [weak self] _ in self?.composeTapped() })
    let stack = UIStackView(arrangedSubviews: [balance, compose, list])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    display(feed.chirps)
    feed.onChange = { [weak self] chirps in self?.display(chirps) }
  }

  private func display(_ chirps: [String]) {
    list.text = chirps.isEmpty ? "Loading…" : chirps.prefix(8).joined(separator: "\n")
  }

  private func composeTapped() {
    navigationController?.pushViewController(
      MessageViewController(title: "New chirp", message: "Tapped during launch? Still here."),
      animated: true)
  }
}
