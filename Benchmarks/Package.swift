// swift-tools-version: 6.1
// The benchmark package: Sheaf side by side with swift-protobuf, Foundation's coders and
// memcpy. Separate from the main package so swift-protobuf never enters its graph.
import PackageDescription

let package = Package(
    name: "SheafBenchmarks",
    dependencies: [
        .package(name: "Sheaf", path: ".."),
        .package(url: "https://github.com/apple/swift-protobuf", exact: "1.39.0"),
    ],
    targets: [
        .executableTarget(
            name: "sheaf-bench",
            dependencies: [
                .product(name: "Sheaf", package: "Sheaf"),
                .product(name: "SheafDynamic", package: "Sheaf"),
                .product(name: "SheafSchema", package: "Sheaf"),
                .product(name: "SheafStreams", package: "Sheaf"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
                "BenchSizeModels",
            ],
            path: "Sources/SheafBench",
            plugins: [.plugin(name: "SheafPlugin", package: "Sheaf")]
        ),
        // The `company` types generated with `optimize: size` (the `sheaf-size` peer).
        .target(
            name: "BenchSizeModels",
            dependencies: [.product(name: "Sheaf", package: "Sheaf")],
            plugins: [.plugin(name: "SheafPlugin", package: "Sheaf")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
