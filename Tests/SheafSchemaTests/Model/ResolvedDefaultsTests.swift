import SheafSchema
import Testing

/// Defaults are resolved once, in the model: an enum case with the raw value it stands for,
/// an unsigned field's default as an unsigned value, so no reader resolves them again.
@Suite("Resolved defaults in the model")
struct ResolvedDefaultsTests {
    static let text = """
        schema: paint
        version: 1
        types:
          Color:
            kind: enum
            raw: int16
            cases: { red: -5, green: 0x10 }
          Label:
            kind: enum
            raw: string
            cases: { plain: p, bold: B }
          Pot:
            kind: struct
            fields:
              color:  { id: 1, type: Color, default: green }
              label:  { id: 2, type: Label, default: bold }
              litres: { id: 3, type: uint32, default: 7 }
              big:    { id: 4, type: uint64, default: 18446744073709551615 }
              shift:  { id: 5, type: int8, default: -3 }
        """

    @Test func defaultsAreValues() throws {
        let result = SchemaLoader.load(texts: [(path: "paint.yaml", text: Self.text)])
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        let fields = try #require(result.schemaSet[typeNamed: "Pot"]).fields
        #expect(
            fields.map(\.defaultValue) == [
                .enumCase(name: "green", rawValue: .int(16)),
                .enumCase(name: "bold", rawValue: .string("B")),
                .uint(7),
                .uint(UInt64.max),
                .int(-3),
            ])
    }
}
