/// Resolves and checks one list of fields: a struct's, class's or protocol's (with the
/// inherited ones), or a payload-enum case's.
struct FieldResolver {
    let types: TypeResolver
    let defaults: DefaultResolver
    /// Declarations that are option sets: their fields default to the empty set.
    let optionSetNames: Set<String>

    /// Resolves written fields; those whose type or default is wrong are left out after diagnostics.
    func resolve(
        _ fields: [FieldSyntax], genericParameters: [String], schemaVersion: Int,
        diagnostics: inout DiagnosticCollector
    ) -> [Field] {
        fields.compactMap { syntax in
            guard let type = types.resolve(syntax.type, genericParameters: genericParameters, diagnostics: &diagnostics)
            else { return nil }
            // A wrong default is reported but the field is kept, so its id and name are still checked.
            let defaultValue = syntax.defaultNode.flatMap {
                defaults.resolve($0, for: type, fieldName: syntax.name.value, diagnostics: &diagnostics)
            }
            if let since = syntax.since, since.value > schemaVersion {
                diagnostics.error(
                    .sinceAfterVersion, at: since.location,
                    "field '\(syntax.name.value)' is marked since version \(since.value), but the schema is at version \(schemaVersion)")
            }
            return Field(
                name: syntax.name.value, id: syntax.id.value, type: type, defaultValue: defaultValue,
                doc: syntax.doc, since: syntax.since?.value, aliases: syntax.aliases.map(\.value),
                location: syntax.name.location, idLocation: syntax.id.location, typeLocation: syntax.type.location,
                defaultLocation: defaultValue == nil ? nil : syntax.defaultNode?.location,
                isOptionSet: optionSetNames.contains)
        }
    }

    /// The parts of a field that must be unique, taken from the syntax so that a field
    /// whose type did not resolve still takes part in the checks.
    struct Identity {
        var name: String
        var id: Int
        var aliases: [String]
        var location: SourceLocation
        var idLocation: SourceLocation

        init(_ field: Field) {
            self.init(name: field.name, id: field.id, aliases: field.aliases, location: field.location, idLocation: field.location)
        }

        init(_ syntax: FieldSyntax) {
            self.init(
                name: syntax.name.value, id: syntax.id.value, aliases: syntax.aliases.map(\.value),
                location: syntax.name.location, idLocation: syntax.id.location)
        }

        init(name: String, id: Int, aliases: [String], location: SourceLocation, idLocation: SourceLocation) {
            self.name = name
            self.id = id
            self.aliases = aliases
            self.location = location
            self.idLocation = idLocation
        }
    }

    /// Checks ids and names (aliases included) for clashes and reserved entries.
    ///
    /// - Parameters:
    ///   - fields: every field of the type, inherited ones first.
    ///   - reserved: the type's and its protocols' reserved entries.
    static func checkUniqueness(
        _ fields: [Identity], reserved: [Located<ReservedEntry>], owner: String,
        diagnostics: inout DiagnosticCollector
    ) {
        var firstById: [Int: Identity] = [:]
        var firstByName: [String: Identity] = [:]
        var reservedIds: [Int: SourceLocation] = [:]
        var reservedNames: [String: SourceLocation] = [:]
        for entry in reserved {
            switch entry.value {
            case .id(let id): reservedIds[id] = reservedIds[id] ?? entry.location
            case .name(let name): reservedNames[name] = reservedNames[name] ?? entry.location
            }
        }
        for field in fields {
            if let first = firstById[field.id] {
                diagnostics.error(
                    .duplicateFieldId, at: field.idLocation,
                    "field id \(field.id) of '\(field.name)' is already used by '\(first.name)' in \(owner)",
                    notes: [.init(location: first.location, message: "'\(first.name)' declared here")])
            } else {
                firstById[field.id] = field
            }
            if let reservedAt = reservedIds[field.id] {
                diagnostics.error(
                    .reservedField, at: field.idLocation, "field id \(field.id) of '\(field.name)' is reserved in \(owner)",
                    notes: [.init(location: reservedAt, message: "reserved here")])
            }
            for (index, name) in ([field.name] + field.aliases).enumerated() {
                let what = index == 0 ? "field name" : "alias"
                if let first = firstByName[name] {
                    diagnostics.error(
                        .duplicateFieldName, at: field.location,
                        "\(what) '\(name)' is already used by field '\(first.name)' in \(owner)",
                        notes: [.init(location: first.location, message: "first used here")])
                } else {
                    firstByName[name] = field
                }
                if let reservedAt = reservedNames[name] {
                    diagnostics.error(
                        .reservedField, at: field.location, "\(what) '\(name)' is reserved in \(owner)",
                        notes: [.init(location: reservedAt, message: "reserved here")])
                }
            }
        }
    }
}
