import Foundation
import Sheaf
import SheafDynamic
import SheafDynamicTestSupport
import SheafSchema
import Testing

/// Archives exchanged with another implementation through generated code, in both directions.
///
/// The Python package's tests (python/tests/test_generated_roundtrip.py) write archives of
/// random showcase values with Python's generated classes into a folder, name it in
/// `SHEAF_INTEROP_DIR` and run this suite alone. Every `<Root>-<n>.sheaf` there is read with
/// the generated Swift type `<Root>` and written again to `<Root>-<n>.sheaf.swift`, which the
/// Python side compares byte for byte; and generated Swift code writes random values of every
/// root type to `<Root>-<n>.swift.sheaf`, which the Python side reads and writes back. In a
/// plain `swift test` there is no such folder, and the suite does not run.
@Suite("Generated code exchanges archives with another implementation")
struct InteropExchangeTests {
    static let folder = ProcessInfo.processInfo.environment["SHEAF_INTEROP_DIR"]

    @Test(
        "re-writes the other side's archives and writes its own",
        .enabled(if: folder != nil, "runs from the Python tests (python/tests/test_generated_roundtrip.py), which set SHEAF_INTEROP_DIR"))
    func exchange() throws {
        let folder = URL(fileURLWithPath: try #require(Self.folder))
        var roots: [String: @Sendable ([UInt8]) throws -> [UInt8]] = [:]
        for (name, reencode) in RandomAgreementTests.roots { roots[name] = reencode }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for file in names.sorted() where file.hasSuffix(".sheaf") && !file.hasSuffix(".swift.sheaf") {
            let root = String(file.prefix { $0 != "-" })
            let reencode = try #require(roots[root], "\(file): \(root) is not a root type of this suite")
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
            try Data(try reencode(bytes)).write(to: folder.appendingPathComponent(file + ".swift"))
        }
        let encoder = DynamicWireEncoder(schemaSet: RandomAgreementTests.schemaSet)
        for (index, (name, reencode)) in RandomAgreementTests.roots.enumerated() {
            for seed in 0..<3 {
                var generator = ValueGenerator(seed: UInt64(7000 + seed * 100 + index), schemaSet: RandomAgreementTests.schemaSet)
                let value = generator.archive(TypeReference.named(name, arguments: []), depth: 3)
                let bytes = try encoder.encode(RandomAgreementTests.withoutPayloadUnknowns(value))
                let written = try reencode(bytes)
                try Data(written).write(to: folder.appendingPathComponent("\(name)-\(seed).swift.sheaf"))
            }
        }
    }
}
