import Foundation
import Sheaf
import SheafSchema

extension DynamicJSONReader {
    /// A primitive value.
    func value(_ node: JSONNode, as primitive: Primitive) throws(JSONFormError) -> DynamicValue {
        let type = TypeReference.primitive(primitive)
        switch primitive {
        case .bool:
            guard case .bool(let flag) = node.value else { throw wrongType(node, expected: "true or false", type) }
            return .bool(flag)
        case .int8, .int16, .int32, .int64, .int, .uint8, .uint16, .uint32, .uint64, .uint:
            guard case .number(let text) = node.value else { throw wrongType(node, expected: "an integer", type) }
            return try integer(text, as: primitive, node: node)
        case .float32, .float64:
            return try float(node, as: primitive)
        case .string:
            return .string(try string(node, type))
        case .url:
            let text = try string(node, type)
            // The same grammar as the wire codec's, so what reads here packs.
            guard SheafURLGrammar.isValid(text) else {
                throw failure(.invalidURL, at: node.offset, "\(JSONStringEscaping.quoted(text)) is not a URL")
            }
            return .url(text)
        case .bytes:
            switch Base64Text.decode(try string(node, type)) {
            case .success(let bytes): return .bytes(bytes)
            case .failure(let failure): throw self.failure(.invalidBase64, at: node.offset, failure.message)
            }
        case .timestamp:
            let text = try string(node, type)
            guard let microseconds = TimestampText.microseconds(from: text) else {
                throw failure(
                    .invalidTimestamp, at: node.offset,
                    "\(JSONStringEscaping.quoted(text)) is not an RFC 3339 timestamp with at most microsecond precision in the supported range"
                )
            }
            return .timestamp(microseconds)
        case .uuid:
            let text = try string(node, type)
            guard let uuid = UUIDText.uuid(text) else {
                throw failure(.invalidUUID, at: node.offset, "\(JSONStringEscaping.quoted(text)) is not a uuid (8-4-4-4-12 hex digits)")
            }
            return .uuid(uuid)
        }
    }

    private func string(_ node: JSONNode, _ type: TypeReference) throws(JSONFormError) -> String {
        guard case .string(let text) = node.value else { throw wrongType(node, expected: "a string", type) }
        return text
    }

    private func integer(_ text: String, as primitive: Primitive, node: JSONNode) throws(JSONFormError) -> DynamicValue {
        guard text.utf8.count <= JSONFormOptions.maxNumberLength else {
            throw failure(
                .numberOutOfRange, at: node.offset, "a number of \(text.utf8.count) characters does not fit \(primitive.rawValue)")
        }
        switch IntegerText.parse(text, as: primitive) {
        case .value(let value): return value
        case .notAnInteger:
            throw failure(.wrongType, at: node.offset, "expected an integer for '\(primitive.rawValue)', found \(text)")
        case .outOfRange:
            throw failure(.numberOutOfRange, at: node.offset, "\(text) does not fit \(primitive.rawValue)")
        }
    }

    private func float(_ node: JSONNode, as primitive: Primitive) throws(JSONFormError) -> DynamicValue {
        let width = primitive == .float32 ? 32 : 64
        switch node.value {
        case .number(let text):
            guard text.utf8.count <= JSONFormOptions.maxNumberLength else {
                throw failure(.numberOutOfRange, at: node.offset, "a number of \(text.utf8.count) characters is too long")
            }
            // The grammar was checked by the parser, so the conversion cannot fail; only
            // overflow to infinity is out of range (infinities are written as strings).
            if width == 32 {
                guard let value = Float(text), value.isFinite else {
                    throw failure(.numberOutOfRange, at: node.offset, "\(text) does not fit float32")
                }
                return .float32(bits: value.bitPattern)
            }
            guard let value = Double(text), value.isFinite else {
                throw failure(.numberOutOfRange, at: node.offset, "\(text) does not fit float64")
            }
            return .float64(bits: value.bitPattern)
        case .string(let text):
            guard let bits = JSONFloatText.specialBits(text, width: width) else {
                throw failure(
                    .invalidFloat, at: node.offset,
                    "\(JSONStringEscaping.quoted(text)) is not a \(primitive.rawValue): numbers are JSON numbers; strings may only be \"NaN\", \"Infinity\", \"-Infinity\" or \"NaN(0x…)\" with \(width / 4) hex digits of a NaN"
                )
            }
            return width == 32 ? .float32(bits: UInt32(truncatingIfNeeded: bits)) : .float64(bits: bits)
        default:
            throw wrongType(node, expected: "a number", .primitive(primitive))
        }
    }

    // MARK: Enums and options

    /// A raw enum: a case name, or `{"$raw": value}`.
    func enumValue(_ node: JSONNode, rawEnum: RawEnum, typeName: String) throws(JSONFormError) -> DynamicValue {
        switch node.value {
        case .string(let name):
            guard let known = rawEnum.cases.first(where: { $0.name == name }) else {
                throw failure(.unknownCase, at: node.offset, unknownCaseMessage(name, rawEnum: rawEnum, typeName: typeName))
            }
            return .enumValue(known.rawValue)
        case .object(let members) where members.count == 1 && members[0].key == "$raw":
            let rawNode = members[0].value
            let raw: RawValue
            if rawEnum.rawType == .string {
                guard case .string(let text) = rawNode.value else {
                    throw wrongType(rawNode, expected: "a string raw value", .named(typeName, arguments: []))
                }
                raw = .string(text)
            } else {
                guard case .number(let text) = rawNode.value else {
                    throw wrongType(rawNode, expected: "an integer raw value", .named(typeName, arguments: []))
                }
                raw = try rawInteger(try integer(text, as: rawEnum.rawType, node: rawNode))
            }
            return .enumValue(try checkedRaw(raw, rawEnum: rawEnum, typeName: typeName, offset: rawNode.offset))
        default:
            throw wrongType(node, expected: "a case name (or {\"$raw\": value} for an open enum)", .named(typeName, arguments: []))
        }
    }

    private func rawInteger(_ value: DynamicValue) throws(JSONFormError) -> RawValue {
        switch value {
        case .int(let number): return .int(number)
        case .uint(let number): return MapKeyOrder.normalized(.uint(number))
        default: return .int(0)
        }
    }

    /// A raw value read as `$raw`: any value for an open enum, a known one for a closed enum.
    private func checkedRaw(_ raw: RawValue, rawEnum: RawEnum, typeName: String, offset: Int) throws(JSONFormError) -> RawValue {
        if let known = rawEnum.cases.first(where: { MapKeyOrder.rawEqual($0.rawValue, raw) }) { return known.rawValue }
        guard rawEnum.isOpen else {
            throw failure(.unknownCase, at: offset, "raw value \(raw) names no case of closed enum '\(typeName)'")
        }
        return raw
    }

    /// An unknown case name; for an open enum, how to write a raw value that has no case (the
    /// user may have meant one), as a value (`{"$raw": …}`) or as a map key (`"$raw:…"`).
    private func unknownCaseMessage(_ name: String, rawEnum: RawEnum, typeName: String, asKey: Bool = false) -> String {
        let message = Self.unknownNameMessage(
            "enum '\(typeName)' has no case", name, candidates: rawEnum.cases.map(\.name), listName: "cases")
        guard rawEnum.isOpen else { return message }
        let raw = rawEnum.rawType == .string ? name : "<\(rawEnum.rawType.rawValue) value>"
        let spelling =
            asKey
            ? "the key " + JSONStringEscaping.quoted("$raw:" + raw)
            : "{\"$raw\": " + (rawEnum.rawType == .string ? JSONStringEscaping.quoted(raw) : raw) + "}"
        return message + "; '\(typeName)' is an open enum: write a raw value it has no case for as \(spelling)"
    }

    /// Options: flag names, and bit indexes for bits without a name.
    func optionsValue(_ node: JSONNode, flags: OptionFlags, typeName: String) throws(JSONFormError) -> DynamicValue {
        guard case .array(let elements) = node.value else {
            throw wrongType(node, expected: "an array of flag names", .named(typeName, arguments: []))
        }
        let width = flags.rawType.integerBitWidth ?? 64
        var bits: UInt64 = 0
        for (index, element) in elements.enumerated() {
            switch element.value {
            case .string(let name):
                guard let flag = flags.flags.first(where: { $0.name == name }) else {
                    let message = Self.unknownNameMessage(
                        "options '\(typeName)' have no flag", name, candidates: flags.flags.map(\.name), listName: "flags")
                    throw indexed(index) { $0.failure(.unknownFlag, at: element.offset, message) }
                }
                bits |= 1 << UInt64(flag.bit)
            case .number(let text):
                guard case .value(.uint(let bit)) = IntegerText.parse(text, as: .uint8, strict: false), bit < width else {
                    throw indexed(index) {
                        $0.failure(
                            .unknownFlag, at: element.offset, "\(text) is not a bit index of \(flags.rawType.rawValue) (0…\(width - 1))")
                    }
                }
                bits |= 1 << bit
            default:
                throw indexed(index) { $0.wrongType(element, expected: "a flag name or a bit index", .named(typeName, arguments: [])) }
            }
        }
        return .options(bits)
    }

    /// Builds an error with `[index]` on the path.
    private func indexed(_ index: Int, _ make: (DynamicJSONReader) -> JSONFormError) -> JSONFormError {
        var copy = self
        copy.path.append(.index(index))
        return make(copy)
    }

    // MARK: Map keys

    /// A map key from its text: decimal integer, `true`/`false`, string, uuid (either case),
    /// case name, or `$raw:<raw>` for an open enum's unknown raw value.
    func mapKey(_ member: JSONMember, keyType: TypeReference) throws(JSONFormError) -> DynamicValue {
        let text = member.key
        // Errors name the entry; the path is extended only when one is thrown.
        func keyFailure(_ code: JSONFormError.Code, _ message: String) -> JSONFormError {
            JSONFormError(
                code, at: JSONTextLocation.of(offset: member.keyOffset, in: bytes), path: path + [.key(text)], message: message)
        }
        func invalid(_ why: String) -> JSONFormError {
            keyFailure(.invalidMapKey, "\(JSONStringEscaping.quoted(text)) is not a key of type '\(keyType)': \(why)")
        }
        switch keyType {
        case .primitive(.bool):
            if text == "true" { return .bool(true) }
            if text == "false" { return .bool(false) }
            throw invalid("expected true or false")
        case .primitive(.string):
            return .string(text)
        case .primitive(.uuid):
            guard let uuid = UUIDText.uuid(text) else { throw invalid("expected 8-4-4-4-12 hex digits") }
            return .uuid(uuid)
        case .primitive(let primitive) where primitive.isInteger:
            switch IntegerText.parse(text, as: primitive, strict: true) {
            case .value(let value): return value
            case .notAnInteger: throw invalid("expected a decimal integer without leading zeros")
            case .outOfRange: throw keyFailure(.numberOutOfRange, "key \(text) does not fit \(primitive.rawValue)")
            }
        case .named(let name, _):
            guard case .rawEnum(let rawEnum)? = schemaSet[typeNamed: name]?.kind else { throw invalid("not a key type") }
            if let known = rawEnum.cases.first(where: { $0.name == text }) { return .enumValue(known.rawValue) }
            guard text.hasPrefix("$raw:") else {
                throw keyFailure(.unknownCase, unknownCaseMessage(text, rawEnum: rawEnum, typeName: name, asKey: true))
            }
            let rawText = String(text.dropFirst(5))
            let raw: RawValue
            if rawEnum.rawType == .string {
                raw = .string(rawText)
            } else {
                switch IntegerText.parse(rawText, as: rawEnum.rawType, strict: true) {
                case .value(let value): raw = try rawInteger(value)
                case .notAnInteger: throw invalid("expected a decimal integer after $raw:")
                case .outOfRange:
                    throw keyFailure(.numberOutOfRange, "raw value \(rawText) does not fit \(rawEnum.rawType.rawValue)")
                }
            }
            if let known = rawEnum.cases.first(where: { MapKeyOrder.rawEqual($0.rawValue, raw) }) { return .enumValue(known.rawValue) }
            guard rawEnum.isOpen else {
                throw keyFailure(.unknownCase, "raw value \(raw) names no case of closed enum '\(name)'")
            }
            return .enumValue(raw)
        default:
            throw invalid("not a key type")
        }
    }
}
