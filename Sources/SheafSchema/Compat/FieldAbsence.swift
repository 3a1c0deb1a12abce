/// What a reader makes of a field that is not in the archive, and what a writer leaves out.
///
/// Canonical writers omit a field whose value equals its default (declared, or the natural
/// one: nil, empty list, map or option set); a reader fills an absent field with its own
/// default, or fails with missingRequiredField when it has none. So a change of defaults
/// silently changes values that were left out — the reason defaults are compared at all.
enum FieldAbsence: Hashable, Sendable {
    /// No default: always written, and an error when missing.
    case required
    /// `nil`: the field is optional.
    case null
    /// A default, normalised so that equal values compare equal across versions.
    case value(Normalized)

    /// A default in a form that survives renames of enum cases and option flags.
    enum Normalized: Hashable, Sendable {
        case plain(DefaultValue)
        /// An enum case, by raw value.
        case rawValue(RawValue)
        /// An option set, by bits.
        case bits(UInt64)
        /// A float, by its float64 bit pattern: NaN equals NaN, and 0 differs from -0.
        case float(UInt64)
    }

    /// The absence behaviour of a field of a schema set.
    init(_ field: Field, in set: SchemaSet) {
        if let value = field.defaultValue {
            self = Self.normalize(value, type: field.type, in: set)
        } else {
            self.init(naturalOf: field.type, in: set)
        }
    }

    /// The absence behaviour of a field of this type without a declared default.
    init(naturalOf type: TypeReference, in set: SchemaSet) {
        switch type {
        case .optional: self = .null
        case .list: self = .value(.plain(.emptyList))
        case .map: self = .value(.plain(.emptyMap))
        case .named(let name, _):
            if case .options? = set[typeNamed: name]?.kind {
                self = .value(.bits(0))
            } else {
                self = .required
            }
        default: self = .required
        }
    }

    private static func normalize(_ value: DefaultValue, type: TypeReference, in set: SchemaSet) -> FieldAbsence {
        switch (value, type) {
        case (.null, _): return .null
        case (.float(let number), _): return .value(.float(number.bitPattern))
        case (.enumCase(_, let rawValue), _): return .value(.rawValue(rawValue))
        case (.options(_, let bits), _): return .value(.bits(bits))
        default: break
        }
        return .value(.plain(value))
    }

    /// The default as a schema would spell it, for messages.
    var text: String {
        switch self {
        case .required: "no default"
        case .null: "nil"
        case .value(.plain(let value)): CanonicalForm.defaultText(value)
        case .value(.rawValue(let raw)): "raw value \(raw)"
        case .value(.bits(let bits)): "bits 0x\(String(bits, radix: 16))"
        case .value(.float(let bits)): "\(Double(bitPattern: bits))"
        }
    }

    /// What goes wrong when a writer with absence `written` leaves a field out and a reader
    /// with absence `reader` (of a type that is optional or not) fills it in; nil when nothing does.
    static func problem(written: FieldAbsence, reader: FieldAbsence, readerIsOptional: Bool) -> String? {
        switch (written, reader) {
        case (.required, _):
            return nil  // always written
        case (_, .required):
            return "writers leave the field out when it is \(written.text), and readers that require it fail with missingRequiredField"
        case _ where written == reader:
            return nil
        case (.null, _) where !readerIsOptional:
            return nil  // the reader cannot hold nil; its default is the closest it has
        default:
            return "writers leave the field out when it is \(written.text), and readers read \(reader.text) instead"
        }
    }
}
