import SheafSchema
import Testing

/// The resolved model as the one hand-off: every part keeps where it is written, and the model
/// answers what each field of a generic instance needs (requiredness, natural default, wire
/// kind, packing) so that no later stage works it out again.
@Suite("Type instances and locations in the model")
struct TypeInstanceTests {
    static let text = """
        schema: shop
        version: 2
        types:
          Color:
            kind: enum
            raw: string
            open: true
            cases: { red: r, green: g }
          Flags:
            kind: options
            raw: uint8
            flags: { hot: 0, cold: 3 }
          Item:
            kind: protocol
            fields:
              sku: { id: 1, type: string }
          Pair:
            kind: struct
            generic: [A, B]
            fields:
              first:  { id: 1, type: A }
              second: { id: 2, type: "[B]" }
              count:  { id: 3, type: int32, default: 1 }
          Cup:
            kind: struct
            conforms: [Item]
            tag: cup
            fields:
              color: { id: 2, type: Color }
              flags: { id: 3, type: Flags }
              sizes: { id: 4, type: "[uint16]?" }
              note:  { id: 5, type: "string?" }
              ratio: { id: 6, type: float32 }
          Shape:
            kind: enum
            generic: [T]
            cases:
              dot: { id: 1, fields: { at: { id: 1, type: T } } }
        """

    static let set: SchemaSet = {
        let result = SchemaLoader.load(texts: [(path: "shop.yaml", text: text)])
        precondition(!result.hasErrors, "\(result.diagnostics)")
        return result.schemaSet
    }()

    /// `line:column` of a location, for comparing with the text above.
    func at(_ location: SheafSchema.SourceLocation?) -> String {
        location.map { "\($0.line):\($0.column)" } ?? "none"
    }

    @Test("every part of a declaration keeps where it is written")
    func locations() throws {
        let set = Self.set
        #expect(at(set.schemas[0].versionLocation) == "2:10")
        let color = try #require(set[typeNamed: "Color"])
        #expect(at(color.kindLocation) == "5:11")
        guard case .rawEnum(let raw) = color.kind else {
            Issue.record("Color is not a raw enum")
            return
        }
        #expect(at(raw.rawTypeLocation) == "6:10")
        #expect(at(raw.openLocation) == "7:11")
        #expect(raw.cases.map { at($0.rawValueLocation) } == ["8:19", "8:29"])
        let flags = try #require(set[typeNamed: "Flags"])
        guard case .options(let options) = flags.kind else {
            Issue.record("Flags is not an option set")
            return
        }
        #expect(at(options.rawTypeLocation) == "11:10")
        #expect(options.flags.map { at($0.bitLocation) } == ["12:19", "12:28"])
        let pair = try #require(set[typeNamed: "Pair"])
        #expect(pair.genericParameterLocations.map { at($0) } == ["19:15", "19:18"])
        let count = try #require(pair.fields.first { $0.name == "count" })
        #expect(at(count.idLocation) == "23:21")
        #expect(at(count.typeLocation) == "23:30")
        #expect(at(count.defaultLocation) == "23:46")
        #expect(at(pair.fields[0].defaultLocation) == "none")
        let cup = try #require(set[typeNamed: "Cup"])
        #expect(at(cup.tagLocation) == "27:10")
        let shape = try #require(set[typeNamed: "Shape"])
        guard case .payloadEnum(let cases) = shape.kind else {
            Issue.record("Shape has no payload cases")
            return
        }
        #expect(at(cases[0].idLocation) == "38:18")
    }

    @Test("a generic instance: substituted types, requiredness by argument, natural defaults")
    func genericInstance() throws {
        let set = Self.set
        let optionalFirst = try #require(
            set.instance(of: .named("Pair", arguments: [.optional(.primitive(.string)), .primitive(.float64)])))
        #expect(optionalFirst.fields.map(\.name) == ["first", "second", "count"])
        #expect(optionalFirst.fields.map(\.type.description) == ["string?", "[float64]", "int32"])
        #expect(optionalFirst.fields.map(\.isRequired) == [false, false, false])
        #expect(optionalFirst.fields.map(\.naturalDefault) == [.absent, .emptyList, nil])
        #expect(optionalFirst.fields[1].packing == .float64)
        #expect(optionalFirst.fields.map(\.wireKind) == [.len, .len, .varint])

        let requiredFirst = try #require(set.instance(of: .named("Pair", arguments: [.primitive(.int8), .named("Flags", arguments: [])])))
        #expect(requiredFirst.fields[0].isRequired)
        #expect(requiredFirst.fields[0].wireKind == .varint)
        #expect(requiredFirst.fields[1].packing == ListPacking.none)

        // The declaration itself: the argument decides.
        let pair = try #require(set[typeNamed: "Pair"])
        #expect(pair.fields.map(\.requiredness) == [.byGenericArgument, .defaulted, .defaulted])

        let shape = try #require(set.instance(of: .named("Shape", arguments: [.primitive(.uuid)])))
        #expect(shape.cases.map(\.payloadCase.name) == ["dot"])
        #expect(shape.cases[0].fields.map(\.type) == [.primitive(.uuid)])
        #expect(shape.cases[0].fields[0].isRequired)
        #expect(set.instance(of: .primitive(.int8)) == nil)
        #expect(set.instance(of: .named("Missing", arguments: [])) == nil)
    }

    @Test("wire kinds and packing of every field shape")
    func wireKinds() throws {
        let cup = try #require(Self.set.instance(of: .named("Cup", arguments: [])))
        #expect(cup.fields.map(\.name) == ["sku", "color", "flags", "sizes", "note", "ratio"])
        #expect(cup.fields.map(\.wireKind) == [.len, .len, .varint, .len, .len, .i32])
        #expect(cup.fields.map(\.isRequired) == [true, true, false, false, false, true])
        #expect(cup.fields.map(\.naturalDefault) == [nil, nil, .emptyOptions, .absent, .absent, nil])
        #expect(cup.fields[3].packing == .integer(signed: false, size: 2))
        #expect(cup.fields[0].field.inheritedFrom == "Item")
    }
}
