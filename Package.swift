// swift-tools-version: 6.2
import PackageDescription

/// Settings of the targets that compile generated code: a warning there is a generator bug.
let generatedCodeSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Sheaf",
    products: [
        .library(name: "Sheaf", targets: ["Sheaf"]),
        .library(name: "SheafStreams", targets: ["SheafStreams"]),
        .library(name: "SheafSchema", targets: ["SheafSchema"]),
        .library(name: "SheafDynamic", targets: ["SheafDynamic"]),
        .library(name: "SheafGenerator", targets: ["SheafGenerator"]),
        .executable(name: "sheaf", targets: ["SheafCLI"]),
        .plugin(name: "SheafPlugin", targets: ["SheafPlugin"]),
        .plugin(name: "SheafCommandPlugin", targets: ["SheafCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target Sheaf` (the DocC catalog in Sources/Sheaf).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The system's libyaml; only SheafSchema sees it, behind `internal import`.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // YAML schema files → checked, resolved schema model; fingerprints. Uses the runtime's
        // value rules (the url grammar) so a default is checked as archives are; never the reverse.
        .target(name: "SheafSchema", dependencies: ["CYaml", "Sheaf"]),
        // The runtime apps link: wire reader/writer, coding protocols, errors. Foundation, and
        // CSheafCRC32C (below) for checksums.
        .target(name: "Sheaf", dependencies: ["CSheafCRC32C"]),
        // CRC-32C with the processor's instructions (SSE 4.2, Arm CRC) where it has them; the
        // runtime's Swift tables compute it everywhere else.
        .target(name: "CSheafCRC32C"),
        // The system's zlib, for the deflate codec of record streams; only SheafStreams sees it,
        // so apps that read single archives never link it.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Record streams: many records in one file, block by block, appendable and splittable.
        .target(name: "SheafStreams", dependencies: ["Sheaf", "CZlib"]),
        // Schema-driven values: wire and JSON form without generated code, validation.
        .target(name: "SheafDynamic", dependencies: ["Sheaf", "SheafSchema", "SheafStreams"]),
        // Resolved schema → Swift source (types, binary coders, Codable).
        .target(name: "SheafGenerator", dependencies: ["SheafSchema"]),
        // The `sheaf` command line.
        .executableTarget(
            name: "SheafCLI",
            dependencies: [
                "Sheaf", "SheafSchema", "SheafDynamic", "SheafGenerator", "SheafStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-tool plugin: generates Swift from a target's schemas/*.yaml with `sheaf generate`.
        .plugin(name: "SheafPlugin", capability: .buildTool(), dependencies: ["SheafCLI"]),
        // Command plugin: `swift package sheaf check …` runs the same tool from a user's package.
        .plugin(
            name: "SheafCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "sheaf",
                    description: "Run the sheaf command line: check, fingerprint, generate, pack, dump, validate, compat")),
            dependencies: ["SheafCLI"]),
        // Helpers several test targets share: annotated hex, hand-written varints, the
        // conformance manifest, CPU time, a seeded random generator; and random dynamic values.
        .target(name: "SheafTestSupport", dependencies: ["Sheaf"], path: "Tests/SheafTestSupport"),
        .target(
            name: "SheafDynamicTestSupport", dependencies: ["SheafDynamic", "SheafSchema", "SheafTestSupport"],
            path: "Tests/SheafDynamicTestSupport"),
        .testTarget(name: "SheafSchemaTests", dependencies: ["SheafSchema", "SheafTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SheafTests", dependencies: ["Sheaf", "SheafTestSupport"]),
        .testTarget(
            name: "SheafStreamsTests",
            dependencies: ["SheafStreams", "Sheaf", "SheafTestSupport", "HRv1", "HRv4"]),
        // The writer that SheafStreamsTests kills with SIGKILL mid-append, again and again.
        .executableTarget(name: "StreamCrashProbe", dependencies: ["SheafStreams", "HRv4"], path: "Tests/StreamCrashProbe"),
        .testTarget(
            name: "SheafDynamicTests",
            dependencies: ["SheafDynamic", "Sheaf", "SheafSchema", "SheafTestSupport", "SheafDynamicTestSupport"],
            exclude: ["JSON/Fixtures"]),
        .testTarget(name: "SheafCLITests", dependencies: ["SheafCLI", "Sheaf", "HRv1", "HRv4", "SheafTestSupport"]),
        .testTarget(name: "SheafGeneratorTests", dependencies: ["SheafGenerator", "SheafSchema"], exclude: ["Fixtures"]),
        // Compiles the generated code of the showcase schemas (Generated/) and runs it.
        // Generated code must compile without warnings, so these targets treat
        // every warning as an error.
        .testTarget(
            name: "SheafGeneratedTests",
            dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport", "SheafDynamicTestSupport"],
            swiftSettings: generatedCodeSettings),
        // Compiles the generated code of Conformance/schemas (Generated/) and runs the corpus with it.
        .testTarget(
            name: "SheafGeneratedConformanceTests", dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport"],
            swiftSettings: generatedCodeSettings),
        // The same tests through the showcase schemas generated with `optimize: size`
        // (Generated/; the test files are links to SheafGeneratedTests').
        .testTarget(
            name: "SheafGeneratedSizeTests",
            dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport", "SheafDynamicTestSupport"],
            swiftSettings: generatedCodeSettings),
        // The same corpus through the conformance schemas generated with `optimize: size`
        // (Generated/; the test files are links to SheafGeneratedConformanceTests').
        .testTarget(
            name: "SheafGeneratedSizeConformanceTests", dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport"],
            swiftSettings: generatedCodeSettings),
        // The showcase and conformance schemas generated with `codable: false`, in both modes:
        // generated code without `Codable` compiles without warnings and passes the binary
        // tests (the test files are links to the targets above, plus NotCodableTests).
        .testTarget(
            name: "SheafGeneratedNoCodableTests",
            dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport", "SheafDynamicTestSupport"],
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "SheafGeneratedNoCodableSizeTests",
            dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport", "SheafDynamicTestSupport"],
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "SheafGeneratedNoCodableConformanceTests", dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport"],
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "SheafGeneratedNoCodableSizeConformanceTests",
            dependencies: ["Sheaf", "SheafDynamic", "SheafSchema", "SheafTestSupport"],
            swiftSettings: generatedCodeSettings),
        // The evolution series (Schemas/evolution/v1…v4) generated into one module per version,
        // since the versions share type names; SheafVersioningTests reads each with the others.
        .target(
            name: "HRv1", dependencies: ["Sheaf"], path: "Tests/SheafVersioningTests/Generated/v1",
            swiftSettings: generatedCodeSettings),
        .target(
            name: "HRv2", dependencies: ["Sheaf"], path: "Tests/SheafVersioningTests/Generated/v2",
            swiftSettings: generatedCodeSettings),
        .target(
            name: "HRv3", dependencies: ["Sheaf"], path: "Tests/SheafVersioningTests/Generated/v3",
            swiftSettings: generatedCodeSettings),
        .target(
            name: "HRv4", dependencies: ["Sheaf"], path: "Tests/SheafVersioningTests/Generated/v4",
            swiftSettings: generatedCodeSettings),
        // The cross-version corpus's workshop schema (Conformance/evolution/workshop), versions 1
        // and 3, as an old app's and a new app's model modules.
        .target(
            name: "WorkshopV1", dependencies: ["Sheaf"], path: "Tests/SheafVersioningTests/Generated/workshop-v1",
            swiftSettings: generatedCodeSettings),
        .target(
            name: "WorkshopV3", dependencies: ["Sheaf"], path: "Tests/SheafVersioningTests/Generated/workshop-v3",
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "SheafVersioningTests",
            dependencies: [
                "Sheaf", "SheafSchema", "SheafDynamic", "SheafGenerator", "SheafTestSupport", "HRv1", "HRv2", "HRv3", "HRv4",
                "WorkshopV1", "WorkshopV3",
            ],
            exclude: ["Generated"]),
    ],
    swiftLanguageModes: [.v6]
)
