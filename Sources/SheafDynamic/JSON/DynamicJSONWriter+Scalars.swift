import Foundation
import Sheaf
import SheafSchema

extension DynamicJSONWriter {
    /// A primitive value. Integers are accepted in either signedness as long as the value
    /// fits the type (the number is the same).
    func output(_ value: DynamicValue, as primitive: Primitive) throws(JSONFormError) -> JSONOutput {
        let type = TypeReference.primitive(primitive)
        switch (primitive, value) {
        case (.bool, .bool(let flag)):
            return .bool(flag)
        case (_, .int(let number)) where primitive.isInteger:
            guard IntegerText.fits(signed: number, primitive) else { throw failure("\(number) does not fit \(primitive.rawValue)") }
            return .number(String(number))
        case (_, .uint(let number)) where primitive.isInteger:
            guard IntegerText.fits(unsigned: number, primitive) else { throw failure("\(number) does not fit \(primitive.rawValue)") }
            return .number(String(number))
        case (.float32, .float32(let bits)):
            return JSONFloatText.output(float32: bits)
        case (.float64, .float64(let bits)):
            return JSONFloatText.output(float64: bits)
        case (.string, .string(let text)), (.url, .url(let text)):
            return .string(text)
        case (.bytes, .bytes(let bytes)):
            return .string(Base64Text.encode(bytes))
        case (.timestamp, .timestamp(let microseconds)):
            return .string(TimestampText.string(fromMicroseconds: microseconds))
        case (.uuid, .uuid(let uuid)):
            return .string(UUIDText.string(uuid))
        default:
            throw mismatch(value, type)
        }
    }

    /// A raw enum: the case name, or `{"$raw": value}` for an open enum's unknown raw value.
    func enumOutput(_ raw: RawValue, rawEnum: RawEnum, typeName: String) throws(JSONFormError) -> JSONOutput {
        if let known = rawEnum.cases.first(where: { MapKeyOrder.rawEqual($0.rawValue, raw) }) {
            return .string(known.name)
        }
        guard rawEnum.isOpen else {
            throw failure("raw value \(raw) names no case of closed enum '\(typeName)'")
        }
        switch raw {
        case .string(let text) where rawEnum.rawType == .string:
            return .object([("$raw", .string(text))])
        case .int(let number) where IntegerText.fits(signed: number, rawEnum.rawType):
            return .object([("$raw", .number(String(number)))])
        case .uint(let number) where IntegerText.fits(unsigned: number, rawEnum.rawType):
            return .object([("$raw", .number(String(number)))])
        default:
            throw failure("raw value \(raw) does not fit enum '\(typeName)' (raw type \(rawEnum.rawType.rawValue))")
        }
    }

    /// An option set: flag names in bit order, unknown bits as their bit index.
    func optionsOutput(_ bits: UInt64, flags: OptionFlags, typeName: String) throws(JSONFormError) -> JSONOutput {
        let width = flags.rawType.integerBitWidth ?? 64
        if width < 64, bits >> UInt64(width) != 0 {
            throw failure("options \(bits) have bits beyond \(flags.rawType.rawValue) for '\(typeName)'")
        }
        var names: [Int: String] = [:]
        for flag in flags.flags { names[flag.bit] = flag.name }
        var elements: [JSONOutput] = []
        for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
            if let name = names[bit] {
                elements.append(.string(name))
            } else {
                elements.append(.number(String(bit)))
            }
        }
        return .array(elements)
    }

    /// A map: keys as text, entries in the wire's canonical key order.
    mutating func mapOutput(
        _ entries: [DynamicMapEntry], keyType: TypeReference, valueType: TypeReference
    ) throws(JSONFormError) -> JSONOutput {
        let sorted = entries.sorted { MapKeyOrder.precedes($0.key, $1.key) }
        var members: [(key: String, value: JSONOutput)] = []
        members.reserveCapacity(sorted.count)
        var previous: DynamicValue?
        for entry in sorted {
            if let previous, previous == entry.key {
                throw failure("the map holds the key \(entry.key) twice")
            }
            previous = entry.key
            let text = try keyText(entry.key, keyType: keyType)
            path.append(.key(text))
            members.append((text, try output(entry.value, as: valueType)))
            path.removeLast()
        }
        return .object(members)
    }

    /// The text of a map key: decimal integers, `true`/`false`, the string, a lowercase
    /// uuid, a case name (`$raw:<raw>` for an open enum's unknown raw value).
    private func keyText(_ key: DynamicValue, keyType: TypeReference) throws(JSONFormError) -> String {
        if case .named(let name, _) = keyType, case .rawEnum(let rawEnum)? = schemaSet[typeNamed: name]?.kind {
            guard case .enumValue(let raw) = key else { throw mismatch(key, keyType) }
            switch try enumOutput(raw, rawEnum: rawEnum, typeName: name) {
            case .string(let caseName): return caseName
            default: return "$raw:" + raw.description
            }
        }
        guard case .primitive(let primitive) = keyType, primitive.isMapKey else {
            throw failure("'\(keyType)' cannot be a map key")
        }
        switch try output(key, as: primitive) {
        case .string(let text): return text
        case .number(let digits): return digits
        case .bool(let flag): return flag ? "true" : "false"
        default: throw mismatch(key, keyType)
        }
    }
}
