/// One field of a table-driven type (`optimize: size`): its id, name, where it is stored in
/// the value and how it is coded — data that ``SheafMessageTable``'s one generic path reads
/// instead of coders generated per field. Not generic, so that the runtime's loops over a
/// table's fields are specialised code even where the type they describe is not.
public struct SheafTableField: @unchecked Sendable {
    /// What an absent field means, and how an encoder recognises a value it may leave out.
    public enum Presence: UInt8, Sendable {
        /// Decoding fails when the field is absent; encoding always writes it.
        case required
        /// Absent means the schema's declared default, which the table's blank value holds;
        /// encoding leaves out a value equal to it (floats: the same bit pattern).
        case declaredDefault
        /// Absent means the type's natural default (`nil`, empty list, map or option set),
        /// which encoding leaves out.
        case natural
    }

    /// Field types coded by code specialised for them in the runtime, without a call through
    /// the type's witness table: the types most fields have.
    @usableFromInline
    enum Kind: UInt8, Sendable {
        case other, bool, int32, int64, int, uint32, uint64, float, double, string
        case optionalString, stringList, doubleList, int64List, int32List

        init<Value>(_ type: Value.Type) {
            switch type {
            case is Bool.Type: self = .bool
            case is Int32.Type: self = .int32
            case is Int64.Type: self = .int64
            case is Int.Type: self = .int
            case is UInt32.Type: self = .uint32
            case is UInt64.Type: self = .uint64
            case is Float.Type: self = .float
            case is Double.Type: self = .double
            case is String.Type: self = .string
            case is String?.Type: self = .optionalString
            case is [String].Type: self = .stringList
            case is [Double].Type: self = .doubleList
            case is [Int64].Type: self = .int64List
            case is [Int32].Type: self = .int32List
            default: self = .other
            }
        }
    }

    /// The field id.
    public let id: Int
    /// The field's schema name: `Codable` key and error path component.
    let name: StaticString
    /// The field's byte offset in `Root`.
    let offset: Int
    /// The field's Swift type.
    let type: any (SheafCodable & Hashable).Type
    /// How the runtime codes the type.
    let kind: Kind
    /// What an absent field means.
    let presence: Presence
    /// Whether the type is an `Optional` (`Codable` leaves out `nil`).
    let isOptional: Bool
    /// Former names, comma-separated, which `Codable` decoding still accepts (a static string,
    /// so that a field is plain data: reading one from the table retains nothing).
    let aliases: StaticString

    /// Describes a stored property of `Root`.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - name: The field's schema name.
    ///   - path: The stored property (a stored property of a struct: its offset is taken).
    ///   - presence: What an absent field means.
    ///   - aliases: The field's former names, comma-separated, for `Codable` decoding.
    @_semantics("optimize.sil.specialize.generic.never")
    public init<Root, Value: SheafCodable & Hashable>(
        _ id: Int, _ name: StaticString, _ path: WritableKeyPath<Root, Value>, _ presence: Presence, aliases: StaticString = ""
    ) {
        guard let offset = MemoryLayout<Root>.offset(of: path) else {
            preconditionFailure("\(name) is not a stored property of \(Root.self)")
        }
        self.init(id, name, offset, Value.self, presence, aliases: aliases)
    }

    /// Describes the stored property of type `type` at byte `offset` of the value.
    @_semantics("optimize.sil.specialize.generic.never")
    public init<Value: SheafCodable & Hashable>(
        _ id: Int, _ name: StaticString, _ offset: Int, _ type: Value.Type, _ presence: Presence, aliases: StaticString = ""
    ) {
        self.id = id
        self.name = name
        self.offset = offset
        self.type = Value.self
        self.kind = Kind(Value.self)
        self.presence = presence
        self.isOptional = Value.self is any SheafOptionalMarker.Type
        self.aliases = aliases
    }
}

/// `Optional`, recognised by a dynamic cast: `Codable` leaves out `nil` optionals.
protocol SheafOptionalMarker {}

extension Optional: SheafOptionalMarker {}
