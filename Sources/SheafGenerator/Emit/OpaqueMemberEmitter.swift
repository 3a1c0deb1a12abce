import SheafSchema

/// The opaque member of a protocol family: `<Name>Family.Opaque`, a struct conforming to the
/// protocol that holds a member this version of the schema does not list (a newer version
/// added it). It has the tag read from the archive, the family's own fields (editable) and the
/// member's other fields as ``SheafUnknownFields``, so encoding writes the member back byte for
/// byte. Decoding produces it only from the family's `decodeOpaqueMember`; no type outside the
/// schema is ever created.
struct OpaqueMemberEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    private var fieldCoder: FieldCoder { FieldCoder(context: context, declaration: declaration, typeName: typeName) }
    private var access: String { context.access }
    private var typeName: String { GeneratorContext.familyEnum(declaration.name) + ".Opaque" }

    /// The stored tag's name: `tag`, or the protocol requirement's own name when the family
    /// has a field called `tag`.
    private var tagName: String {
        declaration.fields.contains { $0.name == "tag" } ? "sheafMemberTag" : "tag"
    }

    func print(into printer: inout CodePrinter) {
        let fields = declaration.fields
        let name = declaration.name
        printer.blank()
        printer.block("extension \(GeneratorContext.familyEnum(name)) {") { printer in
            DocComment.print(
                "A member of `\(name)` that this version of schema `\(declaration.schemaName)` does not list (a newer version added it), kept as it was read.",
                note:
                    "It has the member's tag, the family's own fields (which may be edited) and the member's other fields, kept as bytes; encoding writes it back as the newer version wrote it, with those edits.",
                into: &printer)
            printer.block("\(access)struct Opaque: \(name) {") { printer in
                printer.line("/// The member's tag, as the archive holds it.")
                printer.line("\(access)let \(tagName): String")
                for field in fields {
                    DocComment.print(field: field, into: &printer)
                    printer.line("\(access)var \(SwiftNames.identifier(field.name)): \(context.swiftType(field.type))")
                }
                printer.line("/// The member's fields that are not the family's: everything the newer version wrote.")
                printer.line("\(access)var sheafUnknownFields = SheafUnknownFields()")
                fieldCoder.defaults.print(into: &printer)
                printer.blank()
                printer.line(
                    "/// Creates a member with `tag` and the family's fields (a tag some version of the schema gives a struct member).")
                let parameters = ["\(tagName): String"] + fields.map(fieldCoder.initializerParameter)
                printer.list("\(access)init", parameters, " {")
                printer.indented { printer in
                    printer.line("self.\(tagName) = \(tagName)")
                    for field in fields {
                        printer.line("self.\(SwiftNames.identifier(field.name)) = \(SwiftNames.parameter(field.name))")
                    }
                }
                printer.line("}")
                if tagName == "tag" {
                    printer.blank()
                    printer.line("/// The tag this value is written with: the one it was read with.")
                    printer.line("\(access)var sheafMemberTag: String { tag }")
                }
            }
        }
        if fields.allSatisfy({ context.isValueSemantic($0.type) && !context.containsFamily($0.type) }) {
            printer.blank()
            printer.line("extension \(typeName): Equatable, Hashable, Sendable {}")
        }
        printer.blank()
        printCoder(fields, into: &printer)
        if context.options.codable {
            printer.blank()
            printCodable(fields, into: &printer)
        }
    }

    private func printCoder(_ fields: [Field], into printer: inout CodePrinter) {
        printer.block("extension \(typeName): SheafOpaqueFamilyMember {") { printer in
            printer.line("/// The family's name.")
            printer.line("\(access)static var sheafTypeName: String { \(SwiftNames.stringLiteral(declaration.name)) }")
            printer.blank()
            printer.line("/// Writes the member's bare form: length, then the family's fields merged with the kept ones in id order.")
            printer.block("\(access)func encode(to writer: inout SheafWriter) throws(SheafError) {") { printer in
                printer.line("let mark = try writer.beginLengthDelimited()")
                fieldCoder.printFieldWrites(fields, into: &printer)
                printer.line("writer.endLengthDelimited(mark)")
            }
            printer.blank()
            printer.line("/// Reads a member's bare form as the family's fields, keeping every other field.")
            printer.block("\(access)init(tag: String, from reader: inout SheafReader) throws(SheafError) {") { printer in
                printer.line("let frame = try reader.beginLengthDelimited()")
                fieldCoder.printFieldReads(fields, into: &printer)
                printer.line("try reader.endLengthDelimited(frame)")
                printer.line("self.\(tagName) = tag")
                for field in fields {
                    printer.line("self.\(SwiftNames.identifier(field.name)) = \(fieldCoder.local(field))")
                }
                printer.line("self.sheafUnknownFields = unknown")
            }
        }
    }

    /// `Codable`: the family's fields by name (the family adds `"$type"`); the kept fields have
    /// no keyed form and are left out, as every type's `Codable` form leaves unknown fields out.
    private func printCodable(_ fields: [Field], into printer: inout CodePrinter) {
        printer.block("extension \(typeName): Codable {") { printer in
            printer.line("/// Encodes the family's fields keyed by their schema names.")
            printer.block("\(access)func encode(to encoder: any Encoder) throws {") { printer in
                if fields.isEmpty {
                    printer.line("_ = encoder.container(keyedBy: SheafCodingKey.self)")
                    return
                }
                printer.line("var container = encoder.container(keyedBy: SheafCodingKey.self)")
                for field in context.wireOrder(fields) {
                    printer.line(fieldCoder.codableEncodeStatement(field, value: "self." + SwiftNames.identifier(field.name)))
                }
            }
            printer.blank()
            printer.line("/// Decodes the tag under `\"$type\"` and the family's fields.")
            printer.block("\(access)init(from decoder: any Decoder) throws {") { printer in
                printer.line("let memberTag = try SheafCodingKey.decodeTag(from: decoder)")
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
                let arguments = ["\(tagName): memberTag"] + fields.map { "\(SwiftNames.argumentLabel($0.name)): \(fieldCoder.local($0))" }
                printer.list("self.init", arguments)
            }
        }
    }
}
