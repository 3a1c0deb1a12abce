/// A parsed JSON value with the byte offset where it starts: the hand-off from
/// `JSONParser` to `DynamicJSONReader`.
///
/// Numbers keep their text, so 64-bit integers and float digits reach the schema mapping
/// exactly; objects keep their members in document order (duplicate keys are rejected by
/// the parser).
struct JSONNode {
    /// The byte offset of the value's first character.
    var offset: Int
    /// The value.
    var value: Value

    /// The kinds of JSON value.
    enum Value {
        case null
        case bool(Bool)
        /// A number, as its text (already checked against the JSON grammar).
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    /// The kind's name for messages ("a string", "an object", …).
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let text): "the number \(text)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One member of a JSON object.
struct JSONMember {
    /// The key, unescaped.
    var key: String
    /// The byte offset of the key's opening quote.
    var keyOffset: Int
    /// The value.
    var value: JSONNode
}
