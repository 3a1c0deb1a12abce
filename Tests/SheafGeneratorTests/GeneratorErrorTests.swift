import Foundation
import SheafGenerator
import SheafSchema
import Testing

/// Schemas that check but cannot become Swift: the generator refuses them with diagnostics
/// (code, schema location, caret), every problem in one run, instead of writing code that does
/// not compile.
@Suite("Generator errors")
struct GeneratorErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        let code: DiagnosticCode
        let location: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "type named Type",
            files: [
                "a.yaml": """
                schema: s
                version: 1
                types:
                  Type: { kind: struct }
                """
            ], code: .reservedTypeName, location: "a.yaml:4:3"),
        Case(
            name: "type named like a Foundation type",
            files: [
                "a.yaml": """
                schema: s
                version: 1
                types:
                  Ok: { kind: struct }
                  Data: { kind: struct }
                """
            ], code: .reservedTypeName, location: "a.yaml:5:3"),
        Case(
            name: "type named like a runtime type",
            files: [
                "a.yaml": """
                schema: s
                version: 1
                types:
                  SheafWriter: { kind: struct }
                """
            ], code: .reservedTypeName, location: "a.yaml:4:3"),
        Case(
            name: "generic parameter named Self",
            files: [
                "a.yaml": """
                schema: s
                version: 1
                types:
                  Box:
                    kind: struct
                    generic: [Self]
                """
            ], code: .reservedTypeName, location: "a.yaml:6:15"),
        Case(
            name: "family support type clashes",
            files: [
                "a.yaml": """
                schema: s
                version: 1
                types:
                  Pet: { kind: protocol }
                  AnyPet: { kind: struct }
                """
            ], code: .derivedNameClash, location: "a.yaml:4:3"),
        Case(
            name: "open enum with a case named unrecognized",
            files: [
                "a.yaml": """
                schema: s
                version: 1
                types:
                  Mode:
                    kind: enum
                    raw: int8
                    open: true
                    cases: { known: 0, unrecognized: 1 }
                """
            ], code: .unrecognizedCaseClash, location: "a.yaml:8:24"),
        Case(
            name: "two files with one output name",
            files: [
                "one/a.yaml": "schema: s\nversion: 1\ntypes: {}\n",
                "two/a.yaml": "schema: s\nversion: 1\ntypes: {}\n",
            ], code: .outputFileClash, location: "two/a.yaml:1:1"),
    ]

    @Test(arguments: cases)
    func refused(_ testCase: Case) throws {
        let texts = testCase.files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
        let (files, diagnostics, rendered) = GeneratorFixtures.generate(texts: texts)
        #expect(files.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == testCase.code)
        #expect("\(diagnostic.location)" == testCase.location)
        #expect(rendered.hasPrefix("\(testCase.location): error: "))
    }

    @Test("every problem of a schema in one run, each with its place and a caret")
    func allProblemsInOneRun() throws {
        let text = """
            schema: s
            version: 1
            types:
              Type: { kind: struct }
              Box:
                kind: struct
                generic: [Self]
              Pet: { kind: protocol }
              PetFamily: { kind: struct }
              Mode:
                kind: enum
                raw: int8
                open: true
                cases: { known: 0, unrecognized: 1 }
              String: { kind: struct }
            """
        let (files, diagnostics, rendered) = GeneratorFixtures.generate(texts: [(path: "a.yaml", text: text)])
        #expect(files.isEmpty)
        #expect(
            diagnostics.map { "\($0.location) \($0.code.rawValue)" } == [
                "a.yaml:4:3 reserved-type-name",
                "a.yaml:7:15 reserved-type-name",
                "a.yaml:8:3 derived-name-clash",
                "a.yaml:14:24 unrecognized-case-clash",
                "a.yaml:15:3 reserved-type-name",
            ])
        // As swiftc prints them: the header, the source line, a caret under the column.
        #expect(
            rendered.hasPrefix(
                """
                a.yaml:4:3: error: type name 'Type' is a Swift keyword or a type generated code uses; rename the type
                  Type: { kind: struct }
                  ^

                """))
        #expect(
            rendered.contains(
                """
                a.yaml:7:15: error: generic parameter 'Self' of 'Box' is a Swift keyword or a type generated code uses; rename it
                    generic: [Self]
                              ^

                """))
        #expect(rendered.contains("a.yaml:9:3: note: 'PetFamily' declared here\n"))
        #expect(rendered.hasSuffix("5 errors\n"))
    }

    @Test func outputFileNames() {
        #expect(SwiftGenerator.outputFileName(forSchemaAt: "Schemas/company.yaml") == "company.sheaf.swift")
        #expect(SwiftGenerator.outputFileName(forSchemaAt: "/abs/x/kitchen-sink.yml") == "kitchen-sink.sheaf.swift")
        #expect(SwiftGenerator.outputFileName(forSchemaAt: "plain") == "plain.sheaf.swift")
    }

    @Test func pluginNamesOutputsLikeTheGenerator() throws {
        // The plugin cannot link the generator, so it repeats the rule; keep them in step.
        let plugin = try String(
            contentsOf: GeneratorFixtures.repository.appendingPathComponent("Plugins/SheafPlugin/SheafPlugin.swift"), encoding: .utf8)
        #expect(plugin.contains("url.deletingPathExtension().lastPathComponent + \".sheaf.swift\""))
        #expect(SwiftGenerator.outputFileName(forSchemaAt: "Sources/App/schemas/hr.yaml") == "hr.sheaf.swift")
    }

    @Test func visibility() throws {
        let text = "schema: s\nversion: 1\ntypes:\n  Point: { kind: struct, fields: { x: { id: 1, type: int32 } } }\n"
        let result = SchemaLoader.load(texts: [(path: "p.yaml", text: text)])
        var diagnostics = DiagnosticCollector()
        let internalFile = try #require(SwiftGenerator().generate(result.schemaSet, diagnostics: &diagnostics).first)
        #expect(!internalFile.contents.contains("public "))
        #expect(internalFile.contents.contains("\nstruct Point {"))
        let publicFile = try #require(
            SwiftGenerator(options: GeneratorOptions(visibility: .public)).generate(result.schemaSet, diagnostics: &diagnostics).first)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(publicFile.contents.contains("\npublic struct Point {"))
        #expect(publicFile.contents.contains("    public init(x: Int32) {"))
    }
}
