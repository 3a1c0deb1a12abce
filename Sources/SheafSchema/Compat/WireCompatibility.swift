/// Decides whether values written as one type read correctly as another, from the wire
/// format (docs/design/WireFormatDecisions.md) and the JSON form.
///
/// The position matters: only a *field* carries a key with its wire kind, so only there can a
/// float64 reader widen a float32 value, and only there is an optional written without a
/// presence byte. List elements of integer types are packed (a width byte, then
/// two's-complement bytes sign- or zero-extended on read); list elements of other types, map
/// keys and values and generic arguments use the bare form.
///
/// Both types must already have their generic parameters replaced by position, so renaming
/// a parameter is not a change. Declared types of the same name compare as equal here:
/// changes inside a declaration are reported on the declaration itself; their generic
/// arguments are compared where the declaration (looked up in the given set) uses them.
enum WireCompatibility {
    /// Where a value sits, which decides its encoding.
    enum Position: Sendable {
        /// The value of a field: keyed, so its wire kind is known; `nil` is an absent field.
        case field
        /// A list element (packed for integers, floats and bools).
        case listElement
        /// A map key or value, a generic argument, or a value inside an optional outside a field.
        case bare
    }

    /// How a reader of `reader` reads values written as `written`.
    ///
    /// - Parameters:
    ///   - written: The type the writer used.
    ///   - reader: The type the reader expects.
    ///   - position: Where the value sits.
    ///   - set: Where generic declarations are looked up (the new set); without it, generic
    ///     arguments are judged in the strictest position.
    static func reading(
        _ written: TypeReference, as reader: TypeReference, at position: Position, in set: SchemaSet? = nil
    ) -> Readability {
        if written == reader { return .exact }
        switch (written, reader) {
        case (.optional(let writtenWrapped), .optional(let readerWrapped)):
            return reading(writtenWrapped, as: readerWrapped, at: position == .field ? .field : .bare, in: set)
        case (.optional(let writtenWrapped), _):
            guard position == .field else { return presenceByte(written, reader) }
            // A present value is the wrapped value's bare form; absence is judged by FieldComparer.
            return reading(writtenWrapped, as: reader, at: .field, in: set)
        case (_, .optional(let readerWrapped)):
            guard position == .field else { return presenceByte(written, reader) }
            return reading(written, as: readerWrapped, at: .field, in: set)
        case (.primitive(let writtenPrimitive), .primitive(let readerPrimitive)):
            return scalar(writtenPrimitive, as: readerPrimitive, at: position)
        case (.list(let writtenElement), .list(let readerElement)):
            return reading(writtenElement, as: readerElement, at: .listElement, in: set)
        case (.map(let writtenKey, let writtenValue), .map(let readerKey, let readerValue)):
            return reading(writtenKey, as: readerKey, at: .bare, in: set)
                .combined(with: reading(writtenValue, as: readerValue, at: .bare, in: set))
        case (.named(let writtenName, let writtenArguments), .named(let readerName, let readerArguments))
        where writtenName == readerName && writtenArguments.count == readerArguments.count:
            let declaration = set?[typeNamed: writtenName]
            var result = Readability.exact
            for (index, (writtenArgument, readerArgument)) in zip(writtenArguments, readerArguments).enumerated()
            where writtenArgument != readerArgument {
                let uses = declaration.map { GenericParameterUses.uses(ofParameterAt: index, in: $0) } ?? [.bare]
                for use in uses {
                    result = result.combined(with: argument(writtenArgument, as: readerArgument, use: use, in: set))
                }
            }
            return result
        case (.genericParameter, .genericParameter):
            return .incompatible("the field now holds another generic parameter")
        default:
            return differentForms(written.description, reader.description)
        }
    }

    /// A generic argument, read where the declaration uses its parameter.
    private static func argument(
        _ written: TypeReference, as reader: TypeReference, use: GenericParameterUses.Use, in set: SchemaSet?
    ) -> Readability {
        switch use {
        case .listElement: return reading(written, as: reader, at: .listElement, in: set)
        case .bare: return reading(written, as: reader, at: .bare, in: set)
        case .optionalField: return reading(written, as: reader, at: .field, in: set)
        case .field:
            // The whole field's type changes, so what an absent field means may change too.
            let wire = reading(written, as: reader, at: .field, in: set)
            guard let set else { return wire }
            let problem = FieldAbsence.problem(
                written: FieldAbsence(naturalOf: written, in: set), reader: FieldAbsence(naturalOf: reader, in: set),
                readerIsOptional: reader.isOptional)
            return wire.combined(with: problem.map { .incompatible($0) } ?? .exact)
        }
    }

    /// One text for both directions, so a change that breaks both says it once.
    private static func differentForms(_ first: String, _ second: String) -> Readability {
        let pair = [first, second].sorted()
        return .incompatible("\(pair[0]) and \(pair[1]) differ on the wire or in the JSON form")
    }

    private static func presenceByte(_ written: TypeReference, _ reader: TypeReference) -> Readability {
        .incompatible(
            "optional list elements, map keys and values and generic arguments carry a presence byte "
                + "that the non-optional form lacks")
    }

    /// Scalars: integers widen within their signedness; float32 widens to float64 only in a field;
    /// a url reads as a string, and a string as a url when it is one.
    static func scalar(_ written: Primitive, as reader: Primitive, at position: Position) -> Readability {
        if written == reader || (written.integerCanonical != nil && written.integerCanonical == reader.integerCanonical) {
            return .exact
        }
        if let writtenWidth = written.integerBitWidth, let readerWidth = reader.integerBitWidth {
            guard written.isSignedInteger == reader.isSignedInteger else {
                let how =
                    position == .listElement
                    ? "packed signed elements are sign-extended and unsigned ones zero-extended"
                    : "signed integers are zig-zag encoded and unsigned ones are not"
                let pair = [written.rawValue, reader.rawValue].sorted()
                return .incompatible("\(how), so \(pair[0]) and \(pair[1]) values would be misread")
            }
            if readerWidth >= writtenWidth { return .exact }
            let error = position == .listElement ? "invalidPackedWidth" : "integerOverflow"
            return .valueDependent("\(written) values outside the range of \(reader) fail with \(error)")
        }
        switch (written, reader) {
        case (.float32, .float64) where position == .field:
            return .exact
        case (.float64, .float32) where position == .field:
            return .incompatible("a float64 field is 8 bytes (I64) where float32 expects 4 (I32): wireKindMismatch")
        case (.float32, .float64), (.float64, .float32):
            return .incompatible(
                "float32 values are 4 bytes and float64 values 8, and outside a field no key tells them apart")
        case (.url, .string):
            return .exact
        case (.string, .url):
            return .valueDependent("strings that are not valid URLs fail with invalidURL")
        default:
            return differentForms(written.rawValue, reader.rawValue)
        }
    }
}

extension Primitive {
    /// `int` and `int64` (and `uint` and `uint64`) are one type on the wire and in JSON.
    fileprivate var integerCanonical: Primitive? {
        switch self {
        case .int, .int64: .int64
        case .uint, .uint64: .uint64
        default: isInteger ? self : nil
        }
    }
}
