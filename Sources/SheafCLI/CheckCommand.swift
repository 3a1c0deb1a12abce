import ArgumentParser
import SheafSchema

/// `sheaf check SCHEMA…`: parse and check schemas, print every diagnostic.
struct CheckCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and check schemas; print every problem with file:line:column.")

    @Argument(help: "Schema files or folders.")
    var schemas: [String]

    mutating func checkArguments() throws {
        if schemas.isEmpty { throw ValidationError("Give at least one schema file or folder.") }
    }

    func run() throws {
        let (set, result) = try SchemaInput.load(schemas)
        let declarations = set.allDeclarations
        let fieldCount = declarations.reduce(0) { count, declaration in
            if case .payloadEnum(let cases) = declaration.kind {
                return count + cases.reduce(0) { $0 + $1.fields.count }
            }
            return count + declaration.fields.filter { $0.inheritedFrom == nil }.count
        }
        let files = result.sources.count
        let summary = DiagnosticRenderer.summary(of: result.diagnostics)
        Output.line(
            "ok: \(files) file\(files == 1 ? "" : "s"), \(set.schemas.count) schema\(set.schemas.count == 1 ? "" : "s"), "
                + "\(declarations.count) type\(declarations.count == 1 ? "" : "s"), \(fieldCount) field\(fieldCount == 1 ? "" : "s")"
                + (result.diagnostics.isEmpty ? "" : "; \(summary)"))
        for schema in set.schemas {
            let types = set.declarations(in: schema)
            let kinds = Dictionary(grouping: types, by: { $0.kind.keyword })
                .sorted { $0.key < $1.key }
                .map { "\($0.value.count) \($0.key)" }
                .joined(separator: ", ")
            let count = "\(types.count) type\(types.count == 1 ? "" : "s")"
            Output.line("  \(schema.name) v\(schema.version): " + (types.isEmpty ? count : "\(count) (\(kinds))"))
        }
    }
}
