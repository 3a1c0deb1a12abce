import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

@Suite("Dynamic wire coding of hand-written archives")
struct DynamicWireRoundTripTests {
    let decoder = DynamicWireDecoder(schemaSet: WireFixtures.schemaSet)
    let encoder = DynamicWireEncoder(schemaSet: WireFixtures.schemaSet)

    @Test("decodes to the expected value", arguments: WireCases.all)
    func decodes(_ wireCase: WireCase) throws {
        let archive = try decoder.decode(wireCase.bytes)
        #expect(archive.rootType == wireCase.rootType)
        #expect(archive.root == wireCase.value)
        #expect(archive.objects == wireCase.objects)
    }

    @Test("encodes to exactly the same bytes", arguments: WireCases.all)
    func encodes(_ wireCase: WireCase) throws {
        #expect(try encoder.encode(wireCase.archive) == wireCase.bytes)
    }

    @Test("the validator accepts every golden archive", arguments: WireCases.all)
    func validates(_ wireCase: WireCase) {
        let report = ArchiveValidator(schemaSet: WireFixtures.schemaSet).validate(wireCase.bytes)
        #expect(report.errors == [])
        #expect(report.instanceCount == wireCase.objects.count)
    }

    @Test("every proper prefix of every golden archive is rejected", arguments: WireCases.all)
    func truncations(_ wireCase: WireCase) {
        let bytes = wireCase.bytes
        for count in 0..<bytes.count {
            #expect(throws: SheafError.self, "prefix of \(count) bytes") {
                try decoder.decode(Array(bytes.prefix(count)))
            }
            #expect(!ArchiveValidator(schemaSet: WireFixtures.schemaSet).validate(Array(bytes.prefix(count))).isValid)
        }
    }

    @Test("decode(as:) checks the root type")
    func rootTypeChecked() throws {
        let bytes = WireFixtures.archive(root: "int32?", "00")
        #expect(try decoder.decode(bytes, as: .optional(.primitive(.int32))).root == .null)
        let error = try #require(throws: SheafError.self) {
            try decoder.decode(bytes, as: .primitive(.int32))
        }
        #expect(error.code == .rootTypeMismatch)
        #expect(error.offset == WireFixtures.header(root: "int32?").count - 7)
    }

    @Test("the encoder sorts map entries and omits values equal to their defaults")
    func canonicalEncoding() throws {
        // Person: age 18 and gender female are the declared defaults, duties [b] = bit 1,
        // tags [] and email nil are natural defaults: only the name is written.
        let person = DynamicValue.record(
            DynamicRecord(fields: [
                1: .string("Ann"), 2: .int(18), 3: .enumValue(.int(0)), 4: .options(2), 5: .null, 6: .list([]),
            ]))
        let bytes = try encoder.encode(DynamicArchive(rootType: WireFixtures.named("Person"), root: person))
        #expect(bytes == WireFixtures.archive(root: "Person", "05 0a 03 41 6e 6e"))
        // Option bits 0 differ from the declared default [b]: written as 0.
        let noDuties = DynamicValue.record(DynamicRecord(fields: [1: .string("A"), 4: .options(0)]))
        #expect(
            try encoder.encode(DynamicArchive(rootType: WireFixtures.named("Person"), root: noDuties))
                == WireFixtures.archive(root: "Person", "05 0a 01 41 20 00"))
        // Map entries given out of order come out sorted.
        let maps = DynamicValue.record(
            DynamicRecord(fields: [
                2: .map([
                    DynamicMapEntry(key: .enumValue(.int(1)), value: .int(7)),
                    DynamicMapEntry(key: .enumValue(.int(0)), value: .int(3)),
                ])
            ]))
        #expect(
            try encoder.encode(DynamicArchive(rootType: WireFixtures.named("Maps"), root: maps))
                == WireFixtures.archive(root: "Maps", "07 12 05 02 00 06 02 0e"))
    }

    @Test("instances are renumbered in order of first appearance")
    func renumbering() throws {
        let archive = DynamicArchive(
            rootType: .list(WireFixtures.named("Node")),
            root: .list([.object(DynamicObjectID(7)), .object(DynamicObjectID(3)), .object(DynamicObjectID(7))]),
            objects: [
                DynamicObjectID(3): DynamicObject(type: WireFixtures.named("Node"), record: DynamicRecord(fields: [1: .string("b")])),
                DynamicObjectID(7): DynamicObject(type: WireFixtures.named("Node"), record: DynamicRecord(fields: [1: .string("a")])),
            ])
        let expected = WireFixtures.archive(
            root: "[Node]",
            tables: """
                00                 # no tags
                02                 # 2 entries
                03 0a 01 61        # entry 1 (id 7): label "a"
                03 0a 01 62        # entry 2 (id 3): label "b"
                """,
            "04 03 01 02 01      # list length 4, count 3: entries 1, 2, 1")
        #expect(try encoder.encode(archive) == expected)
    }

    @Test("a checksummed archive decodes; a flipped bit is caught")
    func checksum() throws {
        var bytes = WireFixtures.header(root: "int32", flags: 1) + hex("00 00 0e  # no tables; 7")
        let crc = CRC32C.checksum(bytes)
        bytes += [UInt8(crc & 0xff), UInt8(crc >> 8 & 0xff), UInt8(crc >> 16 & 0xff), UInt8(crc >> 24)]
        #expect(try decoder.decode(bytes).root == .int(7))
        var withChecksum = DynamicWireEncoder(schemaSet: WireFixtures.schemaSet, options: SheafOptions(writeChecksum: true))
        withChecksum.options.writeChecksum = true
        #expect(try withChecksum.encode(DynamicArchive(rootType: .primitive(.int32), root: .int(7)), schemaName: "t") == bytes)
        bytes[bytes.count - 5] ^= 0x01
        let error = try #require(throws: SheafError.self) { try decoder.decode(bytes) }
        #expect(error.code == .checksumMismatch)
    }
}
