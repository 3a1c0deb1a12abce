import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// Byte-level input the text fixtures cannot hold: malformed UTF-8, a byte order mark,
/// CR LF line ends; and the error type's own contract.
@Suite("JSON parser")
struct JSONParserTests {
    static let badUTF8: [(String, [UInt8], JSONFormError.Code, Int)] = [
        ("invalid continuation", [0x22, 0xC3, 0x28, 0x22], .invalidUTF8, 1),
        ("overlong two-byte form", [0x22, 0xC0, 0x80, 0x22], .invalidUTF8, 1),
        ("overlong three-byte form", [0x22, 0xE0, 0x80, 0x80, 0x22], .invalidUTF8, 1),
        ("encoded surrogate", [0x22, 0x61, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, 2),
        ("above U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, 1),
        ("truncated at the end", [0x22, 0xE4, 0xB8], .invalidUTF8, 1),
        ("lone continuation byte", [0x22, 0x80, 0x22], .invalidUTF8, 1),
        ("non-ASCII outside a string", [0xC3, 0xA9], .syntax, 0),
        ("byte order mark not at the start", [0x20, 0xEF, 0xBB, 0xBF, 0x22, 0x22], .syntax, 1),
    ]

    @Test("malformed UTF-8 is an error at the offending byte", arguments: badUTF8)
    func malformedUTF8(name: String, bytes: [UInt8], code: JSONFormError.Code, offset: Int) {
        do {
            let archive = try DynamicJSON.read(bytes, rootType: .primitive(.string), schemaSet: SchemaSet(schemas: [], types: [:]))
            Issue.record("\(name): read \(archive)")
        } catch {
            #expect(error.code == code, "\(name)")
            #expect(error.location?.offset == offset, "\(name)")
            #expect(error.location?.column == offset + 1, "\(name)")
        }
    }

    @Test("a byte order mark at the start is skipped")
    func byteOrderMark() throws {
        let archive = try DynamicJSON.read(
            [0xEF, 0xBB, 0xBF] + Array(" \"é\"".utf8), rootType: .primitive(.string), schemaSet: SchemaSet(schemas: [], types: [:]))
        #expect(archive.root == .string("é"))
    }

    @Test("lines end at LF (CR LF too); columns count scalars, a tab is one column")
    func lineCounting() {
        let json = "[\r\n\t1,\r\n\t\"é\", x]"
        do {
            _ = try DynamicJSON.read(json, rootType: .list(.primitive(.int8)), schemaSet: SchemaSet(schemas: [], types: [:]))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .syntax)
            #expect(error.location == JSONTextLocation(line: 3, column: 7, offset: 15))
            #expect(error.pathDescription == "$[2]")
        }
    }

    @Test("descriptions read code, position, byte, path and message")
    func description() throws {
        let error = JSONFormError(
            .unknownField, at: JSONTextLocation(line: 1, column: 15, offset: 14), path: [.field("nmae")],
            message: "'Employee' has no field 'nmae'")
        #expect(error.description == "unknownField at 1:15 (byte 14, $.nmae): 'Employee' has no field 'nmae'")
        let writing = JSONFormError(.invalidValue, path: [.field("items"), .index(1)], message: "1000 does not fit int8")
        #expect(writing.description == "invalidValue ($.items[1]): 1000 does not fit int8")
    }

    @Test("error codes are stable")
    func codes() {
        #expect(
            JSONFormError.Code.allCases.map(\.rawValue) == [
                "syntax", "invalidUTF8", "duplicateKey", "depthLimitExceeded", "numberOutOfRange", "wrongType",
                "unknownField", "unknownCase", "unknownFlag", "unknownTag", "missingRequiredField", "invalidBase64",
                "invalidTimestamp", "invalidUUID", "invalidURL", "invalidFloat", "invalidMapKey", "duplicateMapKey",
                "invalidReference", "duplicateInstanceID", "invalidUnknownField", "invalidArchive", "invalidValue",
            ])
    }
}

@Suite("JSON form options")
struct JSONFormOptionsTests {
    @Test("limits below 1 count as 1; huge limits do not overflow")
    func clamping() throws {
        #expect(JSONFormOptions(maxDepth: 0).maxDepth == 1)
        #expect(JSONFormOptions(maxDepth: -5).maxDepth == 1)
        let huge = JSONFormOptions(maxDepth: Int.max)
        let archive = try DynamicJSON.read(
            Data("[[1]]".utf8), rootType: .list(.list(.primitive(.int8))), schemaSet: SchemaSet(schemas: [], types: [:]), options: huge)
        #expect(archive.root == .list([.list([.int(1)])]))
    }

    @Test("maxDepth 1 allows a flat list and nothing deeper")
    func minimal() throws {
        let set = SchemaSet(schemas: [], types: [:])
        let options = JSONFormOptions(maxDepth: 1)
        #expect(try DynamicJSON.read("[1]", rootType: .list(.primitive(.int8)), schemaSet: set, options: options).root == .list([.int(1)]))
        #expect(throws: JSONFormError.self) {
            try DynamicJSON.read("[[1]]", rootType: .list(.list(.primitive(.int8))), schemaSet: set, options: options)
        }
    }
}
