import SheafSchema

/// `kind: struct` → a `struct` with memberwise initialiser, binary coder and (unless the
/// `codable` setting is off) `Codable`.
struct StructEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    private var fieldCoder: FieldCoder { FieldCoder(context: context, declaration: declaration) }
    private var message: MessageEmitter { MessageEmitter(context: context) }
    private var access: String { context.access }

    private func isBoxed(_ field: Field) -> Bool {
        context.boxedFields.contains(declaration.name + "." + field.name)
    }

    /// `Optional<SheafIndirect<Wrapped>>` for an optional field (see
    /// ``GeneratorContext/storedType(_:)``), `SheafIndirect<T>` otherwise.
    private func boxType(_ field: Field) -> String {
        if case .optional(let wrapped) = field.type {
            return "Optional<SheafIndirect<\(context.swiftType(wrapped))>>"
        }
        return "SheafIndirect<\(context.swiftType(field.type))>"
    }

    private func storageName(_ field: Field) -> String {
        "_" + field.name + "Storage"
    }

    /// Whether the struct stores an optional as `Optional<T>` (see ``GeneratorContext/storedType(_:)``),
    /// which the file's header explains once.
    static func storesOptionals(_ declaration: TypeDeclaration) -> Bool {
        guard case .structure(let fields) = declaration.kind else { return false }
        return fields.contains { if case .optional = $0.type { true } else { false } }
    }

    func print(into printer: inout CodePrinter) {
        let fields = declaration.fields
        DocComment.print(declaration.doc ?? "`\(declaration.name)`, a struct of schema `\(declaration.schemaName)`.", into: &printer)
        printer.block("\(access)struct \(message.genericDeclarationName(declaration)) {") { printer in
            for field in fields {
                printProperty(field, into: &printer)
            }
            printer.line("/// Fields read from an archive that this version of the schema does not know;")
            printer.line("/// encoding writes them back unchanged.")
            printer.line("\(access)var sheafUnknownFields: SheafUnknownFields")
            fieldCoder.defaults.print(into: &printer)
            printer.blank()
            printInitializer(fields, into: &printer)
        }
        let stored =
            fields.map { field in
                isBoxed(field)
                    ? ValueConformanceEmitter.StoredProperty(name: storageName(field), type: nil)
                    : ValueConformanceEmitter.StoredProperty(name: field.name, type: field.type)
            } + [ValueConformanceEmitter.StoredProperty(name: "sheafUnknownFields", type: nil)]
        if let table = TableStructEmitter(context: context, declaration: declaration) {
            table.printConformances(fields, into: &printer)
            return
        }
        ValueConformanceEmitter(context: context, declaration: declaration).printStruct(stored, into: &printer)
        printer.blank()
        printCoder(fields, into: &printer)
        CodableEmitter(context: context, declaration: declaration).printStructOrClass(fields, into: &printer)
    }

    private func printProperty(_ field: Field, into printer: inout CodePrinter) {
        DocComment.print(field: field, into: &printer)
        let name = SwiftNames.identifier(field.name)
        if isBoxed(field) {
            printer.block("\(access)var \(name): \(context.swiftType(field.type)) {") { printer in
                if case .optional = field.type {
                    // Boxing the wrapped value keeps nil free of any allocation.
                    printer.line("get { \(storageName(field))?.value }")
                    printer.line("set { \(storageName(field)) = newValue.map(SheafIndirect.init) }")
                } else {
                    printer.line("get { \(storageName(field)).value }")
                    printer.line("set { \(storageName(field)).value = newValue }")
                }
            }
            printer.line("private var \(storageName(field)): \(boxType(field))")
        } else {
            printer.line("\(access)var \(name): \(context.storedType(field.type))")
        }
    }

    private func printInitializer(_ fields: [Field], into printer: inout CodePrinter) {
        printer.line("/// Creates a value; parameters follow the schema's declaration order, inherited fields first.")
        printer.list("\(access)init", fields.map(fieldCoder.initializerParameter), " {")
        printer.indented { printer in
            for field in fields {
                printer.line(assignment(of: field, from: SwiftNames.parameter(field.name)))
            }
            printer.line("self.sheafUnknownFields = SheafUnknownFields()")
        }
        printer.line("}")
    }

    /// The statement that stores `value` in `field`, boxing it where the field is boxed.
    private func assignment(of field: Field, from value: String) -> String {
        guard isBoxed(field) else { return "self.\(SwiftNames.identifier(field.name)) = \(value)" }
        if case .optional = field.type {
            return "self.\(storageName(field)) = \(value).map(SheafIndirect.init)"
        }
        return "self.\(storageName(field)) = SheafIndirect(\(value))"
    }

    private func printCoder(_ fields: [Field], into printer: inout CodePrinter) {
        printer.block("extension \(declaration.name): SheafGeneratedMessage {") { printer in
            message.printIdentity(declaration, into: &printer)
            printer.blank()
            printer.line("/// Writes the value's bare form: length, then its fields in id order.")
            printer.block("\(access)func encode(to writer: inout SheafWriter) throws(SheafError) {") { printer in
                printer.line("let mark = try writer.beginLengthDelimited()")
                fieldCoder.printFieldWrites(fields, into: &printer)
                printer.line("writer.endLengthDelimited(mark)")
            }
            printer.blank()
            printer.line("/// Reads the value's bare form; unknown fields are kept, missing ones take their defaults.")
            printer.block("\(access)init(from reader: inout SheafReader) throws(SheafError) {") { printer in
                printer.line("let frame = try reader.beginLengthDelimited()")
                fieldCoder.printFieldReads(fields, into: &printer)
                printer.line("try reader.endLengthDelimited(frame)")
                // Stored properties assigned here rather than through `self.init(…)`, and none
                // of them has an initial value (not even the implicit `nil` of a `T?` property:
                // optionals are stored as `Optional<T>`): otherwise the optimiser builds the value
                // in a temporary and copies it into `self`, retaining every string and array once
                // more per decoded value.
                for field in fields {
                    printer.line(assignment(of: field, from: fieldCoder.local(field)))
                }
                printer.line("self.sheafUnknownFields = unknown")
            }
        }
    }
}
