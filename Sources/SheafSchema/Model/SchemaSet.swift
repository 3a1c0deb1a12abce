/// Every schema loaded together: the resolved model generators and tools read.
///
/// Type names are unique across the set, so a reference names one declaration.
public struct SchemaSet: Hashable, Sendable {
    /// The schemas, sorted by name.
    public private(set) var schemas: [Schema]
    /// Every declared type by name.
    public private(set) var types: [String: TypeDeclaration]
    /// The files the set was loaded from, in load order, with their exact text: what record
    /// streams embed (empty for a set built in memory).
    public var sourceFiles: [SchemaSourceFile] = []

    /// Creates a schema set from resolved parts.
    public init(schemas: [Schema], types: [String: TypeDeclaration]) {
        self.schemas = schemas.sorted { $0.name < $1.name }
        self.types = types
    }

    /// The declaration of a type, if the set has one by that name.
    public subscript(typeNamed name: String) -> TypeDeclaration? { types[name] }

    /// The schema of that name, if any.
    public func schema(named name: String) -> Schema? {
        schemas.first { $0.name == name }
    }

    /// The schema a declaration of this set belongs to.
    ///
    /// - Parameter declaration: A declaration of this set.
    /// - Returns: Its schema.
    public func schema(declaring declaration: TypeDeclaration) -> Schema {
        guard let schema = schema(named: declaration.schemaName) else {
            preconditionFailure("'\(declaration.name)' is not a declaration of this schema set")
        }
        return schema
    }

    /// The declarations of a schema, sorted by name.
    public func declarations(in schema: Schema) -> [TypeDeclaration] {
        schema.typeNames.compactMap { types[$0] }
    }

    /// The declarations of one file, in the order the file writes them.
    ///
    /// - Parameter path: A file of the set, as its declarations' locations name it.
    /// - Returns: Its declarations.
    public func declarations(inFile path: String) -> [TypeDeclaration] {
        schemas.flatMap(\.declarationOrder).compactMap { types[$0] }.filter { $0.location.file == path }
    }

    /// Every declaration in the set, sorted by name.
    public var allDeclarations: [TypeDeclaration] {
        types.keys.sorted().compactMap { types[$0] }
    }

    /// The members of a protocol family, sorted by tag.
    public func members(ofFamily name: String) -> [TypeDeclaration] {
        guard case .protocolFamily(_, let members)? = types[name]?.kind else { return [] }
        return members.compactMap { types[$0] }
    }

    /// The member of a family that carries a tag.
    public func member(ofFamily name: String, tag: String) -> TypeDeclaration? {
        members(ofFamily: name).first { $0.tag == tag }
    }

    /// Whether values of a (fully substituted) type default to empty when absent:
    /// optionals, lists, maps and option sets.
    public func hasNaturalDefault(_ type: TypeReference) -> Bool {
        naturalDefault(of: type) != nil
    }

    /// The value a field of a (fully substituted) type takes when absent and not given a
    /// default, or nil when it has none.
    public func naturalDefault(of type: TypeReference) -> NaturalDefault? {
        NaturalDefault.of(type) { name in
            if case .options? = types[name]?.kind { return true }
            return false
        }
    }
}
