/// A type with a Sheaf wire form: the protocol every generated type, and every type a schema
/// can name, conforms to.
///
/// Generated code implements three members — ``sheafTypeName``, ``encode(to:)`` and
/// ``init(from:)`` — plus ``sheafWireKind`` for types that are not length-delimited; the rest
/// have defaults. Because every member is a protocol requirement with the concrete type known
/// at the call site, generic code such as `Pair<String, [Float]>` compiles to direct calls
/// (specialised across modules through `@inlinable`), without existential boxes.
///
/// Contexts, and which member serves each:
/// - *bare form* (list elements, map keys and values, the archive root, inside a protocol
///   value): ``encode(to:)`` / ``init(from:)``; an `Optional` writes a presence byte here.
/// - *field* (inside a struct, class or payload case): ``SheafWriter/writeField(_:_:)``
///   omits natural defaults, then ``encodeSheafFieldValue(_:to:)`` writes the key and value;
///   ``init(sheafField:key:)`` reads it, checking the wire kind.
/// - *list* (the element type decides the list's layout): ``encodeSheafList(_:to:)`` /
///   ``decodeSheafList(from:)``, which numeric and bool elements override with packed forms,
///   and ``SheafListElement`` types with loops specialised for them.
public protocol SheafCodable {
    /// The wire kind this type's values have as a field (default ``SheafWireKind/len``).
    static var sheafWireKind: SheafWireKind { get }

    /// The canonical type expression, as the archive header's root type writes it:
    /// `int32`, `[string: [float64]]`, `Employee`, `Stack<int64>`.
    static var sheafTypeName: String { get }

    /// Writes the value's bare form.
    ///
    /// - Parameter writer: The writer.
    /// - Throws: ``SheafError`` (depth limit, out-of-range timestamps).
    func encode(to writer: inout SheafWriter) throws(SheafError)

    /// Reads a value's bare form.
    ///
    /// - Parameter reader: The reader.
    /// - Throws: ``SheafError``.
    init(from reader: inout SheafReader) throws(SheafError)

    /// Reads a field's value, given its key; the default checks that the key's wire kind is
    /// ``sheafWireKind`` and reads the bare form. (`Double` also accepts `I32`, so that a
    /// float32 field widened to float64 still reads old archives.)
    ///
    /// - Parameters:
    ///   - reader: The reader, positioned after the key.
    ///   - key: The field's key.
    /// - Throws: ``SheafError/Code/wireKindMismatch`` or what decoding throws.
    init(sheafField reader: inout SheafReader, key: SheafFieldKey) throws(SheafError)

    /// The value a field of this type takes when it is absent from an archive: `nil` (as
    /// `Optional.some(nil)`) for optionals, empty for lists, maps and option sets; `nil` for
    /// every other type, whose fields are required unless the schema declares a default.
    static var sheafDefaultValue: Self? { get }

    /// Whether this value equals ``sheafDefaultValue`` (canonical encoding omits such fields).
    var isSheafDefault: Bool { get }

    /// Writes this value as field `id`: the key, then the bare form (for an optional, the
    /// wrapped value's bare form; a `nil` writes nothing). Does not check for defaults.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - writer: The writer.
    /// - Throws: What encoding throws.
    func encodeSheafFieldValue(_ id: Int, to writer: inout SheafWriter) throws(SheafError)

    /// Writes a list of this type: length, count, then the elements (packed for numbers, bools).
    ///
    /// - Parameters:
    ///   - elements: The list.
    ///   - writer: The writer.
    /// - Throws: What encoding throws.
    static func encodeSheafList(_ elements: [Self], to writer: inout SheafWriter) throws(SheafError)

    /// Reads a list of this type.
    ///
    /// - Parameter reader: The reader.
    /// - Returns: The list.
    /// - Throws: What decoding throws, with the element's index in the path.
    static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Self]
}

extension SheafCodable {
    /// Structured values are length-delimited.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        .len
    }

    /// Required by default: no natural default.
    @inlinable
    public static var sheafDefaultValue: Self? {
        nil
    }

    /// Required values are never omitted.
    @inlinable
    public var isSheafDefault: Bool {
        false
    }

    /// Checks the wire kind, then reads the bare form.
    @inlinable
    public init(sheafField reader: inout SheafReader, key: SheafFieldKey) throws(SheafError) {
        try reader.checkWireKind(key, expected: Self.sheafWireKind)
        try self.init(from: &reader)
    }

    /// The key, then the bare form.
    @inlinable
    public func encodeSheafFieldValue(_ id: Int, to writer: inout SheafWriter) throws(SheafError) {
        writer.writeKey(id, Self.sheafWireKind)
        try encode(to: &writer)
    }

    /// Length, count, then each element's bare form, through the one generic copy of
    /// ``SheafWriter/writeList(_:)`` in the runtime.
    ///
    /// Deliberately neither inlinable nor specialised: otherwise every type would carry list
    /// code of its own (about 2.5 KB each), whether or not it is ever in a list. Types that
    /// are list elements conform to ``SheafListElement``, whose coders are specialised.
    @_semantics("optimize.sil.specialize.generic.never")
    public static func encodeSheafList(_ elements: [Self], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeList(elements)
    }

    /// Length, count, then each element's bare form; generic, as ``SheafCodable/encodeSheafList(_:to:)``.
    @_semantics("optimize.sil.specialize.generic.never")
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Self] {
        try reader.readList()
    }
}
