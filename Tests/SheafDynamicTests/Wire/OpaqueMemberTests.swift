import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// A member of a protocol family that the reader's schema does not list is kept as an opaque
/// member (docs/JSONForm.md, "Opaque members"; Conformance/FORMAT.md §5.17): the family's own
/// fields are read, the rest is kept as unknown fields, and writing it again gives back the
/// newer writer's bytes.
@Suite("Opaque family members in the dynamic layer")
struct OpaqueMemberTests {
    /// Version 1: `Vehicle` has one member, `Car`.
    static let oldText = """
        schema: fleet
        version: 1
        types:
          Vehicle:
            kind: protocol
            fields:
              make: { id: 1, type: string }
              wheels: { id: 2, type: uint8, default: 4 }
          Car:
            kind: struct
            conforms: [Vehicle]
            tag: car
            fields:
              seats: { id: 3, type: uint8 }
          Fleet:
            kind: struct
            fields:
              vehicles: { id: 1, type: "[Vehicle]" }
              byPlate: { id: 2, type: "[string: Vehicle]" }
        """

    /// Version 2 adds `Truck` (tag `truck`) to the family.
    static let newText =
        oldText.replacingOccurrences(of: "version: 1", with: "version: 2") + """

              Truck:
                kind: struct
                conforms: [Vehicle]
                tag: truck
                fields:
                  axles: { id: 3, type: uint8 }
                  cargo: { id: 4, type: "[string]" }
            """

    static func load(_ text: String) -> SchemaSet {
        let result = SchemaLoader.load(texts: [(path: "fleet.yaml", text: text)])
        precondition(!result.hasErrors, result.renderer.render(result.diagnostics))
        return result.schemaSet
    }

    static let old = load(oldText)
    static let new = load(newText)
    static let fleet = TypeReference.named("Fleet", arguments: [])

    static func record(_ fields: [Int: DynamicValue]) -> DynamicValue {
        .record(DynamicRecord(fields: fields))
    }

    /// A v2 fleet: a car and a truck in the list, a truck in the map.
    static let newFleet = DynamicArchive(
        rootType: fleet,
        root: record([
            1: .list([
                .member(tag: "car", value: record([1: .string("Saab"), 3: .uint(5)])),
                .member(tag: "truck", value: record([1: .string("MAN"), 2: .uint(6), 3: .uint(3), 4: .list([.string("hay")])])),
            ]),
            2: .map([
                DynamicMapEntry(
                    key: .string("KA-1"), value: .member(tag: "truck", value: record([1: .string("DAF"), 3: .uint(2)])))
            ]),
        ]))

    /// The truck `MAN`'s fields that v1 does not know, exactly as v2 writes them: axles 3
    /// (key 0x18, varint 3) and cargo ["hay"] (key 0x22, 5 bytes: count 1, "hay").
    static let manUnknown = [
        DynamicUnknownField(id: 3, bytes: [0x18, 0x03]),
        DynamicUnknownField(id: 4, bytes: [0x22, 0x05, 0x01, 0x03, 0x68, 0x61, 0x79]),
    ]

    static func body(_ archive: [UInt8]) throws -> [UInt8] {
        Array(archive[try SheafArchiveHeader(parsing: archive).bodyOffset...])
    }

    @Test("an old reader keeps a new member in a list and in a map, with the family's fields")
    func readsOpaque() throws {
        let bytes = try DynamicWireEncoder(schemaSet: Self.new).encode(Self.newFleet)
        let archive = try DynamicWireDecoder(schemaSet: Self.old).decode(bytes)
        guard case .record(let root) = archive.root, case .list(let vehicles)? = root[1], case .map(let plates)? = root[2] else {
            Issue.record("unexpected \(archive.root)")
            return
        }
        #expect(
            vehicles[1]
                == .member(
                    tag: "truck", value: .record(DynamicRecord(fields: [1: .string("MAN"), 2: .uint(6)], unknownFields: Self.manUnknown))))
        #expect(
            plates.first?.value
                == .member(
                    tag: "truck",
                    value: .record(
                        DynamicRecord(
                            fields: [1: .string("DAF")],
                            unknownFields: [
                                DynamicUnknownField(id: 3, bytes: [0x18, 0x02])
                            ]))))
    }

    @Test("edited and moved by the old schema, the new schema reads every value back, byte for byte")
    func resavesOpaque() throws {
        let bytes = try DynamicWireEncoder(schemaSet: Self.new).encode(Self.newFleet)
        var archive = try DynamicWireDecoder(schemaSet: Self.old).decode(bytes)
        guard case .record(var root) = archive.root, case .list(var vehicles)? = root[1],
            case .member(let tag, .record(var truck)) = vehicles[1]
        else {
            Issue.record("unexpected \(archive.root)")
            return
        }
        // Edit a family field of the opaque member and move it into the map.
        truck[1] = .string("MAN TGX")
        vehicles.remove(at: 1)
        root[1] = .list(vehicles)
        guard case .map(var plates)? = root[2] else { return }
        plates.append(DynamicMapEntry(key: .string("B-2"), value: .member(tag: tag, value: .record(truck))))
        root[2] = .map(plates)
        archive.root = .record(root)
        let resaved = try DynamicWireEncoder(schemaSet: Self.old).encode(archive)
        #expect(try SheafArchiveHeader(parsing: resaved).schemaVersion == 1)

        // What the new schema writes for the edited value, computed from the new schema alone.
        var expected = Self.newFleet
        guard case .record(var newRoot) = expected.root, case .list(var newVehicles)? = newRoot[1],
            case .map(var newPlates)? = newRoot[2]
        else { return }
        newVehicles.remove(at: 1)
        newRoot[1] = .list(newVehicles)
        newPlates.append(
            DynamicMapEntry(
                key: .string("B-2"),
                value: .member(
                    tag: "truck",
                    value: Self.record([
                        1: .string("MAN TGX"), 2: .uint(6), 3: .uint(3), 4: .list([.string("hay")]),
                    ]))))
        newRoot[2] = .map(newPlates)
        expected.root = .record(newRoot)
        let expectedBytes = try DynamicWireEncoder(schemaSet: Self.new).encode(expected)
        #expect(try Self.body(resaved) == Self.body(expectedBytes))
        let newDecoder = DynamicWireDecoder(schemaSet: Self.new)
        #expect(try newDecoder.decode(resaved).root == newDecoder.decode(expectedBytes).root)
    }

    @Test("the JSON form spells an opaque member with $type, the family's fields and $unknown; pack(dump) is the archive")
    func jsonForm() throws {
        let bytes = try DynamicWireEncoder(schemaSet: Self.new).encode(Self.newFleet)
        let archive = try DynamicWireDecoder(schemaSet: Self.old).decode(bytes)
        let text = try DynamicJSON.write(archive, schemaSet: Self.old)
        let compact = text.filter { !$0.isWhitespace }
        // 18 03 → "GAM="; 22 05 01 03 68 61 79 → "IgUBA2hheQ=="; 18 02 → "GAI=".
        #expect(compact.contains(#"{"$type":"truck","make":"MAN","wheels":6,"$unknown":{"3":"GAM=","4":"IgUBA2hheQ=="}}"#), "\(text)")
        #expect(compact.contains(#"{"$type":"truck","make":"DAF","$unknown":{"3":"GAI="}}"#), "\(text)")
        let packed = try DynamicJSON.read(text, rootType: Self.fleet, schemaSet: Self.old)
        #expect(packed == archive)
        #expect(try Self.body(DynamicWireEncoder(schemaSet: Self.old).encode(packed)) == Self.body(bytes))
    }

    @Test("an opaque member with no unknown fields still carries $unknown, which marks it")
    func emptyUnknown() throws {
        let value = DynamicArchive(
            rootType: .protocolValue("Vehicle"), root: .member(tag: "truck", value: Self.record([1: .string("Volvo")])))
        let text = try DynamicJSON.write(value, schemaSet: Self.old).filter { !$0.isWhitespace }
        #expect(text == #"{"$type":"truck","make":"Volvo","$unknown":{}}"#)
        #expect(try DynamicJSON.read(text, rootType: .protocolValue("Vehicle"), schemaSet: Self.old) == value)
    }

    @Test("without $unknown a tag the schema does not list is a mistake, not an opaque member")
    func misspeltTag() {
        #expect {
            try DynamicJSON.read(#"{"$type": "crr", "make": "Saab"}"#, rootType: .protocolValue("Vehicle"), schemaSet: Self.old)
        } throws: { error in
            (error as? JSONFormError)?.code == .unknownTag
        }
        #expect {
            try DynamicJSON.read(
                #"{"$type": "c r", "make": "Saab", "$unknown": {}}"#, rootType: .protocolValue("Vehicle"), schemaSet: Self.old)
        } throws: { error in
            (error as? JSONFormError)?.code == .unknownTag
        }
    }

    @Test("the validator notes each opaque member and reports no error")
    func validatorNotes() throws {
        let bytes = try DynamicWireEncoder(schemaSet: Self.new).encode(Self.newFleet)
        let report = ArchiveValidator(schemaSet: Self.old).validate(bytes)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.notes.map(\.pathDescription) == [#"$.vehicles[1]"#, #"$.byPlate["KA-1"]"#])
        #expect(report.notes.allSatisfy { $0.message.contains(#""truck""#) && $0.message.contains("Vehicle") })
        // Each note points at the member's tag number: 2, as "truck" is the second tag used
        // (after "car") and so the second in the tag table, which comes right after the header.
        let tables = try SheafArchiveHeader(parsing: bytes).bodyOffset
        #expect(Array(bytes[tables...].prefix(11)) == [0x02, 0x03] + Array("car".utf8) + [0x05] + Array("truck".utf8))
        #expect(report.notes.count == 2)
        #expect(report.notes.allSatisfy { bytes[$0.offset] == 0x02 && bytes[$0.offset - 1] > 1 })
        #expect(ArchiveValidator(schemaSet: Self.new).validate(bytes).notes.isEmpty)
    }
}
