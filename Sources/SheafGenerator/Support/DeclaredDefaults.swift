import SheafSchema

/// The defaults a type's schema declares, each spelled once in the generated type: a static
/// property per defaulted field (`static var sheafDefaultAge: Int32 { 18 }`) that the
/// memberwise initialiser, the binary encoder and decoder and `Codable` all read, so the four
/// cannot disagree. Natural defaults (`nil`, `[]`, `[:]`) belong to the type and stay literal.
struct DeclaredDefaults {
    private let context: GeneratorContext
    /// The defaulted fields in declaration order (a payload enum's case by case), with their
    /// static properties' names.
    private let entries: [(field: Field, name: String)]
    /// How function bodies name the type: `Self`, or its name when a property is called `Self`.
    private let qualifier: String

    /// The defaults of a struct's, class's or protocol's fields, or of every payload-enum case's.
    ///
    /// - Parameter typeName: The Swift type that holds them, when it is not the declaration
    ///   itself (a family's opaque member).
    init(context: GeneratorContext, declaration: TypeDeclaration, typeName: String? = nil) {
        self.context = context
        qualifier = declaration.fields.contains { $0.name == "Self" } ? typeName ?? declaration.name : "Self"
        var candidates: [(field: Field, name: String, fallback: String)] = []
        let prefix = "sheafDefault"
        if case .payloadEnum(let cases) = declaration.kind {
            for payloadCase in cases {
                for field in payloadCase.fields where context.declaredDefault(field) != nil {
                    let name = prefix + Self.capitalized(payloadCase.name) + Self.capitalized(field.name)
                    candidates.append((field, name, prefix + "\(payloadCase.id)_\(field.id)"))
                }
            }
        } else {
            for field in declaration.fields where context.declaredDefault(field) != nil {
                candidates.append((field, prefix + Self.capitalized(field.name), prefix + "\(field.id)"))
            }
        }
        // Names that differ only in their first letter's case would collide once capitalised:
        // those fall back to ids, which are unique.
        let counts = Dictionary(candidates.map { ($0.name, 1) }, uniquingKeysWith: +)
        entries = candidates.map { ($0.field, counts[$0.name] == 1 ? $0.name : $0.fallback) }
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The static property holding the field's declared default, if it has one: its bare name,
    /// which default arguments use.
    func name(of field: Field) -> String? {
        // Not `==`: a NaN default is not equal to itself.
        entries.first { $0.field.id == field.id && $0.field.name == field.name && $0.field.location == field.location }?.name
    }

    /// The static property holding the field's declared default, as function bodies name it.
    func reference(to field: Field) -> String? {
        name(of: field).map { qualifier + "." + $0 }
    }

    /// Prints the static properties (nothing for a type without declared defaults).
    func print(into printer: inout CodePrinter) {
        guard !entries.isEmpty else { return }
        // Default arguments of the (public) memberwise initialiser read them.
        let attribute = context.options.visibility == .internal ? "" : "@usableFromInline "
        printer.blank()
        for (field, name) in entries {
            let literal = context.declaredDefault(field) ?? ""
            printer.line("\(attribute)static var \(name): \(context.swiftType(field.type)) { \(literal) }")
        }
    }
}
