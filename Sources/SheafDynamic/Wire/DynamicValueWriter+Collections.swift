import Foundation
import Sheaf
import SheafSchema

extension DynamicValueWriter {
    /// Writes a list; numbers and bools packed.
    mutating func writeList(
        _ items: [DynamicValue], _ element: Int, _ packing: ListPacking, _ writer: inout SheafWriter
    ) throws(SheafError) {
        switch packing {
        case .none:
            let mark = try writer.beginLengthDelimited()
            writer.writeVarint(UInt64(items.count))
            for (index, item) in items.enumerated() {
                path.append(.index(index))
                try write(item, element, &writer)
                path.removeLast()
            }
            writer.endLengthDelimited(mark)
        case .float32:
            var values: [Float] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .float32(let bits) = item else { throw elementMismatch(index, item, element) }
                values.append(Float(bitPattern: bits))
            }
            try writer.writePackedFloats(values)
        case .float64:
            var values: [Double] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .float64(let bits) = item else { throw elementMismatch(index, item, element) }
                values.append(Double(bitPattern: bits))
            }
            try writer.writePackedDoubles(values)
        case .bool:
            var values: [Bool] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .bool(let flag) = item else { throw elementMismatch(index, item, element) }
                values.append(flag)
            }
            try writer.writePackedBools(values)
        case .integer(let signed, _):
            guard case .primitive(let primitive) = nodes[element] else { throw mismatch(.list(items), element) }
            if signed {
                var values: [Int64] = []
                values.reserveCapacity(items.count)
                for (index, item) in items.enumerated() {
                    values.append(try integer(item, primitive, index, element))
                }
                try writer.writePackedIntegers(values)
            } else {
                var values: [UInt64] = []
                values.reserveCapacity(items.count)
                for (index, item) in items.enumerated() {
                    values.append(UInt64(bitPattern: try integer(item, primitive, index, element)))
                }
                try writer.writePackedIntegers(values)
            }
        }
    }

    /// An error about the list element at `index`.
    private func indexed(_ index: Int, _ code: SheafError.Code, _ message: String) -> SheafError {
        SheafError(code, message: message, path: path + [.index(index)])
    }

    /// The error about a list element of the wrong kind.
    private func elementMismatch(_ index: Int, _ item: DynamicValue, _ node: Int) -> SheafError {
        indexed(index, .schemaMismatch, "\(DynamicValueWriter.kindName(of: item)) is not a value of type \(plan.types[node])")
    }

    /// A packed list element's value, range-checked (unsigned values as their bit pattern).
    private func integer(_ item: DynamicValue, _ type: Primitive, _ index: Int, _ node: Int) throws(SheafError) -> Int64 {
        let fits: Bool
        let bits: Int64
        switch item {
        case .int(let number):
            fits =
                type.isSignedInteger
                ? (type.integerRange?.contains(number) ?? false)
                : number >= 0 && (type.integerBitWidth! >= 64 || number < (1 << Int64(type.integerBitWidth!)))
            bits = number
        case .uint(let number):
            let width = type.integerBitWidth!
            fits = type.isSignedInteger ? number <= UInt64(type.integerRange!.upperBound) : (width >= 64 || number < (1 << UInt64(width)))
            bits = Int64(bitPattern: number)
        default:
            throw elementMismatch(index, item, node)
        }
        guard fits else {
            throw indexed(index, .integerOverflow, "\(item) does not fit \(type.rawValue)")
        }
        return bits
    }

    /// Writes a map's entries sorted by key.
    mutating func writeMap(
        _ entries: [DynamicMapEntry], key: Int, value: Int, _ writer: inout SheafWriter
    ) throws(SheafError) {
        var keyed: [(key: WireMapKey, entry: DynamicMapEntry)] = []
        keyed.reserveCapacity(entries.count)
        for entry in entries {
            keyed.append((try mapKey(entry.key, key), entry))
        }
        var seen = MapKeySet()
        for (mapKey, _) in keyed where !seen.insert(mapKey) {
            throw failure(.duplicateMapKey, "key \(mapKey.text) appears more than once")
        }
        keyed.sort { $0.key < $1.key }
        let mark = try writer.beginLengthDelimited()
        writer.writeVarint(UInt64(keyed.count))
        for (mapKey, entry) in keyed {
            try write(entry.key, key, &writer)
            path.append(.key(keyText(mapKey, key)))
            try write(entry.value, value, &writer)
            path.removeLast()
        }
        writer.endLengthDelimited(mark)
    }

    /// A map key's text for paths: raw-enum keys by case name when they have one.
    private func keyText(_ key: WireMapKey, _ node: Int) -> String {
        if case .rawEnum(let layout) = nodes[node], let raw = key.rawValue, let name = layout.caseNames[raw] {
            return name
        }
        return key.text
    }

    /// The ordering key of a map key value.
    private func mapKey(_ value: DynamicValue, _ node: Int) throws(SheafError) -> WireMapKey {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .int(let number):
            if case .primitive(let type) = nodes[node], type.isUnsignedInteger, number >= 0 { return .uint(UInt64(number)) }
            return .int(number)
        case .uint(let number):
            if case .primitive(let type) = nodes[node], type.isSignedInteger, number <= UInt64(Int64.max) {
                return .int(Int64(number))
            }
            return .uint(number)
        case .string(let text): return .string(text)
        case .uuid(let uuid): return .uuid(uuid)
        case .enumValue(let raw): return WireMapKey(raw)
        default: throw mismatch(value, node)
        }
    }
}
