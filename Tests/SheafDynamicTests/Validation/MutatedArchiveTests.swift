import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// Damaged archives: every golden archive of the conformance corpus, mutated in many
/// deterministic ways (bytes flipped, dropped, inserted, cut off). Whatever the damage, the
/// decoder and the validator must agree on whether the archive is valid, the validator's first
/// error must be the decoder's, and an archive that still decodes must re-encode to a fixed
/// point.
@Suite("Mutated archives")
struct MutatedArchiveTests {
    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct Generator {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static func mutations(of bytes: [UInt8], seed: UInt64, count: Int) -> [[UInt8]] {
        var generator = Generator(state: seed)
        var results: [[UInt8]] = []
        for _ in 0..<count {
            var mutated = bytes
            switch generator.next(below: 4) {
            case 0:
                let index = generator.next(below: mutated.count)
                mutated[index] ^= UInt8(1 << generator.next(below: 8))
            case 1:
                mutated.remove(at: generator.next(below: mutated.count))
            case 2:
                mutated.insert(UInt8(generator.next(below: 256)), at: generator.next(below: mutated.count + 1))
            default:
                mutated[generator.next(below: mutated.count)] = UInt8(generator.next(below: 256))
            }
            results.append(mutated)
        }
        return results
    }

    static let valueCases = ConformanceManifest.shared.cases.filter { $0.expect == .value }
    static let errorCases = ConformanceManifest.shared.cases.filter { $0.expect == .error }

    @Test("decoder and validator agree on damaged archives", arguments: valueCases)
    func agree(_ testCase: ConformanceManifest.Case) throws {
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let loaded = ConformanceManifest.schemaSet(for: testCase)
        try #require(!loaded.hasErrors)
        let decoder = DynamicWireDecoder(schemaSet: loaded.schemaSet)
        let encoder = DynamicWireEncoder(schemaSet: loaded.schemaSet)
        let validator = ArchiveValidator(schemaSet: loaded.schemaSet)
        let seed = testCase.id.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        for mutated in Self.mutations(of: bytes, seed: seed, count: 40) {
            let report = validator.validate(mutated)
            switch Result(catching: { () throws(SheafError) in try decoder.decode(mutated) }) {
            case .failure(let error):
                #expect(report.errors.first?.code == error.code, "\(mutated): decoder \(error), validator \(report.errors)")
                #expect(report.errors.first?.offset == error.offset, "\(mutated): decoder \(error), validator \(report.errors)")
            case .success(let archive):
                #expect(report.errors == [], "\(mutated)")
                let canonical = try encoder.encode(archive)
                let again = try decoder.decode(canonical)
                #expect(again == archive, "\(mutated)")
                #expect(try encoder.encode(again) == canonical, "\(mutated)")
            }
        }
    }

    @Test("undamaged value cases: decoding normalises, so decode(encode(decode)) is decode", arguments: valueCases)
    func normalForm(_ testCase: ConformanceManifest.Case) throws {
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let loaded = ConformanceManifest.schemaSet(for: testCase)
        let decoder = DynamicWireDecoder(schemaSet: loaded.schemaSet, options: testCase.sheafOptions)
        let archive = try decoder.decode(bytes)
        #expect(try decoder.decode(DynamicWireEncoder(schemaSet: loaded.schemaSet).encode(archive)) == archive)
    }

    @Test("error cases: the validator's first error is the one the corpus names", arguments: errorCases)
    func validatorFirstError(_ testCase: ConformanceManifest.Case) throws {
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let loaded = ConformanceManifest.schemaSet(for: testCase)
        let report = ArchiveValidator(schemaSet: loaded.schemaSet, options: testCase.sheafOptions).validate(bytes)
        if testCase.error == "rootTypeMismatch", report.errors.first?.code != .rootTypeMismatch {
            // The archive's root type is one of the schema's: only a reader asking for another
            // root type (as the case's reader does) rejects it there, and the validator asks
            // for none — it reads on, and may find the body valid or not.
            return
        }
        #expect(report.errors.first?.code.rawValue == testCase.error, "\(report.errors)")
        if let offset = testCase.offset {
            #expect(report.errors.first?.offset == offset, "\(report.errors)")
        }
    }
}
