import Foundation
import Sheaf
import SheafSchema

extension DynamicValueReader {
    /// Reads a list: length, count, then the elements (packed for numbers and bools).
    mutating func readList(_ element: Int, _ packing: ListPacking, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        try delimited(&reader) { (me: inout Self, reader: inout SheafReader, _: Int) throws(SheafError) in
            switch packing {
            case .none:
                return try me.readElements(element, &reader)
            case .float32:
                let count = try reader.readCount(minimumElementSize: 4)
                guard me.building else {
                    try reader.skipBytes(count * 4)
                    return .null
                }
                var items: [DynamicValue] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    items.append(.float32(bits: try reader.readFixed32()))
                }
                return .list(items)
            case .float64:
                let count = try reader.readCount(minimumElementSize: 8)
                guard me.building else {
                    try reader.skipBytes(count * 8)
                    return .null
                }
                var items: [DynamicValue] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    items.append(.float64(bits: try reader.readFixed64()))
                }
                return .list(items)
            case .bool:
                let count = try reader.readCount(minimumElementSize: 1)
                var items: [DynamicValue] = []
                if me.building {
                    items.reserveCapacity(count)
                }
                for index in 0..<count {
                    let offset = reader.offset
                    let byte = try reader.readByte()
                    guard byte <= 1 else {
                        me.pushIndex(index)
                        defer { me.pop() }
                        throw me.failureHere(.invalidBool, at: offset, "bool must be 0 or 1, found \(byte)")
                    }
                    if me.building {
                        items.append(.bool(byte == 1))
                    }
                }
                return me.building ? .list(items) : .null
            case .integer(let signed, let size):
                return try me.readPackedIntegers(signed: signed, size: size, &reader)
            }
        }
    }

    /// Reads `count` elements, each in its bare form.
    private mutating func readElements(_ element: Int, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        let count = try reader.readCount(minimumElementSize: 1)
        var items: [DynamicValue] = []
        if building {
            items.reserveCapacity(reader.reservation(for: count, stride: MemoryLayout<DynamicValue>.stride))
        }
        if nodes[element].isLeaf {
            // Leaf elements cannot fail below themselves: the index joins the path on failure.
            let kind = plan.wireKind(of: element)
            // Validating a list of strings (the most common list) checks each one in place,
            // without the round through `readValue` and its `DynamicValue` per element.
            var skimsStrings = false
            if !building, case .primitive(.string) = nodes[element] {
                skimsStrings = true
            }
            for index in 0..<count {
                let start = reader.offset
                do {
                    if skimsStrings {
                        try reader.skipString()
                        continue
                    }
                    let item = try readValue(element, &reader)
                    if building {
                        items.append(item)
                    }
                } catch {
                    pushIndex(index)
                    defer { pop() }
                    let failed = located(error)
                    guard collecting, !isStopped else { throw failed }
                    // Like a field: a leaf is skippable by its wire kind even when it does not
                    // decode, so the next element can still be checked.
                    reader.rewind(to: start)
                    do {
                        try reader.skipValue(kind: kind)
                    } catch {
                        throw failed
                    }
                    try record(failed)
                }
            }
            return building ? .list(items) : .null
        }
        for index in 0..<count {
            pushIndex(index)
            defer { pop() }
            do {
                let item = try readValue(element, &reader)
                if building {
                    items.append(item)
                }
            } catch {
                throw located(error)
            }
        }
        return building ? .list(items) : .null
    }

    /// Reads a packed integer list's content (the runtime's rules: fixed width or varints), then
    /// takes the elements as values of the list's signedness when building.
    private mutating func readPackedIntegers(signed: Bool, size: Int, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        let run = try reader.readPackedIntegerRun(elementSize: size, signed: signed)
        guard building else { return .null }
        let patterns = reader.packedIntegerBitPatterns(run)
        var items: [DynamicValue] = []
        items.reserveCapacity(patterns.count)
        for bits in patterns {
            items.append(signed ? .int(Int64(bitPattern: bits)) : .uint(bits))
        }
        return .list(items)
    }

    /// Reads a map: length, count, then count × (key, value); a repeated key is an error.
    mutating func readMap(key: Int, value: Int, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        try delimited(&reader) { (me: inout Self, reader: inout SheafReader, _: Int) throws(SheafError) in
            let count = try reader.readCount(minimumElementSize: 2)
            var entries: [DynamicMapEntry] = []
            if me.building {
                entries.reserveCapacity(reader.reservation(for: count, stride: MemoryLayout<DynamicMapEntry>.stride))
            }
            var seen = MapKeySet()
            var previous: WireMapKey?
            for _ in 0..<count {
                let keyOffset = reader.offset
                let (mapKey, keyValue) = try me.readKey(key, &reader)
                if me.building {
                    if let previous, !(previous < mapKey) {
                        me.isCanonical = false
                    }
                    previous = mapKey
                }
                me.pushKey(mapKey, node: key)
                defer { me.pop() }
                // The whole entry is read before its key is compared with earlier ones, so an
                // error in the value comes first (as generated code reports it), and the key of
                // an entry whose value failed is not compared at all.
                do throws(SheafError) {
                    let item = try me.readValue(value, &reader)
                    if me.building {
                        entries.append(DynamicMapEntry(key: keyValue, value: item))
                    }
                } catch {
                    throw me.located(error)
                }
                if !seen.insert(mapKey) {
                    let error = me.failureHere(
                        .duplicateMapKey, at: keyOffset, "key \(me.keyText(mapKey, node: key)) appears more than once")
                    guard me.collecting else { throw error }
                    try me.record(error)
                }
            }
            return me.building ? .map(entries) : .null
        }
    }

    /// Reads a map key: bool, integer, string, uuid or raw enum.
    private mutating func readKey(_ node: Int, _ reader: inout SheafReader) throws(SheafError) -> (WireMapKey, DynamicValue) {
        switch nodes[node] {
        case .primitive(let primitive):
            switch primitive {
            case .bool:
                let flag = try reader.readBool()
                return (.bool(flag), building ? .bool(flag) : .null)
            case .string:
                let text = try reader.readString()
                return (.string(text), building ? .string(text) : .null)
            case .uuid:
                let uuid = try reader.readUUID()
                return (.uuid(uuid), building ? .uuid(uuid) : .null)
            case _ where primitive.isSignedInteger:
                let number = try readSigned(primitive, &reader)
                return (.int(number), building ? .int(number) : .null)
            case _ where primitive.isUnsignedInteger:
                let number = try readUnsigned(primitive, &reader)
                return (.uint(number), building ? .uint(number) : .null)
            default:
                break
            }
        case .rawEnum(let layout):
            let raw = try readRaw(layout, &reader)
            return (WireMapKey(raw), building ? .enumValue(raw) : .null)
        default:
            break
        }
        throw failure(.schemaMismatch, at: reader.offset, "\(plan.types[node]) cannot be a map key")
    }
}
