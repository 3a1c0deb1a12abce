/// Builds one declaration from its syntax: generic parameters, conformances, tag,
/// own fields, enum cases and option flags, with the checks that need only the
/// declaration itself. Inherited fields are added later by `InheritanceResolver`.
struct DeclarationBuilder {
    let syntax: TypeSyntax
    let declarations: [String: TypeSyntax]
    let fields: FieldResolver
    /// The fields written in the declaration itself, after `build`.
    private(set) var ownFields: [Field] = []

    init(syntax: TypeSyntax, declarations: [String: TypeSyntax], fields: FieldResolver) {
        self.syntax = syntax
        self.declarations = declarations
        self.fields = fields
    }

    private var name: String { syntax.name.value }
    private var owner: String { "\(syntax.kind.value.rawValue) '\(name)'" }

    mutating func build(diagnostics: inout DiagnosticCollector) -> TypeDeclaration {
        let generics = genericParameters(diagnostics: &diagnostics)
        let conformances = checkConformances(isGeneric: !generics.isEmpty, diagnostics: &diagnostics)
        let tag = checkTag(conformances: conformances, diagnostics: &diagnostics)
        let kind: TypeDeclaration.Kind
        switch syntax.kind.value {
        case .struct, .class, .protocol:
            ownFields = fields.resolve(
                syntax.fields, genericParameters: generics, schemaVersion: syntax.schemaVersion,
                diagnostics: &diagnostics)
            switch syntax.kind.value {
            case .struct: kind = .structure(fields: ownFields)
            case .class: kind = .classType(fields: ownFields)
            default: kind = .protocolFamily(fields: ownFields, members: [])
            }
        case .enum:
            kind = EnumBuilder(syntax: syntax, fields: fields)
                .build(genericParameters: generics, diagnostics: &diagnostics)
        case .options:
            kind = .options(optionFlags(diagnostics: &diagnostics))
        }
        var reservedIds: [Int] = []
        var reservedNames: [String] = []
        for entry in syntax.reserved {
            switch entry.value {
            case .id(let id): reservedIds.append(id)
            case .name(let name): reservedNames.append(name)
            }
        }
        return TypeDeclaration(
            name: name, schemaName: syntax.schemaName, kind: kind, genericParameters: generics,
            conformances: conformances, tag: tag, reservedIds: reservedIds.sorted(),
            reservedNames: reservedNames.sorted(), doc: syntax.doc, location: syntax.name.location,
            kindLocation: syntax.kind.location, tagLocation: tag == nil ? nil : syntax.tag?.location,
            genericParameterLocations: generics.compactMap { name in syntax.generic.first { $0.value == name }?.location })
    }

    private func genericParameters(diagnostics: inout DiagnosticCollector) -> [String] {
        if !syntax.generic.isEmpty, syntax.kind.value == .enum, syntax.raw != nil {
            diagnostics.error(
                .invalidGenericParameter, at: syntax.generic[0].location,
                "raw-value enum '\(name)' cannot be generic")
            return []
        }
        var seen: [String: SourceLocation] = [:]
        var result: [String] = []
        for parameter in syntax.generic {
            let text = parameter.value
            if let first = seen[text] {
                diagnostics.error(
                    .invalidGenericParameter, at: parameter.location,
                    "generic parameter '\(text)' is declared twice in \(owner)",
                    notes: [.init(location: first, message: "first declared here")])
                continue
            }
            if Primitive(rawValue: text) != nil || declarations[text] != nil {
                diagnostics.error(
                    .invalidGenericParameter, at: parameter.location,
                    "generic parameter '\(text)' of \(owner) has the name of a type; choose another name")
                continue
            }
            seen[text] = parameter.location
            result.append(text)
        }
        return result
    }

    private func checkConformances(isGeneric: Bool, diagnostics: inout DiagnosticCollector) -> [String] {
        var result: [String] = []
        let protocols = declarations.values.filter { $0.kind.value == .protocol }.map(\.name.value).sorted()
        for entry in syntax.conforms {
            guard let target = declarations[entry.value] else {
                diagnostics.error(
                    .unknownType, at: entry.location,
                    "unknown protocol '\(entry.value)'" + NameSuggester.hint(for: entry.value, among: protocols))
                continue
            }
            guard target.kind.value == .protocol else {
                diagnostics.error(
                    .invalidConformance, at: entry.location,
                    "'\(entry.value)' is a \(target.kind.value.rawValue), not a protocol; only protocols can be listed in 'conforms'",
                    notes: [.init(location: target.name.location, message: "'\(entry.value)' declared here")])
                continue
            }
            if isGeneric {
                diagnostics.error(
                    .invalidConformance, at: entry.location,
                    "generic \(owner) cannot conform to '\(entry.value)': a tag cannot tell its type arguments apart")
                continue
            }
            if result.contains(entry.value) {
                diagnostics.error(
                    .invalidConformance, at: entry.location, "\(owner) lists '\(entry.value)' twice in 'conforms'")
                continue
            }
            result.append(entry.value)
        }
        return result
    }

    private func checkTag(conformances: [String], diagnostics: inout DiagnosticCollector) -> String? {
        guard let tag = syntax.tag else { return conformances.isEmpty ? nil : name }
        guard !conformances.isEmpty else {
            diagnostics.error(
                .tagWithoutFamily, at: tag.location,
                "\(owner) has a tag but conforms to no protocol; tags identify members of a protocol family")
            return nil
        }
        let allowed = tag.value.unicodeScalars.allSatisfy {
            TypeExpressionParser.isIdentifierContinuation($0) || $0 == "." || $0 == "-"
        }
        guard !tag.value.isEmpty, allowed else {
            diagnostics.error(
                .invalidName, at: tag.location,
                "tag '\(tag.value)' may contain only letters, digits, '_', '.' and '-'")
            return name
        }
        return tag.value
    }

    private func optionFlags(diagnostics: inout DiagnosticCollector) -> OptionFlags {
        var rawType = Primitive.uint64
        if let raw = syntax.raw {
            if let primitive = Primitive(rawValue: raw.value), primitive.isUnsignedInteger,
                primitive != .uint
            {
                rawType = primitive
            } else {
                diagnostics.error(
                    .invalidRawType, at: raw.location,
                    "the raw type of option set '\(name)' must be uint8, uint16, uint32 or uint64, not '\(raw.value)'")
            }
        }
        let width = rawType.integerBitWidth ?? 64
        var flags: [OptionFlag] = []
        var firstByBit: [Int: FlagSyntax] = [:]
        for flag in syntax.flags {
            if flag.bit.value >= width {
                diagnostics.error(
                    .optionBitOutOfRange, at: flag.bit.location,
                    "bit \(flag.bit.value) of flag '\(flag.name.value)' does not fit \(rawType.rawValue) (bits 0 to \(width - 1))")
                continue
            }
            if let first = firstByBit[flag.bit.value] {
                diagnostics.error(
                    .duplicateOptionBit, at: flag.bit.location,
                    "flag '\(flag.name.value)' uses bit \(flag.bit.value), already used by '\(first.name.value)'",
                    notes: [.init(location: first.name.location, message: "'\(first.name.value)' declared here")])
                continue
            }
            firstByBit[flag.bit.value] = flag
            flags.append(
                OptionFlag(name: flag.name.value, bit: flag.bit.value, location: flag.name.location, bitLocation: flag.bit.location))
        }
        return OptionFlags(rawType: rawType, flags: flags, rawTypeLocation: syntax.raw?.location)
    }
}
