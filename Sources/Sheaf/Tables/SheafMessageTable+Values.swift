/// `==` and `hash(into:)` of table-driven types: every field and the kept unknown fields, as
/// the conformances Swift synthesises for the speed-mode structs compare them.
extension SheafMessageTable {
    /// Whether every field and the kept unknown fields of both values are equal.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether they are equal.
    @_semantics("optimize.sil.specialize.generic.never")
    public func equal(_ lhs: Root, _ rhs: Root) -> Bool {
        withUnsafePointer(to: lhs) { left in
            withUnsafePointer(to: rhs) { right in
                let (left, right) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
                for field in fields where !Self.equal(field, left + field.offset, right + field.offset) {
                    return false
                }
                return Self.equal(left + unknownFieldsOffset, right + unknownFieldsOffset, as: SheafUnknownFields.self)
            }
        }
    }

    private static func equal(_ field: SheafTableField, _ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
        switch field.kind {
        case .bool: equal(left, right, as: Bool.self)
        case .int32: equal(left, right, as: Int32.self)
        case .int64: equal(left, right, as: Int64.self)
        case .int: equal(left, right, as: Int.self)
        case .uint32: equal(left, right, as: UInt32.self)
        case .uint64: equal(left, right, as: UInt64.self)
        case .float: equal(left, right, as: Float.self)
        case .double: equal(left, right, as: Double.self)
        case .string: equal(left, right, as: String.self)
        case .optionalString: equal(left, right, as: String?.self)
        case .stringList: equal(left, right, as: [String].self)
        case .doubleList: equal(left, right, as: [Double].self)
        case .int64List: equal(left, right, as: [Int64].self)
        case .int32List: equal(left, right, as: [Int32].self)
        case .other: equal(left, right, as: field.type)
        }
    }

    @inline(__always)
    private static func equal<Value: Equatable>(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, as type: Value.Type) -> Bool {
        left.assumingMemoryBound(to: Value.self).pointee == right.assumingMemoryBound(to: Value.self).pointee
    }

    /// Feeds every field and the kept unknown fields of `value` to `hasher`.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - hasher: The hasher.
    @_semantics("optimize.sil.specialize.generic.never")
    public func hash(_ value: Root, into hasher: inout Hasher) {
        withUnsafePointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            for field in fields {
                Self.hash(base + field.offset, as: field.type, into: &hasher)
            }
            Self.hash(base + unknownFieldsOffset, as: SheafUnknownFields.self, into: &hasher)
        }
    }

    private static func hash<Value: Hashable>(_ value: UnsafeRawPointer, as type: Value.Type, into hasher: inout Hasher) {
        hasher.combine(value.assumingMemoryBound(to: Value.self).pointee)
    }
}
