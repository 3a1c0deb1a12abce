import Foundation
import SheafSchema

/// The wire format's canonical order of map keys: integers numerically, strings and uuids
/// by their bytes, `false` before `true`, raw enums by raw value. The JSON form writes map
/// entries in this order and numbers class instances along it, as the wire writer does.
enum MapKeyOrder {
    /// Whether key `a` sorts before key `b`.
    static func precedes(_ a: DynamicValue, _ b: DynamicValue) -> Bool {
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return !x && y
        case (.string(let x), .string(let y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
        case (.uuid(let x), .uuid(let y)): return bytes(of: x).lexicographicallyPrecedes(bytes(of: y))
        case (.enumValue(let x), .enumValue(let y)): return precedes(raw: x, raw: y)
        default:
            if let x = integer(a), let y = integer(b) { return integerPrecedes(x, y) }
            return rank(a) < rank(b)
        }
    }

    /// Whether raw value `a` sorts before raw value `b` (numbers numerically, strings by bytes).
    static func precedes(raw a: RawValue, raw b: RawValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
        case (.string, _): return false
        case (_, .string): return true
        default:
            guard let x = integer(a), let y = integer(b) else { return false }
            return integerPrecedes(x, y)
        }
    }

    /// Whether two raw values denote the same number or string (`.int(5)` equals `.uint(5)`).
    static func rawEqual(_ a: RawValue, _ b: RawValue) -> Bool {
        !precedes(raw: a, raw: b) && !precedes(raw: b, raw: a)
    }

    /// A raw value in the schema's convention: `.int` when it fits `Int64`, else `.uint`.
    static func normalized(_ raw: RawValue) -> RawValue {
        if case .uint(let value) = raw, let signed = Int64(exactly: value) { return .int(signed) }
        return raw
    }

    private enum Integer {
        case signed(Int64)
        case unsigned(UInt64)
    }

    private static func integer(_ value: DynamicValue) -> Integer? {
        switch value {
        case .int(let x): .signed(x)
        case .uint(let x): .unsigned(x)
        case .timestamp(let x): .signed(x)
        default: nil
        }
    }

    private static func integer(_ raw: RawValue) -> Integer? {
        switch raw {
        case .int(let x): .signed(x)
        case .uint(let x): .unsigned(x)
        case .string: nil
        }
    }

    private static func integerPrecedes(_ a: Integer, _ b: Integer) -> Bool {
        switch (a, b) {
        case (.signed(let x), .signed(let y)): x < y
        case (.unsigned(let x), .unsigned(let y)): x < y
        case (.signed(let x), .unsigned(let y)): x < 0 || UInt64(x) < y
        case (.unsigned(let x), .signed(let y)): y >= 0 && x < UInt64(y)
        }
    }

    /// Keys of different kinds never share a map; a fixed rank keeps the order total anyway.
    private static func rank(_ value: DynamicValue) -> Int {
        switch value {
        case .bool: 0
        case .int, .uint: 1
        case .string: 2
        case .uuid: 3
        case .enumValue: 4
        default: 5
        }
    }

    private static func bytes(of uuid: UUID) -> [UInt8] {
        withUnsafeBytes(of: uuid.uuid) { Array($0) }
    }
}
