import SheafSchema

/// `kind: enum` without `raw` → an `enum` whose cases carry associated values labelled by
/// the case's field names (a case without fields has no parentheses).
///
/// Wire form: length, the case id, then the case's fields keyed like a struct's. An enum case
/// has nowhere to keep fields it does not know, so the struct or class whose field holds the
/// value keeps them (`SheafUnknownFields.payloadCases`) and the writer puts them back for a
/// value written unchanged; an unknown case id is an error.
struct PayloadEnumEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration
    let cases: [PayloadCase]

    private var fieldCoder: FieldCoder { FieldCoder(context: context, declaration: declaration) }
    private var message: MessageEmitter { MessageEmitter(context: context) }
    private var access: String { context.access }

    /// `.circle(let _radius)` — binds each field to its decoding local, whatever its name.
    static func pattern(_ payloadCase: PayloadCase, fields: [Field], fieldCoder: FieldCoder) -> String {
        let name = "." + SwiftNames.identifier(payloadCase.name)
        if fields.isEmpty {
            return name
        }
        return name + "(" + fields.map { "let " + fieldCoder.local($0) }.joined(separator: ", ") + ")"
    }

    /// Prints `self = .circle(radius: _radius)`.
    static func printConstruction(_ payloadCase: PayloadCase, fields: [Field], fieldCoder: FieldCoder, into printer: inout CodePrinter) {
        let name = "self = ." + SwiftNames.identifier(payloadCase.name)
        if fields.isEmpty {
            printer.line(name)
            return
        }
        printer.list(name, fields.map { "\(SwiftNames.argumentLabel($0.name)): \(fieldCoder.local($0))" })
    }

    func print(into printer: inout CodePrinter) {
        DocComment.print(declaration.doc ?? "`\(declaration.name)`, an enum of schema `\(declaration.schemaName)`.", into: &printer)
        printer.block("\(access)enum \(message.genericDeclarationName(declaration)) {") { printer in
            for payloadCase in cases {
                DocComment.print(payloadCase.doc, into: &printer)
                let indirect = context.indirectCases.contains(declaration.name + "." + payloadCase.name) ? "indirect " : ""
                let fields = payloadCase.fields
                let head = "\(indirect)case \(SwiftNames.identifier(payloadCase.name))"
                if fields.isEmpty {
                    printer.line(head)
                } else {
                    printer.list(
                        head,
                        fields.map { field in
                            let defaultValue = fieldCoder.parameterDefault(field).map { " = " + $0 } ?? ""
                            return "\(SwiftNames.identifier(field.name)): \(context.swiftType(field.type))\(defaultValue)"
                        })
                }
            }
            fieldCoder.defaults.print(into: &printer)
        }
        ValueConformanceEmitter(context: context, declaration: declaration).printPayloadEnum(cases, into: &printer)
        printer.blank()
        printCoder(into: &printer)
        CodableEmitter(context: context, declaration: declaration).printPayloadEnum(cases, into: &printer)
    }

    private func printCoder(into printer: inout CodePrinter) {
        printer.block("extension \(declaration.name): SheafGeneratedMessage {") { printer in
            message.printIdentity(declaration, into: &printer)
            printer.blank()
            printer.line("/// Writes the value's bare form: length, case id, then the case's fields in id order (or,")
            printer.line("/// for a value read unchanged, the case as read, with the fields this version does not know).")
            printer.block("\(access)func encode(to writer: inout SheafWriter) throws(SheafError) {") { printer in
                printer.line("let mark = try writer.beginLengthDelimited()")
                printer.line("switch self {")
                for payloadCase in cases {
                    let fields = payloadCase.fields
                    printer.line("case \(Self.pattern(payloadCase, fields: fields, fieldCoder: fieldCoder)):")
                    printer.indented { printer in
                        printer.line("writer.writeCaseID(\(payloadCase.id))")
                        for field in context.wireOrder(fields) {
                            printer.line(fieldCoder.encodeStatement(field, value: fieldCoder.local(field)))
                        }
                    }
                }
                printer.line("}")
                printer.line("writer.endPayloadCase(mark)")
            }
            printer.blank()
            printer.line("/// Reads the value's bare form; unknown fields of a case are kept for the struct or class")
            printer.line("/// holding the value (see `SheafUnknownFields.payloadCases`), an unknown case is an error.")
            printer.block("\(access)init(from reader: inout SheafReader) throws(SheafError) {") { printer in
                printer.line("let frame = try reader.beginLengthDelimited()")
                printer.line("let caseOffset = reader.offset")
                printer.line("let caseID = try reader.readCaseID(in: \(SwiftNames.stringLiteral(declaration.name)))")
                printer.line("var seen = SheafFieldSet()")
                printer.line("switch caseID {")
                for payloadCase in cases {
                    let fields = payloadCase.fields
                    printer.line("case \(payloadCase.id):")
                    printer.indented { printer in
                        for field in context.wireOrder(fields) {
                            printer.line(fieldCoder.localDeclaration(field))
                        }
                        fieldCoder.printReadLoop(fields, unknown: "try reader.keepUnknownCaseField(key, &seen)", into: &printer)
                        for field in context.wireOrder(fields) {
                            if let statement = fieldCoder.finishStatement(field) {
                                printer.line(statement)
                            }
                        }
                        Self.printConstruction(payloadCase, fields: fields, fieldCoder: fieldCoder, into: &printer)
                    }
                }
                printer.line("default:")
                printer.indented { printer in
                    printer.line("throw reader.unknownEnumCase(caseID, at: caseOffset, in: \(SwiftNames.stringLiteral(declaration.name)))")
                }
                printer.line("}")
                printer.line("try reader.endPayloadCase(frame, contentStart: caseOffset)")
            }
        }
    }
}
