extension Array: SheafCodable where Element: SheafCodable {
    /// `[T]`.
    @inlinable
    public static var sheafTypeName: String {
        "[" + Element.sheafTypeName + "]"
    }

    /// The element type chooses the layout (packed for numbers and bools), in one call per list
    /// rather than one dynamic dispatch per element.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try Element.encodeSheafList(self, to: &writer)
    }

    /// The element type chooses the layout.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try Element.decodeSheafList(from: &reader)
    }

    /// Absent means empty.
    @inlinable
    public static var sheafDefaultValue: [Element]? {
        []
    }

    /// An empty list field is omitted.
    @inlinable
    public var isSheafDefault: Bool {
        isEmpty
    }
}
