import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// Whole archives: header, body, optional CRC-32C trailer.
@Suite("Archive header")
struct ArchiveHeaderTests {
    static let ann = Employee(name: "Ann", age: 34)

    /// Byte offsets: magic 0–3, format 4, flags 5, schema name 6–13, version 14,
    /// fingerprint 15–22, root type 23–31, body 32–41 (tag table 32, instance table 33, root 34–41).
    static let plain = hex(
        """
        89 53 48 46                          # magic "\\x89SHF"
        02                                   # format version 2
        00                                   # flags: no checksum
        07 63 6F 6D 70 61 6E 79              # schema name "company"
        03                                   # schema version 3
        01 23 45 67 89 AB CD EF              # fingerprint 0123456789abcdef, digest order
        08 45 6D 70 6C 6F 79 65 65           # root type "Employee"
        00 00                                # body: no tags, no instances
        07 0A 03 41 6E 6E 10 44              #   root: Employee {name "Ann", age 34}
        """)

    static let checksummed = hex(
        """
        89 53 48 46 02
        01                                   # flags: bit 0, CRC-32C trailer
        07 63 6F 6D 70 61 6E 79 03 01 23 45 67 89 AB CD EF 08 45 6D 70 6C 6F 79 65 65
        00 00 07 0A 03 41 6E 6E 10 44
        EE 21 83 A9                          # CRC-32C 0xA98321EE of bytes 0–41, little-endian
        """)

    @Test("without checksum")
    func plainArchive() throws {
        #expect(try Self.ann.serializedBytes() == Self.plain)
        #expect(try Employee(serializedBytes: Self.plain) == Self.ann)
        #expect(Array(try Self.ann.serializedData()) == Self.plain)
        #expect(try Employee(serializedBytes: Data(Self.plain)) == Self.ann)
    }

    @Test("with checksum")
    func checksummedArchive() throws {
        let options = SheafOptions(writeChecksum: true)
        #expect(try Self.ann.serializedBytes(options: options) == Self.checksummed)
        #expect(try Employee(serializedBytes: Self.checksummed) == Self.ann)
    }

    @Test("the header parsed on its own")
    func header() throws {
        let header = try SheafArchiveHeader(parsing: Self.checksummed)
        #expect(header.schemaName == "company")
        #expect(header.schemaVersion == 3)
        #expect(header.fingerprint == SheafFingerprint(0x0123_4567_89AB_CDEF))
        #expect(header.fingerprint.description == "0123456789abcdef")
        #expect(header.rootType == "Employee")
        #expect(header.hasChecksum)
        #expect(header.bodyOffset == 32)
        // The layout the header type owns, checked against the annotated bytes above.
        #expect(SheafArchiveHeader.formatVersionOffset == 4)
        #expect(SheafArchiveHeader.flagsOffset == 5)
        #expect(SheafArchiveHeader.schemaNameOffset == 6)
        #expect(header.rootTypeOffset == 23)
    }

    @Test("readers accept other versions and fingerprints of the same schema")
    func otherVersion() throws {
        var bytes = Self.plain
        bytes[14] = 0x09
        bytes[15] = 0xFF
        #expect(try Employee(serializedBytes: bytes) == Self.ann)
    }

    @Test("header errors")
    func headerErrors() {
        func mutated(_ index: Int, _ byte: UInt8) -> [UInt8] {
            var bytes = Self.plain
            bytes[index] = byte
            return bytes
        }
        expectSheafError(.badMagic, at: 0) { _ = try Employee(serializedBytes: mutated(3, 0x47)) }
        expectSheafError(.badMagic, at: 0) { _ = try Employee(serializedBytes: hex("50 4B 03 04")) }
        expectSheafError(.unsupportedFormatVersion, at: 4) { _ = try Employee(serializedBytes: mutated(4, 0x01)) }
        expectSheafError(.unsupportedFormatVersion, at: 4) { _ = try Employee(serializedBytes: mutated(4, 0x03)) }
        expectSheafError(.unsupportedFormatVersion, at: 4) { _ = try Employee(serializedBytes: mutated(4, 0x00)) }
        expectSheafError(.unknownFlags, at: 5) { _ = try Employee(serializedBytes: mutated(5, 0x02)) }
        expectSheafError(.unknownFlags, at: 5) { _ = try Employee(serializedBytes: mutated(5, 0x81)) }
        expectSheafError(.invalidSchemaVersion, at: 14) { _ = try Employee(serializedBytes: mutated(14, 0x00)) }
        expectSheafError(.invalidUTF8, at: 6) { _ = try Employee(serializedBytes: mutated(7, 0xFF)) }
        expectSheafError(.schemaMismatch, at: 6) { _ = try Node(serializedBytes: Self.plain) }
        let gender =
            hex("89 53 48 46 02 00 07") + utf8("company") + hex("03 01 23 45 67 89 AB CD EF 06")
            + utf8("Gender") + hex("00 00 02")
        expectSheafError(.rootTypeMismatch, at: 23) { _ = try Employee(serializedBytes: gender) }
        expectSheafError(.trailingBytes, at: 42) { _ = try Employee(serializedBytes: Self.plain + [0]) }
    }

    /// The error for a prefix of `plain` that is `length` bytes long: the item being read
    /// when the input ran out. Fixed-size items and varints are `truncated`; a length
    /// prefix that promises more than is left is `lengthOutOfBounds`.
    static func truncationError(_ length: Int) -> (SheafError.Code, Int) {
        switch length {
        case 0..<4: return (.truncated, 0)  // magic
        case 4: return (.truncated, 4)  // format version
        case 5: return (.truncated, 5)  // flags
        case 6: return (.truncated, 6)  // schema-name length
        case 7..<14: return (.lengthOutOfBounds, 6)  // schema name
        case 14: return (.truncated, 14)  // version
        case 15..<23: return (.truncated, 15)  // fingerprint
        case 23: return (.truncated, 23)  // root-type length
        case 24..<32: return (.lengthOutOfBounds, 23)  // root type
        case 32: return (.truncated, 32)  // tag count
        case 33: return (.truncated, 33)  // entry count
        case 34: return (.truncated, 34)  // root length
        default: return (.lengthOutOfBounds, 34)  // root
        }
    }

    @Test("every truncation of a plain archive is detected", arguments: 0..<42)
    func truncation(length: Int) {
        let (code, offset) = Self.truncationError(length)
        expectSheafError(code, at: offset) { _ = try Employee(serializedBytes: Array(Self.plain.prefix(length))) }
    }

    @Test("every truncation of a checksummed archive is detected", arguments: 0..<46)
    func checksummedTruncation(length: Int) {
        let prefix = Array(Self.checksummed.prefix(length))
        switch length {
        case 0..<6:
            let (code, offset) = Self.truncationError(length)
            expectSheafError(code, at: offset) { _ = try Employee(serializedBytes: prefix) }
        case 6..<10:
            // The trailer is checked before the rest of the header: fewer than 4 bytes remain.
            expectSheafError(.truncated, at: 6) { _ = try Employee(serializedBytes: prefix) }
        default:
            // The last four bytes are taken as the trailer, and they do not match.
            expectSheafError(.checksumMismatch, at: length - 4) { _ = try Employee(serializedBytes: prefix) }
        }
    }

    @Test("every flipped bit of a checksummed archive is detected", arguments: 6..<46)
    func flippedBits(index: Int) {
        for bit in 0..<8 {
            var bytes = Self.checksummed
            bytes[index] ^= 1 << bit
            expectSheafError(.checksumMismatch, at: 42) { _ = try Employee(serializedBytes: bytes) }
        }
    }

    @Test("the archive-size limit, on reading and on writing")
    func sizeLimit() {
        let options = SheafOptions(maxArchiveSize: 41)
        expectSheafError(.archiveTooLarge, at: 0) { _ = try Employee(serializedBytes: Self.plain, options: options) }
        expectSheafError(.archiveTooLarge, at: nil) { _ = try Self.ann.serializedBytes(options: options) }
        #expect(throws: Never.self) { try Employee(serializedBytes: Self.plain, options: SheafOptions(maxArchiveSize: 42)) }
    }

    @Test("fingerprints: digest order and hex")
    func fingerprints() {
        let fingerprint = SheafFingerprint(bytes: hex("AA D3 62 29 0E D2 00 11 FF"))
        #expect(fingerprint?.rawValue == 0xAAD3_6229_0ED2_0011)
        #expect(fingerprint?.bytes == hex("AA D3 62 29 0E D2 00 11"))
        #expect(SheafFingerprint(hex: "00000000000000ff")?.description == "00000000000000ff")
        #expect(SheafFingerprint(hex: "ff") == nil)
        #expect(SheafFingerprint(bytes: [1, 2, 3]) == nil)
    }
}

/// The byte containers an archive can be produced in.
@Suite("Archive containers")
struct ArchiveContainerTests {
    @Test("[UInt8] by default, Data or another container when the context asks")
    func containers() throws {
        let ann = ArchiveHeaderTests.ann
        let bytes = try ann.serializedBytes()
        #expect(type(of: bytes) == [UInt8].self)
        let data: Data = try ann.serializedBytes()
        #expect(Array(data) == ArchiveHeaderTests.plain)
        let slice: ArraySlice<UInt8> = try ann.serializedBytes()
        #expect(Array(slice) == ArchiveHeaderTests.plain)
    }
}
