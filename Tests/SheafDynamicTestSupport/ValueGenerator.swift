import Foundation
import SheafDynamic
import SheafSchema
import SheafTestSupport

/// Random archives of any schema type, built the way the wire decoder would hand them
/// over: instances numbered in the wire's order (depth-first, fields by id, map entries in
/// canonical key order), absent optional fields left out, maps sorted canonically. Edge
/// values (NaN payloads, -0.0, integer extremes, non-ASCII and control characters,
/// extreme timestamps) come up often.
public struct ValueGenerator {
    var rng: SplitMix64
    let schemaSet: SchemaSet
    var objects: [DynamicObjectID: DynamicObject] = [:]
    var instances: [TypeReference: [DynamicObjectID]] = [:]

    /// Creates a generator; equal seeds give equal archives.
    ///
    /// - Parameters:
    ///   - seed: The random seed.
    ///   - schemaSet: The schemas whose types it builds values of.
    public init(seed: UInt64, schemaSet: SchemaSet) {
        self.rng = SplitMix64(seed: seed)
        self.schemaSet = schemaSet
    }

    /// A random archive of `type`, nesting at most `depth` levels of collections and records.
    ///
    /// - Parameters:
    ///   - type: The root type (fully substituted).
    ///   - depth: The nesting budget.
    /// - Returns: The archive, in the wire decoder's normal form.
    public mutating func archive(_ type: TypeReference, depth: Int = 4) -> DynamicArchive {
        let root = value(type, depth: depth)
        return DynamicArchive(rootType: type, root: root, objects: objects)
    }

    mutating func chance(_ percent: UInt64) -> Bool { rng.next() % 100 < percent }

    mutating func pick<T>(_ options: [T]) -> T { options[Int(rng.next() % UInt64(options.count))] }

    mutating func value(_ type: TypeReference, depth: Int) -> DynamicValue {
        switch type {
        case .primitive(let primitive):
            return self.primitive(primitive)
        case .optional(let wrapped):
            return depth <= 0 || chance(30) ? .null : value(wrapped, depth: depth)
        case .list(let element):
            let count = depth <= 0 ? 0 : Int(rng.next() % 4)
            return .list((0..<count).map { _ in value(element, depth: depth - 1) })
        case .map(let keyType, let valueType):
            let count = depth <= 0 ? 0 : Int(rng.next() % 4)
            var keys: [DynamicValue] = []
            for _ in 0..<count {
                let key = value(keyType, depth: 0)
                if !keys.contains(key) { keys.append(key) }
            }
            keys.sort(by: Self.keyPrecedes)
            return .map(keys.map { DynamicMapEntry(key: $0, value: value(valueType, depth: depth - 1)) })
        case .named(let name, let arguments):
            guard let declaration = schemaSet[typeNamed: name] else { return .null }
            let substitutions = Dictionary(zip(declaration.genericParameters, arguments).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
            switch declaration.kind {
            case .structure(let fields):
                return .record(record(fields, substitutions: substitutions, depth: depth - 1))
            case .classType(let fields):
                return object(type, fields: fields, substitutions: substitutions, depth: depth)
            case .rawEnum(let rawEnum):
                return .enumValue(raw(rawEnum))
            case .payloadEnum(let cases):
                let chosen = pick(cases)
                return .payload(caseID: chosen.id, fields: record(chosen.fields, substitutions: substitutions, depth: depth - 1))
            case .options(let flags):
                let width = UInt64(flags.rawType.integerBitWidth ?? 64)
                var bits: UInt64 = 0
                for flag in flags.flags where chance(50) { bits |= 1 << UInt64(flag.bit) }
                if chance(20) { bits |= 1 << (rng.next() % width) }
                return .options(bits)
            case .protocolFamily:
                return member(of: name, depth: depth)
            }
        case .protocolValue(let family):
            return member(of: family, depth: depth)
        case .genericParameter:
            return .null
        }
    }

    private mutating func member(of family: String, depth: Int) -> DynamicValue {
        let member = pick(schemaSet.members(ofFamily: family))
        let memberType = TypeReference.named(member.name, arguments: [])
        return .member(tag: member.tag ?? member.name, value: value(memberType, depth: depth))
    }

    private mutating func object(
        _ type: TypeReference, fields: [Field], substitutions: [String: TypeReference], depth: Int
    ) -> DynamicValue {
        if let existing = instances[type], !existing.isEmpty, depth <= 0 || chance(40) {
            return .object(pick(existing))
        }
        // Numbered before its fields are made, so fields may refer back to it (cycles).
        let id = DynamicObjectID(objects.count + 1)
        objects[id] = DynamicObject(type: type, record: DynamicRecord())
        instances[type, default: []].append(id)
        let content = record(fields, substitutions: substitutions, depth: depth - 1)
        objects[id] = DynamicObject(type: type, record: content)
        return .object(id)
    }

    private mutating func record(_ fields: [Field], substitutions: [String: TypeReference], depth: Int) -> DynamicRecord {
        var record = DynamicRecord()
        for field in fields.sorted(by: { $0.id < $1.id }) {
            let type = field.type.substituting(substitutions)
            let isRequired = field.defaultValue == nil && !schemaSet.hasNaturalDefault(type)
            guard isRequired || (depth > 0 && chance(60)) else { continue }
            let generated = value(type, depth: depth)
            if generated != .null { record.fields[field.id] = generated }
        }
        let id = 1 + Int(rng.next() % 1000)
        if chance(10), !fields.contains(where: { $0.id == id }) {
            record.unknownFields = [DynamicUnknownField(id: id, bytes: Self.varint(UInt64(id) << 3) + [0x01])]
        }
        return record
    }

    private mutating func raw(_ rawEnum: RawEnum) -> RawValue {
        if rawEnum.isOpen, chance(25) {
            for _ in 0..<10 {
                let candidate: RawValue
                if rawEnum.rawType == .string {
                    candidate = .string(pick(["zz", "é", "", "x y"]))
                } else {
                    switch primitive(rawEnum.rawType) {
                    case .int(let x): candidate = .int(x)
                    case .uint(let x): candidate = Int64(exactly: x).map { .int($0) } ?? .uint(x)
                    default: continue
                    }
                }
                if !rawEnum.cases.contains(where: { $0.rawValue == candidate }) { return candidate }
            }
        }
        return pick(rawEnum.cases).rawValue
    }

    mutating func primitive(_ primitive: Primitive) -> DynamicValue {
        switch primitive {
        case .bool: return .bool(chance(50))
        case .int8, .int16, .int32, .int64, .int:
            let range = primitive.integerRange ?? 0...0
            let random = range.lowerBound == Int64.min ? Int64(bitPattern: rng.next()) : Int64.random(in: range, using: &rng)
            return .int(pick([range.lowerBound, range.upperBound, 0, -1, 1, random, random]))
        case .uint8, .uint16, .uint32, .uint64, .uint:
            let max: UInt64 = primitive.integerBitWidth == 64 ? .max : (1 << UInt64(primitive.integerBitWidth ?? 8)) - 1
            return .uint(pick([0, 1, max, UInt64.random(in: 0...max, using: &rng)]))
        case .float32:
            return .float32(
                bits: pick([
                    0, 0x8000_0000, 0x7FC0_0000, 0x7FC0_0001, 0xFFC0_0000, 0x7F80_0001, 0x7F80_0000, 0xFF80_0000, 1, 0x7F7F_FFFF,
                    0x3DCC_CCCD, UInt32(truncatingIfNeeded: rng.next()),
                ]))
        case .float64:
            return .float64(
                bits: pick([
                    0, 0x8000_0000_0000_0000, 0x7FF8_0000_0000_0000, 0x7FF8_0000_0000_0001, 0xFFF8_0000_0000_0000, 0x7FF0_0000_0000_0001,
                    0x7FF0_0000_0000_0000, 0xFFF0_0000_0000_0000, 1, 0x7FEF_FFFF_FFFF_FFFF, 0x3FB9_9999_9999_999A, rng.next(), rng.next(),
                ]))
        case .string:
            return .string(
                pick([
                    "", "plain", "é世界🌍", "\"\\\n\t\u{0}\u{1F}\u{7F}/", "\u{2028}\u{FEFF}", "$raw:x", "key with spaces", String(rng.next()),
                ]))
        case .bytes:
            return .bytes((0..<Int(rng.next() % 6)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        case .timestamp:
            return .timestamp(pick([Int64.min, Int64.max, 0, -1, 1_709_206_245_123_456, Int64(bitPattern: rng.next())]))
        case .url:
            return .url(pick(["https://example.com/a%20b?q=1#top", "file:///var/tmp/x", "mailto:a@b.c"]))
        case .uuid:
            let bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            return .uuid(
                UUID(
                    uuid: (
                        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                    )))
        }
    }

    static func varint(_ value: UInt64) -> [UInt8] { HandBytes.varint(value) }

    /// The wire's canonical key order, written out here independently of the code under test.
    static func keyPrecedes(_ a: DynamicValue, _ b: DynamicValue) -> Bool {
        func number(_ value: DynamicValue) -> (negative: Bool, magnitude: UInt64)? {
            switch value {
            case .int(let x), .enumValue(.int(let x)): return (x < 0, x.magnitude)
            case .uint(let x), .enumValue(.uint(let x)): return (false, x)
            default: return nil
            }
        }
        if let x = number(a), let y = number(b) {
            if x.negative != y.negative { return x.negative }
            return x.negative ? x.magnitude > y.magnitude : x.magnitude < y.magnitude
        }
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return !x && y
        case (.string(let x), .string(let y)), (.enumValue(.string(let x)), .enumValue(.string(let y))):
            return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
        case (.uuid(let x), .uuid(let y)):
            return withUnsafeBytes(of: x.uuid) { xb in withUnsafeBytes(of: y.uuid) { yb in xb.lexicographicallyPrecedes(yb) } }
        default: return false
        }
    }
}
