/// A type that can be a map key: bool, the integer types, string, uuid, raw enums.
///
/// Maps are written with their entries in canonical key order (so equal maps give equal
/// bytes), which ``sheafKeyPrecedes(_:_:)`` defines: integers numerically, strings and uuids by
/// their bytes (UTF-8 code units, no Unicode normalisation), `false` before `true`, raw enums by
/// raw value.
public protocol SheafMapKey: SheafCodable, Hashable {
    /// Whether `lhs` comes before `rhs` in canonical key order.
    ///
    /// - Parameters:
    ///   - lhs: A key.
    ///   - rhs: Another key.
    /// - Returns: `true` if `lhs` sorts first.
    static func sheafKeyPrecedes(_ lhs: Self, _ rhs: Self) -> Bool

    /// The key as text, for error paths (`$.scores["math"]`): decimal integers, `true`/`false`,
    /// case names, lowercase uuids.
    var sheafKeyText: String { get }
}

extension SheafMapKey {
    /// `String(describing:)` of the key.
    public var sheafKeyText: String {
        String(describing: self)
    }
}

extension SheafMapKey where Self: Comparable {
    /// The type's own order (numeric for integers).
    @inlinable
    public static func sheafKeyPrecedes(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs < rhs
    }
}
