/// Gives each protocol member the fields of its protocols (first, in `conforms`
/// order), then checks every struct, class and protocol's complete field list.
struct InheritanceResolver {
    let syntaxByName: [String: TypeSyntax]
    let ownFields: [String: [Field]]

    func apply(to declarations: inout [String: TypeDeclaration], diagnostics: inout DiagnosticCollector) {
        for name in declarations.keys.sorted() {
            guard var declaration = declarations[name], let syntax = syntaxByName[name] else { continue }
            let own = ownFields[name] ?? []
            var inherited: [Field] = []
            var reserved = syntax.reserved
            for protocolName in declaration.conformances {
                guard let protocolSyntax = syntaxByName[protocolName] else { continue }
                reserved += protocolSyntax.reserved
                let location = syntax.conforms.first { $0.value == protocolName }?.location ?? syntax.name.location
                for var field in ownFields[protocolName] ?? [] {
                    field.inheritedFrom = protocolName
                    if let existing = inherited.first(where: { $0.name == field.name || $0.id == field.id }) {
                        if existing.name == field.name, existing.id == field.id, existing.type == field.type,
                            existing.defaultValue == field.defaultValue
                        {
                            continue  // The same field from two protocols is one field.
                        }
                        diagnostics.error(
                            .conflictingInheritedField, at: location,
                            "'\(name)' inherits field '\(field.name)' (id \(field.id)) from '\(protocolName)', which conflicts with field '\(existing.name)' (id \(existing.id)) from '\(existing.inheritedFrom ?? "")'",
                            notes: [
                                .init(location: existing.location, message: "'\(existing.name)' declared here"),
                                .init(location: field.location, message: "'\(field.name)' declared here"),
                            ])
                        continue
                    }
                    inherited.append(field)
                }
            }
            let all = inherited + own
            FieldResolver.checkUniqueness(
                inherited.map(FieldResolver.Identity.init) + syntax.fields.map(FieldResolver.Identity.init),
                reserved: reserved, owner: "\(syntax.kind.value.rawValue) '\(name)'", diagnostics: &diagnostics)
            switch declaration.kind {
            case .structure: declaration.kind = .structure(fields: all)
            case .classType: declaration.kind = .classType(fields: all)
            default: break
            }
            declarations[name] = declaration
        }
    }
}
