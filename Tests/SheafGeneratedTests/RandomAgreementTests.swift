import Foundation
import Sheaf
import SheafDynamic
import SheafDynamicTestSupport
import SheafSchema
import Testing

/// Random values of the showcase's root types, written by the schema-driven encoder, decode
/// through generated code and encode again to exactly the same bytes: two independent
/// encoders agree byte for byte. (`ValueGenerator` is the seeded value generator of the
/// SheafDynamicTestSupport target, which the JSON tests use too.)
@Suite("Generated and dynamic encoders agree on random values")
struct RandomAgreementTests {
    static let schemaSet = DynamicCrossCheckTests.schemaSet

    /// Decode as the generated type, encode again.
    static let roots: [(String, @Sendable ([UInt8]) throws -> [UInt8])] = [
        ("Employee", { try Employee(serializedBytes: $0).serializedBytes() }),
        ("Garage", { try Garage(serializedBytes: $0).serializedBytes() }),
        ("Depot", { try Depot(serializedBytes: $0).serializedBytes() }),
        ("PayrollRun", { try PayrollRun(serializedBytes: $0).serializedBytes() }),
        ("Team", { try Team(serializedBytes: $0).serializedBytes() }),
        ("Primitives", { try Primitives(serializedBytes: $0).serializedBytes() }),
        ("OptionalPrimitives", { try OptionalPrimitives(serializedBytes: $0).serializedBytes() }),
        ("Defaults", { try Defaults(serializedBytes: $0).serializedBytes() }),
        ("Nesting", { try Nesting(serializedBytes: $0).serializedBytes() }),
        ("MapKeys", { try MapKeys(serializedBytes: $0).serializedBytes() }),
        ("Keywords", { try Keywords(serializedBytes: $0).serializedBytes() }),
        ("Tree", { try Tree(serializedBytes: $0).serializedBytes() }),
        ("Directory", { try Directory(serializedBytes: $0).serializedBytes() }),
        ("Generics", { try Generics(serializedBytes: $0).serializedBytes() }),
        ("Evolving", { try Evolving(serializedBytes: $0).serializedBytes() }),
        ("Library", { try Library(serializedBytes: $0).serializedBytes() }),
        ("Branch", { try Branch(serializedBytes: $0).serializedBytes() }),
        ("Member", { try Member(serializedBytes: $0).serializedBytes() }),
    ]

    @Test("generated code re-encodes the dynamic encoder's bytes exactly", arguments: 0..<20)
    func agree(seed: Int) throws {
        let encoder = DynamicWireEncoder(schemaSet: Self.schemaSet)
        for (index, (name, reencode)) in Self.roots.enumerated() {
            var generator = ValueGenerator(seed: UInt64(seed * 100 + index + 1), schemaSet: Self.schemaSet)
            let archive = Self.withoutPayloadUnknowns(generator.archive(TypeReference.named(name, arguments: []), depth: 3))
            let bytes = try encoder.encode(archive)
            #expect(try reencode(bytes) == bytes, "\(name), seed \(seed)")
        }
    }

    /// Generated Swift keeps a payload case's unknown fields in the struct or class that holds
    /// the value (docs/Generator.md, "Payload enums"); a payload enum at the root, and the cases
    /// nested in it outside any struct or class, are held by nothing and drop them, so the
    /// random values leave them out there only. Timestamps are brought within a century of
    /// 2001: `Date` holds microseconds exactly only that near (Conformance/FORMAT.md, timestamps).
    static func withoutPayloadUnknowns(_ archive: DynamicArchive) -> DynamicArchive {
        var result = archive
        result.root = stripped(archive.root, held: false)
        result.objects = archive.objects.mapValues { object in
            var object = object
            object.record = stripped(object.record)
            return object
        }
        return result
    }

    /// `value` with the unknown fields of its payload cases removed where no struct or class
    /// holds them (`held` says whether one encloses `value`).
    static func stripped(_ value: DynamicValue, held: Bool) -> DynamicValue {
        switch value {
        case .list(let elements): .list(elements.map { stripped($0, held: held) })
        case .map(let entries): .map(entries.map { DynamicMapEntry(key: $0.key, value: stripped($0.value, held: held)) })
        case .record(let record): .record(stripped(record))
        case .payload(let caseID, let fields):
            .payload(
                caseID: caseID,
                fields: DynamicRecord(
                    fields: fields.fields.mapValues { stripped($0, held: held) },
                    unknownFields: held ? fields.unknownFields : []))
        case .member(let tag, let member): .member(tag: tag, value: stripped(member, held: true))
        case .timestamp(let micros): .timestamp(micros % 3_155_760_000_000_000)
        default: value
        }
    }

    /// A struct's or class's record: it holds the payload cases among its fields.
    static func stripped(_ record: DynamicRecord) -> DynamicRecord {
        DynamicRecord(fields: record.fields.mapValues { stripped($0, held: true) }, unknownFields: record.unknownFields)
    }
}
