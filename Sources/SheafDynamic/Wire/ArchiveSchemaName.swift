import SheafSchema

extension SchemaSet {
    /// The schema name an archive of `rootType` carries in its header, when the set holds
    /// several schemas: the schema that declares the first declared type met reading the type
    /// expression left to right — a generic type before its arguments, a map's key before its
    /// value (`Stack<Employee>` → `Stack`'s schema, `[string: Shape]` → `Shape`'s). Nil for a
    /// root type that names no declared type (`[string]`, `int64`).
    func archiveSchemaName(for rootType: TypeReference) -> String? {
        switch rootType {
        case .primitive, .genericParameter: return nil
        case .optional(let wrapped), .list(let wrapped): return archiveSchemaName(for: wrapped)
        case .map(let key, let value):
            return archiveSchemaName(for: key) ?? archiveSchemaName(for: value)
        case .protocolValue(let name): return self[typeNamed: name]?.schemaName
        case .named(let name, let arguments):
            return self[typeNamed: name]?.schemaName
                ?? arguments.lazy.compactMap { self.archiveSchemaName(for: $0) }.first
        }
    }
}
