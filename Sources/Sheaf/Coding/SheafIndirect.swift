/// Out-of-line storage for one field of a generated struct whose type leads back to the
/// struct itself through an optional (`Employee.manager: Employee?`), which Swift cannot
/// store inline.
///
/// It keeps value semantics: the box is copied on write when shared, so two struct values
/// never see each other's changes. Generated structs hold it in a private stored property
/// behind a computed one of the field's own type, so users never see it.
public struct SheafIndirect<Value> {
    /// The shared, reference-counted storage.
    @usableFromInline
    final class Storage {
        @usableFromInline var value: Value

        @inlinable
        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline var storage: Storage

    /// Boxes a value.
    ///
    /// - Parameter value: The value.
    @inlinable
    public init(_ value: Value) {
        storage = Storage(value)
    }

    /// The boxed value; setting it copies the box first when another value shares it.
    @inlinable
    public var value: Value {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }
}

extension SheafIndirect: Equatable where Value: Equatable {
    /// Compares the boxed values.
    @inlinable
    public static func == (lhs: SheafIndirect, rhs: SheafIndirect) -> Bool {
        lhs.storage === rhs.storage || lhs.value == rhs.value
    }
}

extension SheafIndirect: Hashable where Value: Hashable {
    /// Hashes the boxed value.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

// The storage is only mutated when uniquely referenced (copy on write), so sharing a box
// between threads never shares mutable state.
extension SheafIndirect: @unchecked Sendable where Value: Sendable {}

extension SheafIndirect: CustomStringConvertible, CustomDebugStringConvertible {
    /// The boxed value's description, so printing a struct shows the value, not the box.
    public var description: String {
        String(describing: value)
    }

    /// The boxed value's debug description.
    public var debugDescription: String {
        String(reflecting: value)
    }
}
