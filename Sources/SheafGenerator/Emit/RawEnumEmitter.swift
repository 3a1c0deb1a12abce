import SheafSchema

/// `kind: enum` with `raw` → a raw-value `enum` (``SheafRawEnum``), usable as a map key.
///
/// A closed enum uses Swift's own raw values (and is `CaseIterable`); an open one adds
/// `case unrecognized(Raw)` and spells out `init(rawValue:)` and `rawValue`, so unknown raw
/// values decode, and encode again, unchanged. String raw values name their case by their
/// UTF-8 bytes, as the format says: `init(rawValue:)` compares bytes, because `String ==`
/// also matches canonically equivalent spellings (`"e\u{301}"` for `"é"`).
struct RawEnumEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration
    let rawEnum: RawEnum

    private var access: String { context.access }

    private func literal(_ value: RawValue) -> String {
        if case .string(let text) = value {
            return SwiftNames.stringLiteral(text)
        }
        return value.description
    }

    func print(into printer: inout CodePrinter) {
        let raw = rawEnum.rawType.swiftName
        let message = MessageEmitter(context: context)
        DocComment.print(declaration.doc ?? "`\(declaration.name)`, an enum of schema `\(declaration.schemaName)`.", into: &printer)
        if rawEnum.isOpen {
            printer.block("\(access)enum \(declaration.name): SheafRawEnum, SheafMapKey, Hashable, Sendable\(context.codableConformance) {")
            { printer in
                for rawCase in rawEnum.cases {
                    DocComment.print(rawCase.doc, note: "Raw value `\(rawCase.rawValue)`.", into: &printer)
                    printer.line("case \(SwiftNames.identifier(rawCase.name))")
                }
                printer.line("/// A raw value this version of the schema does not name, kept as read.")
                printer.line("case unrecognized(\(raw))")
                printer.blank()
                if rawEnum.rawType == .string {
                    printOpenTextInitializer(into: &printer)
                } else {
                    printer.line("/// The case for `rawValue`; values without a case are `unrecognized`.")
                    printer.block("\(access)init(rawValue: \(raw)) {") { printer in
                        printer.line("switch rawValue {")
                        for rawCase in rawEnum.cases {
                            printer.line("case \(literal(rawCase.rawValue)): self = .\(SwiftNames.identifier(rawCase.name))")
                        }
                        printer.line("default: self = .unrecognized(rawValue)")
                        printer.line("}")
                    }
                }
                printer.blank()
                printer.line("/// The value written to archives.")
                printer.block("\(access)var rawValue: \(raw) {") { printer in
                    printer.line("switch self {")
                    for rawCase in rawEnum.cases {
                        printer.line("case .\(SwiftNames.identifier(rawCase.name)): \(literal(rawCase.rawValue))")
                    }
                    printer.line("case .unrecognized(let rawValue): rawValue")
                    printer.line("}")
                }
            }
        } else {
            printer.block(
                "\(access)enum \(declaration.name): \(raw), SheafRawEnum, SheafMapKey, CaseIterable, Hashable, Sendable\(context.codableConformance) {"
            ) { printer in
                for rawCase in rawEnum.cases {
                    DocComment.print(rawCase.doc, into: &printer)
                    printer.line("case \(SwiftNames.identifier(rawCase.name)) = \(literal(rawCase.rawValue))")
                }
                if rawEnum.rawType == .string {
                    printer.blank()
                    printer.line("/// The case whose raw value has these UTF-8 bytes. Archives name a case by the bytes of")
                    printer.line("/// its raw value, so a canonically equivalent spelling (equal under `String ==`) is not it.")
                    printer.block("\(access)init?(rawValue: String) {") { printer in
                        printer.line(
                            "guard let named = Self.allCases.first(where: { $0.rawValue.utf8.elementsEqual(rawValue.utf8) }) else {")
                        printer.line("    return nil")
                        printer.line("}")
                        printer.line("self = named")
                    }
                }
            }
        }
        printer.blank()
        printer.block("extension \(declaration.name): SheafGeneratedMessage {") { printer in
            message.printIdentity(declaration, into: &printer)
        }
    }

    /// An open string enum's `init(rawValue:)`: the named cases matched by their bytes.
    private func printOpenTextInitializer(into printer: inout CodePrinter) {
        let name = declaration.name
        let cases = rawEnum.cases.map { "." + SwiftNames.identifier($0.name) }.joined(separator: ", ")
        printer.line("/// The case whose raw value has these UTF-8 bytes; other raw values are `unrecognized`, a")
        printer.line("/// canonically equivalent spelling (equal under `String ==`) included, and are kept as read.")
        printer.block("\(access)init(rawValue: String) {") { printer in
            printer.line("let named: [\(name)] = [\(cases)]")
            printer.line("self = named.first { $0.rawValue.utf8.elementsEqual(rawValue.utf8) } ?? .unrecognized(rawValue)")
        }
    }
}
