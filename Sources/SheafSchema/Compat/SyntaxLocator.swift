/// Finer locations than the resolved model keeps — a field's type expression and default, a
/// schema's `version:`, a type's `kind:` and `tag:`, a case's raw value, a flag's bit — taken
/// from the syntax of the loaded files, so a change points at the part that changed.
struct SyntaxLocator: Sendable {
    private var versions: [String: SourceLocation] = [:]
    private var types: [String: TypeSyntax] = [:]

    /// No finer locations: the model's are used.
    init() {}

    /// Parses the files again (they are small) to reach their syntax.
    init(sources: [SourceFile]) {
        for source in sources {
            var diagnostics = DiagnosticCollector()
            let file = SchemaFileLoader.parse(Array(source.text.utf8), path: source.path, diagnostics: &diagnostics)
            guard let root = file.root else { continue }
            var decoder = SyntaxDecoder(file: source.path, diagnostics: diagnostics)
            guard let syntax = decoder.decode(root) else { continue }
            if versions[syntax.name.value] == nil { versions[syntax.name.value] = syntax.version.location }
            for type in syntax.types where types[type.name.value] == nil {
                types[type.name.value] = type
            }
        }
    }

    /// Where a schema's `version:` value is written.
    func version(ofSchema name: String) -> SourceLocation? { versions[name] }

    /// Where a type's `kind:` value is written.
    func kind(ofType name: String) -> SourceLocation? { types[name]?.kind.location }

    /// Where a type's `tag:` value is written.
    func tag(ofType name: String) -> SourceLocation? { types[name]?.tag?.location }

    /// Where a type's `raw:` value is written.
    func raw(ofType name: String) -> SourceLocation? { types[name]?.raw?.location }

    /// Where a type's `open:` value is written.
    func open(ofType name: String) -> SourceLocation? { types[name]?.isOpen?.location }

    /// Where a type's first generic parameter is written.
    func generic(ofType name: String) -> SourceLocation? { types[name]?.generic.first?.location }

    /// Where a raw enum case's value is written.
    func rawValue(ofType name: String, caseName: String) -> SourceLocation? {
        types[name]?.cases.first { $0.name.value == caseName }?.rawNode?.location
    }

    /// Where a payload case's id is written.
    func caseId(ofType name: String, caseName: String) -> SourceLocation? {
        types[name]?.cases.first { $0.name.value == caseName }?.id?.location
    }

    /// Where a flag's bit is written.
    func bit(ofType name: String, flag: String) -> SourceLocation? {
        types[name]?.flags.first { $0.name.value == flag }?.bit.location
    }

    /// Where a field's type expression is written (own fields only; inherited ones are the protocol's).
    func fieldType(ofType name: String, caseName: String?, fieldId: Int) -> SourceLocation? {
        field(ofType: name, caseName: caseName, fieldId: fieldId)?.type.location
    }

    /// Where a field's default is written.
    func fieldDefault(ofType name: String, caseName: String?, fieldId: Int) -> SourceLocation? {
        field(ofType: name, caseName: caseName, fieldId: fieldId)?.defaultNode?.location
    }

    private func field(ofType name: String, caseName: String?, fieldId: Int) -> FieldSyntax? {
        guard let type = types[name] else { return nil }
        let fields = caseName.map { caseName in type.cases.first { $0.name.value == caseName }?.fields ?? [] } ?? type.fields
        return fields.first { $0.id.value == fieldId }
    }
}
