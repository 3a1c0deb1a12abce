/// A protocol family whose values also work with `Codable` tools (JSONEncoder and others):
/// a value is its member's keyed form plus a `"$type"` key holding the member's tag, as in
/// Sheaf's JSON form (`{"$type": "car", "make": "Saab", …}`).
///
/// Generated family enums conform; decoding, like the binary form, only ever produces a
/// member the family lists.
public protocol SheafCodableFamily: SheafFamily {
    /// Encodes `value` with its tag under ``SheafCodingKey/type``.
    ///
    /// - Parameters:
    ///   - value: The member value.
    ///   - encoder: The encoder.
    /// - Throws: What encoding throws.
    static func encodeMember(_ value: Value, to encoder: any Encoder) throws

    /// Decodes the member named by the `"$type"` key.
    ///
    /// - Parameter decoder: The decoder.
    /// - Returns: The member value.
    /// - Throws: `DecodingError.dataCorrupted` for a tag the family does not list, or what
    ///   decoding throws.
    static func decodeMember(from decoder: any Decoder) throws -> Value
}

extension SheafFamilyValue: Encodable where Family: SheafCodableFamily {
    /// The member's keyed form with `"$type"`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What encoding throws.
    public func encode(to encoder: any Encoder) throws {
        try Family.encodeMember(value, to: encoder)
    }
}

extension SheafFamilyValue: Decodable where Family: SheafCodableFamily {
    /// Decodes the member named by `"$type"`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What decoding throws.
    public init(from decoder: any Decoder) throws {
        self.init(try Family.decodeMember(from: decoder))
    }
}
