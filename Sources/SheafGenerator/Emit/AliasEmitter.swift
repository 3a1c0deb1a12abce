import SheafSchema

/// A field renamed with `aliases:` is safe on the wire (ids, not names), and its old names
/// stay usable in Swift too: one deprecated property per alias, forwarding to the field, in
/// an extension after the type. Code written against an old name still compiles, with a
/// deprecation warning whose fix-it renames the call site.
///
/// ```swift
/// extension Item {
///     /// The former name of `title`, kept so that code using it still compiles.
///     @available(*, deprecated, renamed: "title")
///     public var text: String {
///         get { self.title }
///         set { self.title = newValue }
///     }
/// }
/// ```
///
/// Structs and classes get one for each aliased field, inherited ones included; a protocol
/// gets one for each of its own aliased fields (in a protocol extension, so `any P` values
/// have it). Payload-enum case fields are associated-value labels, which have no aliases.
///
/// Structs and classes also keep their old initialiser labels: a deprecated initialiser for
/// each combination of old and current names of the renamed fields (an old name's parameter
/// has no default, so a call that does not use it never picks that initialiser), forwarding to
/// the memberwise one. A type with more than ``maximumCombinations`` such combinations gets
/// those in which every renamed field takes the alias at the same position in its list.
struct AliasEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    /// The most deprecated initialisers one type gets.
    static let maximumCombinations = 16

    func print(into printer: inout CodePrinter) {
        let aliases = declaration.fields.flatMap { field in field.aliases.map { (field: field, alias: $0) } }
        guard !aliases.isEmpty else { return }
        printer.blank()
        printer.block("extension \(declaration.name) {") { printer in
            for (index, (field, alias)) in aliases.enumerated() {
                if index > 0 { printer.blank() }
                let name = "self." + SwiftNames.identifier(field.name)
                printer.line("/// The former name of `\(field.name)`, kept so that code using it still compiles.")
                printer.line("@available(*, deprecated, renamed: \(SwiftNames.stringLiteral(field.name)))")
                let type = context.swiftType(field.type)
                printer.block("\(context.access)var \(SwiftNames.identifier(alias)): \(type) {") { printer in
                    printer.line("get { \(name) }")
                    printer.line("set { \(name) = newValue }")
                }
            }
            printInitializers(into: &printer)
        }
    }

    /// One deprecated initialiser per combination of old labels (see the type's comment).
    private func printInitializers(into printer: inout CodePrinter) {
        let isClass: Bool
        switch declaration.kind {
        case .structure: isClass = false
        case .classType: isClass = true
        default: return
        }
        let fields = declaration.fields
        let fieldCoder = FieldCoder(context: context, declaration: declaration)
        for labels in labelCombinations(fields) {
            printer.blank()
            let renames = zip(fields, labels).compactMap { field, label in label.map { (old: $0, new: field.name) } }
            let message = renames.map { "'\($0.old)' is now '\($0.new)'" }.joined(separator: ", ")
            let current = fields.map { SwiftNames.identifier($0.name) + ":" }.joined()
            printer.line(
                "/// The memberwise initialiser with the former name\(renames.count == 1 ? "" : "s") of \(renames.map { "`\($0.new)`" }.joined(separator: ", "))."
            )
            printer.line(
                "@available(*, deprecated, renamed: \(SwiftNames.stringLiteral("init(\(current))")), message: \(SwiftNames.stringLiteral(message)))"
            )
            let parameters = zip(fields, labels).map { field, label in
                guard let label else { return fieldCoder.initializerParameter(field) }
                let (outer, inner) = (SwiftNames.identifier(label), SwiftNames.parameter(label))
                return (outer == inner ? outer : "\(outer) \(inner)") + ": \(context.swiftType(field.type))"
            }
            printer.list("\(context.access)\(isClass ? "convenience " : "")init", parameters, " {")
            printer.indented { printer in
                let arguments = zip(fields, labels).map { field, label in
                    "\(SwiftNames.identifier(field.name)): \(SwiftNames.parameter(label ?? field.name))"
                }
                printer.list("self.init", arguments)
            }
            printer.line("}")
        }
    }

    /// For each deprecated initialiser, the old label of each field (nil: its current name),
    /// in declaration order; never all nil.
    private func labelCombinations(_ fields: [Field]) -> [[String?]] {
        let choices: [[String?]] = fields.map { [nil] + $0.aliases.map { Optional($0) } }
        let count = choices.reduce(1) { $0 * $1.count }
        if count - 1 <= Self.maximumCombinations {
            var combinations: [[String?]] = [[]]
            for options in choices {
                combinations = combinations.flatMap { prefix in options.map { prefix + [$0] } }
            }
            return Array(combinations.dropFirst())
        }
        let longest = fields.map(\.aliases.count).max() ?? 0
        return (0..<longest).map { position in
            fields.map { position < $0.aliases.count ? $0.aliases[position] : nil }
        }
    }
}
