import SheafSchema

/// `kind: protocol` → a Swift protocol refining ``SheafFamilyMember`` with the family's
/// fields as requirements; a caseless `<Name>Family` enum (``SheafFamily``) that decodes the
/// members by tag, and only them; and `Any<Name>`, the family value as a concrete type for
/// generic arguments; and `<Name>Family.Opaque` for members a newer version added.
struct FamilyEmitter {
    let context: GeneratorContext
    let declaration: TypeDeclaration

    func print(into printer: inout CodePrinter) {
        let access = context.access
        let name = declaration.name
        let familyEnum = GeneratorContext.familyEnum(name)
        let members = context.set.members(ofFamily: name)
        DocComment.print(
            declaration.doc ?? "`\(name)`, a protocol family of schema `\(declaration.schemaName)`.",
            note: "Fields typed `any \(name)` hold any member; decoding only ever produces the members listed in `\(familyEnum)`.",
            into: &printer)
        // A family of value types passes Hashable and Sendable on to the types that hold it.
        let isValueFamily = context.valueSemanticTypes.contains(name)
        let refined = "SheafFamilyMember" + context.codableConformance + (isValueFamily ? ", Hashable, Sendable" : "")
        printer.block("\(access)protocol \(name): \(refined) {") { printer in
            for field in declaration.fields {
                DocComment.print(field: field, into: &printer)
                printer.line("var \(SwiftNames.identifier(field.name)): \(context.swiftType(field.type)) { get set }")
            }
        }
        printer.blank()
        printer.line("/// Encodes and decodes `any \(name)` values by their members' tags.")
        let family =
            "SheafFamily" + (context.options.codable ? ", SheafCodableFamily" : "") + (isValueFamily ? ", SheafHashableFamily" : "")
        printer.block("\(access)enum \(familyEnum): \(family) {") { printer in
            printer.line("/// A member of the family.")
            printer.line("\(access)typealias Value = any \(name)")
            printer.blank()
            if isValueFamily {
                printer.line("/// The member for comparing and hashing: equal to another of the same type and value.")
                printer.line("\(access)static func hashableValue(_ value: any \(name)) -> AnyHashable { AnyHashable(value) }")
                printer.blank()
            }
            printer.line("/// The protocol's name.")
            printer.line("\(access)static var sheafTypeName: String { \(SwiftNames.stringLiteral(name)) }")
            printer.blank()
            printer.line("/// Writes length, the member's tag number and its bare form.")
            printer.block("\(access)static func encodeMember(_ value: any \(name), to writer: inout SheafWriter) throws(SheafError) {") {
                printer in
                printer.line("try writer.writeFamilyValue(value)")
            }
            printer.blank()
            printer.line("/// Decodes the member with `tag`, or returns nil for a tag that names no member.")
            printer.block(
                "\(access)static func decodeMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any \(name))? {"
            ) { printer in
                printer.line("switch tag {")
                for member in members {
                    printer.line("case \(SwiftNames.stringLiteral(member.memberTag)): return try \(member.name)(from: &reader)")
                }
                printer.line("default: return nil")
                printer.line("}")
            }
            printer.blank()
            printer.line("/// Keeps a member this version does not list as an `Opaque` member.")
            printer.block(
                "\(access)static func decodeOpaqueMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any \(name))? {"
            ) { printer in
                printer.line("try Opaque(tag: tag, from: &reader)")
            }
            printCodableMembers(members, into: &printer)
        }
        printer.blank()
        let concrete = context.options.codable ? "`SheafCodable` and `Codable` type" : "`SheafCodable` type"
        printer.line("/// An `any \(name)` as a concrete \(concrete), for generic arguments")
        printer.line("/// such as `Stack<\(GeneratorContext.familyAlias(name))>`.")
        printer.line("\(access)typealias \(GeneratorContext.familyAlias(name)) = SheafFamilyValue<\(familyEnum)>")
        OpaqueMemberEmitter(context: context, declaration: declaration).print(into: &printer)
    }

    /// Prints the family enum's members of ``SheafCodableFamily`` (none when the `codable`
    /// setting is off).
    private func printCodableMembers(_ members: [TypeDeclaration], into printer: inout CodePrinter) {
        guard context.options.codable else { return }
        let access = context.access
        let name = declaration.name
        printer.blank()
        printer.line("/// Encodes the member's fields and its tag under `\"$type\"`.")
        printer.block("\(access)static func encodeMember(_ value: any \(name), to encoder: any Encoder) throws {") { printer in
            printer.line("try SheafCodingKey.encodeTag(value.sheafMemberTag, to: encoder)")
            printer.line("try value.encode(to: encoder)")
        }
        printer.blank()
        printer.line("/// Decodes the member named by `\"$type\"`.")
        printer.block("\(access)static func decodeMember(from decoder: any Decoder) throws -> any \(name) {") { printer in
            printer.line("let tag = try SheafCodingKey.decodeTag(from: decoder)")
            printer.line("switch tag {")
            for member in members {
                printer.line("case \(SwiftNames.stringLiteral(member.memberTag)): return try \(member.name)(from: decoder)")
            }
            printer.line("default: throw SheafCodingKey.unknownTag(tag, family: \(SwiftNames.stringLiteral(name)), decoder: decoder)")
            printer.line("}")
        }
    }

    /// Prints the conformance of a member type to its families, with its tag.
    static func printMembership(_ declaration: TypeDeclaration, context: GeneratorContext, into printer: inout CodePrinter) {
        guard !declaration.conformances.isEmpty else { return }
        printer.blank()
        printer.block("extension \(declaration.name): \(declaration.conformances.joined(separator: ", ")) {") { printer in
            printer.line("/// The tag written before the value where a protocol value is expected.")
            printer.line(
                "\(context.access)static var sheafTag: String { \(SwiftNames.stringLiteral(declaration.memberTag)) }")
        }
    }
}
