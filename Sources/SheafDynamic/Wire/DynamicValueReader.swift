import Foundation
import Sheaf
import SheafSchema

/// Walks values of any schema type on the wire, following a ``WirePlan``.
///
/// Two modes share the walk:
/// - decoding (``Mode/decode``) builds ``DynamicValue``s and throws the first error;
/// - validating (``Mode/validate``) builds nothing (the skim path: strings are checked in
///   place, packed lists skipped after their bounds are checked), records every error with its
///   path and offset, and resumes after the field or length-delimited value that failed, so
///   one pass reports as much as the archive's structure allows.
struct DynamicValueReader {
    /// What the walk produces.
    enum Mode {
        case decode
        case validate
    }

    /// One step of the path to the value being read: plain integers, so that keeping the path
    /// up to date costs no reference counting; names and key texts are looked up only when an
    /// error needs them.
    enum PathStep {
        /// A field, by record layout (index in the plan) and position.
        case field(record: Int, position: Int)
        /// A list element.
        case index(Int)
        /// A map entry: the key is `keys[k]`.
        case key(Int)
        /// Anything else: `others[k]`.
        case other(Int)
    }

    let plan: WirePlan
    /// The plan's nodes, held as a constant so that reading them needs no exclusivity checks.
    let nodes: [WireNode]
    /// Whether values are built (decoding) rather than skimmed.
    let building: Bool
    /// Whether errors are recorded and skipped (validating) rather than thrown.
    let collecting: Bool
    /// The errors recorded so far (validation).
    private(set) var errors: [SheafError] = []
    /// Opaque members met (validation): notes, not errors.
    var notes: [ArchiveValidationNote] = []
    /// The most errors recorded before the walk stops (validation).
    var errorLimit = Int.max
    /// Whether the walk stopped at ``errorLimit``.
    private(set) var isStopped = false
    /// The number of entries of the instance table that references have reached so far.
    var reachedEntries = 0
    /// The instances decoded, by entry number (decoding only).
    var objects: [DynamicObjectID: DynamicObject] = [:]
    /// Whether everything decoded so far was in canonical form (fields in id order, no field
    /// holding its default, map keys ascending); when not, the decoder normalises the result.
    var isCanonical = true
    /// The tables bytes were kept with, once some were (decoding only).
    var keptOrigin: SheafOrigin?
    /// Whether references reached the entries in number order (1, 2, 3 …), as a canonical
    /// writer numbers them.
    var isNumberedInOrder = true
    /// The path from the root to the value being read.
    var path: [PathStep] = []
    /// The map keys the path goes through, with their key nodes.
    private var keys: [(key: WireMapKey, node: Int)] = []
    /// The other components the path goes through.
    private var others: [SheafPathComponent] = []

    init(plan: WirePlan, mode: Mode) {
        self.plan = plan
        self.nodes = plan.nodes
        self.building = mode == .decode
        self.collecting = mode == .validate
    }

    // MARK: - Errors

    /// The path in error form.
    func currentPath() -> [SheafPathComponent] {
        path.map { step in
            switch step {
            case .field(let record, let position): return .field(plan.records[record].fields[position].name)
            case .index(let index): return .index(index)
            case .key(let index): return .key(keyText(keys[index].key, node: keys[index].node))
            case .other(let index): return others[index]
            }
        }
    }

    /// Enters a field of a record.
    @inline(__always)
    mutating func pushField(_ layout: RecordLayout, _ position: Int) {
        path.append(.field(record: layout.index, position: position))
    }

    /// Enters a list element.
    @inline(__always)
    mutating func pushIndex(_ index: Int) {
        path.append(.index(index))
    }

    /// Enters a map entry.
    mutating func pushKey(_ key: WireMapKey, node: Int) {
        keys.append((key, node))
        path.append(.key(keys.count - 1))
    }

    /// Enters any other component (field names of unknown ids, payload case names).
    mutating func push(_ component: SheafPathComponent) {
        others.append(component)
        path.append(.other(others.count - 1))
    }

    /// Leaves the innermost step.
    @inline(__always)
    mutating func pop() {
        switch path.removeLast() {
        case .key: keys.removeLast()
        case .other: others.removeLast()
        case .field, .index: break
        }
    }

    /// A map key's text: raw-enum keys print as their case name when they have one.
    func keyText(_ key: WireMapKey, node: Int) -> String {
        if case .rawEnum(let layout) = nodes[node], let raw = key.rawValue, let name = layout.caseNames[raw] {
            return name
        }
        return key.text
    }

    /// The error with the current path, unless it already has one. Errors from the runtime
    /// carry no path; the walker's own carry theirs from the start.
    func located(_ error: SheafError) -> SheafError {
        guard !error.hasPath, !path.isEmpty else { return error }
        return SheafError(error.code, offset: error.offset, message: error.message, path: currentPath())
    }

    /// An error at `offset` without a path: the nearest enclosing field, element, entry or
    /// length-delimited value that catches it adds the path to the value being read.
    func failure(_ code: SheafError.Code, at offset: Int, _ message: String) -> SheafError {
        SheafError(code, offset: offset, message: message)
    }

    /// An error at `offset` with the current path, for errors raised right after pushing the
    /// step they concern.
    func failureHere(_ code: SheafError.Code, at offset: Int, _ message: String) -> SheafError {
        SheafError(code, offset: offset, message: message, path: currentPath())
    }

    /// Records an error (validation). Once ``errorLimit`` errors are recorded the walk stops:
    /// this throws, and every catch site lets the error pass (``isStopped``).
    mutating func record(_ error: SheafError) throws(SheafError) {
        errors.append(located(error))
        if errors.count >= errorLimit {
            isStopped = true
            throw error
        }
    }

    /// Reads a length-delimited value's content with `body`. While validating, an error inside
    /// it is recorded and reading resumes after the value, which then reads as `.null`.
    @inline(__always)
    mutating func delimited(
        _ reader: inout SheafReader, _ body: (inout Self, inout SheafReader, Int) throws(SheafError) -> DynamicValue
    ) throws(SheafError) -> DynamicValue {
        let depth = reader.currentDepth
        let start = reader.offset
        let frame = try reader.beginLengthDelimited()
        do {
            let value = try body(&self, &reader, start)
            try reader.endLengthDelimited(frame)
            return value
        } catch {
            guard collecting, !isStopped else { throw located(error) }
            try record(error)
            reader.abandonLengthDelimited(frame, depth: depth)
            return .null
        }
    }

    // MARK: - Values

    /// Reads the bare form of a value of the node's type.
    mutating func readValue(_ node: Int, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        switch nodes[node] {
        case .primitive(let primitive):
            return try readPrimitive(primitive, &reader)
        case .optional(let wrapped):
            let offset = reader.offset
            switch try reader.readByte() {
            case 0: return .null
            case 1: return try readValue(wrapped, &reader)
            case let byte:
                throw failure(.invalidPresenceByte, at: offset, "optional presence byte must be 0 or 1, found \(byte)")
            }
        case .list(let element, let packing):
            return try readList(element, packing, &reader)
        case .map(let key, let value):
            return try readMap(key: key, value: value, &reader)
        case .structure(let layout):
            return try delimited(&reader) { (me: inout Self, reader: inout SheafReader, start: Int) throws(SheafError) in
                let record = try me.readFields(layout, start: start, &reader)
                return me.building ? .record(record) : .null
            }
        case .classType(let layout):
            return try readInstance(node, layout, &reader)
        case .rawEnum(let layout):
            let raw = try readRaw(layout, &reader)
            return building ? .enumValue(raw) : .null
        case .payloadEnum(let layout):
            return try readPayload(layout, &reader)
        case .options(let layout):
            let offset = reader.offset
            let bits = try reader.readVarint()
            guard bits & ~layout.mask == 0 else {
                throw failure(.integerOverflow, at: offset, "option bits \(bits) do not fit \(layout.rawType.rawValue) of \(layout.name)")
            }
            return building ? .options(bits) : .null
        case .family(let layout):
            return try readMember(layout, &reader)
        case .placeholder:
            throw failure(.schemaMismatch, at: reader.offset, "type '\(plan.types[node])' is not compiled")
        }
    }

    /// Reads a primitive's bare form; while skimming, only checks it.
    mutating func readPrimitive(_ primitive: Primitive, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        switch primitive {
        case .bool:
            let value = try reader.readBool()
            return building ? .bool(value) : .null
        case .int8, .int16, .int32, .int64, .int:
            let value = try readSigned(primitive, &reader)
            return building ? .int(value) : .null
        case .uint8, .uint16, .uint32, .uint64, .uint:
            let value = try readUnsigned(primitive, &reader)
            return building ? .uint(value) : .null
        case .float32:
            let bits = try reader.readFixed32()
            return building ? .float32(bits: bits) : .null
        case .float64:
            let bits = try reader.readFixed64()
            return building ? .float64(bits: bits) : .null
        case .string:
            if building {
                return .string(try reader.readString())
            }
            try reader.skipString()
            return .null
        case .bytes:
            if building {
                return .bytes(try reader.readBytes { (bytes: UnsafeRawBufferPointer) throws(SheafError) in [UInt8](bytes) })
            }
            try reader.readBytes { (_: UnsafeRawBufferPointer) throws(SheafError) in () }
            return .null
        case .url:
            let offset = reader.offset
            let text = try reader.readString()
            guard SheafURLGrammar.isValid(text) else {
                throw failure(.invalidURL, at: offset, "\"\(text)\" is not a valid URL")
            }
            return building ? .url(text) : .null
        case .uuid:
            let value = try reader.readUUID()
            return building ? .uuid(value) : .null
        case .timestamp:
            let micros = try reader.readSignedVarint()
            return building ? .timestamp(micros) : .null
        }
    }

    /// Reads a signed integer of the given width (zig-zag varint, range-checked).
    func readSigned(_ primitive: Primitive, _ reader: inout SheafReader) throws(SheafError) -> Int64 {
        switch primitive {
        case .int8: return Int64(try reader.readSignedInteger(Int8.self))
        case .int16: return Int64(try reader.readSignedInteger(Int16.self))
        case .int32: return Int64(try reader.readSignedInteger(Int32.self))
        default: return try reader.readSignedVarint()
        }
    }

    /// Reads an unsigned integer of the given width (varint, range-checked).
    func readUnsigned(_ primitive: Primitive, _ reader: inout SheafReader) throws(SheafError) -> UInt64 {
        switch primitive {
        case .uint8: return UInt64(try reader.readUnsignedInteger(UInt8.self))
        case .uint16: return UInt64(try reader.readUnsignedInteger(UInt16.self))
        case .uint32: return UInt64(try reader.readUnsignedInteger(UInt32.self))
        default: return try reader.readVarint()
        }
    }

    /// Reads a raw enum's raw value (integers normalised as the schema model does: `.int`
    /// whenever the value fits `Int64`); a closed enum rejects values that name no case.
    mutating func readRaw(_ layout: RawEnumLayout, _ reader: inout SheafReader) throws(SheafError) -> RawValue {
        let offset = reader.offset
        let raw: RawValue
        if layout.rawType == .string {
            raw = .string(try reader.readString())
        } else if layout.rawType.isSignedInteger {
            raw = .int(try readSigned(layout.rawType, &reader))
        } else {
            let value = try readUnsigned(layout.rawType, &reader)
            raw = value <= UInt64(Int64.max) ? .int(Int64(value)) : .uint(value)
        }
        if !layout.isOpen, !layout.hasCase(raw) {
            throw failure(.unknownEnumValue, at: offset, "\(raw) is not a raw value of the closed enum \(layout.name)")
        }
        return raw
    }
}
