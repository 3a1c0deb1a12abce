import SheafSchema

/// `kind: class` → a `final class` with `var` properties whose shared instances and cycles
/// survive a round trip (``SheafClass``).
///
/// Decoding creates the instance before its fields (so references back to it resolve), which
/// needs a placeholder for every property. Types with an obvious empty value use it; others
/// (structs, enums, classes, protocol values, generic parameters, urls) are stored as a
/// private optional behind a computed property, set by the initialiser and by decoding.
struct ClassEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    private var fieldCoder: FieldCoder { FieldCoder(context: context, declaration: declaration) }
    private var message: MessageEmitter { MessageEmitter(context: context) }
    private var access: String { context.access }

    /// The placeholder of a field's type, or nil when the field needs optional storage.
    private func placeholder(_ type: TypeReference) -> String? {
        switch type {
        case .optional: return "nil"
        case .list: return "[]"
        case .map: return "[:]"
        case .primitive(let primitive):
            switch primitive {
            case .bool: return "false"
            case .string: return "\"\""
            case .bytes: return "Data()"
            case .timestamp: return "Date(timeIntervalSince1970: 0)"
            case .uuid: return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
            case .url: return nil
            default: return "0"
            }
        case .named(let name, _):
            switch context.set[typeNamed: name]?.kind {
            case .options: return "[]"
            case .rawEnum(let rawEnum): return rawEnum.cases.first.map { "." + SwiftNames.identifier($0.name) }
            default: return nil
            }
        case .genericParameter, .protocolValue:
            return nil
        }
    }

    private func storageName(_ field: Field) -> String {
        "_" + field.name + "Storage"
    }

    func print(into printer: inout CodePrinter) {
        let fields = declaration.fields
        DocComment.print(
            declaration.doc ?? "`\(declaration.name)`, a class of schema `\(declaration.schemaName)`.",
            note: "Shared instances and cycles survive a round trip through an archive.", into: &printer)
        printer.block("\(access)final class \(message.genericDeclarationName(declaration)): SheafClass {") { printer in
            for field in fields {
                printProperty(field, into: &printer)
            }
            printer.line("/// Fields read from an archive that this version of the schema does not know;")
            printer.line("/// encoding writes them back unchanged.")
            printer.line("\(access)var sheafUnknownFields = SheafUnknownFields()")
            fieldCoder.defaults.print(into: &printer)
            printer.blank()
            printInitializers(fields, into: &printer)
        }
        printer.blank()
        printCoder(fields, into: &printer)
        CodableEmitter(context: context, declaration: declaration).printStructOrClass(fields, into: &printer)
    }

    private func printProperty(_ field: Field, into printer: inout CodePrinter) {
        DocComment.print(field: field, into: &printer)
        let name = SwiftNames.identifier(field.name)
        let type = context.swiftType(field.type)
        if placeholder(field.type) == nil {
            printer.block("\(access)var \(name): \(type) {") { printer in
                // Set by every initialiser and by decoding before the instance is handed out.
                printer.line("get { \(storageName(field))! }")
                printer.line("set { \(storageName(field)) = newValue }")
            }
            printer.line("private var \(storageName(field)): \(context.swiftType(.optional(field.type)))")
        } else {
            printer.line("\(access)var \(name): \(type)")
        }
    }

    private func printInitializers(_ fields: [Field], into printer: inout CodePrinter) {
        printer.line("/// Creates an instance; parameters follow the schema's declaration order, inherited fields first.")
        printer.list("\(access)init", fields.map(fieldCoder.initializerParameter), " {")
        printer.indented { printer in
            for field in fields {
                let inner = SwiftNames.parameter(field.name)
                if placeholder(field.type) == nil {
                    printer.line("self.\(storageName(field)) = \(inner)")
                } else {
                    printer.line("self.\(SwiftNames.identifier(field.name)) = \(inner)")
                }
            }
        }
        printer.line("}")
        printer.blank()
        printer.line("/// Creates an instance whose fields decoding fills in (see `SheafClass`).")
        printer.block("\(access)init(sheafPlaceholder: Void) {") { printer in
            for field in fields {
                if let value = placeholder(field.type) {
                    printer.line("self.\(SwiftNames.identifier(field.name)) = \(value)")
                } else {
                    printer.line("self.\(storageName(field)) = nil")
                }
            }
        }
    }

    private func printCoder(_ fields: [Field], into printer: inout CodePrinter) {
        printer.block("extension \(declaration.name): SheafGeneratedMessage {") { printer in
            message.printIdentity(declaration, into: &printer)
            printer.blank()
            printer.line("/// Writes the instance's fields in id order (the runtime puts them in the instance's entry).")
            printer.block("\(access)func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) {") { printer in
                fieldCoder.printFieldWrites(fields, into: &printer)
            }
            printer.blank()
            printer.line("/// Reads the instance's fields into it; unknown fields are kept, missing ones take their defaults.")
            printer.block("\(access)func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {") { printer in
                fieldCoder.printFieldReads(fields, into: &printer)
                for field in fields {
                    printer.line("self.\(SwiftNames.identifier(field.name)) = \(fieldCoder.local(field))")
                }
                printer.line("self.sheafUnknownFields = unknown")
            }
        }
    }
}
