// swift-tools-version: 6.1
// libFuzzer targets for every decoder of Sheaf. Build and run with scripts/fuzz.sh, which
// passes `-sanitize=fuzzer,address`; a separate package so the main build stays plain.
import PackageDescription

let package = Package(
    name: "SheafFuzz",
    dependencies: [.package(name: "Sheaf", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzSchema",
            dependencies: [.product(name: "SheafSchema", package: "Sheaf")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzArchive",
            dependencies: [
                .product(name: "Sheaf", package: "Sheaf"),
                .product(name: "SheafDynamic", package: "Sheaf"),
                .product(name: "SheafSchema", package: "Sheaf"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzJSON",
            dependencies: [
                .product(name: "Sheaf", package: "Sheaf"),
                .product(name: "SheafDynamic", package: "Sheaf"),
                .product(name: "SheafSchema", package: "Sheaf"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzStream",
            dependencies: [
                .product(name: "Sheaf", package: "Sheaf"),
                .product(name: "SheafStreams", package: "Sheaf"),
                .product(name: "SheafDynamic", package: "Sheaf"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The generated code of the showcase schemas: Generated/ links to the committed
        // sources in Tests/SheafGeneratedTests/Generated, compiled into this target.
        .executableTarget(
            name: "FuzzGenerated",
            dependencies: [.product(name: "Sheaf", package: "Sheaf")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The same showcase schemas generated with `optimize: size` (table-driven coders):
        // Generated/ links to Tests/SheafGeneratedSizeTests/Generated, the two source files to
        // FuzzGenerated's, so both modes meet the same checks and the same seeds.
        .executableTarget(
            name: "FuzzGeneratedSize",
            dependencies: [.product(name: "Sheaf", package: "Sheaf")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
