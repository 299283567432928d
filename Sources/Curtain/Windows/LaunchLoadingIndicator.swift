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

  /// Maps the session's indicator effects onto a view in the foreground splash window: it
  /// fades in on `show`, says each message, fades out on `hide` (both as the core's
  /// ``CurtainCore/LoadingIndicatorFade`` says, the rule the preview paints), and sits where the
  /// session's placement rule says (``CurtainCore/LoadingIndicatorPlacement``).
  @MainActor final class SplashIndicatorPresenter {
    private let make: @MainActor () -> any LaunchLoadingIndicator
    private var view: (any LaunchLoadingIndicator)?
    private var bottom: NSLayoutConstraint?

    init(make: @escaping @MainActor () -> any LaunchLoadingIndicator) {
      self.make = make
    }

    /// Performs `action` in `host` (the foreground splash's view), the indicator's bottom edge
    /// at `bottomEdge` points from the top.
    func perform(_ action: LoadingIndicatorTimeline.Action, in host: UIView, bottomEdge: Double) {
      switch action {
      case .show:
        guard view == nil else { return }
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
        UIView.animate(withDuration: LoadingIndicatorFade.seconds) { view.alpha = 1 }
      case .message(let text): view?.show(message: text)
      case .hide:
        guard let view else { return }
        self.view = nil
        self.bottom = nil
        UIView.animate(withDuration: LoadingIndicatorFade.seconds) {
          view.alpha = 0
        } completion: { _ in
          view.removeFromSuperview()
        }
      }
    }

    /// Moves the indicator's bottom edge to `bottomEdge` (the splash was drawn for another
    /// screen or cover).
    func place(bottomEdge: Double) {
      bottom?.constant = CGFloat(bottomEdge)
    }

    /// Removes the indicator at once (the splash windows are going).
    func remove() {
      view?.removeFromSuperview()
      view = nil
      bottom = nil
    }
  }
#endif
