import SheafSchema

/// `kind: options` → an `OptionSet` struct (``SheafOptionSet``) with one static property
/// per flag, named after it. Bits without a name are kept.
struct OptionSetEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration
    let flags: OptionFlags

    func print(into printer: inout CodePrinter) {
        let access = context.access
        let raw = flags.rawType.swiftName
        DocComment.print(declaration.doc ?? "`\(declaration.name)`, an option set of schema `\(declaration.schemaName)`.", into: &printer)
        printer.block("\(access)struct \(declaration.name): SheafOptionSet, Hashable, Sendable\(context.codableConformance) {") { printer in
            printer.line("/// The bits, including any this version of the schema does not name.")
            printer.line("\(access)var rawValue: \(raw)")
            printer.blank()
            printer.line("/// Creates a set from its bits.")
            printer.block("\(access)init(rawValue: \(raw)) {") { printer in
                printer.line("self.rawValue = rawValue")
            }
            for flag in flags.flags {
                printer.blank()
                printer.line("/// Bit \(flag.bit).")
                printer.line("\(access)static let \(SwiftNames.identifier(flag.name)) = \(declaration.name)(rawValue: 1 << \(flag.bit))")
            }
        }
        printer.blank()
        printer.block("extension \(declaration.name): SheafGeneratedMessage {") { printer in
            MessageEmitter(context: context).printIdentity(declaration, into: &printer)
        }
    }
}
