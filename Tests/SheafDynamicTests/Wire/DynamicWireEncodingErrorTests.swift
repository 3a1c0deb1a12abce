import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// A value the encoder must refuse, with the error it must raise.
struct RefusedValue: CustomTestStringConvertible, Sendable {
    var name: String
    var archive: DynamicArchive
    var code: SheafError.Code
    var path: String

    var testDescription: String { name }
}

private func person(_ fields: [Int: DynamicValue]) -> DynamicValue {
    .record(DynamicRecord(fields: fields))
}

private let personType = WireFixtures.named("Person")
private let nodeType = WireFixtures.named("Node")

enum RefusedValues {
    static let all: [RefusedValue] = [
        RefusedValue(
            name: "missing required field",
            archive: DynamicArchive(rootType: personType, root: person([2: .int(3)])),
            code: .missingRequiredField, path: "$.name"),
        RefusedValue(
            name: "value of the wrong kind",
            archive: DynamicArchive(rootType: personType, root: person([1: .int(3)])),
            code: .schemaMismatch, path: "$.name"),
        RefusedValue(
            name: "field id the type does not declare",
            archive: DynamicArchive(rootType: personType, root: person([1: .string("A"), 40: .int(1)])),
            code: .schemaMismatch, path: "$"),
        RefusedValue(
            name: "unknown field that repeats a known id",
            archive: DynamicArchive(
                rootType: personType,
                root: .record(DynamicRecord(fields: [1: .string("A")], unknownFields: [DynamicUnknownField(id: 1, bytes: [0x08, 0x00])]))),
            code: .duplicateField, path: "$"),
        RefusedValue(
            name: "integer out of its type's range",
            archive: DynamicArchive(rootType: personType, root: person([1: .string("A"), 2: .int(1 << 40)])),
            code: .integerOverflow, path: "$.age"),
        RefusedValue(
            name: "packed element out of range",
            archive: DynamicArchive(
                rootType: WireFixtures.named("Lists"), root: .record(DynamicRecord(fields: [6: .list([.uint(1), .uint(256)])]))),
            code: .integerOverflow, path: "$.small[1]"),
        RefusedValue(
            name: "closed enum value that names no case",
            archive: DynamicArchive(rootType: WireFixtures.named("Color"), root: .enumValue(.string("blue"))),
            code: .unknownEnumValue, path: "$"),
        RefusedValue(
            name: "option bits wider than the raw type",
            archive: DynamicArchive(rootType: WireFixtures.named("Duties"), root: .options(256)),
            code: .integerOverflow, path: "$"),
        RefusedValue(
            name: "payload case that does not exist",
            archive: DynamicArchive(rootType: WireFixtures.named("Shape"), root: .payload(caseID: 9, fields: DynamicRecord())),
            code: .unknownEnumCase, path: "$"),
        RefusedValue(
            name: "tag that is not well formed",
            archive: DynamicArchive(rootType: .protocolValue("Vehicle"), root: .member(tag: "bo at", value: .record(DynamicRecord()))),
            code: .unknownFamilyTag, path: "$"),
        RefusedValue(
            name: "object missing from the table",
            archive: DynamicArchive(rootType: nodeType, root: .object(DynamicObjectID(4))),
            code: .danglingReference, path: "$"),
        RefusedValue(
            name: "object of another class",
            archive: DynamicArchive(
                rootType: nodeType, root: .object(DynamicObjectID(1)),
                objects: [
                    DynamicObjectID(1): DynamicObject(type: WireFixtures.named("Label"), record: DynamicRecord(fields: [1: .string("x")]))
                ]),
            code: .referenceTypeMismatch, path: "$"),
        RefusedValue(
            name: "duplicate map key",
            archive: DynamicArchive(
                rootType: .map(key: .primitive(.string), value: .primitive(.int32)),
                root: .map([DynamicMapEntry(key: .string("a"), value: .int(1)), DynamicMapEntry(key: .string("a"), value: .int(2))])),
            code: .duplicateMapKey, path: "$"),
        RefusedValue(
            name: "null outside an optional",
            archive: DynamicArchive(rootType: .list(.primitive(.string)), root: .list([.string("a"), .null])),
            code: .schemaMismatch, path: "$[1]"),
        RefusedValue(
            name: "a type the schema does not have",
            archive: DynamicArchive(rootType: WireFixtures.named("Nope"), root: .null),
            code: .schemaMismatch, path: "$"),
    ]
}

@Suite("Dynamic wire encoding errors")
struct DynamicWireEncodingErrorTests {
    @Test("each value that does not fit its schema type is refused with a path", arguments: RefusedValues.all)
    func refuses(_ refused: RefusedValue) throws {
        let encoder = DynamicWireEncoder(schemaSet: WireFixtures.schemaSet)
        let error = try #require(throws: SheafError.self) { try encoder.encode(refused.archive, schemaName: "t") }
        #expect(error.code == refused.code, "\(error)")
        #expect(error.pathDescription == refused.path, "\(error)")
        #expect(error.offset == nil)
    }

    @Test("a root type without schema types needs a schema name when the set has several")
    func schemaNameNeeded() throws {
        let result = SchemaLoader.load(texts: [
            (path: "a.yaml", text: "schema: a\nversion: 1\ntypes:\n  A:\n    kind: struct\n    fields:\n      x: { id: 1, type: int32 }\n"),
            (path: "b.yaml", text: "schema: b\nversion: 1\ntypes:\n  B:\n    kind: struct\n    fields:\n      x: { id: 1, type: int32 }\n"),
        ])
        let encoder = DynamicWireEncoder(schemaSet: result.schemaSet)
        let archive = DynamicArchive(rootType: .primitive(.int32), root: .int(1))
        let error = try #require(throws: SheafError.self) { try encoder.encode(archive) }
        #expect(error.code == .schemaMismatch)
        let bytes = try encoder.encode(archive, schemaName: "b")
        #expect(try SheafArchiveHeader(parsing: bytes).schemaName == "b")
        #expect(throws: SheafError.self) { try encoder.encode(archive, schemaName: "c") }
    }

    @Test("the depth limit applies to writing too")
    func depthLimit() throws {
        let encoder = DynamicWireEncoder(schemaSet: WireFixtures.schemaSet, options: SheafOptions(maxDepth: 1))
        let archive = DynamicArchive(rootType: .list(.list(.primitive(.string))), root: .list([.list([])]))
        let error = try #require(throws: SheafError.self) { try encoder.encode(archive) }
        #expect(error.code == .depthLimitExceeded)
    }
}

@Suite("Schema shapes the dynamic coders refuse")
struct EndlessSchemaTests {
    @Test("a generic type that nests itself with ever larger arguments is an error, not a crash")
    func endlessExpansion() throws {
        let result = SchemaLoader.load(texts: [
            (
                path: "chain.yaml",
                text: """
                schema: chain
                version: 1
                types:
                  Chain:
                    kind: struct
                    generic: [A]
                    fields:
                      next: { id: 1, type: "Chain<[A]>?" }
                """
            )
        ])
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let bytes =
            [0x89, 0x53, 0x48, 0x46, 0x02, 0x00, 0x05] + Array("chain".utf8) + [0x01] + [UInt8](repeating: 0, count: 8)
            + [0x0c] + Array("Chain<int32>".utf8) + [0x00, 0x00, 0x00]
        let error = try #require(throws: SheafError.self) {
            try DynamicWireDecoder(schemaSet: result.schemaSet).decode(bytes)
        }
        #expect(error.code == .schemaMismatch)
        let report = ArchiveValidator(schemaSet: result.schemaSet).validate(bytes)
        #expect(report.errors.map(\.code) == [.schemaMismatch])
    }
}
