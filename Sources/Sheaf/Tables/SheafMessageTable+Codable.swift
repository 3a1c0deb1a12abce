import Foundation

/// `Codable` for table-driven types, keyed by field names as the speed-mode conformances are:
/// `nil` optionals left out, absent keys taking the schema's defaults, former names accepted.
extension SheafMessageTable {
    /// Encodes every field of `value` under its name, in id order (`nil` optionals left out).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - encoder: The encoder.
    /// - Throws: What the encoder throws.
    @_semantics("optimize.sil.specialize.generic.never")
    public func encode(_ value: Root, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SheafCodingKey.self)
        try withUnsafePointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            for field in fields {
                let fieldValue = Self.load(base + field.offset, as: field.type)
                if field.isOptional && fieldValue.isSheafDefault { continue }
                guard let encodable = fieldValue as? any Encodable else {
                    throw EncodingError.invalidValue(
                        fieldValue,
                        EncodingError.Context(
                            codingPath: encoder.codingPath + [SheafCodingKey(field.name.description)],
                            debugDescription: "\(field.type) is not Encodable"))
                }
                try container.encode(encodable, forKey: SheafCodingKey(field.name.description))
            }
        }
    }

    private static func load<Value: SheafCodable & Hashable>(_ value: UnsafeRawPointer, as type: Value.Type) -> any SheafCodable & Hashable
    {
        value.assumingMemoryBound(to: Value.self).pointee
    }

    /// Decodes the fields by their names (or former names) into a copy of the blank value:
    /// absent keys keep their defaults, absent optionals are `nil`, a missing required key fails.
    ///
    /// - Parameter decoder: The decoder.
    /// - Returns: The value.
    /// - Throws: `DecodingError`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode(from decoder: any Decoder) throws -> Root {
        let container = try decoder.container(keyedBy: SheafCodingKey.self)
        var value = blank.pointee
        try withUnsafeMutablePointer(to: &value) { pointer in
            let base = UnsafeMutableRawPointer(pointer)
            for field in fields {
                let name = field.name.description
                let aliases = field.aliases.description.split(separator: ",").map(String.init)
                let key = aliases.isEmpty ? SheafCodingKey(name) : container.sheafKey(name, aliases: aliases)
                try Self.decode(field, into: base + field.offset, as: field.type, key: key, from: container)
            }
        }
        return value
    }

    private static func decode<Value: SheafCodable & Hashable>(
        _ field: SheafTableField, into value: UnsafeMutableRawPointer, as type: Value.Type, key: SheafCodingKey,
        from container: KeyedDecodingContainer<SheafCodingKey>
    ) throws {
        guard let decodable = Value.self as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                Value.self,
                DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: "\(Value.self) is not Decodable"))
        }
        let place = value.assumingMemoryBound(to: Value.self)
        if field.presence == .required && !field.isOptional {
            place.pointee = try decodeValue(decodable, key: key, from: container) as! Value
        } else if let decoded = try decodeIfPresent(decodable, key: key, from: container) {
            place.pointee = decoded as! Value
        } else if field.isOptional, let absent = Value.sheafDefaultValue {
            // An absent or null optional is nil, whatever the schema's default (as the
            // speed-mode conformance decodes it).
            place.pointee = absent
        }
    }

    private static func decodeValue<Value: Decodable>(
        _ type: Value.Type, key: SheafCodingKey, from container: KeyedDecodingContainer<SheafCodingKey>
    ) throws -> Any {
        try container.decode(Value.self, forKey: key)
    }

    private static func decodeIfPresent<Value: Decodable>(
        _ type: Value.Type, key: SheafCodingKey, from container: KeyedDecodingContainer<SheafCodingKey>
    ) throws -> Any? {
        try container.decodeIfPresent(Value.self, forKey: key)
    }
}
