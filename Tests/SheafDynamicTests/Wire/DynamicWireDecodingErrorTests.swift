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

    /// A case whose body follows a header for `root`; `bodyOffset` is relative to the body.
    init(_ name: String, root: String, _ body: String, _ code: SheafError.Code, at bodyOffset: Int, _ path: String, maxDepth: Int = SheafOptions.defaultMaxDepth) {
        self.name = name
        self.bytes = WireFixtures.archive(root: root, body)
        self.code = code
        self.offset = WireFixtures.bodyOffset(root: root) + bodyOffset
        self.path = path
        self.maxDepth = maxDepth
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
        FailingCase("member tag that is not well formed", root: "[Vehicle]", "08 01 06 04 62 20 61 74 00", .unknownFamilyTag, at: 3, "$[0]"),
        FailingCase(
            "unknown member written as a class instance", root: "[Vehicle]", "09 01 07 04 62 6f 61 74 01 00", .unknownFamilyTag, at: 3,
            "$[0]"),
        FailingCase(
            "unknown member referring to an instance", root: "[Vehicle]", "09 01 07 04 62 6f 61 74 01 09", .unknownFamilyTag, at: 3,
            "$[0]"),
        FailingCase(
            "opaque member whose family field is cut short", root: "[Vehicle]",
            "0c 01 0a 04 62 6f 61 74 | 04 0a 05 53 61", .lengthOutOfBounds, at: 10, "$[0].make"),
        FailingCase(
            "opaque member whose unknown field is cut short", root: "[Vehicle]",
            "0a 01 08 04 62 6f 61 74 | 02 18 80", .truncated, at: 10, "$[0]"),
        FailingCase(
            "opaque member without a required family field", root: "[Vehicle]", "08 01 06 04 62 6f 61 74 00", .missingRequiredField,
            at: 8, "$[0].make"),
        FailingCase("dangling reference", root: "[Node]", "03 01 01 02", .danglingReference, at: 3, "$[0]"),
        FailingCase(
            "reference to an instance of another class", root: "Holder",
            """
            09              # struct length 9
            0a 04 00 0a 01 61   # 1 node: instance 1, a Node
            12 01 01        # 2 label: r = 1, but instance 1 is a Node
            """, .referenceTypeMismatch, at: 9, "$.label"),
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
        FailingCase("packed width wider than the element", root: "[int32]", "0a 01 08 01 00 00 00 00 00 00 00", .invalidPackedWidth, at: 2, "$"),
        FailingCase("packed width that is not 1, 2, 4 or 8", root: "[int64]", "05 01 03 01 00 00", .invalidPackedWidth, at: 2, "$"),
        FailingCase("packed count past the end", root: "[float64]", "09 02 00 00 00 00 00 00 f0 3f", .countOutOfBounds, at: 1, "$"),
        FailingCase("invalid packed bool", root: "[bool]", "03 02 01 02", .invalidBool, at: 3, "$[1]"),
        FailingCase("url that does not parse strictly", root: "url", "03 61 20 62   # \"a b\"", .invalidURL, at: 0, "$"),
        FailingCase("uuid of the wrong length", root: "uuid", "02 00 00", .invalidUUID, at: 0, "$"),
        FailingCase("duplicate map key", root: "[string: int32]", "07 02 01 61 02 01 61 04", .duplicateMapKey, at: 5, "$[\"a\"]"),
        FailingCase("bytes left inside a class reference", root: "[Node]", "09 02 04 00 0a 01 61 02 01 05", .lengthMismatch, at: 9, "$[1]"),
        FailingCase(
            "root type not in the schema",
            bytes: WireFixtures.header(root: "Nope") + [0x00], .rootTypeMismatch,
            at: WireFixtures.header(root: "Nope").count - 5),
        FailingCase("schema name mismatch", bytes: WireFixtures.header(schema: "other", root: "int32") + [0x00], .schemaMismatch, at: 6),
        FailingCase("bad magic", bytes: [0x89, 0x53, 0x48, 0x47, 0x01, 0x00], .badMagic, at: 0),
        FailingCase("unsupported format version", bytes: [0x89, 0x53, 0x48, 0x46, 0x02, 0x00], .unsupportedFormatVersion, at: 4),
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
