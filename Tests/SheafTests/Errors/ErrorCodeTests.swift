import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// One input per error code the runtime raises, with the exact code, offset and path, and a
/// check that no code is left without one.
@Suite("Error codes")
struct ErrorCodeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var code: SheafError.Code
        var offset: Int?
        var path: String
        var trigger: @Sendable () throws -> Void

        var testDescription: String { code.rawValue }
    }

    static let header = hex("89 53 48 46 02 00 07") + utf8("company") + hex("03 01 23 45 67 89 AB CD EF 08") + utf8("Employee")

    static let cases: [Case] = [
        Case(code: .truncated, offset: 0, path: "$") { _ = try decodeBare(Int32.self, hex("80")) },
        Case(code: .badMagic, offset: 0, path: "$") { _ = try Employee(serializedBytes: hex("89 53 48 47 02 00")) },
        Case(code: .unsupportedFormatVersion, offset: 4, path: "$") { _ = try Employee(serializedBytes: hex("89 53 48 46 01 00")) },
        Case(code: .unknownFlags, offset: 5, path: "$") { _ = try Employee(serializedBytes: hex("89 53 48 46 02 04")) },
        Case(code: .overlongVarint, offset: 0, path: "$") { _ = try decodeBare(UInt64.self, hex("80 00")) },
        Case(code: .oversizedVarint, offset: 0, path: "$") { _ = try decodeBare(UInt64.self, hex("FF FF FF FF FF FF FF FF FF 02")) },
        Case(code: .integerOverflow, offset: 0, path: "$") { _ = try decodeBare(Int8.self, hex("80 02")) },
        Case(code: .invalidBool, offset: 0, path: "$") { _ = try decodeBare(Bool.self, hex("02")) },
        Case(code: .lengthOutOfBounds, offset: 0, path: "$") { _ = try decodeBare(String.self, hex("05 41")) },
        Case(code: .countOutOfBounds, offset: 1, path: "$") { _ = try decodeBare([String].self, hex("02 05 00")) },
        Case(code: .unknownWireKind, offset: 1, path: "$") { _ = try decodeBare(Employee.self, hex("02 0B 00")) },
        Case(code: .wireKindMismatch, offset: 1, path: "$.name") { _ = try decodeBare(Employee.self, hex("02 08 01")) },
        Case(code: .invalidUTF8, offset: 0, path: "$") { _ = try decodeBare(String.self, hex("02 C0 80")) },
        Case(code: .invalidUUID, offset: 0, path: "$") { _ = try decodeBare(UUID.self, hex("01 00")) },
        Case(code: .invalidURL, offset: 0, path: "$") { _ = try decodeBare(URL.self, hex("00")) },
        Case(code: .invalidPresenceByte, offset: 0, path: "$") { _ = try decodeBare(Int32?.self, hex("02")) },
        Case(code: .invalidPackedWidth, offset: 2, path: "$") { _ = try decodeBare([Int32].self, hex("05 01 03 00 00 00")) },
        Case(code: .depthLimitExceeded, offset: 6, path: "$[0][0][0]") {
            _ = try decodeBare([[[[Int8]]]].self, hex("09 01 07 01 05 01 03 01 01 01"), options: SheafOptions(maxDepth: 3))
        },
        Case(code: .unknownFamilyTag, offset: 10, path: "$.favorite") {
            _ = try decodeBody(Garage.self, hex("01 04 62 69 6B 65 | 00 | 04 12 02 01 00"))
        },
        Case(code: .rootTypeMismatch, offset: 23, path: "$") {
            let gender = hex("89 53 48 46 02 00 07") + utf8("company") + hex("03 01 23 45 67 89 AB CD EF 06")
            _ = try Employee(serializedBytes: gender + utf8("Gender") + hex("00 00 00"))
        },
        Case(code: .schemaMismatch, offset: 6, path: "$") { _ = try Node(serializedBytes: header + hex("00 00 00")) },
        Case(code: .danglingReference, offset: 2, path: "$") { _ = try decodeBody(Node.self, hex("00 00 01")) },
        Case(code: .referenceTypeMismatch, offset: 10, path: "$.second") {
            _ = try decodeBody(Pair<Node, Tag>.self, hex("00 01 | 03 0A 01 6E | 04 08 01 10 01"))
        },
        Case(code: .trailingBytes, offset: 42, path: "$") {
            _ = try Employee(serializedBytes: header + hex("00 00 07 0A 03 41 6E 6E 10 44 00"))
        },
        Case(code: .missingRequiredField, offset: 0, path: "$.name") { _ = try decodeBare(Employee.self, hex("00")) },
        Case(code: .duplicateField, offset: 4, path: "$.name") { _ = try decodeBare(Employee.self, hex("06 0A 01 41 0A 01 42")) },
        Case(code: .duplicateMapKey, offset: 5, path: "$[\"a\"]") {
            _ = try decodeBare([String: Int32].self, hex("07 02 01 61 02 01 61 04"))
        },
        Case(code: .unknownEnumValue, offset: 0, path: "$") { _ = try decodeBare(Gender.self, hex("06")) },
        Case(code: .unknownEnumCase, offset: 1, path: "$") { _ = try decodeBare(Shape.self, hex("01 04")) },
        Case(code: .checksumMismatch, offset: 42, path: "$") {
            let body = hex("00 00 07 0A 03 41 6E 6E 10 44")
            var bytes = header + body + hex("EE 21 83 A9")
            bytes[5] = 0x01
            bytes[41] ^= 0x01
            _ = try Employee(serializedBytes: bytes)
        },
        Case(code: .archiveTooLarge, offset: 0, path: "$") {
            _ = try Employee(serializedBytes: header + hex("00 00 03 0A 01 41"), options: SheafOptions(maxArchiveSize: 16))
        },
        Case(code: .lengthMismatch, offset: 3, path: "$") { _ = try decodeBare([String].self, hex("03 01 00 00")) },
        Case(code: .invalidFieldID, offset: 1, path: "$") { _ = try decodeBare(Employee.self, hex("02 02 00")) },
        Case(code: .invalidSchemaVersion, offset: 14, path: "$") {
            var bytes = header + hex("00 00 03 0A 01 41")
            bytes[14] = 0
            _ = try Employee(serializedBytes: bytes)
        },
        Case(code: .ioError, offset: nil, path: "$") {
            _ = try Employee(contentsOf: URL(fileURLWithPath: "/nonexistent-sheaf-folder/missing.sheaf"))
        },
        Case(code: .duplicateTag, offset: 5, path: "$") {
            _ = try decodeBody(Garage.self, hex("02 03 63 61 72 03 63 61 72 00 00"))
        },
        Case(code: .originConflict, offset: nil, path: "$") {
            var writer = SheafWriter()
            writer.beginBody()
            writer.useOrigin(SheafOrigin(tags: ["a"], entries: []))
            writer.useOrigin(SheafOrigin(tags: ["a"], entries: []))
            try writer.finish()
        },
    ]

    @Test("each code, with its offset and path", arguments: cases)
    func raises(_ testCase: Case) {
        expectSheafError(testCase.code, at: testCase.offset, path: testCase.path) { try testCase.trigger() }
    }

    /// The codes only record streams raise (SheafStreams), each with cases in SheafStreamsTests.
    static let streamCodes: Set<SheafError.Code> = [
        .unknownCodec, .tornTail, .syncMarkerMismatch, .blockTooLarge, .streamHeaderTooLarge, .decompressionFailed,
        .embeddedSchemaInvalid, .embeddedSchemaMismatch,
    ]

    @Test("every code of the runtime has a case")
    func complete() {
        let covered = Set(Self.cases.map(\.code))
        #expect(Set(SheafError.Code.allCases).subtracting(covered) == Self.streamCodes)
    }

    @Test("raw values are the stable codes of FORMAT.md, never renamed")
    func rawValues() {
        #expect(
            SheafError.Code.allCases.map(\.rawValue) == [
                "truncated", "badMagic", "unsupportedFormatVersion", "unknownFlags", "overlongVarint",
                "oversizedVarint", "integerOverflow", "invalidBool", "lengthOutOfBounds", "countOutOfBounds",
                "unknownWireKind", "wireKindMismatch", "invalidUTF8", "invalidUUID", "invalidURL",
                "invalidPresenceByte", "invalidPackedWidth", "depthLimitExceeded", "unknownFamilyTag",
                "rootTypeMismatch", "schemaMismatch", "danglingReference", "referenceTypeMismatch",
                "trailingBytes", "missingRequiredField", "duplicateField", "duplicateMapKey",
                "unknownEnumValue", "unknownEnumCase", "checksumMismatch", "archiveTooLarge",
                "lengthMismatch", "invalidFieldID", "invalidSchemaVersion", "ioError", "duplicateTag",
                "originConflict", "unknownCodec", "tornTail", "syncMarkerMismatch", "blockTooLarge",
                "streamHeaderTooLarge", "decompressionFailed", "embeddedSchemaInvalid", "embeddedSchemaMismatch",
            ])
    }
}
