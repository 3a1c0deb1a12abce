/// How schema names become Swift identifiers.
///
/// Schema names are used unchanged; those that are Swift keywords (or contextual keywords
/// that matter after a dot, such as `Type` and `Self`) are wrapped in backticks, which is
/// always legal in declarations and member references.
enum SwiftNames {
    /// Keywords and contextual keywords that are escaped wherever they appear as names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "Type", "Protocol", "async", "actor", "some", "any", "package", "consume",
        "copy", "borrowing", "consuming", "each", "macro", "indirect", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "optional", "required", "convenience", "dynamic", "final",
        "override", "prefix", "postfix", "infix", "get", "set", "willSet", "didSet",
    ]

    /// Type names the generator refuses: they are Swift keywords, or they would shadow the
    /// standard library, Foundation or runtime types that generated code refers to.
    static let forbiddenTypeNames: Set<String> = [
        "Type", "Self", "Protocol", "Any", "AnyObject", "Bool", "Int", "Int8", "Int16", "Int32",
        "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double", "String",
        "Data", "Date", "URL", "UUID", "Optional", "Array", "Dictionary", "Set", "Result",
        "Error", "Never", "Void", "Encoder", "Decoder", "Codable", "Encodable", "Decodable",
        "CodingKey", "Hashable", "Equatable", "Sendable", "Hasher", "OptionSet", "Sheaf",
        "Foundation", "DecodingError", "EncodingError",
        // The runtime's types that generated code names.
        "SheafCodable", "SheafMessage", "SheafClass", "SheafFamily", "SheafFamilyMember",
        "SheafCodableFamily", "SheafFamilyValue", "SheafRawEnum", "SheafOptionSet", "SheafMapKey",
        "SheafWriter", "SheafReader", "SheafError", "SheafFieldSet", "SheafFieldKey",
        "SheafUnknownFields", "SheafIndirect", "SheafCodingKey", "SheafCodableCycleGuard",
        "SheafFingerprint", "SheafOptions", "SheafSchemaFile", "SheafSchemaFiles", "SheafGeneratedMessage",
        "SheafSchemaIdentity", "SheafOpaqueFamilyMember",
    ]

    /// The name as a Swift identifier, escaped if needed.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label in a call: keywords need no backticks there, except
    /// the few the parser would read otherwise.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" || name == "_" ? "`\(name)`" : name
    }

    /// The internal name of an initialiser parameter: the escaped name, except for `self`,
    /// which would hide the instance inside the initialiser.
    static func parameter(_ name: String) -> String {
        name == "self" ? "sheafSelf" : identifier(name)
    }

    /// A Swift string literal holding `text` exactly.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
