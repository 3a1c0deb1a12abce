// swift-tools-version: 6.1
import PackageDescription

// A small app that uses Sheaf the way a user would: its schemas live in
// Sources/HR/schemas/, the SheafPlugin turns them into Swift at build time, and the
// program links only the `Sheaf` runtime.
let package = Package(
    name: "HR",
    dependencies: [
        .package(name: "Sheaf", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "HR",
            dependencies: [.product(name: "Sheaf", package: "Sheaf")],
            plugins: [.plugin(name: "SheafPlugin", package: "Sheaf")]
        )
    ],
    swiftLanguageModes: [.v6]
)
