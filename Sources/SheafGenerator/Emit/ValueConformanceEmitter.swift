import SheafSchema

/// `Equatable`, `Hashable` and `Sendable` for a struct or payload enum whose members allow them
/// (conditional on the generic parameters of a generic type).
///
/// Swift synthesises them, except in two cases where they are spelled out:
/// - a member holds protocol-family values (`any Vehicle`, `[any Vehicle]`): an existential is
///   not `Equatable` itself, so `==` and `hash(into:)` compare such members through their
///   family's `SheafFamilyValue` wrapper (equal when of the same member type and equal);
/// - a stored property is named `nan`: Swift warns ("'.nan' == '.nan' is always false") about
///   the synthesised comparison of a property with that name, so `==` compares it through
///   local constants.
struct ValueConformanceEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    /// A stored property of a struct: its name and, for a field, its type (nil for storage
    /// compared as it is, such as `sheafUnknownFields` or a boxed field's box).
    struct StoredProperty {
        var name: String
        var type: TypeReference?
    }

    private var access: String { context.access }

    /// Prints the conformances of a struct with these stored properties.
    func printStruct(_ properties: [StoredProperty], into printer: inout CodePrinter) {
        let holdsFamilies = properties.contains { $0.type.map(context.containsFamily) ?? false }
        let spellsEquality = holdsFamilies || properties.contains { $0.name == "nan" }
        printConformances(
            into: &printer,
            equality: spellsEquality ? { printStructEquality(properties, into: &$0) } : nil,
            hashing: holdsFamilies ? { printStructHashing(properties, into: &$0) } : nil)
    }

    /// Prints the conformances of a payload enum with these cases.
    func printPayloadEnum(_ cases: [PayloadCase], into printer: inout CodePrinter) {
        let holdsFamilies = cases.contains { $0.fields.contains { context.containsFamily($0.type) } }
        printConformances(
            into: &printer,
            equality: holdsFamilies ? { printCaseEquality(cases, into: &$0) } : nil,
            hashing: holdsFamilies ? { printCaseHashing(cases, into: &$0) } : nil)
    }

    private func printConformances(
        into printer: inout CodePrinter, equality: ((inout CodePrinter) -> Void)?, hashing: ((inout CodePrinter) -> Void)?
    ) {
        guard context.valueSemanticTypes.contains(declaration.name) else { return }
        printer.blank()
        if declaration.genericParameters.isEmpty && equality == nil && hashing == nil {
            printer.line("extension \(declaration.name): Equatable, Hashable, Sendable {}")
            return
        }
        for (protocolName, body) in [("Equatable", equality), ("Hashable", hashing), ("Sendable", nil)] {
            let header =
                "extension \(declaration.name): \(protocolName)\(MessageEmitter(context: context).whereClause(declaration, protocolName)) {"
            guard let body else {
                printer.line(header + "}")
                continue
            }
            if protocolName != "Equatable" { printer.blank() }
            printer.block(header, body)
            printer.blank()
        }
    }

    // MARK: Structs

    private func printStructEquality(_ properties: [StoredProperty], into printer: inout CodePrinter) {
        printer.line("/// Whether every stored property is equal\(comparisonNote(properties.compactMap(\.type))).")
        printer.block("\(access)static func == (lhs: Self, rhs: Self) -> Bool {") { printer in
            for property in properties {
                let name = SwiftNames.identifier(property.name)
                let (left, right) = (comparable("lhs.\(name)", property.type), comparable("rhs.\(name)", property.type))
                guard property.name == "nan" else {
                    // A statement condition takes a trailing closure (`.map { … }`) only in parentheses.
                    let isWrapped = property.type.map(context.containsFamily) ?? false
                    let condition = isWrapped ? "(\(left)) == (\(right))" : "\(left) == \(right)"
                    printer.line("guard \(condition) else { return false }")
                    continue
                }
                printer.line("let (leftNan, rightNan) = (\(left), \(right))")
                printer.line("guard leftNan == rightNan else { return false }")
            }
            printer.line("return true")
        }
    }

    private func printStructHashing(_ properties: [StoredProperty], into printer: inout CodePrinter) {
        printer.line("/// Hashes every stored property, as `==` compares them.")
        printer.block("\(access)func hash(into hasher: inout Hasher) {") { printer in
            for property in properties {
                printer.line("hasher.combine(\(comparable(SwiftNames.identifier(property.name), property.type)))")
            }
        }
    }

    // MARK: Payload enums

    private func printCaseEquality(_ cases: [PayloadCase], into printer: inout CodePrinter) {
        printer.line(
            "/// Whether both values are the same case with equal fields\(comparisonNote(cases.flatMap { $0.fields.map(\.type) })).")
        printer.block("\(access)static func == (lhs: Self, rhs: Self) -> Bool {") { printer in
            printer.line("switch (lhs, rhs) {")
            for payloadCase in cases {
                let fields = payloadCase.fields
                let (left, right) = (pattern(payloadCase, fields, binding: "left"), pattern(payloadCase, fields, binding: "right"))
                guard !fields.isEmpty else {
                    printer.line("case (\(left), \(right)): return true")
                    continue
                }
                let comparisons = fields.enumerated().map { index, field in
                    "\(comparable("left\(index)", field.type)) == \(comparable("right\(index)", field.type))"
                }
                printer.line("case let (\(left), \(right)): return " + comparisons.joined(separator: " && "))
            }
            if cases.count > 1 { printer.line("default: return false") }
            printer.line("}")
        }
    }

    private func printCaseHashing(_ cases: [PayloadCase], into printer: inout CodePrinter) {
        printer.line("/// Hashes the case's id and its fields, as `==` compares them.")
        printer.block("\(access)func hash(into hasher: inout Hasher) {") { printer in
            printer.line("switch self {")
            for payloadCase in cases {
                let fields = payloadCase.fields
                printer.line("case \(fields.isEmpty ? "" : "let ")\(pattern(payloadCase, fields, binding: "value")):")
                printer.indented { printer in
                    printer.line("hasher.combine(\(payloadCase.id))")
                    for (index, field) in fields.enumerated() {
                        printer.line("hasher.combine(\(comparable("value\(index)", field.type)))")
                    }
                }
            }
            printer.line("}")
        }
    }

    /// `.circle(left0, left1)`: the case with its fields bound to `binding` and their index.
    private func pattern(_ payloadCase: PayloadCase, _ fields: [Field], binding: String) -> String {
        let name = "." + SwiftNames.identifier(payloadCase.name)
        return fields.isEmpty ? name : name + "(" + fields.indices.map { "\(binding)\($0)" }.joined(separator: ", ") + ")"
    }

    // MARK: Helpers

    /// The expression compared and hashed for a member: family values wrapped so they are.
    private func comparable(_ expression: String, _ type: TypeReference?) -> String {
        type.map { context.toWire(expression, $0) } ?? expression
    }

    private func comparisonNote(_ types: [TypeReference]) -> String {
        types.contains(where: context.containsFamily) ? " (protocol values: of the same member type and equal)" : ""
    }
}
