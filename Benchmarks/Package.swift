// swift-tools-version: 6.1
import PackageDescription

// Curtain's benchmarks, in their own package so the library's build and CI stay lean.
// Run from this folder: `swift package --disable-sandbox benchmark` (all) or
// `swift package --disable-sandbox benchmark --target LaunchBenchmarks` (one suite).
let package = Package(
  name: "CurtainBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Curtain", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "MotionBenchmarks",
      dependencies: [
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/MotionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "LaunchBenchmarks",
      dependencies: [
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/LaunchBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    // CPU clocks and synthetic inputs shared by the suites.
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "CurtainRender", package: "Curtain"),
      ],
      path: "Sources/BenchmarkSupport"),
    // libpng itself, so the decode benchmark can time a direct simplified-API call beside ours.
    .systemLibrary(name: "BenchLibPNG", path: "Sources/BenchLibPNG", pkgConfig: "libpng"),
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: [
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "CurtainRender", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
        .target(name: "BenchLibPNG", condition: .when(platforms: [.linux])),
      ],
      path: "Benchmarks/RenderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "SnapshotBenchmarks",
      dependencies: [
        "BenchLibPNG",
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "CurtainRender", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/SnapshotBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "AssetsBenchmarks",
      dependencies: [
        .product(name: "CurtainAssets", package: "Curtain"),
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/AssetsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        .product(name: "CurtainAssets", package: "Curtain"),
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "TimingBenchmarks",
      dependencies: [
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/TimingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "CommandBenchmarks",
      dependencies: [
        .product(name: "CurtainCore", package: "Curtain"),
        .product(name: "CurtainRender", package: "Curtain"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/CommandBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ]
)
