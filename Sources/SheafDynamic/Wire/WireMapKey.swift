import Foundation
import Sheaf
import SheafSchema

/// A map key reduced to what identifies and orders it on the wire, without building a
/// ``DynamicValue``: the walkers use it to find duplicate keys and to sort entries.
///
/// String keys are byte strings: equal only when their UTF-8 bytes are (Swift's `String`
/// equality is canonical equivalence, which would merge `"e\u{301}"` and `"\u{e9}"`).
enum WireMapKey: Hashable, Comparable {
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case string(String)
    case uuid(UUID)

    /// The canonical order: false before true, integers numerically, strings and uuids by
    /// their bytes (raw enums order by their raw values, which is one of these) — the
    /// runtime's ``SheafMapKey/sheafKeyPrecedes(_:_:)`` of each key type. Keys of different
    /// kinds never share a map; a fixed rank (bool, integer, string, uuid) keeps the order
    /// total anyway, so raw values of different kinds are never equal.
    static func < (lhs: WireMapKey, rhs: WireMapKey) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let left), .bool(let right)): return Bool.sheafKeyPrecedes(left, right)
        case (.int(let left), .int(let right)): return left < right
        case (.uint(let left), .uint(let right)): return left < right
        case (.int(let left), .uint(let right)): return left < 0 || UInt64(left) < right
        case (.uint(let left), .int(let right)): return right >= 0 && left < UInt64(right)
        case (.string(let left), .string(let right)): return String.sheafKeyPrecedes(left, right)
        case (.uuid(let left), .uuid(let right)): return UUID.sheafKeyPrecedes(left, right)
        default: return lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .bool: 0
        case .int, .uint: 1
        case .string: 2
        case .uuid: 3
        }
    }

    static func == (lhs: WireMapKey, rhs: WireMapKey) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let left), .bool(let right)): return left == right
        case (.int(let left), .int(let right)): return left == right
        case (.uint(let left), .uint(let right)): return left == right
        case (.string(let left), .string(let right)): return left.utf8.elementsEqual(right.utf8)
        case (.uuid(let left), .uuid(let right)): return left == right
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .uint(let value): hasher.combine(value)
        case .string(let value):
            hasher.combine(value.utf8.count)
            for byte in value.utf8 {
                hasher.combine(byte)
            }
        case .uuid(let value): hasher.combine(value)
        }
    }

    /// The key from a raw enum's raw value.
    init(_ raw: RawValue) {
        switch raw {
        case .int(let value): self = .int(value)
        case .uint(let value): self = .uint(value)
        case .string(let value): self = .string(value)
        }
    }

    /// The key of a map-key value (bool, integer, string, uuid or raw-enum value); `nil` for
    /// other values. Integers keep their case: compare keys of one map, whose values all have
    /// the key type's case.
    init?(_ value: DynamicValue) {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .uint(let number): self = .uint(number)
        case .string(let text): self = .string(text)
        case .uuid(let uuid): self = .uuid(uuid)
        case .enumValue(let raw): self.init(raw)
        default: return nil
        }
    }

    /// The key as a path prints it: decimal integers, `true`/`false`, uuids in lowercase.
    var text: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .string(let value): return value
        case .uuid(let value): return UUIDText.string(value)
        }
    }

    /// The raw value this key holds, for raw-enum keys.
    var rawValue: RawValue? {
        switch self {
        case .int(let value): return .int(value)
        case .uint(let value): return .uint(value)
        case .string(let value): return .string(value)
        default: return nil
        }
    }
}

/// The keys of one map seen so far, for finding repeats the way the format defines them:
/// equal bytes, or — for string keys — canonically equivalent text with different bytes
/// (`"\u{e9}"` and `"e\u{301}"`), which hosts whose strings compare by canonical equivalence
/// (Swift's `String` among them) could not hold as two keys.
struct MapKeySet {
    private var keys = Set<WireMapKey>()
    /// String keys as Swift strings, whose equality is canonical equivalence.
    private var texts = Set<String>()

    /// Adds `key`; false when the map already has it (or, for a string, an equivalent text).
    mutating func insert(_ key: WireMapKey) -> Bool {
        guard keys.insert(key).inserted else { return false }
        if case .string(let text) = key {
            return texts.insert(text).inserted
        }
        return true
    }
}
