import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

@Suite("Archive validator")
struct ArchiveValidatorTests {
    let validator = ArchiveValidator(schemaSet: WireFixtures.schemaSet)

    /// (code, offset relative to the root value — or to the tables' start when `tables` is
    /// given —, path) of each error.
    private func summary(_ report: ArchiveValidationReport, root: String, tables: String = "00 00") -> [String] {
        let body = WireFixtures.bodyOffset(root: root, tables: tables)
        return report.errors.map { "\($0.code) +\(($0.offset ?? -1) - body) \($0.pathDescription)" }
    }

    @Test("reports every error of an archive, in reading order, with paths")
    func severalErrors() {
        let bytes = WireFixtures.archive(
            root: "[Person]",
            """
            13 03                 # list length 19, count 3
            05 0a 03 41 6e 6e     # [0] fine: name "Ann"
            08                    # [1] struct length 8
            0a 01 ff              #   name: 1 byte, not UTF-8           → +10
            15 00 00 00 00        #   age as I32: wrong wire kind       → +12
            02 10 02              # [2] age 1, no name                  → +17
            ff ff                 # after the root value                → +20
            """)
        let report = validator.validate(bytes)
        #expect(!report.isValid)
        #expect(
            summary(report, root: "[Person]") == [
                "invalidUTF8 +10 $[1].name",
                "wireKindMismatch +12 $[1].age",
                "missingRequiredField +17 $[2].name",
                "trailingBytes +20 $",
            ])
    }

    @Test("an error that breaks a value's structure abandons only that value")
    func recoversAfterBrokenValue() {
        let bytes = WireFixtures.archive(
            root: "[Person]",
            """
            0b 03                 # list length 11, count 3
            03 0b 01 41           # [0] a key with wire kind 3          → +3
            02 0a 05              # [1] name length 5 past the struct   → +8
            02 20 05              # [2] duties 5 is fine, but no name   → +9
            """)
        let report = validator.validate(bytes)
        #expect(
            summary(report, root: "[Person]") == [
                "unknownWireKind +3 $[0]",
                "lengthOutOfBounds +8 $[1].name",
                "missingRequiredField +9 $[2].name",
            ])
    }

    @Test("errors deep inside maps, payloads, members and instances carry their full path")
    func deepPaths() {
        let bytes = WireFixtures.archive(
            root: "[Vehicle]",
            tables: """
                02 03 63 61 72 06 62 75 73 2e 76 32   # tags "car", "bus.v2"
                01 03 0a 05 42                        # entry 1: make length 5 past the entry's end → +15
                """,
            """
            0c 02                      # list length 12, count 2
            07 01                      # [0] member length 7, tag 1 ("car")
            05 0a 01 53 18 80          #   Car length 5: make "S", cylinders cut short → +26
            02 02 01                   # [1] member length 2, tag 2 ("bus.v2"): entry 1
            """)
        let report = validator.validate(bytes)
        #expect(summary(report, root: "[Vehicle]", tables: "") == ["truncated +26 $[0].cylinders", "lengthOutOfBounds +15 $[1].make"])
    }

    @Test("trailing bytes, then every malformed entry no reference reached, each at @k")
    func unreachedEntries() {
        let tables = """
            00                 # no tags
            04                 # 4 entries
            03 0a 01 61        # entry 1: label "a" (the root's)
            04 08 01 08 02     # entry 2: field 1 twice (the second key)     → +9
            02 0b 00           # entry 3: a key of wire kind 3                 → +12
            02 0a 01           # entry 4: field 1 LEN, length 1, nothing left  → +16
            """
        let bytes = WireFixtures.archive(root: "[Node]", tables: tables, "02 01 01 ff   # [entry 1], then a stray byte")
        let report = validator.validate(bytes)
        #expect(
            summary(report, root: "[Node]", tables: "") == [
                "trailingBytes +\(hex(tables).count + 3) $",
                "duplicateField +9 @2.#1",
                "unknownWireKind +12 @3",
                "lengthOutOfBounds +16 @4",
            ])
        // The decoder stops at the first.
        let error = #expect(throws: SheafError.self) { try DynamicWireDecoder(schemaSet: WireFixtures.schemaSet).decode(bytes) }
        #expect(error?.code == .trailingBytes)
    }

    @Test("identity facts: same version and matching fingerprint")
    func sameIdentity() throws {
        let report = validator.validate(WireFixtures.archive(root: "int32", "02"))
        let identity = try #require(report.identity)
        #expect(report.isValid)
        #expect(identity.schemaName == "t")
        #expect(identity.versionRelation == .same)
        #expect(identity.fingerprintMatches)
        #expect(identity.archiveFingerprint.bytes == WireFixtures.fingerprint)
        #expect(identity.summary.hasSuffix("same version as the schema, fingerprint matches"))
    }

    @Test("identity facts: an older version with another fingerprint is valid but reported")
    func olderIdentity() throws {
        let bytes = WireFixtures.header(version: 1, fingerprint: [1, 2, 3, 4, 5, 6, 7, 8], root: "int32") + [0x00, 0x00, 0x02]
        let report = validator.validate(bytes)
        let identity = try #require(report.identity)
        #expect(report.isValid)
        #expect(identity.archiveVersion == 1)
        #expect(identity.schemaVersion == 2)
        #expect(identity.versionRelation == .older)
        #expect(!identity.fingerprintMatches)
        #expect(identity.archiveFingerprint.description == "0102030405060708")
        let newer = validator.validate(WireFixtures.header(version: 3, root: "int32") + [0x00, 0x00, 0x02])
        #expect(newer.identity?.versionRelation == .newer)
    }

    @Test("an unknown schema name is an error, with the identity still reported")
    func unknownSchema() throws {
        let report = validator.validate(WireFixtures.header(schema: "zoo", root: "int32") + [0x00, 0x00, 0x02])
        #expect(report.errors.map(\.code) == [.schemaMismatch])
        #expect(report.identity?.isSchemaKnown == false)
        #expect(report.identity?.versionRelation == nil)
    }

    @Test("a checksum mismatch is reported, then the archive is checked without it")
    func checksumMismatch() {
        var bytes = WireFixtures.header(root: "[string]", flags: 1) + hex("00 00 04 01 02 c3 28")
        bytes += [0, 0, 0, 0]  // a wrong CRC
        let report = validator.validate(bytes)
        #expect(report.errors.map(\.code) == [.checksumMismatch, .invalidUTF8])
        #expect(report.header?.hasChecksum == true)
    }

    @Test("the walk stops at the error limit")
    func errorLimit() {
        // Five strings, each a lone 0xff byte: five invalid-UTF-8 errors.
        let bytes = WireFixtures.archive(root: "[string]", "0b 05 01 ff 01 ff 01 ff 01 ff 01 ff")
        #expect(validator.validate(bytes).errors.count == 5)
        var limited = validator
        limited.maxErrors = 2
        let report = limited.validate(bytes)
        #expect(report.errors.map(\.pathDescription) == ["$[0]", "$[1]"])
        #expect(report.reachedErrorLimit)
        #expect(!validator.validate(bytes).reachedErrorLimit)
    }

    @Test("an unreadable header is one error and no identity")
    func badHeader() {
        let report = validator.validate([0x89, 0x53])
        #expect(report.header == nil)
        #expect(report.identity == nil)
        #expect(report.errors.map(\.code) == [.truncated])
    }
}
