import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// Decoders, validators and encoders compile the schema set once and reuse it for every
/// archive: a type compiled for one archive serves the next, and a type that fails to compile
/// fails the same way every time without spoiling the others.
@Suite("Compiled schema reused across archives")
struct WirePlanCacheTests {
    @Test("one decoder and one validator give every archive the result a fresh one gives")
    func sharedAcrossArchives() {
        let shared = DynamicWireDecoder(schemaSet: WireFixtures.schemaSet)
        let sharedValidator = ArchiveValidator(schemaSet: WireFixtures.schemaSet)
        let archives = FailingCases.all.filter { $0.maxDepth == SheafOptions.defaultMaxDepth }.map(\.bytes)
        #expect(archives.count > 10)
        // Twice through, so the second round meets types the first compiled.
        for bytes in archives + archives {
            let fresh = Result { try DynamicWireDecoder(schemaSet: WireFixtures.schemaSet).decode(bytes) }
            let reused = Result { try shared.decode(bytes) }
            #expect(String(describing: fresh) == String(describing: reused))
            let freshReport = ArchiveValidator(schemaSet: WireFixtures.schemaSet).validate(bytes)
            #expect(sharedValidator.validate(bytes).errors == freshReport.errors)
        }
    }

    /// `Grow<A>` holds a list of `Grow<[A]>`: every instance needs a new, larger one, so the
    /// plan gives up at its node limit.
    static let growing: SchemaSet = {
        let result = SchemaLoader.load(texts: [
            (
                path: "g.yaml",
                text: """
                schema: g
                version: 1
                types:
                  Grow:
                    kind: struct
                    generic: [A]
                    fields:
                      next: { id: 1, type: "[Grow<[A]>]" }
                  Leaf:
                    kind: struct
                    fields:
                      name: { id: 1, type: string }
                """
            )
        ])
        precondition(!result.hasErrors, result.renderer.render(result.diagnostics))
        return result.schemaSet
    }()

    @Test("a type that cannot be compiled fails alike every time, and other types still work")
    func failedCompileLeavesNothingBehind() throws {
        let encoder = DynamicWireEncoder(schemaSet: Self.growing)
        let decoder = DynamicWireDecoder(schemaSet: Self.growing)
        let grow = DynamicArchive(rootType: .named("Grow", arguments: [.primitive(.int8)]), root: .record(DynamicRecord()))
        let first = try #require(throws: SheafError.self) { try encoder.encode(grow) }
        let second = try #require(throws: SheafError.self) { try encoder.encode(grow) }
        #expect(first.code == .schemaMismatch && first == second)
        let leaf = DynamicArchive(
            rootType: .named("Leaf", arguments: []), root: .record(DynamicRecord(fields: [1: .string("x")])))
        let bytes = try encoder.encode(leaf)
        #expect(try decoder.decode(bytes) == leaf)
    }
}
