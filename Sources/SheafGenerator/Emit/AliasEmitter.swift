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
struct AliasEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    func print(into printer: inout CodePrinter) {
        let aliases = context.declarationOrder(declaration.fields).flatMap { field in field.aliases.map { (field: field, alias: $0) } }
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
        }
    }
}
