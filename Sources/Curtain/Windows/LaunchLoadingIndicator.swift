#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// A view drawn above the splash while the launch's loading indicator is up: the session
  /// decides when it shows, which message it says and when it goes
  /// (``LaunchCurtainConfiguration/loadingIndicator``); the view only draws. Curtain's is
  /// ``SplashLoadingIndicatorView``; an app returns its own from
  /// ``LaunchCurtainConfiguration/loadingIndicatorView``.
  @MainActor public protocol LaunchLoadingIndicator: UIView {
    /// Shows `message` (`nil`: no message yet, or none: a plain spinner).
    func show(message: String?)
  }

  /// Curtain's loading indicator: a dark pill holding a spinner and the message, as
  /// `curtain preview` draws it.
  public final class SplashLoadingIndicatorView: UIView, LaunchLoadingIndicator {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let label = UILabel()

    /// Creates the indicator, spinning.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.86)
      layer.cornerRadius = 22
      spinner.color = .white
      spinner.startAnimating()
      label.textColor = .white
      label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
      label.adjustsFontForContentSizeCategory = true
      label.lineBreakMode = .byTruncatingTail
      label.isHidden = true
      let stack = UIStackView(arrangedSubviews: [spinner, label])
      stack.spacing = 10
      stack.alignment = .center
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor),
        stack.centerXAnchor.constraint(equalTo: centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: centerYAnchor),
        stack.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 12),
        stack.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 8),
      ])
      isAccessibilityElement = true
      accessibilityLabel = NSLocalizedString("Loading", comment: "The launch's loading indicator")
    }

    /// Not supported: the indicator is built in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("SplashLoadingIndicatorView is created in code")
    }

    /// Shows `message` beside the spinner (`nil`: the spinner alone).
    public func show(message: String?) {
      label.text = message
      label.isHidden = message == nil
      if let message { accessibilityValue = message }
    }
  }

  /// Performs the core's `LoadingIndicatorViews` on a view in the foreground splash window:
  /// it appears (fading in), says each message, moves, disappears (fading out) and is removed
  /// as the core says, for the times the core gives (the rule the preview paints); the view is
  /// the app's (``LaunchCurtainConfiguration/loadingIndicatorView``) or Curtain's.
  @MainActor final class SplashIndicatorPresenter {
    private let make: @MainActor () -> any LaunchLoadingIndicator
    private var views = LoadingIndicatorViews()
    private var view: (any LaunchLoadingIndicator)?
    private var fading: [UIView] = []
    private var bottom: NSLayoutConstraint?

    init(make: @escaping @MainActor () -> any LaunchLoadingIndicator) {
      self.make = make
    }

    /// Performs what the scene's `operation` does to the indicator in `host` (the foreground
    /// splash's view).
    func perform(_ operation: SceneOperation, in host: UIView?) {
      for step in views.operations(for: operation) {
        perform(step, in: host)
      }
    }

    private func perform(_ operation: LoadingIndicatorViewOperation, in host: UIView?) {
      switch operation {
      case .appear(let bottomEdge, let seconds):
        guard let host else { return }
        let view = make()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.alpha = 0
        view.show(message: nil)
        host.addSubview(view)
        let bottom = view.bottomAnchor.constraint(
          equalTo: host.topAnchor, constant: CGFloat(bottomEdge))
        NSLayoutConstraint.activate([
          view.centerXAnchor.constraint(equalTo: host.centerXAnchor),
          view.widthAnchor.constraint(lessThanOrEqualTo: host.widthAnchor, constant: -48),
          bottom,
        ])
        self.view = view
        self.bottom = bottom
        UIView.animate(withDuration: seconds) { view.alpha = 1 }
      case .say(let text): view?.show(message: text)
      case .move(let bottomEdge): bottom?.constant = CGFloat(bottomEdge)
      case .disappear(let seconds):
        guard let view else { return }
        self.view = nil
        bottom = nil
        fading.append(view)
        UIView.animate(withDuration: seconds) {
          view.alpha = 0
        } completion: { [weak self] _ in
          view.removeFromSuperview()
          self?.fading.removeAll { $0 === view }
        }
      case .remove:
        (fading + (view.map { [$0] } ?? [])).forEach { $0.removeFromSuperview() }
        fading = []
        view = nil
        bottom = nil
      }
    }
  }
#endif
