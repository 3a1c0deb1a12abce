import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// A must-fail archive worked out by hand, with the error it must raise.
struct FailingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var code: SheafError.Code
    /// The expected byte offset.
    var offset: Int
    var path: String
    var maxDepth = SheafOptions.defaultMaxDepth

    var testDescription: String { name }

    /// A case whose root value follows a header for `root` and the tables; `bodyOffset` is
    /// relative to the root value.
    init(
        _ name: String, root: String, tables: String = "00 00", _ body: String, _ code: SheafError.Code, at bodyOffset: Int,
        _ path: String, maxDepth: Int = SheafOptions.defaultMaxDepth
    ) {
        self.name = name
        self.bytes = WireFixtures.archive(root: root, tables: tables, body)
        self.code = code
        self.offset = WireFixtures.bodyOffset(root: root, tables: tables) + bodyOffset
        self.path = path
        self.maxDepth = maxDepth
    }

    /// A case whose error lies in the tables: `tablesOffset` is relative to their start.
    init(
        _ name: String, root: String, tables: String, _ body: String, _ code: SheafError.Code, inTablesAt tablesOffset: Int,
        _ path: String
    ) {
        self.name = name
        self.bytes = WireFixtures.archive(root: root, tables: tables, body)
        self.code = code
        self.offset = WireFixtures.bodyOffset(root: root, tables: "") + tablesOffset
        self.path = path
    }

    /// A case given as whole bytes with an absolute offset.
    init(_ name: String, bytes: [UInt8], _ code: SheafError.Code, at offset: Int, _ path: String = "$") {
        self.name = name
        self.bytes = bytes
        self.code = code
        self.offset = offset
        self.path = path
    }
}

enum FailingCases {
    static let all: [FailingCase] = [
        FailingCase("struct length past the end", root: "Person", "0e 0a 03 41", .lengthOutOfBounds, at: 0, "$"),
        FailingCase("string length past the end of its struct", root: "Person", "03 0a 05 41", .lengthOutOfBounds, at: 2, "$.name"),
        FailingCase("varint cut by the end of its struct", root: "Person", "05 0a 01 41 10 80", .truncated, at: 5, "$.age"),
        FailingCase("wrong wire kind", root: "Person", "02 08 05", .wireKindMismatch, at: 1, "$.name"),
        FailingCase("unknown wire kind", root: "Person", "02 0b 05", .unknownWireKind, at: 1, "$"),
        FailingCase("duplicate field", root: "Person", "06 0a 01 41 0a 01 42", .duplicateField, at: 4, "$.name"),
        FailingCase("missing required field", root: "Person", "02 10 02", .missingRequiredField, at: 0, "$.name"),
        // The tag table.
        FailingCase("tag count past the end", root: "int32", tables: "05 03 63 61 72 00", "00", .countOutOfBounds, inTablesAt: 0, "$"),
        FailingCase(
            "tag in the table that is not well formed", root: "int32", tables: "01 04 62 20 61 74 00", "00", .unknownFamilyTag,
            inTablesAt: 1, "$"),
        FailingCase("empty tag in the table", root: "int32", tables: "01 00 00", "00", .unknownFamilyTag, inTablesAt: 1, "$"),
        FailingCase(
            "tag listed twice", root: "int32", tables: "02 03 63 61 72 03 63 61 72 00", "00", .duplicateTag, inTablesAt: 5, "$"),
        FailingCase("tag number 0", root: "[Vehicle]", tables: "01 03 63 61 72 00", "04 01 02 00 00", .unknownFamilyTag, at: 3, "$[0]"),
        FailingCase(
            "tag number past the tag table", root: "[Vehicle]", tables: "01 03 63 61 72 00", "04 01 02 02 00", .unknownFamilyTag, at: 3,
            "$[0]"),
        // Opaque members.
        FailingCase(
            "unknown member referring to an instance", root: "[Vehicle]", tables: "01 04 62 6f 61 74 01 00", "04 01 02 01 01",
            .unknownFamilyTag, at: 3, "$[0]"),
        FailingCase(
            "opaque member whose family field is cut short", root: "[Vehicle]", tables: "01 04 62 6f 61 74 00",
            "08 01 06 01 | 04 0a 05 53 61", .lengthOutOfBounds, at: 6, "$[0].make"),
        FailingCase(
            "opaque member whose unknown field is cut short", root: "[Vehicle]", tables: "01 04 62 6f 61 74 00",
            "06 01 04 01 | 02 18 80", .truncated, at: 6, "$[0]"),
        FailingCase(
            "opaque member with a truncated body", root: "[Vehicle]", tables: "01 04 62 6f 61 74 00",
            "05 01 03 01 | 06 0a", .lengthOutOfBounds, at: 4, "$[0]"),
        FailingCase(
            "opaque member without a required family field", root: "[Vehicle]", tables: "01 04 62 6f 61 74 00", "04 01 02 01 00",
            .missingRequiredField, at: 4, "$[0].make"),
        // The instance table and references.
        FailingCase("instance count past the end", root: "[Node]", tables: "00 05 00", "01 00", .countOutOfBounds, inTablesAt: 1, "$"),
        FailingCase("entry length past the end", root: "[Node]", tables: "00 01 09 0a", "", .lengthOutOfBounds, inTablesAt: 2, "$"),
        FailingCase("reference that no entry defines", root: "[Node]", "02 01 01", .danglingReference, at: 2, "$[0]"),
        FailingCase("reference 0", root: "[Node]", tables: "00 01 03 0a 01 61", "02 01 00", .danglingReference, at: 2, "$[0]"),
        FailingCase(
            "reference to an instance of another class", root: "Holder", tables: "00 01 03 0a 01 61",
            """
            04              # struct length 4
            08 01           # 1 node: entry 1, read as a Node
            10 01           # 2 label: entry 1 again, but it is a Node
            """, .referenceTypeMismatch, at: 4, "$.label"),
        FailingCase(
            "entry whose field is cut short, at the first reference's path", root: "[Node]", tables: "00 01 03 0a 05 61", "02 01 01",
            .lengthOutOfBounds, inTablesAt: 4, "$[0].label"),
        FailingCase(
            "entry without a required field, at its length prefix", root: "Node", tables: "00 01 00", "01", .missingRequiredField,
            inTablesAt: 2, "$.label"),
        FailingCase(
            "class value past the depth limit, at its varint", root: "[Node]", tables: "00 01 03 0a 01 61", "02 01 01",
            .depthLimitExceeded, at: 2, "$[0]", maxDepth: 1),
        FailingCase(
            "unreached entry with a truncated varint", root: "[Node]", tables: "00 02 03 0a 01 61 02 18 80", "02 01 01", .truncated,
            inTablesAt: 8, "@2"),
        FailingCase(
            "unreached entry with a repeated field", root: "[Node]", tables: "00 02 03 0a 01 61 04 08 01 08 02", "02 01 01",
            .duplicateField, inTablesAt: 9, "@2.#1"),
        FailingCase(
            "unknown field that claims to hold instances but is cut short", root: "Person",
            "07 0a 01 41 | 4a 05 02 01   # 9 unknown LEN: length 5, count 2, entry 1, then the end", .lengthOutOfBounds, at: 5, "$"),
        FailingCase(
            "unknown field of an entry that claims to hold instances but is cut short", root: "[Node]",
            tables: "00 01 | 07 0a 01 61 32 05 02 01", "02 01 01", .lengthOutOfBounds, inTablesAt: 7, "$[0]"),
        FailingCase("nesting past the depth limit", root: "[[string]]", "03 01 01 00", .depthLimitExceeded, at: 2, "$[0]", maxDepth: 1),
        FailingCase("invalid UTF-8", root: "[string]", "04 01 02 c3 28", .invalidUTF8, at: 2, "$[0]"),
        FailingCase("trailing bytes", root: "int32", "02 ff", .trailingBytes, at: 1, "$"),
        FailingCase("overlong varint", root: "int64", "80 00", .overlongVarint, at: 0, "$"),
        FailingCase("integer out of range", root: "int8", "80 02   # 128 zig-zag", .integerOverflow, at: 0, "$"),
        FailingCase("closed enum value that names no case", root: "Choices", "03 12 01 62", .unknownEnumValue, at: 2, "$.color"),
        FailingCase("closed integer enum value that names no case", root: "[Level]", "03 02 05 03", .unknownEnumValue, at: 3, "$[1]"),
        FailingCase("payload case that does not exist", root: "Shape", "01 07", .unknownEnumCase, at: 1, "$"),
        FailingCase("option bits wider than the raw type", root: "Duties", "80 02", .integerOverflow, at: 0, "$"),
        FailingCase("invalid presence byte", root: "[int32?]", "03 01 02 00", .invalidPresenceByte, at: 2, "$[0]"),
        FailingCase(
            "packed width wider than the element", root: "[int32]", "0a 01 08 01 00 00 00 00 00 00 00", .invalidPackedWidth, at: 2, "$"),
        FailingCase("packed width that is not 1, 2, 4 or 8", root: "[int64]", "05 01 03 01 00 00", .invalidPackedWidth, at: 2, "$"),
        FailingCase("packed count past the end", root: "[float64]", "09 02 00 00 00 00 00 00 f0 3f", .countOutOfBounds, at: 1, "$"),
        FailingCase("invalid packed bool", root: "[bool]", "03 02 01 02", .invalidBool, at: 3, "$[1]"),
        FailingCase("url that does not parse strictly", root: "url", "03 61 20 62   # \"a b\"", .invalidURL, at: 0, "$"),
        FailingCase("uuid of the wrong length", root: "uuid", "02 00 00", .invalidUUID, at: 0, "$"),
        FailingCase("duplicate map key", root: "[string: int32]", "07 02 01 61 02 01 61 04", .duplicateMapKey, at: 5, "$[\"a\"]"),
        FailingCase("packed varint too wide for the element", root: "[int32]", "07 01 00 80 80 80 80 10", .integerOverflow, at: 3, "$"),
        FailingCase("packed varint cut short", root: "[int64]", "03 01 00 80", .truncated, at: 3, "$"),
        FailingCase("packed varints with bytes left", root: "[int64]", "04 01 00 02 05", .lengthMismatch, at: 4, "$"),
        FailingCase("packed varint count past the end", root: "[int64]", "03 05 00 01", .countOutOfBounds, at: 1, "$"),
        FailingCase(
            "root type not in the schema",
            bytes: WireFixtures.header(root: "Nope") + [0x00, 0x00, 0x00], .rootTypeMismatch,
            at: WireFixtures.header(root: "Nope").count - 5),
        FailingCase(
            "schema name mismatch", bytes: WireFixtures.header(schema: "other", root: "int32") + [0x00, 0x00, 0x00], .schemaMismatch, at: 6),
        FailingCase("bad magic", bytes: [0x89, 0x53, 0x48, 0x47, 0x01, 0x00], .badMagic, at: 0),
        FailingCase("format version 1", bytes: [0x89, 0x53, 0x48, 0x46, 0x01, 0x00], .unsupportedFormatVersion, at: 4),
        FailingCase("format version 3", bytes: [0x89, 0x53, 0x48, 0x46, 0x03, 0x00], .unsupportedFormatVersion, at: 4),
    ]
}

@Suite("Dynamic wire decoding errors")
struct DynamicWireDecodingErrorTests {
    @Test("each must-fail archive raises its error with offset and path", arguments: FailingCases.all)
    func fails(_ failing: FailingCase) throws {
        let decoder = DynamicWireDecoder(schemaSet: WireFixtures.schemaSet, options: SheafOptions(maxDepth: failing.maxDepth))
        let error = try #require(throws: SheafError.self) { try decoder.decode(failing.bytes) }
        #expect(error.code == failing.code, "\(error)")
        #expect(error.offset == failing.offset, "\(error)")
        #expect(error.pathDescription == failing.path, "\(error)")
    }

    @Test("the validator reports the same error", arguments: FailingCases.all)
    func validatorAgrees(_ failing: FailingCase) {
        let validator = ArchiveValidator(schemaSet: WireFixtures.schemaSet, options: SheafOptions(maxDepth: failing.maxDepth))
        let report = validator.validate(failing.bytes)
        let first = report.errors.first { $0.code == failing.code }
        #expect(first?.offset == failing.offset, "\(report.errors)")
        #expect(first?.pathDescription == failing.path, "\(report.errors)")
    }
}
