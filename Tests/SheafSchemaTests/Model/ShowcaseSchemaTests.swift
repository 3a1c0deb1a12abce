import Foundation
import SheafSchema
import Testing

/// The schemas the project ships must check clean, and must between them use every
/// construct of the language.
@Suite("Showcase schemas")
struct ShowcaseSchemaTests {
    static let showcase = Fixtures.repository.appendingPathComponent("Schemas").path
    static let evolution = ["v1", "v2", "v3", "v4"].map {
        Fixtures.repository.appendingPathComponent("Schemas/evolution/\($0)").path
    }

    @Test("Schemas/ checks without errors; its only warnings are the deliberate style ones")
    func showcaseIsClean() {
        let result = SchemaLoader.load(paths: [Self.showcase])
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        #expect(result.diagnostics.allSatisfy { $0.code == .namingStyle })
        #expect(result.schemaSet.schemas.count >= 2)
    }

    @Test("each evolution step checks clean", arguments: evolution)
    func evolutionStepIsClean(path: String) {
        let result = SchemaLoader.load(paths: [path])
        #expect(result.diagnostics.isEmpty, "\(result.renderer.render(result.diagnostics))")
        #expect(result.schemaSet.schemas.count == 1)
    }

    @Test("the evolution series raises its version at every step")
    func evolutionVersionsIncrease() {
        let versions = Self.evolution.compactMap { SchemaLoader.load(paths: [$0]).schemaSet.schemas.first?.version }
        #expect(versions == versions.sorted() && Set(versions).count == Self.evolution.count)
    }

    @Test("the showcase uses every construct")
    func showcaseCoversTheLanguage() {
        let set = SchemaLoader.load(paths: [Self.showcase]).schemaSet
        let declarations = set.allDeclarations
        let fields =
            declarations.flatMap(\.fields)
            + declarations.flatMap { declaration -> [Field] in
                if case .payloadEnum(let cases) = declaration.kind { return cases.flatMap(\.fields) }
                return []
            }
        func uses(_ predicate: (TypeReference) -> Bool) -> Bool {
            fields.contains { field in field.type.anyPart(predicate) }
        }
        for primitive in Primitive.allCases {
            #expect(uses { $0 == .primitive(primitive) }, "no field uses \(primitive)")
        }
        #expect(declarations.contains { if case .rawEnum(let raw) = $0.kind { raw.isOpen } else { false } })
        #expect(declarations.contains { if case .rawEnum(let raw) = $0.kind { raw.rawType == .string } else { false } })
        #expect(declarations.contains { if case .payloadEnum = $0.kind { !$0.genericParameters.isEmpty } else { false } })
        #expect(declarations.contains { if case .options = $0.kind { true } else { false } })
        #expect(declarations.contains { $0.isClass })
        #expect(declarations.contains { $0.genericParameters.count >= 2 })
        #expect(declarations.contains { $0.conformances.count >= 2 })
        #expect(uses { if case .map(_, .list(.protocolValue)) = $0 { true } else { false } })
        #expect(
            uses {
                if case .named(_, let arguments) = $0 { arguments.contains { if case .list = $0 { true } else { false } } } else { false }
            })
        #expect(uses { $0.description.filter { $0 == "[" }.count >= 4 }, "no list nested four deep")
        #expect(fields.contains { !$0.aliases.isEmpty })
        #expect(fields.contains { $0.since != nil })
        #expect(declarations.contains { !$0.reservedIds.isEmpty && !$0.reservedNames.isEmpty })
        #expect(fields.contains { ["default", "class", "self", "protocol"].contains($0.name) })
    }
}

extension TypeReference {
    /// Whether this reference or any part of it (element, key, value, argument) satisfies `predicate`.
    func anyPart(_ predicate: (TypeReference) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .primitive, .genericParameter, .protocolValue: return false
        case .optional(let wrapped), .list(let wrapped): return wrapped.anyPart(predicate)
        case .map(let key, let value): return key.anyPart(predicate) || value.anyPart(predicate)
        case .named(_, let arguments): return arguments.contains { $0.anyPart(predicate) }
        }
    }
}
