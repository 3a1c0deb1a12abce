import SheafSchema

/// The members every generated archive root shares: the type's canonical name and its
/// schema's identity (``SheafMessage``).
struct MessageEmitter {
    let context: GeneratorContext

    /// `"Stack<" + Element.sheafTypeName + ">"` for generic types, `"Employee"` otherwise.
    func typeNameExpression(_ declaration: TypeDeclaration) -> String {
        let quotedName = SwiftNames.stringLiteral(declaration.name)
        if declaration.genericParameters.isEmpty {
            return quotedName
        }
        let arguments = declaration.genericParameters.map { "\($0).sheafTypeName" }.joined(separator: " + \", \" + ")
        return SwiftNames.stringLiteral(declaration.name + "<") + " + " + arguments + " + \">\""
    }

    /// The Swift name of the declaration with its generic parameters: `Stack<Element>`.
    func genericDeclarationName(_ declaration: TypeDeclaration) -> String {
        if declaration.genericParameters.isEmpty {
            return declaration.name
        }
        return declaration.name + "<" + declaration.genericParameters.map { "\($0): SheafCodable" }.joined(separator: ", ") + ">"
    }

    /// `where A: P, B: P` for a conditional conformance, or `""`.
    func whereClause(_ declaration: TypeDeclaration, _ protocolName: String) -> String {
        if declaration.genericParameters.isEmpty {
            return ""
        }
        return " where " + declaration.genericParameters.map { "\($0): \(protocolName)" }.joined(separator: ", ")
    }

    /// The file-private constant holding the schema's identity, which every type of the file
    /// returns as its `sheafSchema`.
    static let identityConstant = "sheafSchemaIdentity"

    /// Prints the static members of ``SheafGeneratedMessage``: the type's name and its schema.
    func printIdentity(_ declaration: TypeDeclaration, into printer: inout CodePrinter) {
        let access = context.access
        printer.line("/// The canonical type expression written in archive headers.")
        printer.line("\(access)static var sheafTypeName: String { \(typeNameExpression(declaration)) }")
        printer.line("/// The schema this type belongs to.")
        printer.line("\(access)static var sheafSchema: SheafSchemaIdentity { \(Self.identityConstant) }")
    }

    /// Prints the file's schema identity (see ``identityConstant``): a schema file declares
    /// types of one schema.
    func printSchemaIdentity(path: String, into printer: inout CodePrinter) {
        guard let schema = context.set.schemas.first(where: { $0.files.contains(path) }) else { return }
        let fingerprint = context.set.fingerprint(of: schema).description
        let files = context.set.sourceFiles.isEmpty ? "[]" : SchemaFilesEmitter.enumName + ".all"
        let arguments = [
            "name: \(SwiftNames.stringLiteral(schema.name))", "version: \(schema.version)",
            "fingerprint: SheafFingerprint(0x\(fingerprint))", "files: \(files)",
        ]
        printer.blank()
        printer.line("/// Schema `\(schema.name)`, version \(schema.version), which the types of this file belong to.")
        printer.list("private let \(Self.identityConstant) = SheafSchemaIdentity", arguments)
    }

    /// Prints `extension T: SheafListElement {}` when the schemas use the type as a list
    /// element, so that its lists are coded by loops specialised for it (other types share
    /// the runtime's generic list coder and carry no list code).
    func printListElementConformance(_ declaration: TypeDeclaration, into printer: inout CodePrinter) {
        // Table-driven types (`optimize: size`) share the runtime's generic list coders too.
        guard context.listElementTypes.contains(declaration.name),
            !TableStructEmitter.isTableDriven(declaration, context: context)
        else { return }
        printer.blank()
        printer.line("/// A list element in these schemas: its lists are coded by code specialised for it.")
        printer.line("extension \(declaration.name): SheafListElement {}")
    }
}
