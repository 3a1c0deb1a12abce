import SheafSchema
import Testing

/// The type-change table of docs/Versioning.md, one row per case: a field of the old type
/// becomes a field of the new type. Directions are worked out from the wire format
/// (docs/design/WireFormatDecisions.md), not recorded from the checker.
@Suite("Field type changes")
struct TypeChangeTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var old: String
        var new: String
        var breaks: BrokenDirections
        var rule: CompatibilityRule = .fieldTypeChanged
        var testDescription: String { "\(old) → \(new)" }
    }

    static let rows: [Row] = [
        // Zig-zag varints: wider readers read everything; narrower ones range-check.
        Row(old: "int8", new: "int16", breaks: .forward),
        Row(old: "int32", new: "int64", breaks: .forward),
        Row(old: "int64", new: "int32", breaks: .backward),
        Row(old: "int", new: "int64", breaks: .safe),
        Row(old: "int64", new: "int", breaks: .safe),
        Row(old: "uint8", new: "uint64", breaks: .forward),
        Row(old: "uint64", new: "uint16", breaks: .backward),
        Row(old: "uint", new: "uint64", breaks: .safe),
        // Zig-zag against plain varints: values are misread, both ways.
        Row(old: "int32", new: "uint32", breaks: .both),
        Row(old: "uint32", new: "int64", breaks: .both),
        // Floats: a float64 field accepts I32 and widens; a float32 field rejects I64.
        Row(old: "float32", new: "float64", breaks: .forward),
        Row(old: "float64", new: "float32", breaks: .backward),
        // Same bytes, but another JSON form or another meaning.
        Row(old: "string", new: "bytes", breaks: .both),
        Row(old: "bytes", new: "string", breaks: .both),
        Row(old: "uuid", new: "bytes", breaks: .both),
        Row(old: "timestamp", new: "int64", breaks: .both),
        Row(old: "bool", new: "uint8", breaks: .both),
        Row(old: "int32", new: "string", breaks: .both),
        // A url is a string; a string is a url only when it parses.
        Row(old: "url", new: "string", breaks: .forward),
        Row(old: "string", new: "url", breaks: .backward),
        // Optionals as fields: no presence byte, nil is an absent field.
        Row(old: "string", new: "string?", breaks: .forward),
        Row(old: "string?", new: "string", breaks: .backward, rule: .fieldMadeRequired),
        Row(old: "int32?", new: "int64?", breaks: .forward),
        Row(old: "[string]", new: "[string]?", breaks: .backward),
        Row(old: "[string]?", new: "[string]", breaks: .forward),
        // Packed integer lists: width byte, sign- or zero-extension.
        Row(old: "[int32]", new: "[int64]", breaks: .forward),
        Row(old: "[int64]", new: "[int32]", breaks: .backward),
        Row(old: "[int8]", new: "[uint8]", breaks: .both),
        Row(old: "[[int16]]", new: "[[int32]]", breaks: .forward),
        // Packed floats have no marker: width changes break both.
        Row(old: "[float32]", new: "[float64]", breaks: .both),
        Row(old: "[string: float32]", new: "[string: float64]", breaks: .both),
        // Optional list elements and map values carry a presence byte.
        Row(old: "[int32]", new: "[int32?]", breaks: .both),
        Row(old: "[int32?]", new: "[int64?]", breaks: .forward),
        Row(old: "[string: int32]", new: "[string: int32?]", breaks: .both),
        // Map keys and values are bare forms: integer widening as for fields.
        Row(old: "[string: int32]", new: "[string: int64]", breaks: .forward),
        Row(old: "[int32: string]", new: "[int64: string]", breaks: .forward),
        // Collections of different shape.
        Row(old: "[string]", new: "[string: string]", breaks: .both),
        Row(old: "string", new: "[string]", breaks: .both),
    ]

    @Test("each type change breaks exactly the directions the wire format implies", arguments: rows)
    func typeChange(row: Row) throws {
        func schema(_ version: Int, _ type: String) -> (path: String, text: String) {
            (
                "v\(version).yaml",
                "schema: t\nversion: \(version)\ntypes:\n  T:\n    kind: struct\n    fields:\n      f: { id: 1, type: \"\(type)\" }\n"
            )
        }
        let old = SchemaLoader.load(texts: [schema(1, row.old)])
        let new = SchemaLoader.load(texts: [schema(2, row.new)])
        #expect(!old.hasErrors && !new.hasErrors)
        let changes = CompatibilityChecker.compare(old: old, new: new).changes
        try #require(changes.count == 1, "\(changes)")
        #expect(changes[0].rule == row.rule)
        #expect(changes[0].breaks == row.breaks, "\(changes[0].message)")
        #expect(changes[0].location == SourceLocation(file: "v2.yaml", line: 7, column: 26))
    }
}
