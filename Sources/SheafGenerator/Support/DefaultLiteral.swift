import Foundation
import SheafSchema

/// Swift expressions for schema defaults, exact to the bit: decoding an archive that
/// omits a field must give the same value the initialiser's default does.
enum DefaultLiteral {
    /// The expression for `value`, a default already checked against `type`.
    static func swift(_ value: DefaultValue, type: TypeReference, set: SchemaSet) -> String {
        let primitive: Primitive? = if case .primitive(let primitive) = type { primitive } else { nil }
        switch value {
        case .bool(let flag):
            return flag ? "true" : "false"
        case .int(let number):
            return String(number)
        case .uint(let number):
            return String(number)
        case .float(let number):
            return floatLiteral(number, primitive: primitive ?? .float64)
        case .string(let text):
            return SwiftNames.stringLiteral(text)
        case .bytes(let bytes):
            if bytes.isEmpty { return "Data()" }
            return "Data([" + bytes.map(hexByte).joined(separator: ", ") + "])"
        case .timestamp(let microseconds):
            return timestamp(microseconds)
        case .url(let text):
            return "URL(string: " + SwiftNames.stringLiteral(text) + ")!"
        case .uuid(let value):
            return uuid(value)
        case .enumCase(let name, _):
            return "." + SwiftNames.identifier(name)
        case .options(let flags, _):
            return "[" + flags.map { "." + SwiftNames.identifier($0) }.joined(separator: ", ") + "]"
        case .null:
            return "nil"
        case .emptyList:
            return "[]"
        case .emptyMap:
            return "[:]"
        }
    }

    /// A float literal that denotes exactly the value the schema's number rounds to in the
    /// field's type (Swift prints the shortest text that reads back as the same value).
    static func floatLiteral(_ number: Double, primitive: Primitive) -> String {
        let typeName = primitive == .float32 ? "Float" : "Double"
        if number.isNaN { return typeName + ".nan" }
        if number.isInfinite { return (number < 0 ? "-" : "") + typeName + ".infinity" }
        if primitive == .float32 {
            return "\(Float(number))"
        }
        return "\(number)"
    }

    /// The instant the runtime decodes from these microseconds, computed the same way.
    static func timestamp(_ microseconds: Int64) -> String {
        let (seconds, fraction) = microseconds.quotientAndRemainder(dividingBy: 1_000_000)
        if fraction == 0 {
            return "Date(timeIntervalSince1970: \(seconds))"
        }
        return "Date(timeIntervalSince1970: \(seconds) + \(Double(fraction) / 1_000_000))"
    }

    /// `UUID(uuid: (0x12, …))`: no parsing, no force unwrap.
    static func uuid(_ value: UUID) -> String {
        let bytes = withUnsafeBytes(of: value.uuid) { Array($0) }
        return "UUID(uuid: (" + bytes.map(hexByte).joined(separator: ", ") + "))"
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" : "") + hex
    }
}
