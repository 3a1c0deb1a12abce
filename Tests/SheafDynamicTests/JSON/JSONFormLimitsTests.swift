import Foundation
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// Depth limits and hostile inputs: always a typed error, never a crash, quickly.
@Suite("JSON form limits")
struct JSONFormLimitsTests {
    let schemaSet: SchemaSet

    init() throws {
        schemaSet = try FormFixtures.formSchema()
    }

    func readError(_ json: [UInt8], _ typeText: String, options: JSONFormOptions = JSONFormOptions()) throws -> JSONFormError? {
        try readError(json, try schemaSet.resolve(typeExpression: typeText), options: options)
    }

    func readError(_ json: [UInt8], _ type: TypeReference, options: JSONFormOptions = JSONFormOptions()) throws -> JSONFormError? {
        do {
            _ = try DynamicJSON.read(json, rootType: type, schemaSet: schemaSet, options: options)
            return nil
        } catch {
            return error
        }
    }

    /// A list type nested `levels` deep around int8 (built directly: type expressions
    /// themselves have a nesting limit).
    func nestedListType(_ levels: Int) -> TypeReference {
        (0..<levels).reduce(TypeReference.primitive(.int8)) { type, _ in .list(type) }
    }

    @Test("an $archive claiming more entries than its document can cover fails before anything is allocated")
    func archiveEntryBomb() throws {
        let json = #"{"$archive": {"tags": [], "instances": 2147483647, "entries": {}}, "$root": {"label": "a"}}"#
        let start = CPUTime.now()
        let error = try #require(try readError(Array(json.utf8), "Node"))
        #expect(error.code == .invalidArchive)
        #expect(error.location?.column == 40)
        #expect(error.pathDescription == "$.$archive.instances")
        #expect(CPUTime.now() - start < 1)
    }

    @Test("a bracket bomb stops at 2 × maxDepth + 1 brackets")
    func bracketBomb() throws {
        let json = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = try #require(try readError(json, "[int8]"))
        #expect(error.code == .depthLimitExceeded)
        // 201 brackets are allowed; the 202nd, at byte 201, is one too many.
        #expect(error.location == JSONTextLocation(line: 1, column: 202, offset: 201))
        #expect(error.path.count == 201)
    }

    @Test("object nesting counts too", arguments: [1, 5, 100])
    func objectBomb(maxDepth: Int) throws {
        let json = Array(String(repeating: "{\"a\":", count: 10_000).utf8)
        let error = try #require(try readError(json, "[string: int8]", options: JSONFormOptions(maxDepth: maxDepth)))
        #expect(error.code == .depthLimitExceeded)
        #expect(error.location?.offset == (2 * maxDepth + 1) * 5)
        #expect(error.pathDescription == "$" + String(repeating: ".a", count: 2 * maxDepth + 1))
    }

    @Test("lists nest to exactly maxDepth levels, as on the wire")
    func listDepth() throws {
        let hundred = String(repeating: "[", count: 100) + "1" + String(repeating: "]", count: 100)
        let type = nestedListType(100)
        let archive = try DynamicJSON.read(hundred, rootType: type, schemaSet: schemaSet)
        var value = archive.root
        for _ in 0..<100 {
            guard case .list(let elements) = value, elements.count == 1 else {
                Issue.record("expected a one-element list")
                return
            }
            value = elements[0]
        }
        #expect(value == .int(1))

        let deeper = "[" + hundred + "]"
        let error = try #require(try readError(Array(deeper.utf8), nestedListType(101)))
        #expect(error.code == .depthLimitExceeded)
        // The 101st level starts at byte 100.
        #expect(error.location == JSONTextLocation(line: 1, column: 101, offset: 100))
        #expect(error.pathDescription == "$" + String(repeating: "[0]", count: 100))
    }

    /// `{"wrap": {"inner": …}}` around a leaf, `levels` payload values deep.
    func nestedExpr(_ levels: Int) -> String {
        String(repeating: "{\"wrap\":{\"inner\":", count: levels - 1) + "{\"leaf\":{\"value\":1}}"
            + String(repeating: "}}", count: levels - 1)
    }

    @Test("payload enums take two JSON levels per value and still reach maxDepth")
    func payloadDepth() throws {
        let type = try schemaSet.resolve(typeExpression: "Expr")
        let archive = try DynamicJSON.read(nestedExpr(100), rootType: type, schemaSet: schemaSet)
        // What reads also writes, and reads back.
        let text = try DynamicJSON.write(archive, schemaSet: schemaSet)
        #expect(try DynamicJSON.read(text, rootType: type, schemaSet: schemaSet) == archive)

        let error = try #require(try readError(Array(nestedExpr(101).utf8), "Expr"))
        #expect(error.code == .depthLimitExceeded)
    }

    @Test("writing a value deeper than maxDepth fails with a path")
    func writeDepth() throws {
        var value = DynamicValue.int(1)
        for _ in 0..<101 { value = .list([value]) }
        let archive = DynamicArchive(rootType: nestedListType(101), root: value)
        #expect {
            try DynamicJSON.write(archive, schemaSet: schemaSet)
        } throws: { error in
            guard let error = error as? JSONFormError else { return false }
            return error.code == .depthLimitExceeded && error.location == nil && error.path.count == 100
        }
        // A smaller limit applies as given.
        var shallow = DynamicValue.int(1)
        for _ in 0..<3 { shallow = .list([shallow]) }
        let small = DynamicArchive(rootType: nestedListType(3), root: shallow)
        #expect(throws: JSONFormError.self) { try DynamicJSON.write(small, schemaSet: schemaSet, options: JSONFormOptions(maxDepth: 2)) }
        #expect(
            try DynamicJSON.write(small, schemaSet: schemaSet, options: JSONFormOptions(maxDepth: 3))
                == "[\n  [\n    [\n      1\n    ]\n  ]\n]\n")
    }

    @Test("forward references that would nest too deep on the wire are refused")
    func forwardReferenceDepth() throws {
        // Node n(k).parent → n(k+1), each defined at the top level of the root's children:
        // the document is shallow, but the wire writes each parent inside its child.
        var children: [String] = []
        for index in 0..<150 {
            children.append("{\"$id\": \"n\(index)\", \"label\": \"x\", \"parent\": {\"$ref\": \"n\(index + 1)\"}}")
        }
        children.append("{\"$id\": \"n150\", \"label\": \"end\"}")
        let json = "{\"label\": \"root\", \"children\": [" + children.joined(separator: ", ") + "]}"
        let error = try #require(try readError(Array(json.utf8), "Node"))
        #expect(error.code == .depthLimitExceeded)
        #expect(error.location != nil)
    }

    @Test(
        "numbers with huge digit counts or exponents are out of range, not slow",
        arguments: [
            ("int64", String(repeating: "9", count: 200_000)),
            ("uint8", String(repeating: "1", count: 2_000)),
            ("float64", "1" + String(repeating: "0", count: 200_000)),
            ("float64", "0." + String(repeating: "0", count: 200_000) + "1"),
            ("float64", "1e99999999999999999999999"),
            ("float32", "-1e99999999999999999999999"),
            ("int64", "-" + String(repeating: "0", count: 1) + "1"),
        ])
    func hugeNumbers(typeText: String, number: String) throws {
        let error = try readError(Array(number.utf8), typeText)
        if number == "-01" {
            #expect(error?.code == .syntax)
        } else {
            #expect(error?.code == .numberOutOfRange)
            #expect(error?.location == JSONTextLocation(line: 1, column: 1, offset: 0))
        }
    }

    @Test("tiny exponents underflow to zero like any rounding")
    func underflow() throws {
        let type = try schemaSet.resolve(typeExpression: "float64")
        let archive = try DynamicJSON.read("1e-99999999999999999999", rootType: type, schemaSet: schemaSet)
        #expect(archive.root == .float64(0))
    }

    @Test("a long array of numbers and a long string parse")
    func longInputs() throws {
        let count = 200_000
        let json = "[" + Array(repeating: "-128", count: count).joined(separator: ",") + "]"
        let archive = try DynamicJSON.read(json, rootType: try schemaSet.resolve(typeExpression: "[int8]"), schemaSet: schemaSet)
        #expect(archive.root == .list(Array(repeating: .int(-128), count: count)))

        let text = String(repeating: "\\u00e9", count: 100_000)
        let string = try DynamicJSON.read("\"\(text)\"", rootType: .primitive(.string), schemaSet: schemaSet)
        #expect(string.root == .string(String(repeating: "é", count: 100_000)))
    }
}
