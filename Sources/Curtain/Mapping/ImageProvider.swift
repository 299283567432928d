#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Resolves the stage's named images to `UIImage`s.
  ///
  /// The default looks names up in an asset catalog (`UIImage(named:in:compatibleWith:)`), so
  /// the variant for the trait collection's appearance and scale is the one drawn: the same one
  /// the launch storyboard shows. Tests and apps with images elsewhere inject their own.
  @MainActor public struct ImageProvider {
    private let resolve: @MainActor (ImageSource, UITraitCollection) -> UIImage?

    /// Creates a provider from a closure.
    public init(_ resolve: @escaping @MainActor (ImageSource, UITraitCollection) -> UIImage?) {
      self.resolve = resolve
    }

    /// Looks names up in `bundle`'s asset catalogs (then loose files of that name).
    public static func named(in bundle: Bundle = .main) -> ImageProvider {
      ImageProvider { source, traits in
        UIImage(named: source.name, in: bundle, compatibleWith: traits)
      }
    }

    /// Files relative to `directory` (snapshots from the snapshot cache, for example), read with
    /// the scale the source declares.
    public static func files(in directory: URL) -> ImageProvider {
      ImageProvider { source, _ in
        let url = directory.appendingPathComponent(source.name)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return UIImage(data: data, scale: source.scale)
      }
    }

    /// Tries `self`, then `other`.
    public func fallingBack(to other: ImageProvider) -> ImageProvider {
      ImageProvider { source, traits in
        self.image(for: source, traits: traits) ?? other.image(for: source, traits: traits)
      }
    }

    /// The image for `source` in `traits`, or `nil` when it cannot be found.
    public func image(for source: ImageSource, traits: UITraitCollection) -> UIImage? {
      resolve(source, traits)
    }
  }
#endif
