/// The binary coders of table-driven types: one loop over the fields for every type, reading
/// and writing each field at its offset in the value.
extension SheafMessageTable {
    /// Writes `value`'s bare form: length, then its fields in id order with the kept unknown
    /// fields merged in by id, leaving out fields at their defaults.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - writer: The writer.
    /// - Throws: What encoding a field throws (depth limit, out-of-range timestamps).
    @_semantics("optimize.sil.specialize.generic.never")
    public func encode(_ value: Root, to writer: inout SheafWriter) throws(SheafError) {
        try withUnsafePointer(to: value) { (pointer) throws(SheafError) in
            try encodeFields(UnsafeRawPointer(pointer), to: &writer)
        }
    }

    /// Writes a list of values: length, count, then each one's bare form, read in place (the
    /// runtime's generic list writer would copy each element first).
    ///
    /// - Parameters:
    ///   - elements: The values.
    ///   - writer: The writer.
    /// - Throws: What encoding a value throws.
    @_semantics("optimize.sil.specialize.generic.never")
    public func encodeList(_ elements: [Root], to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        writer.writeVarint(UInt64(elements.count))
        try elements.withUnsafeBufferPointer { (buffer) throws(SheafError) in
            guard let first = buffer.baseAddress else { return }
            for index in 0..<buffer.count {
                try encodeFields(UnsafeRawPointer(first + index), to: &writer)
            }
        }
        writer.endLengthDelimited(mark)
    }

    private func encodeFields(_ base: UnsafeRawPointer, to writer: inout SheafWriter) throws(SheafError) {
        let unknown = (base + unknownFieldsOffset).assumingMemoryBound(to: SheafUnknownFields.self)
        let defaults = UnsafeRawPointer(blank)
        let mark = try writer.beginLengthDelimited()
        var cursor = 0
        let caseScope = keepsPayloadCases ? writer.enterPayloadCaseScope(unknown.pointee) : nil
        for field in fields {
            writer.writeUnknownFields(unknown.pointee, below: field.id, cursor: &cursor)
            try Self.write(field, base + field.offset, defaults + field.offset, to: &writer)
        }
        writer.writeUnknownFields(unknown.pointee, cursor: &cursor)
        if let caseScope {
            writer.leavePayloadCaseScope(caseScope)
        }
        writer.endLengthDelimited(mark)
    }

    /// Writes one field unless it is at its default (`defaultValue`: the blank value's field).
    private static func write(
        _ field: SheafTableField, _ value: UnsafeRawPointer, _ defaultValue: UnsafeRawPointer,
        to writer: inout SheafWriter
    ) throws(SheafError) {
        let declared = field.presence == .declaredDefault
        switch field.kind {
        case .bool: try writer.write(field.id, value, declared ? defaultValue : nil, as: Bool.self)
        case .int32: try writer.write(field.id, value, declared ? defaultValue : nil, as: Int32.self)
        case .int64: try writer.write(field.id, value, declared ? defaultValue : nil, as: Int64.self)
        case .int: try writer.write(field.id, value, declared ? defaultValue : nil, as: Int.self)
        case .uint32: try writer.write(field.id, value, declared ? defaultValue : nil, as: UInt32.self)
        case .uint64: try writer.write(field.id, value, declared ? defaultValue : nil, as: UInt64.self)
        case .string: try writer.write(field.id, value, declared ? defaultValue : nil, as: String.self)
        case .optionalString: try writer.write(field.id, value, declared ? defaultValue : nil, as: String?.self)
        case .stringList: try writer.write(field.id, value, declared ? defaultValue : nil, as: [String].self)
        case .doubleList: try writer.write(field.id, value, declared ? defaultValue : nil, as: [Double].self)
        case .int64List: try writer.write(field.id, value, declared ? defaultValue : nil, as: [Int64].self)
        case .int32List: try writer.write(field.id, value, declared ? defaultValue : nil, as: [Int32].self)
        case .double:
            // Declared float defaults are recognised by bit pattern, as the speed-mode coders do.
            let number = value.load(as: Double.self)
            if declared && number.bitPattern == defaultValue.load(as: Double.self).bitPattern { return }
            try number.encodeSheafFieldValue(field.id, to: &writer)
        case .float:
            let number = value.load(as: Float.self)
            if declared && number.bitPattern == defaultValue.load(as: Float.self).bitPattern { return }
            try number.encodeSheafFieldValue(field.id, to: &writer)
        case .other:
            try writer.write(field.id, value, declared ? defaultValue : nil, as: field.type)
        }
    }

    /// Reads a bare form into a copy of the blank value: unknown fields are kept, absent ones
    /// keep their defaults, and a missing required field fails.
    ///
    /// - Parameter reader: The reader.
    /// - Returns: The value.
    /// - Throws: ``SheafError`` as generated decoders throw it, with the field's name in the path.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode(from reader: inout SheafReader) throws(SheafError) -> Root {
        var value = blank.pointee
        try withUnsafeMutablePointer(to: &value) { (pointer) throws(SheafError) in
            try decodeFields(into: UnsafeMutableRawPointer(pointer), from: &reader)
        }
        return value
    }

    private func decodeFields(into base: UnsafeMutableRawPointer, from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var unknown = SheafUnknownFields()
        let caseMark = keepsPayloadCases ? reader.payloadCaseMark : nil
        while let key = try reader.nextKey() {
            guard let position = index(of: key.id) else {
                try reader.captureUnknownField(key, &seen, into: &unknown)
                continue
            }
            let field = fields[position]
            guard seen.insert(key.id) else {
                throw reader.duplicateFieldError(key, name: field.name.description)
            }
            do {
                try Self.read(field, into: base + field.offset, key, from: &reader)
            } catch {
                throw error.prepending(.field(field.name.description))
            }
        }
        if let caseMark {
            reader.takePayloadCases(since: caseMark, into: &unknown)
        }
        for field in fields where field.presence == .required && !seen.contains(field.id) {
            throw reader.missingRequiredField(field.name, id: field.id)
        }
        try reader.endLengthDelimited(frame)
        (base + unknownFieldsOffset).assumingMemoryBound(to: SheafUnknownFields.self).pointee = unknown
    }

    /// Reads one field's value (the key read, the duplicate check done) into its place.
    private static func read(
        _ field: SheafTableField, into value: UnsafeMutableRawPointer, _ key: SheafFieldKey,
        from reader: inout SheafReader
    ) throws(SheafError) {
        switch field.kind {
        case .bool: try reader.read(key, into: value, as: Bool.self)
        case .int32: try reader.read(key, into: value, as: Int32.self)
        case .int64: try reader.read(key, into: value, as: Int64.self)
        case .int: try reader.read(key, into: value, as: Int.self)
        case .uint32: try reader.read(key, into: value, as: UInt32.self)
        case .uint64: try reader.read(key, into: value, as: UInt64.self)
        case .float: try reader.read(key, into: value, as: Float.self)
        case .double: try reader.read(key, into: value, as: Double.self)
        case .string: try reader.read(key, into: value, as: String.self)
        case .optionalString: try reader.read(key, into: value, as: String?.self)
        case .stringList: try reader.read(key, into: value, as: [String].self)
        case .doubleList: try reader.read(key, into: value, as: [Double].self)
        case .int64List: try reader.read(key, into: value, as: [Int64].self)
        case .int32List: try reader.read(key, into: value, as: [Int32].self)
        case .other: try reader.read(key, into: value, as: field.type)
        }
    }
}

extension SheafWriter {
    /// Writes the field of type `Value` at `value` unless it equals `defaultValue`'s (a declared
    /// default) or, without one, its type's natural default.
    @inline(__always)
    fileprivate mutating func write<Value: SheafCodable & Hashable>(
        _ id: Int, _ value: UnsafeRawPointer, _ defaultValue: UnsafeRawPointer?, as type: Value.Type
    ) throws(SheafError) {
        let field = value.assumingMemoryBound(to: Value.self)
        if let defaultValue {
            if field.pointee == defaultValue.assumingMemoryBound(to: Value.self).pointee { return }
        } else if field.pointee.isSheafDefault {
            return
        }
        try field.pointee.encodeSheafFieldValue(id, to: &self)
    }
}

extension SheafReader {
    /// Reads a field of type `Value` into `value`, replacing what was there.
    @inline(__always)
    fileprivate mutating func read<Value: SheafCodable & Hashable>(
        _ key: SheafFieldKey, into value: UnsafeMutableRawPointer, as type: Value.Type
    ) throws(SheafError) {
        value.assumingMemoryBound(to: Value.self).pointee = try Value(sheafField: &self, key: key)
    }
}
