#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Tells when the splash's first frame is really on screen: the first `CADisplayLink` tick
  /// after the transaction that put the splash up was committed (the next vsync, the earliest
  /// moment the render server can present that frame), as performance SDKs do.
  ///
  /// A `CATransaction` completion block alone does not say that: with no animation in the
  /// transaction, Apple documents that it is called immediately, at commit time.
  @MainActor final class FirstFramePresentation: NSObject {
    private var link: CADisplayLink?
    private var onPresented: (@MainActor () -> Void)?

    /// Calls `onPresented` once, at the first display tick after the current transaction's
    /// commit.
    func start(_ onPresented: @escaping @MainActor () -> Void) {
      self.onPresented = onPresented
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self] in self?.committed() }
      CATransaction.commit()
    }

    /// Stops waiting; `onPresented` is not called.
    func cancel() {
      link?.invalidate()
      link = nil
      onPresented = nil
    }

    private func committed() {
      guard onPresented != nil, link == nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(tick))
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      let presented = onPresented
      cancel()
      presented?()
    }
  }
#endif
