import SheafSchema

/// `optimize: size` for a struct: instead of coders of its own, the type carries a table of its
/// fields (`SheafMessageTable`: ids, names, offsets, presence, and a blank value holding the
/// defaults), and the runtime's one generic path encodes, decodes, compares, hashes and
/// implements `Codable` from it. The declaration, initialiser and archives are the speed
/// mode's.
///
/// Structs the tables do not cover keep the speed mode's coders (``isTableDriven(_:context:)``):
/// generic structs (no static stored property in a generic type), structs that are not
/// value-semantic (a table hashes every field) or hold protocol values (an existential is not
/// `SheafCodable`), structs with boxed (recursive) fields (a computed property has no offset),
/// and structs with a required field whose type has no placeholder value for the blank (a
/// payload enum, a class, or a struct that is itself not table-driven). docs/Generator.md,
/// "Choosing a mode", gives each reason in full.
struct TableStructEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    /// The emitter for `declaration`, or nil when it keeps the speed mode's coders.
    init?(context: GeneratorContext, declaration: TypeDeclaration) {
        guard Self.isTableDriven(declaration, context: context) else { return nil }
        self.context = context
        self.declaration = declaration
    }

    /// Whether `declaration` is emitted with a table (`optimize: size` and a struct the
    /// tables cover).
    static func isTableDriven(_ declaration: TypeDeclaration, context: GeneratorContext) -> Bool {
        guard context.options.optimize == .size else { return false }
        var visiting: Set<String> = []
        return isCovered(declaration, context: context, visiting: &visiting)
    }

    private static func isCovered(_ declaration: TypeDeclaration, context: GeneratorContext, visiting: inout Set<String>) -> Bool {
        guard case .structure(let fields) = declaration.kind, declaration.genericParameters.isEmpty,
            context.valueSemanticTypes.contains(declaration.name), visiting.insert(declaration.name).inserted
        else { return false }
        defer { visiting.remove(declaration.name) }
        return fields.allSatisfy { field in
            !context.boxedFields.contains(declaration.name + "." + field.name) && !context.containsFamily(field.type)
                && field.requiredness != .byGenericArgument
                && (hasDefault(field, context: context)
                    || placeholder(field.type, context: context, visiting: &visiting) != nil)
        }
    }

    /// Whether the memberwise initialiser gives the field a default (declared or natural).
    private static func hasDefault(_ field: Field, context: GeneratorContext) -> Bool {
        context.declaredDefault(field) != nil || context.naturalDefault(field) != nil
    }

    /// A value of `type` for the blank value's required fields (decoding replaces it, or fails).
    private static func placeholder(_ type: TypeReference, context: GeneratorContext, visiting: inout Set<String>) -> String? {
        switch type {
        case .primitive(let primitive):
            switch primitive {
            case .bool: return "false"
            case .string: return "\"\""
            case .bytes: return "Data()"
            case .timestamp: return "Date(timeIntervalSince1970: 0)"
            case .url: return "URL(fileURLWithPath: \"/\")"
            case .uuid: return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
            default: return "0"
            }
        case .named(let name, let arguments) where arguments.isEmpty:
            guard let declaration = context.set[typeNamed: name] else { return nil }
            switch declaration.kind {
            case .rawEnum(let rawEnum):
                return rawEnum.cases.first.map { "." + SwiftNames.identifier($0.name) }
            case .options:
                return "[]"
            case .structure:
                return isCovered(declaration, context: context, visiting: &visiting) ? "\(name).sheafTable.blankValue" : nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Prints the conformances: `SheafTableMessage` with the table, `Hashable`, `Sendable` and,
    /// unless the `codable` setting is off, `Codable` (their members come from the runtime,
    /// driven by the table).
    func printConformances(_ fields: [Field], into printer: inout CodePrinter) {
        let access = context.access
        let name = declaration.name
        printer.blank()
        printer.block("extension \(name): SheafGeneratedMessage, SheafTableMessage, Hashable, Sendable {") { printer in
            MessageEmitter(context: context).printIdentity(declaration, into: &printer)
            printer.blank()
            printer.line("/// The fields, from which the runtime codes, compares and hashes values of this type.")
            printer.line("\(access)static let sheafTable = SheafMessageTable<\(name)>(")
            printer.indented { printer in
                printer.line("blank: \(blankExpression(fields)),")
                printer.line("unknownFields: \\.sheafUnknownFields,")
                if FieldCoder(context: context, declaration: declaration).keepsPayloadCases(fields) {
                    printer.line("keepsPayloadCases: true,")
                }
                let entries = context.wireOrder(fields).map(entry)
                if entries.isEmpty {
                    printer.line("fields: [])")
                    return
                }
                printer.line("fields: [")
                printer.indented { printer in
                    for entry in entries { printer.line(entry + ",") }
                }
                printer.line("])")
            }
        }
        if context.options.codable {
            printer.blank()
            printer.line("extension \(name): Codable {}")
        }
    }

    /// `Employee(name: "", age: 0, id: 0)`: the initialiser with placeholders for the fields
    /// that have no default.
    private func blankExpression(_ fields: [Field]) -> String {
        var visiting: Set<String> = [declaration.name]
        let arguments = fields.compactMap { field -> String? in
            guard !Self.hasDefault(field, context: context),
                let value = Self.placeholder(field.type, context: context, visiting: &visiting)
            else { return nil }
            return "\(SwiftNames.argumentLabel(field.name)): \(value)"
        }
        return "\(declaration.name)(\(arguments.joined(separator: ", ")))"
    }

    /// `SheafTableField(1, "name", \Employee.name, .required)`.
    private func entry(_ field: Field) -> String {
        let presence =
            field.requiredness == .required ? ".required" : context.declaredDefault(field) != nil ? ".declaredDefault" : ".natural"
        var text =
            "SheafTableField(\(field.id), \(SwiftNames.stringLiteral(field.name)), \\\(declaration.name).\(SwiftNames.identifier(field.name)), \(presence)"
        if !field.aliases.isEmpty {
            text += ", aliases: " + SwiftNames.stringLiteral(field.aliases.joined(separator: ","))
        }
        return text + ")"
    }
}
