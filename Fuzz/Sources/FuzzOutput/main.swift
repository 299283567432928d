import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import FuzzDriver

/// The scratch folder each input builds its tree in, one per process.
private let root = FileManager.default.temporaryDirectory
  .appendingPathComponent("curtain-fuzz-output-\(getpid())", isDirectory: true)
  .resolvingSymlinksInPath()

/// Names the tree and the output are made of: the shapes a person's folder holds (a thesis in
/// docs/, a Makefile, an animation, frames), the run's own config, and the hostile ones
/// (computed: LeakSanitizer reports global arrays).
private enum Pool {
  static var names: [String] {
    [
      "docs", "docs/thesis.tex", "Makefile", "launch.apng", "frames", "out.png", "clip.gif",
      "app/curtain.yml", "app", "app/logo.png", "sub/deeper", "notes.md", "frames/0001.png",
      "home",
    ]
  }

  static var outputs: [String] {
    [
      "", ".", "..", "/", "/dev/null", "./", "app/", "docs/", "frames/", "new.apng", "new/",
      "home", "home/x.apng", "link", "link/", "pipe", "app/logo.png", "docs/new.apng",
    ]
  }
}

/// Reads the input a byte at a time (0 once it runs out).
private struct Bytes {
  var bytes: [UInt8]
  var index = 0
  mutating func next() -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) : 0
  }
  mutating func pick<T>(_ items: [T]) -> T { items[next() % items.count] }
}

/// What every item under `folder` is: "f:<bytes>", "d", "l:<destination>", "p" (a pipe).
private func tree(_ folder: URL) -> [String: String] {
  var items: [String: String] = [:]
  func walk(_ url: URL, _ prefix: String) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
      let child = url.appendingPathComponent(name)
      var info = stat()
      guard lstat(child.path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        items[prefix + name] = "d"
        walk(child, prefix + name + "/")
      case S_IFLNK:
        items[prefix + name] =
          "l:" + ((try? FileManager.default.destinationOfSymbolicLink(atPath: child.path)) ?? "")
      case S_IFREG:
        items[prefix + name] = "f:" + ((try? Data(contentsOf: child))?.base64EncodedString() ?? "?")
      default: items[prefix + name] = "p"
      }
    }
  }
  walk(folder, "")
  return items
}

/// A 2 x 2 PNG, signed as Curtain's when `signed` (computed, not a global `Data`: LeakSanitizer
/// reports a global one).
private func png(signed: Bool) -> Data {
  guard let data = try? ImageCodec.encodePNG(RGBAImage(width: 2, height: 2), name: "fuzz.png")
  else { preconditionFailure("a 2 x 2 PNG does not encode") }
  return signed ? OutputSignature.markingPNG(data) : data
}

/// Builds an existing tree from the input: files (a person's, or signed by Curtain), folders
/// (empty, full, or holding Curtain's manifest), links (inside, to `/dev/null`, to `/`, up) and
/// pipes; the config `app/curtain.yml` is always there.
private func build(_ input: inout Bytes) {
  let files = FileManager.default
  func make(_ path: String) -> URL {
    let url = root.appendingPathComponent(path)
    try? files.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    return url
  }
  try? Data("name: A\n".utf8).write(to: make("app/curtain.yml"))
  for _ in 0..<(input.next() % 10) {
    let url = make(input.pick(Pool.names))
    guard (try? files.attributesOfItem(atPath: url.path)) == nil else { continue }
    switch input.next() % 8 {
    case 0: try? Data("a person's file \(input.next())".utf8).write(to: url)
    case 1: try? png(signed: true).write(to: url)
    case 2: try? files.createDirectory(at: url, withIntermediateDirectories: true)
    case 3:
      try? files.createDirectory(at: url, withIntermediateDirectories: true)
      try? Data("kept".utf8).write(to: url.appendingPathComponent("mine.txt"))
    case 4:
      try? files.createDirectory(at: url, withIntermediateDirectories: true)
      let manifest = OutputManifest(paths: ["0001.png"], writer: "curtain preview")
      try? Data(manifest.text.utf8).write(
        to: url.appendingPathComponent(OutputManifest.fileName))
      try? png(signed: true).write(to: url.appendingPathComponent("0001.png"))
      try? Data("kept".utf8).write(to: url.appendingPathComponent("mine.txt"))
    case 5:
      try? files.createSymbolicLink(
        atPath: url.path,
        withDestinationPath: input.pick(["/dev/null", "/", "..", "docs", "app/curtain.yml"]))
    case 6: _ = mkfifo(url.path, 0o644)
    default: try? png(signed: false).write(to: url)
    }
  }
  for (name, destination) in [("link", input.pick(["/dev/null", "/", "docs", "app"]))] {
    try? files.createSymbolicLink(
      atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
  }
  _ = mkfifo(root.appendingPathComponent("pipe").path, 0o644)
}

/// One input: an existing tree and an output value (`--out`), written as a file (an animation)
/// or as a folder of frames through `OutputTarget` and `OutputInstaller`, as the commands do.
/// Invariants: a path outside the scratch folder (reached through a link) is refused unless
/// nothing stands there, and is then never written by the harness (`/` and `/dev/null` are
/// always refused); afterwards every pre-existing item is
/// byte-identical unless the command owns it (the file it replaced, a signed one; in its
/// folder, the files its manifest listed).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = Bytes(bytes: [UInt8](UnsafeRawBufferPointer(start: start, count: count)))
  try? FileManager.default.removeItem(at: root)
  try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  build(&input)
  var given = input.pick(Pool.outputs)
  if input.next() % 4 == 0 { given = input.pick(Pool.names) + (input.next() % 2 == 0 ? "/" : "") }
  let shape: OutputShape = input.next() % 2 == 0 ? .file : .folder
  let before = tree(root)
  let config = root.appendingPathComponent("app/curtain.yml")
  let target: OutputTarget
  do {
    target = try OutputTarget(
      given, option: "--out", shape: shape, inputs: [config], currentDirectory: root,
      home: root.appendingPathComponent("home"))
  } catch {
    precondition(tree(root) == before, "a refusal changed the tree")
    return 0
  }
  // A link in the tree may lead outside it (`home` -> `..`): a path there that holds nothing
  // may be claimed (nothing can be lost), but the harness writes only inside its scratch.
  guard OutputRule.isAncestor(root, of: target.url) && target.url != root else {
    precondition(
      OutputTarget.item(at: target.url) == .nothing,
      "'\(given)' was accepted for \(target.url.path), outside the scratch folder, where "
        + "something stands")
    precondition(tree(root) == before, "a claim changed the tree")
    return 0
  }
  let owned = target.url.path.dropFirst(root.path.count + 1)
  var replaced: Set<String> = []
  switch shape {
  case .file:
    try? ImageCodec.writePNG(RGBAImage(width: 3, height: 1), to: target.url)
    replaced = [String(owned)]
  case .folder:
    let previous = OutputManifest.read(in: target.url)?.paths ?? []
    let policy = OutputPolicy(
      currentDirectory: root, protectedFiles: [config], home: root.appendingPathComponent("home"),
      option: "--out", writer: "curtain preview")
    let written = ["0001.png", "0002.png"]
    _ = try? OutputInstaller().install(
      written.map { GeneratedFile(path: $0, contents: png(signed: true)) }, into: target.url,
      policy: policy)
    replaced = Set((previous + written + [OutputManifest.fileName]).map { "\(owned)/\($0)" })
    replaced.insert(String(owned))
  }
  let after = tree(root)
  for (path, item) in before where after[path] != item && !replaced.contains(path) {
    preconditionFailure("'\(given)' (\(shape)) changed '\(path)', which it does not own")
  }
  for path in after.keys where before[path] == nil {
    precondition(
      replaced.contains(path) || path.hasPrefix(owned + "/") || owned.hasPrefix(path + "/"),
      "'\(given)' (\(shape)) left '\(path)' behind")
  }
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzOutput(data, size)
}
