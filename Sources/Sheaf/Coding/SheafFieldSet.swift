/// The field ids seen so far while decoding one struct, class or payload case, to reject a
/// repeated id (``SheafError/Code/duplicateField``).
///
/// Ids below 64 — nearly all of them — live in one machine word; others in a hash set, so that
/// an archive with very many distinct unknown ids still decodes in linear time.
public struct SheafFieldSet: Sendable {
    @usableFromInline var low: UInt64
    @usableFromInline var others: Set<Int>

    /// Creates an empty set.
    @inlinable
    public init() {
        low = 0
        others = []
    }

    /// Adds `id`.
    ///
    /// - Parameter id: A field id.
    /// - Returns: `false` if `id` was already present.
    @inlinable
    @inline(__always)
    public mutating func insert(_ id: Int) -> Bool {
        if id < 64 {
            let bit: UInt64 = 1 << UInt64(id)
            if low & bit != 0 {
                return false
            }
            low |= bit
            return true
        }
        return insertLarge(id)
    }

    @usableFromInline
    mutating func insertLarge(_ id: Int) -> Bool {
        others.insert(id).inserted
    }

    /// Whether `id` has been seen.
    ///
    /// - Parameter id: A field id.
    /// - Returns: `true` if present.
    @inlinable
    public func contains(_ id: Int) -> Bool {
        id < 64 ? low & (1 << UInt64(id)) != 0 : others.contains(id)
    }
}
