/// Turns the syntax of every file of a schema set into the resolved `SchemaSet`:
/// groups files into schemas, wires references, merges inherited fields, and runs
/// every check of the schema language into the collector.
struct Resolver {
    var diagnostics: DiagnosticCollector

    /// Resolves the files; the set holds every declaration that could be resolved, so
    /// later checks see as much as possible even when some parts are wrong.
    mutating func resolve(_ files: [SchemaFileSyntax]) -> SchemaSet {
        let schemas = groupSchemas(files)
        let syntaxByName = indexDeclarations(files)
        let typeResolver = TypeResolver(declarations: syntaxByName)
        let fieldResolver = FieldResolver(
            types: typeResolver, defaults: DefaultResolver(declarations: syntaxByName),
            optionSetNames: Set(syntaxByName.values.filter { $0.kind.value == .options }.map(\.name.value)))

        // Own fields first, so members can inherit from protocols afterwards.
        var declarations: [String: TypeDeclaration] = [:]
        var ownFields: [String: [Field]] = [:]
        for syntax in syntaxByName.values.sorted(by: { $0.name.location < $1.name.location }) {
            var builder = DeclarationBuilder(
                syntax: syntax, declarations: syntaxByName, fields: fieldResolver)
            let declaration = builder.build(diagnostics: &diagnostics)
            declarations[syntax.name.value] = declaration
            ownFields[syntax.name.value] = builder.ownFields
        }
        InheritanceResolver(syntaxByName: syntaxByName, ownFields: ownFields)
            .apply(to: &declarations, diagnostics: &diagnostics)
        FamilyChecker.assignMembers(&declarations, syntaxByName: syntaxByName, diagnostics: &diagnostics)
        RecursionChecker(declarations: declarations).check(diagnostics: &diagnostics)
        StyleChecker.check(syntaxByName.values, diagnostics: &diagnostics)

        let resolvedSchemas = schemas.map { schema in
            var schema = schema
            schema.typeNames = declarations.values.filter { $0.schemaName == schema.name }.map(\.name).sorted()
            // A type declared twice is kept where it is first declared.
            schema.declarationOrder = files.filter { $0.name.value == schema.name }.flatMap(\.types)
                .filter { declarations[$0.name.value]?.location == $0.name.location }.map(\.name.value)
            return schema
        }
        return SchemaSet(schemas: resolvedSchemas, types: declarations)
    }

    /// Files with one `schema:` name form one schema; their versions must agree.
    private mutating func groupSchemas(_ files: [SchemaFileSyntax]) -> [Schema] {
        var schemas: [String: (schema: Schema, versionLocation: SourceLocation)] = [:]
        var order: [String] = []
        for file in files {
            let name = file.name.value
            guard let existing = schemas[name] else {
                schemas[name] = (
                    Schema(
                        name: name, version: file.version.value, files: [file.file], typeNames: [],
                        doc: file.doc, location: file.name.location, versionLocation: file.version.location),
                    file.version.location
                )
                order.append(name)
                continue
            }
            if existing.schema.version != file.version.value {
                diagnostics.error(
                    .schemaVersionMismatch, at: file.version.location,
                    "schema '\(name)' is at version \(existing.schema.version) in another file, not \(file.version.value)",
                    notes: [.init(location: existing.versionLocation, message: "version \(existing.schema.version) declared here")])
            }
            schemas[name]?.schema.files.append(file.file)
            if schemas[name]?.schema.doc == nil { schemas[name]?.schema.doc = file.doc }
        }
        return order.compactMap { schemas[$0]?.schema }
    }

    /// Type names are unique across the set; a second declaration is reported and dropped.
    private mutating func indexDeclarations(_ files: [SchemaFileSyntax]) -> [String: TypeSyntax] {
        var byName: [String: TypeSyntax] = [:]
        for file in files {
            for type in file.types {
                if let first = byName[type.name.value] {
                    diagnostics.error(
                        .duplicateType, at: type.name.location, "type '\(type.name.value)' is declared twice",
                        notes: [.init(location: first.name.location, message: "first declared here")])
                    continue
                }
                byName[type.name.value] = type
            }
        }
        return byName
    }
}
