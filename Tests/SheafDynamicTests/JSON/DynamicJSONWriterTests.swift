import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// Writing: what the output looks like where fixtures do not show it, and `invalidValue`
/// for values that do not fit their type.
@Suite("JSON form writer")
struct DynamicJSONWriterTests {
    let schemaSet: SchemaSet

    init() throws {
        schemaSet = try FormFixtures.formSchema()
    }

    func write(_ value: DynamicValue, _ typeText: String, objects: [DynamicObjectID: DynamicObject] = [:]) throws -> String {
        let type = try schemaSet.resolve(typeExpression: typeText)
        return try DynamicJSON.write(DynamicArchive(rootType: type, root: value, objects: objects), schemaSet: schemaSet)
    }

    struct BadValue: Sendable, CustomTestStringConvertible {
        var type: String
        var value: DynamicValue
        var objects: [DynamicObjectID: DynamicObject] = [:]
        var path: String
        var testDescription: String { "\(type) \(path)" }
    }

    static let node = TypeReference.named("Node", arguments: [])
    static let garage = TypeReference.named("Garage", arguments: [])

    static let badValues: [BadValue] = [
        BadValue(type: "int8", value: .int(300), path: "$"),
        BadValue(type: "uint8", value: .int(-1), path: "$"),
        BadValue(type: "int8", value: .string("x"), path: "$"),
        BadValue(type: "int8", value: .null, path: "$"),
        BadValue(type: "float32", value: .float64(1), path: "$"),
        BadValue(type: "Employee", value: .record(DynamicRecord(fields: [1: .string("a"), 99: .int(1)])), path: "$"),
        BadValue(type: "Employee", value: .record(DynamicRecord(fields: [1: .int(1)])), path: "$.name"),
        BadValue(type: "Stack<int8>", value: .record(DynamicRecord(fields: [1: .list([.int(1), .int(1000)])])), path: "$.items[1]"),
        BadValue(type: "Node", value: .object(DynamicObjectID(5)), path: "$"),
        BadValue(
            type: "[Node]", value: .list([.object(DynamicObjectID(1))]),
            objects: [DynamicObjectID(1): DynamicObject(type: garage, record: DynamicRecord())], path: "$[0]"),
        BadValue(type: "Tiny", value: .enumValue(.int(5)), path: "$"),
        BadValue(type: "Huge", value: .enumValue(.string("x")), path: "$"),
        BadValue(type: "Gender", value: .enumValue(.int(Int64(Int32.max) + 1)), path: "$"),
        BadValue(type: "Wide", value: .options(256), path: "$"),
        BadValue(type: "Shape", value: .payload(caseID: 9, fields: DynamicRecord()), path: "$"),
        BadValue(type: "Vehicle", value: .member(tag: "bo at", value: .record(DynamicRecord())), path: "$"),
        BadValue(type: "Vehicle", value: .member(tag: "boat", value: .object(DynamicObjectID(1))), path: "$"),
        BadValue(type: "Vehicle", value: .member(tag: "Bus", value: .record(DynamicRecord())), path: "$"),
        BadValue(type: "Vehicle", value: .record(DynamicRecord()), path: "$"),
        BadValue(
            type: "[string: int8]",
            value: .map([
                DynamicMapEntry(key: .string("a"), value: .int(1)), DynamicMapEntry(key: .string("a"), value: .int(2)),
            ]), path: "$"),
        BadValue(type: "[string: int8]", value: .map([DynamicMapEntry(key: .int(1), value: .int(1))]), path: "$"),
        BadValue(
            type: "Evolving",
            value: .record(
                DynamicRecord(
                    fields: [1: .string("a")],
                    unknownFields: [
                        DynamicUnknownField(id: 9, bytes: [0x48, 0x01]), DynamicUnknownField(id: 9, bytes: [0x48, 0x02]),
                    ])), path: "$"),
        BadValue(
            type: "[Shape]", value: .list([.payload(caseID: 1, fields: DynamicRecord(fields: [1: .string("r")]))]),
            path: "$[0].circle.radius"),
    ]

    @Test("values that do not fit their type are invalidValue with a path", arguments: badValues)
    func invalidValue(_ bad: BadValue) throws {
        let type = try schemaSet.resolve(typeExpression: bad.type)
        let archive = DynamicArchive(rootType: type, root: bad.value, objects: bad.objects)
        do {
            let text = try DynamicJSON.write(archive, schemaSet: schemaSet)
            Issue.record("wrote \(text)")
        } catch {
            #expect(error.code == .invalidValue, "\(error)")
            #expect(error.pathDescription == bad.path)
            #expect(error.location == nil)
        }
    }

    @Test("map entries are sorted canonically whatever their order in the value")
    func mapOrder() throws {
        let value = DynamicValue.map([
            DynamicMapEntry(key: .int(10), value: .bool(true)),
            DynamicMapEntry(key: .int(-1), value: .bool(false)),
            DynamicMapEntry(key: .int(2), value: .bool(true)),
        ])
        #expect(try write(value, "[int32: bool]") == "{\n  \"-1\": false,\n  \"2\": true,\n  \"10\": true\n}\n")
    }

    @Test("records print the same whatever order their fields were set in")
    func deterministic() throws {
        var first = DynamicRecord()
        var second = DynamicRecord()
        let fields: [(Int, DynamicValue)] = [(1, .string("n")), (2, .int(3)), (5, .string("e")), (8, .string("f"))]
        for (id, value) in fields { first.fields[id] = value }
        for (id, value) in fields.reversed() { second.fields[id] = value }
        let text = try write(.record(first), "Employee")
        #expect(text == (try write(.record(second), "Employee")))
        #expect(text == "{\n  \"name\": \"n\",\n  \"age\": 3,\n  \"email\": \"e\",\n  \"fullName\": \"f\"\n}\n")
    }

    @Test("an empty struct, an empty list and an empty map are {} and []")
    func empties() throws {
        #expect(try write(.record(DynamicRecord()), "Stack<int8>") == "{}\n")
        #expect(try write(.list([]), "[int8]") == "[]\n")
        #expect(try write(.map([]), "[string: int8]") == "{}\n")
        #expect(try write(.null, "int8?") == "null\n")
    }

    /// Instants at the ends of the Int64 microsecond range and at the 4-digit year boundary.
    static let extremeInstants: [(Int64, String)] = [
        (Int64.max, "294247-01-10T04:00:54.775807Z"),
        (Int64.min, "-290308-12-21T19:59:05.224192Z"),
        (253_402_300_800_000_000, "10000-01-01T00:00:00.000000Z"),
        (253_402_300_799_999_999, "9999-12-31T23:59:59.999999Z"),
        (-62_135_596_800_000_000, "0001-01-01T00:00:00.000000Z"),
    ]

    @Test("extreme timestamps have a text that reads back", arguments: extremeInstants)
    func extremeTimestamps(microseconds: Int64, text: String) throws {
        #expect(try write(.timestamp(microseconds), "timestamp") == "\"\(text)\"\n")
        let back = try DynamicJSON.read("\"\(text)\"", rootType: .primitive(.timestamp), schemaSet: schemaSet)
        #expect(back.root == .timestamp(microseconds))
    }

    @Test("keys with quotes, control characters and non-ASCII text are escaped like values")
    func escapedKeys() throws {
        let key = "a\"b\\c\n\u{1}é🌍"
        let value = DynamicValue.map([DynamicMapEntry(key: .string(key), value: .int(1))])
        let text = try write(value, "[string: int8]")
        #expect(text == "{\n  \"a\\\"b\\\\c\\n\\u0001é🌍\": 1\n}\n")
        let back = try DynamicJSON.read(text, rootType: try schemaSet.resolve(typeExpression: "[string: int8]"), schemaSet: schemaSet)
        #expect(back.root == value)
    }
}
