import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What a path names on disk, following symbolic links: for messages that say what is wrong
/// ("is a folder", "is a FIFO") instead of a system error that does not ("You don't have
/// permission" for a FIFO).
enum FileKind: Equatable {
  /// Nothing (or a broken link).
  case missing
  /// A regular file.
  case regular
  /// A folder.
  case folder
  /// Something else that cannot be read as a file: "a FIFO", "a socket", "a device".
  case special(String)

  /// The kind of `url`'s target.
  init(of url: URL) {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      self = .missing
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .special("a FIFO (named pipe)")
    case S_IFSOCK: self = .special("a socket")
    case S_IFCHR, S_IFBLK: self = .special("a device")
    default: self = .special("not a regular file")
    }
  }

  /// Why a file of this kind cannot be read as a config or an image, or nil for a regular file.
  var problem: String? {
    switch self {
    case .missing: "no such file"
    case .regular: nil
    case .folder: "it is a folder, not a file"
    case .special(let kind): "it is \(kind), not a regular file"
    }
  }
}
