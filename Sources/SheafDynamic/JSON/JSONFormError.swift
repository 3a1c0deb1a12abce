import Sheaf

/// The one error type of the JSON form: a syntax error in the text, a value that does not
/// fit the schema, or (when writing) a dynamic value that does not fit its type.
///
/// Reading errors carry where the problem is in the text (1-based line and column, 0-based
/// byte offset) and the path of the value concerned (`$.vehicles[2].cylinders`). The
/// description reads `unknownField at 3:5 (byte 27, $.vehicles[2].wheels): …`.
public struct JSONFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a stable code.
    public var code: Code
    /// Where in the JSON text, or nil for errors found while writing.
    public var location: JSONTextLocation?
    /// The path from the root value to the value concerned, root first.
    public var path: [SheafPathComponent]
    /// A human-readable explanation, without the code, location or path.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - location: Where in the text, if the error concerns input text.
    ///   - path: The path from the root to the value concerned.
    ///   - message: A human-readable explanation.
    public init(_ code: Code, at location: JSONTextLocation? = nil, path: [SheafPathComponent] = [], message: String) {
        self.code = code
        self.location = location
        self.path = path
        self.message = message
    }

    /// The path in the printed notation, e.g. `$.vehicles[2].cylinders`; `$` for the root.
    public var pathDescription: String {
        path.reduce("$") { $0 + $1.description }
    }

    /// `code at LINE:COLUMN (byte N, PATH): message`, leaving out what does not apply.
    public var description: String {
        var text = code.rawValue
        if let location {
            text += " at \(location.line):\(location.column) (byte \(location.offset), \(pathDescription))"
        } else {
            text += " (\(pathDescription))"
        }
        return text + ": " + message
    }
}

extension JSONFormError {
    /// A stable identifier for each kind of failure. Raw values are never renamed or reused.
    public enum Code: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The text is not JSON: an unexpected character, a bad escape, a control character in
        /// a string, a lone surrogate, a missing comma, trailing content, or an early end.
        case syntax
        /// The text is not well-formed UTF-8.
        case invalidUTF8
        /// A key appears twice in one object (for records: a field given by its name and an alias).
        case duplicateKey
        /// Nesting exceeds the depth limit (``JSONFormOptions/maxDepth``).
        case depthLimitExceeded
        /// A number does not fit the schema type (or has more digits than a number may have).
        case numberOutOfRange
        /// A JSON value of the wrong kind for the schema type (a string where a number belongs,
        /// a fraction for an integer type, an object of the wrong shape).
        case wrongType
        /// An object key that names no field of the record (nor an alias, nor a `$` key that
        /// applies here).
        case unknownField
        /// A raw-enum or payload-enum case name the enum does not have, or an unknown raw value
        /// for a closed enum.
        case unknownCase
        /// An option-set flag name the options do not have, or a bit outside the raw type.
        case unknownFlag
        /// A `$type` tag that names no member of the protocol family.
        case unknownTag
        /// A required field (or a protocol value's `$type`) is absent.
        case missingRequiredField
        /// Bytes that are not standard, padded, canonical base64.
        case invalidBase64
        /// A timestamp that is not RFC 3339, or lies outside the 64-bit microsecond range.
        case invalidTimestamp
        /// A uuid that is not 8-4-4-4-12 hexadecimal digits.
        case invalidUUID
        /// A url whose text does not parse as a URL.
        case invalidURL
        /// A float given as a string that is not `NaN`, `Infinity`, `-Infinity` or `NaN(0x…)`
        /// with a NaN bit pattern of the type's width.
        case invalidFloat
        /// A map key whose text is not a value of the key type.
        case invalidMapKey
        /// Two map keys with different text that denote the same key (e.g. a uuid in both cases).
        case duplicateMapKey
        /// A `$ref` to an instance no `$id` defines, or to an instance of another class, or a
        /// malformed `$id`/`$ref`; in a document with `$archive`, an entry covered by no `$id`
        /// and no raw entry, or by both.
        case invalidReference
        /// Two class instances with the same `$id`.
        case duplicateInstanceID
        /// An entry of `$unknown` whose bytes are not exactly one wire field with that id, or
        /// whose id the schema knows.
        case invalidUnknownField
        /// A malformed `$archive` wrapper: not an object of exactly `tags`, `instances` and
        /// `entries`; a tag that is not well formed or repeats; an entry number outside 1 … N;
        /// an entry whose bytes are not a well-formed field sequence.
        case invalidArchive
        /// While writing: a dynamic value that does not fit its schema type (or an instance id
        /// missing from the archive's object table).
        case invalidValue

        /// The raw value.
        public var description: String { rawValue }
    }
}
