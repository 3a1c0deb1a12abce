/// A value with the place it was written.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var location: SourceLocation
}

/// One schema file as written: the AST stage between YAML nodes and the resolved model.
/// Everything keeps its location; nothing is resolved yet.
struct SchemaFileSyntax: Sendable {
    var file: String
    var name: Located<String>
    var version: Located<Int>
    var doc: String?
    var types: [TypeSyntax]
}

/// A declaration as written under `types:`.
struct TypeSyntax: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case `struct`, `class`, `enum`, options, `protocol`
    }

    var file: String
    var schemaName: String
    var schemaVersion: Int
    var name: Located<String>
    var kind: Located<Kind>
    var doc: String?
    var fields: [FieldSyntax] = []
    var reserved: [Located<ReservedEntry>] = []
    var generic: [Located<String>] = []
    var conforms: [Located<String>] = []
    var tag: Located<String>?
    /// `raw:` as written (a primitive's name).
    var raw: Located<String>?
    var isOpen: Located<Bool>?
    var cases: [CaseSyntax] = []
    var flags: [FlagSyntax] = []
}

/// One entry of `reserved:`.
enum ReservedEntry: Sendable {
    case id(Int)
    case name(String)
}

/// A field as written.
struct FieldSyntax: Sendable {
    var name: Located<String>
    var id: Located<Int>
    var type: TypeExpression
    var defaultNode: YAMLNode?
    var doc: String?
    var since: Located<Int>?
    var aliases: [Located<String>]
}

/// An enum case as written: a raw value, or an id with fields.
struct CaseSyntax: Sendable {
    var name: Located<String>
    /// The raw value node of a raw-enum case.
    var rawNode: YAMLNode?
    /// The id of a payload-enum case.
    var id: Located<Int>?
    var fields: [FieldSyntax]
    var doc: String?
}

/// An option flag as written.
struct FlagSyntax: Sendable {
    var name: Located<String>
    var bit: Located<Int>
}
