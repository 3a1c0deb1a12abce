// The runtime half of the compact shapes of generated code that the code-size experiment
// measures (see README.md beside this file). Not part of the product: a module of its own,
// compiled next to `Sheaf`, so that its functions exist once in the program instead of being
// specialised and inlined into every generated coder.

import Sheaf

extension SheafReader {
    // One non-inlined copy per field type: a generated decoder's field read shrinks to one
    // call. The overloads cover the field types of the `company` schema.

    /// Reads a `string` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> String {
        try readField(key, &seen, name)
    }

    /// Reads a `string?` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> String? {
        try readField(key, &seen, name)
    }

    /// Reads an `int32` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> Int32 {
        try readField(key, &seen, name)
    }

    /// Reads an `int64` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> Int64 {
        try readField(key, &seen, name)
    }

    /// Reads a `bool` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> Bool {
        try readField(key, &seen, name)
    }

    /// Reads a `[string]` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> [String] {
        try readField(key, &seen, name)
    }

    /// Reads a `[float64]` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> [Double] {
        try readField(key, &seen, name)
    }

    /// Reads an `[int64]` field (outlined `readField`).
    @inline(never)
    public mutating func compactRead(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> [Int64] {
        try readField(key, &seen, name)
    }

    /// Reads a field of any other type, unspecialised: the call passes the type's metadata
    /// and witness table instead of a copy of the coder per type.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    public mutating func compactRead<Value: SheafCodable>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> Value {
        try readField(key, &seen, name)
    }

    /// The table-driven decoder loop: the frame, the keys, the duplicate check, unknown
    /// fields and the required-field check live here once; the generated decoder passes a
    /// value with placeholder fields and a closure that reads one known field in place.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    public mutating func readMessage<Value>(
        into value: inout Value,
        unknown: WritableKeyPath<Value, SheafUnknownFields>,
        required: [CompactRequiredField],
        field: (inout Value, inout SheafReader, SheafFieldKey, inout SheafFieldSet) throws(SheafError) -> Bool
    ) throws(SheafError) {
        let frame = try beginLengthDelimited()
        var seen = SheafFieldSet()
        while let key = try nextKey() {
            if try !field(&value, &self, key, &seen) {
                try captureUnknownField(key, &seen, into: &value[keyPath: unknown])
            }
        }
        for requirement in required where !seen.contains(requirement.id) {
            throw missingRequiredField(requirement.name, id: requirement.id)
        }
        try endLengthDelimited(frame)
    }
}

/// A required field of the table-driven decoder: its id and its name for the error.
public struct CompactRequiredField: Sendable {
    /// The field id.
    public let id: Int
    /// The field name.
    public let name: StaticString

    /// Creates an entry.
    public init(_ id: Int, _ name: StaticString) {
        self.id = id
        self.name = name
    }
}

extension SheafWriter {
    // The writing side: one non-inlined copy per field type, as for reading.

    /// Writes a `string` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: String) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes a `string?` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: String?) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes an `int32` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: Int32) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes an `int64` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: Int64) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes a `bool` field with a declared default (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: Bool, default defaultValue: Bool) throws(SheafError) {
        try writeField(id, value, default: defaultValue)
    }

    /// Writes a `[string]` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: [String]) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes a `[float64]` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: [Double]) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes an `[int64]` field (outlined `writeField`).
    @inline(never)
    public mutating func compactWrite(_ id: Int, _ value: [Int64]) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes a field of any other type, unspecialised.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    public mutating func compactWrite<Value: SheafCodable>(_ id: Int, _ value: Value) throws(SheafError) {
        try writeField(id, value)
    }

    /// Writes a field of any other type with a declared default, unspecialised.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    public mutating func compactWrite<Value: SheafCodable & Equatable>(
        _ id: Int, _ value: Value, default defaultValue: Value
    ) throws(SheafError) {
        try writeField(id, value, default: defaultValue)
    }
}
