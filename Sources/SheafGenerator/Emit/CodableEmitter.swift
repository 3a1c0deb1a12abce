import SheafSchema

/// `Codable` conformances keyed by field names, so generated types also work with
/// JSONEncoder, PropertyListEncoder and every other `Codable` tool.
///
/// Absent keys take the schema's defaults, like absent fields in an archive; protocol
/// values carry their member's tag under `"$type"`; a payload enum is a one-key object
/// (`{"circle": {"radius": 1.5}}`). Class identity is not preserved (`Codable` has no notion
/// of it): a shared instance is encoded once per reference.
///
/// With the `codable` setting off it prints nothing: the types then have their binary coders
/// and no `Codable` code at all.
struct CodableEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    private var fieldCoder: FieldCoder { FieldCoder(context: context, declaration: declaration) }
    private var access: String { context.access }

    private var header: String {
        "extension \(declaration.name): Codable\(MessageEmitter(context: context).whereClause(declaration, "Codable")) {"
    }

    /// For a struct or class with `fields` in declaration order.
    func printStructOrClass(_ fields: [Field], into printer: inout CodePrinter) {
        guard context.options.codable else { return }
        printer.blank()
        printer.block(header) { printer in
            printer.line("/// Encodes the fields keyed by their schema names (nil optionals left out).")
            printer.block("\(access)func encode(to encoder: any Encoder) throws {") { printer in
                if fields.isEmpty {
                    printer.line("_ = encoder.container(keyedBy: SheafCodingKey.self)")
                    return
                }
                let printFields = { (printer: inout CodePrinter) in
                    printer.line("var container = encoder.container(keyedBy: SheafCodingKey.self)")
                    for field in context.wireOrder(fields) {
                        printer.line(fieldCoder.codableEncodeStatement(field, value: "self." + SwiftNames.identifier(field.name)))
                    }
                }
                if declaration.isClass {
                    // Codable cannot express cycles: report one instead of recursing forever.
                    printer.block("try SheafCodableCycleGuard.encode(self, to: encoder) {", printFields)
                } else {
                    printFields(&printer)
                }
            }
            printer.blank()
            printer.line("/// Decodes the fields by their schema names; absent ones take the schema's defaults.")
            let initKeyword = declaration.isClass ? "convenience init" : "init"
            printer.block("\(access)\(initKeyword)(from decoder: any Decoder) throws {") { printer in
                if fields.isEmpty {
                    printer.line("_ = try decoder.container(keyedBy: SheafCodingKey.self)")
                } else {
                    printer.line("let container = try decoder.container(keyedBy: SheafCodingKey.self)")
                }
                for field in context.wireOrder(fields) {
                    for line in fieldCoder.codableDecodeStatements(field) {
                        printer.line(line)
                    }
                }
                let arguments = fields.map { "\(SwiftNames.argumentLabel($0.name)): \(fieldCoder.local($0))" }
                printer.list("self.init", arguments)
            }
        }
    }

    /// For a payload enum.
    func printPayloadEnum(_ cases: [PayloadCase], into printer: inout CodePrinter) {
        guard context.options.codable else { return }
        printer.blank()
        printer.block(header) { printer in
            printer.line("/// Encodes a one-key object: the case name, holding the payload fields.")
            printer.block("\(access)func encode(to encoder: any Encoder) throws {") { printer in
                printer.line("var container = encoder.container(keyedBy: SheafCodingKey.self)")
                printer.line("switch self {")
                for payloadCase in cases {
                    let fields = payloadCase.fields
                    let key = "SheafCodingKey(\(SwiftNames.stringLiteral(payloadCase.name)))"
                    printer.line("case \(PayloadEnumEmitter.pattern(payloadCase, fields: fields, fieldCoder: fieldCoder)):")
                    printer.indented { printer in
                        if fields.isEmpty {
                            printer.line("_ = container.nestedContainer(keyedBy: SheafCodingKey.self, forKey: \(key))")
                            return
                        }
                        printer.line("var payload = container.nestedContainer(keyedBy: SheafCodingKey.self, forKey: \(key))")
                        for field in context.wireOrder(fields) {
                            printer.line(fieldCoder.codableEncodeStatement(field, value: fieldCoder.local(field), container: "payload"))
                        }
                    }
                }
                printer.line("}")
            }
            printer.blank()
            printer.line("/// Decodes a one-key object naming the case.")
            printer.block("\(access)init(from decoder: any Decoder) throws {") { printer in
                printer.line("let container = try decoder.container(keyedBy: SheafCodingKey.self)")
                printer.block("guard container.allKeys.count == 1, let key = container.allKeys.first else {") { printer in
                    printer.line(
                        "throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: \"expected an object with exactly one key, the case name\"))"
                    )
                }
                printer.line("switch key.stringValue {")
                for payloadCase in cases {
                    let fields = payloadCase.fields
                    printer.line("case \(SwiftNames.stringLiteral(payloadCase.name)):")
                    printer.indented { printer in
                        if fields.isEmpty {
                            printer.line("self = .\(SwiftNames.identifier(payloadCase.name))")
                            return
                        }
                        printer.line("let payload = try container.nestedContainer(keyedBy: SheafCodingKey.self, forKey: key)")
                        for field in context.wireOrder(fields) {
                            for line in fieldCoder.codableDecodeStatements(field, container: "payload") {
                                printer.line(line)
                            }
                        }
                        PayloadEnumEmitter.printConstruction(payloadCase, fields: fields, fieldCoder: fieldCoder, into: &printer)
                    }
                }
                printer.line("default:")
                let message = "\\\"\\(key.stringValue)\\\" is not a case of \(declaration.name)"
                printer.indented {
                    $0.line("throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: \"\(message)\")")
                }
                printer.line("}")
            }
        }
    }
}
