/// The stable identity of each check. Codes never change once released, so tools
/// and tests can match on them; the message text may improve over time.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable {
    // MARK: Files and YAML
    /// A schema file or folder could not be read.
    case unreadableFile = "unreadable-file"
    /// A folder given on the command line holds no `*.yaml` file.
    case noSchemaFiles = "no-schema-files"
    /// A file named on the command line is not a schema file: its name does not end in `.yaml`.
    case notSchemaFile = "not-schema-file"
    /// libyaml rejected the text (reader, scanner or parser error).
    case yamlSyntax = "yaml-syntax"
    /// A key appears twice in one mapping.
    case duplicateKey = "duplicate-key"
    /// Anchors and aliases are not part of the schema language.
    case yamlAlias = "yaml-alias"
    /// The document nests deeper than the reader allows.
    case yamlTooDeep = "yaml-too-deep"
    /// A file holds more than one YAML document, or none.
    case yamlDocumentCount = "yaml-document-count"

    // MARK: Schema structure
    /// A node has the wrong YAML kind (mapping, list, scalar).
    case wrongNodeKind = "wrong-node-kind"
    /// A mapping has a key the schema language does not know.
    case unknownKey = "unknown-key"
    /// A mapping lacks a required key.
    case missingKey = "missing-key"
    /// A name is not an identifier.
    case invalidName = "invalid-name"
    /// A number, flag or other scalar does not have the expected form.
    case invalidValue = "invalid-value"
    /// A type expression does not parse.
    case invalidTypeExpression = "invalid-type-expression"
    /// `kind:` names no known kind, or a key does not fit the kind.
    case invalidKind = "invalid-kind"

    // MARK: Names and references
    /// Two declarations share a type name.
    case duplicateType = "duplicate-type"
    /// Files of one schema disagree on its version.
    case schemaVersionMismatch = "schema-version-mismatch"
    /// A type expression names no type in scope.
    case unknownType = "unknown-type"
    /// A generic type is used with the wrong number of arguments.
    case genericArity = "generic-arity"
    /// A generic parameter is declared twice or shadows a type.
    case invalidGenericParameter = "invalid-generic-parameter"
    /// `conforms` names something that is not a protocol, or a type that cannot conform.
    case invalidConformance = "invalid-conformance"

    // MARK: Fields
    /// Field ids must be in 1...536870911.
    case fieldIdOutOfRange = "field-id-out-of-range"
    /// Two fields of one type (inherited ones included) share an id.
    case duplicateFieldId = "duplicate-field-id"
    /// Two fields of one type (inherited ones and aliases included) share a name.
    case duplicateFieldName = "duplicate-field-name"
    /// A field uses a reserved id or name.
    case reservedField = "reserved-field"
    /// A default does not have the field's type, or the type takes no default.
    case invalidDefault = "invalid-default"
    /// `since` is greater than the schema's version.
    case sinceAfterVersion = "since-after-version"
    /// A map key type is not bool, an integer, string, uuid or a raw enum.
    case invalidMapKey = "invalid-map-key"
    /// `T??`: an optional of an optional cannot be told apart on the wire.
    case nestedOptional = "nested-optional"
    /// A struct or enum contains itself by value, so it would be infinitely large.
    case recursiveValueType = "recursive-value-type"
    /// Two protocols give a member conflicting inherited fields.
    case conflictingInheritedField = "conflicting-inherited-field"

    // MARK: Enums, options, families
    /// Two members of a protocol family share a tag.
    case duplicateTag = "duplicate-tag"
    /// `tag` on a type that conforms to no protocol.
    case tagWithoutFamily = "tag-without-family"
    /// An enum's raw type is not an integer type or string; an options raw type is not unsigned.
    case invalidRawType = "invalid-raw-type"
    /// A raw value does not fit or match the raw type.
    case invalidRawValue = "invalid-raw-value"
    /// Two cases share a raw value or case id.
    case duplicateEnumValue = "duplicate-enum-value"
    /// An option bit does not fit the raw type.
    case optionBitOutOfRange = "option-bit-out-of-range"
    /// Two flags share a bit.
    case duplicateOptionBit = "duplicate-option-bit"
    /// A type declares nothing where something is needed (an enum without cases…).
    case emptyDeclaration = "empty-declaration"

    // MARK: Generator (schemas that check but cannot become Swift)
    /// A type or generic parameter is named like a Swift keyword or a type generated code
    /// depends on (`Type`, `Self`, `String`, `Data`, `SheafWriter`…).
    case reservedTypeName = "reserved-type-name"
    /// A name the generator derives for a protocol (`VehicleFamily`, `AnyVehicle`) is
    /// already a type of the set.
    case derivedNameClash = "derived-name-clash"
    /// An open enum declares a case named `unrecognized`, which generated code adds.
    case unrecognizedCaseClash = "unrecognized-case-clash"
    /// Two schema files would generate output files of the same name.
    case outputFileClash = "output-file-clash"

    // MARK: Style (warnings)
    /// A name does not follow Swift's conventions (UpperCamelCase types, lowerCamelCase members).
    case namingStyle = "naming-style"
}
