/// The fields of a table-driven type (`optimize: size`) and its blank value: what one generic
/// path in the runtime encodes, decodes, compares, hashes and implements `Codable` with.
///
/// Decoding starts from ``blankValue`` — every field at its default, required fields at a
/// placeholder — and stores each field read at its offset, so a type needs no decoder of its
/// own; encoding reads each field at its offset.
public final class SheafMessageTable<Root>: @unchecked Sendable {
    /// The fields in id order.
    let fields: [SheafTableField]
    /// Each field's index in ``fields`` by id, for ids below its count (-1: not a field).
    let indexByID: [Int8]
    /// A value whose fields hold what absent fields take, at a stable address (tables live as
    /// long as the program: generated code holds them in `static let`s).
    let blank: UnsafeMutablePointer<Root>
    /// The offset of the value's `SheafUnknownFields`.
    let unknownFieldsOffset: Int
    /// Whether the fields can hold payload-enum values, whose unknown case fields the value keeps.
    let keepsPayloadCases: Bool

    /// Creates a table (once per type: generated code holds it in a `static let`).
    ///
    /// - Parameters:
    ///   - blank: A value with every field that may be absent at its default.
    ///   - unknownFields: The stored property holding unknown fields.
    ///   - keepsPayloadCases: Whether the fields can hold payload-enum values.
    ///   - fields: The fields, in any order.
    @_semantics("optimize.sil.specialize.generic.never")
    public init(
        blank: Root, unknownFields: WritableKeyPath<Root, SheafUnknownFields>, keepsPayloadCases: Bool = false,
        fields: [SheafTableField]
    ) {
        let sorted = fields.sorted { $0.id < $1.id }
        var index = [Int8](repeating: -1, count: Swift.min((sorted.last?.id ?? 0) + 1, 128))
        for (position, field) in sorted.enumerated() where field.id < index.count && position < 128 {
            index[field.id] = Int8(position)
        }
        guard let offset = MemoryLayout<Root>.offset(of: unknownFields) else {
            preconditionFailure("sheafUnknownFields is not a stored property of \(Root.self)")
        }
        self.fields = sorted
        self.indexByID = index
        self.blank = UnsafeMutablePointer<Root>.allocate(capacity: 1)
        self.blank.initialize(to: blank)
        self.unknownFieldsOffset = offset
        self.keepsPayloadCases = keepsPayloadCases
    }

    /// The blank value: every field that may be absent at its default, required ones at a
    /// placeholder (a struct's required field of a table-driven type starts as this).
    public var blankValue: Root {
        blank.pointee
    }

    deinit {
        blank.deinitialize(count: 1)
        blank.deallocate()
    }

    /// The index in ``fields`` of field `id`, if the type has it.
    @inline(__always)
    func index(of id: Int) -> Int? {
        if id < indexByID.count {
            let position = Int(indexByID[id])
            return position < 0 ? nil : position
        }
        return fields.firstIndex { $0.id == id }
    }
}
