// swift-tools-version: 6.0
import PackageDescription

// Curtain's libFuzzer harnesses, in their own package so the library's build stays lean. Each
// executable is one harness over the library's public reading entry points; its entry point
// hands libFuzzer's driver the harness function. Build and run them with
// `Scripts/fuzz.sh HARNESS SECONDS` from the repository root (it builds with
// `-sanitize=fuzzer,address`); seed corpora are in `Corpus/HARNESS`.
let package = Package(
  name: "CurtainFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Curtain", path: "..")],
  targets: [
    // Declares libFuzzer's driver; FuzzDriver runs it over a harness function.
    .target(name: "CFuzzDriver"),
    .target(name: "FuzzDriver", dependencies: ["CFuzzDriver"]),
    // A config file, YAML or JSON: DesignLoader's decoding, validation and a JSON round trip.
    .executableTarget(
      name: "FuzzConfig",
      dependencies: ["FuzzDriver", .product(name: "CurtainAssets", package: "Curtain")]),
    // A PNG or JPEG: ImageCodec's decoder and an encode/decode round trip.
    .executableTarget(
      name: "FuzzImage",
      dependencies: ["FuzzDriver", .product(name: "CurtainRender", package: "Curtain")]),
    // An Info.plist or a storyboard: the doctor reading a project holding it.
    .executableTarget(
      name: "FuzzDoctor",
      dependencies: ["FuzzDriver", .product(name: "CurtainAssets", package: "Curtain")]),
    // A stored launch history: decode, record a launch, encode, decode again.
    .executableTarget(
      name: "FuzzHistory",
      dependencies: ["FuzzDriver", .product(name: "CurtainCore", package: "Curtain")]),
    // A snapshot cache's index.json: lookups, a save and a purge over an in-memory folder.
    .executableTarget(
      name: "FuzzSnapshotIndex",
      dependencies: ["FuzzDriver", .product(name: "CurtainCore", package: "Curtain")]),
    // A launch record log (JSON lines): statistics and a Chrome trace.
    .executableTarget(
      name: "FuzzTimings",
      dependencies: ["FuzzDriver", .product(name: "CurtainCore", package: "Curtain")]),
    // A generated runtime resource (CurtainLaunchLayout.json): decoding and layout on every
    // device.
    .executableTarget(
      name: "FuzzLayoutResource",
      dependencies: ["FuzzDriver", .product(name: "CurtainCore", package: "Curtain")]),
    // Output paths: a random existing tree and a random --out, written as the commands write
    // (OutputTarget, OutputInstaller); nothing outside what the command owns changes.
    .executableTarget(
      name: "FuzzOutput",
      dependencies: [
        "FuzzDriver", .product(name: "CurtainAssets", package: "Curtain"),
        .product(name: "CurtainRender", package: "Curtain"),
      ]),
  ]
)
