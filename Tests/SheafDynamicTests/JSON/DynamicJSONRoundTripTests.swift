import Foundation
import SheafDynamic
import SheafDynamicTestSupport
import SheafSchema
import Testing

/// write → read gives the archive back exactly, and writing again gives the same text,
/// for random archives of every kind of type (generated as the wire decoder hands them over).
@Suite("JSON form round trips")
struct DynamicJSONRoundTripTests {
    static let types = [
        "Employee", "Stack<int64>", "Stack<[string: Shape?]>", "Vehicle", "Garage", "Node", "Scalars", "Keys", "Bag",
        "Cell<int8>", "Cell<Employee?>", "Either<Shape, [Node]>", "Evolving", "Expr", "Album", "[Attachment]",
        "[string: [Huge: Gender]]", "Gender", "Duties", "Huge", "Word", "Wide", "Tiny", "float32", "[float64]",
        "timestamp", "[uuid: [bool: bytes]]", "[Word: url]", "[[[int8?]?]]", "Attachment?", "[Node?]",
    ]

    @Test("random archives survive write → read", arguments: types)
    func roundTrip(typeText: String) throws {
        let schemaSet = try FormFixtures.formSchema()
        let type = try schemaSet.resolve(typeExpression: typeText)
        for seed in 0..<40 as Range<UInt64> {
            var generator = ValueGenerator(seed: seed &* 7919 &+ UInt64(typeText.utf8.count), schemaSet: schemaSet)
            let archive = generator.archive(type)
            let text = try DynamicJSON.write(archive, schemaSet: schemaSet)
            let back = try DynamicJSON.read(text, rootType: type, schemaSet: schemaSet)
            #expect(back == archive, "seed \(seed):\n\(text)")
            #expect(try DynamicJSON.write(back, schemaSet: schemaSet) == text)
        }
    }

    @Test("the showcase schemas' types survive write → read")
    func showcaseSchemas() throws {
        let folder = FormFixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas")
        let result = SchemaLoader.load(paths: [folder.path])
        try #require(!result.hasErrors)
        let schemaSet = result.schemaSet
        var checked = 0
        for declaration in schemaSet.allDeclarations where declaration.genericParameters.isEmpty {
            let type: TypeReference = declaration.isProtocol ? .protocolValue(declaration.name) : .named(declaration.name, arguments: [])
            if declaration.isProtocol, schemaSet.members(ofFamily: declaration.name).isEmpty { continue }
            for seed in 0..<5 as Range<UInt64> {
                var generator = ValueGenerator(seed: seed, schemaSet: schemaSet)
                let archive = generator.archive(type, depth: 3)
                let text = try DynamicJSON.write(archive, schemaSet: schemaSet)
                let back = try DynamicJSON.read(text, rootType: type, schemaSet: schemaSet)
                #expect(back == archive, "\(declaration.name) seed \(seed):\n\(text)")
                checked += 1
            }
        }
        #expect(checked >= 100)
    }
}
