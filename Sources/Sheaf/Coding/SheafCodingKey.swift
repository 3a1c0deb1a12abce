/// A coding key that is any text: field names, payload case names, and `"$type"`, the key
/// under which a protocol value's `Codable` form holds its member's tag. Generated `Codable`
/// implementations use it instead of one `CodingKeys` enum per type.
public struct SheafCodingKey: CodingKey, Sendable, Hashable {
    /// `"$type"`.
    public static let type = SheafCodingKey("$type")

    /// The key's text.
    public var stringValue: String

    /// Always `nil`: the key is text only.
    public var intValue: Int? {
        nil
    }

    /// Creates a key.
    ///
    /// - Parameter stringValue: The key's text.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Creates a key.
    ///
    /// - Parameter stringValue: The key's text.
    public init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    /// Not used; integer keys are not part of the form.
    ///
    /// - Parameter intValue: Ignored.
    public init?(intValue: Int) {
        return nil
    }

    /// Writes `tag` under `"$type"`; the member then encodes its own keys into the same encoder.
    ///
    /// - Parameters:
    ///   - tag: The member's tag.
    ///   - encoder: The encoder.
    /// - Throws: What encoding throws.
    public static func encodeTag(_ tag: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SheafCodingKey.self)
        try container.encode(tag, forKey: .type)
    }

    /// Reads the tag under `"$type"`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Returns: The tag.
    /// - Throws: What decoding throws (`keyNotFound` when there is none).
    public static func decodeTag(from decoder: any Decoder) throws -> String {
        let container = try decoder.container(keyedBy: SheafCodingKey.self)
        return try container.decode(String.self, forKey: .type)
    }

    /// The error for a tag the family does not list.
    ///
    /// - Parameters:
    ///   - tag: The tag read.
    ///   - family: The family's name.
    ///   - decoder: The decoder (for the coding path).
    /// - Returns: The error.
    public static func unknownTag(_ tag: String, family: String, decoder: any Decoder) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath + [SheafCodingKey.type],
                debugDescription: "tag \"\(tag)\" names no member of \(family)"
            )
        )
    }
}

extension KeyedDecodingContainer where Key == SheafCodingKey {
    /// The key a field is found under: its name, or else the first of its former names
    /// (schema `aliases`) that is present, so renamed fields still decode older documents.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - aliases: Its former names, in schema order.
    /// - Returns: The key to decode from (the name when none is present).
    public func sheafKey(_ name: String, aliases: [String]) -> SheafCodingKey {
        let key = SheafCodingKey(name)
        if contains(key) {
            return key
        }
        for alias in aliases where contains(SheafCodingKey(alias)) {
            return SheafCodingKey(alias)
        }
        return key
    }
}
