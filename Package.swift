// swift-tools-version: 6.1
import PackageDescription

// Apps need only the libraries: an app that adds Curtain with `traits: []` resolves no
// dependency for `Curtain`, `CurtainCore` and `CurtainRender`, and `traits: ["Assets"]` adds Yams
// for `CurtainAssets`. The default traits build everything (the `curtain` command too), so
// `swift run curtain`, Mint and the Benchmarks package need nothing more.

let package = Package(
  name: "Curtain",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "CurtainCore", targets: ["CurtainCore"]),
    .library(name: "Curtain", targets: ["Curtain"]),
    .library(name: "CurtainRender", targets: ["CurtainRender"]),
    .library(name: "CurtainAssets", targets: ["CurtainAssets"]),
    .executable(name: "curtain", targets: ["curtain"]),
    .plugin(name: "CurtainPlugin", targets: ["CurtainPlugin"]),
    .plugin(name: "CurtainWritePlugin", targets: ["CurtainWritePlugin"]),
  ],
  traits: [
    .trait(name: "Assets", description: "The CurtainAssets library's YAML config reader (Yams)."),
    .trait(
      name: "CLI", description: "The curtain command and its plugin (ArgumentParser).",
      enabledTraits: ["Assets"]),
    .default(enabledTraits: ["CLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    // OpenTelemetry's attribute names for `curtain timings --otlp` (device and OS names are
    // still "development" there: the Experimental trait, pinned to the minor version as its
    // README asks). Its names only, without its Tracing trait: about a minute of build.
    .package(
      url: "https://github.com/swift-otel/swift-otel-semantic-conventions",
      .upToNextMinor(from: "1.44.0"), traits: ["Experimental"]),
    // `swift package generate-documentation`; no target uses it, so apps never resolve it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Every decision and every number. Foundation only: clock, store and file system injected.
    // zlib (for its CRC-32) is the SDK's own `zlib` module on Apple platforms, CZlib elsewhere.
    .target(
      name: "CurtainCore",
      dependencies: [.target(name: "CZlib", condition: .when(platforms: [.linux, .android]))]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // The Apple layer: maps core decisions onto UIKit / QuartzCore / AVFoundation / SwiftUI.
    .target(name: "Curtain", dependencies: ["CurtainCore"]),
    // libpng and libjpeg, used by the software renderer where ImageIO does not exist.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    // libdeflate compresses APNG frames (whole buffers) faster than zlib and no larger; Linux
    // only: Apple platforms have no libdeflate by default and keep the SDK's zlib.
    .systemLibrary(
      name: "CLibDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // Software compositor: draws the stage the Apple layer shows, into RGBA, and encodes it.
    .target(
      name: "CurtainRender",
      dependencies: [
        "CurtainCore",
        .target(name: "CZlib", condition: .when(platforms: [.linux, .android])),
        .target(name: "CPNG", condition: .when(platforms: [.linux])),
        .target(name: "CJPEG", condition: .when(platforms: [.linux])),
        .target(name: "CLibDeflate", condition: .when(platforms: [.linux])),
      ]),
    // The launch design config file, asset generators and the launch-setup doctor.
    .target(
      name: "CurtainAssets",
      dependencies: [
        "CurtainCore", "CurtainRender",
        .product(name: "Yams", package: "Yams", condition: .when(traits: ["Assets"])),
      ],
      resources: [.copy("Example")]),
    // The `curtain` command's code, in a library so tests run it without spawning processes.
    .target(
      name: "CurtainCLI",
      dependencies: [
        "CurtainCore", "CurtainRender", "CurtainAssets",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["CLI"])),
        .product(
          name: "OTelSemanticConventions", package: "swift-otel-semantic-conventions",
          condition: .when(traits: ["CLI"])),
      ]),
    // glibc's allocator settings (`mallopt`), which the `curtain` executable tunes on Linux.
    .systemLibrary(name: "CMalloc"),
    .executableTarget(
      name: "curtain",
      dependencies: [
        "CurtainCLI", .target(name: "CMalloc", condition: .when(platforms: [.linux])),
      ]),
    // `swift package curtain ...` and Xcode's project menu: runs the `curtain` command above.
    // Two command plugins, because SwiftPM grants a permission per plugin, not per command:
    // `curtain` asks for none (doctor, layout, plan, timings, --version) and refuses a command
    // that writes; `curtain-write` asks to write into the package (generate, preview, check).
    // The runner they share (Plugins/CurtainPlugin/CurtainTool.swift) is linked into both.
    .plugin(
      name: "CurtainPlugin",
      capability: .command(
        intent: .custom(
          verb: "curtain",
          description: "Runs the curtain commands that only read (doctor, layout, plan, timings)."
        )),
      dependencies: ["curtain"]),
    .plugin(
      name: "CurtainWritePlugin",
      capability: .command(
        intent: .custom(
          verb: "curtain-write",
          description: "Runs the curtain commands that write (generate, preview, check)."),
        permissions: [
          .writeToPackageDirectory(
            reason: "curtain generate writes the launch storyboard, asset catalog and "
              + "Info.plist keys into your project; preview and check write their pictures")
        ]),
      dependencies: ["curtain"]),
    // Not a product: the snapshot cache's crash-safety test runs it and kills it with SIGKILL.
    .executableTarget(name: "SnapshotCacheStressWriter", dependencies: ["CurtainCore"]),
    .testTarget(
      name: "CurtainCoreTests",
      dependencies: [
        "CurtainCore", "SnapshotCacheStressWriter",
        .product(name: "Clocks", package: "swift-clocks"),
      ]),
    .testTarget(
      name: "CurtainRenderTests", dependencies: ["CurtainRender"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "CurtainAssetsTests", dependencies: ["CurtainAssets"], resources: [.copy("Fixtures")]),
    .testTarget(name: "CurtainCLITests", dependencies: ["CurtainCLI"]),
  ]
)
