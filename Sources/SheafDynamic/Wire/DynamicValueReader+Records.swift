import Sheaf
import SheafSchema

extension DynamicValueReader {
    /// Reads the keyed fields of a struct, class instance or payload case up to the end of the
    /// enclosing value.
    ///
    /// Known fields are checked against their wire kind and read; unknown ones are skipped and
    /// kept as raw bytes; a repeated id is an error; required fields that never came are
    /// reported at `start`, the offset of the enclosing value. While validating, a field whose
    /// value fails is skipped by its wire kind and the next field is read.
    mutating func readFields(_ layout: RecordLayout, start: Int, _ reader: inout SheafReader) throws(SheafError) -> DynamicRecord {
        var seen = SheafFieldSet()
        // `init()` shares the empty singleton; a `[:]` literal here was seen to allocate and
        // seed a hasher per record, which the skim path cannot afford.
        var fields = [Int: DynamicValue]()
        if building {
            fields.reserveCapacity(layout.fields.count)
        }
        var unknownFields: [DynamicUnknownField] = []
        var lastID = 0
        while let key = try reader.nextKey() {
            if key.id <= lastID {
                isCanonical = false
            }
            lastID = key.id
            guard seen.insert(key.id) else {
                if let position = layout.position(of: key.id) {
                    pushField(layout, position)
                } else {
                    push(.field("#\(key.id)"))
                }
                let error = failureHere(.duplicateField, at: key.offset, "field \(key.id) appears more than once")
                pop()
                guard collecting else { throw error }
                try record(error)
                try reader.skipValue(kind: key.kind)
                continue
            }
            guard let position = layout.position(of: key.id) else {
                try reader.skipValue(kind: key.kind)
                if building {
                    let bytes = reader.withBytes(from: key.offset) { [UInt8]($0) }
                    unknownFields.append(DynamicUnknownField(id: key.id, bytes: bytes))
                }
                continue
            }
            let field = layout.essentials[position]
            let valueStart = reader.offset
            // A leaf value (scalar, raw enum, option set) has nothing below it: its field joins
            // the path only if it fails, which keeps the common case free of path upkeep.
            let isNested = !field.isLeaf
            if isNested {
                pushField(layout, position)
            }
            defer {
                if isNested {
                    pop()
                }
            }
            do {
                let value = try readFieldValue(field, key, &reader)
                if building {
                    fields[field.id] = value
                    if let defaultValue = layout.fields[position].defaultValue, value == defaultValue {
                        isCanonical = false
                    }
                }
            } catch {
                if !isNested {
                    pushField(layout, position)
                }
                defer {
                    if !isNested {
                        pop()
                    }
                }
                let failed = located(error)
                guard collecting, !isStopped else { throw failed }
                // Resynchronise on the wire kind: what the key says is skippable even when the
                // value does not decode as the schema's type.
                reader.rewind(to: valueStart)
                do {
                    try reader.skipValue(kind: key.kind)
                } catch {
                    // The field cannot be skipped either: report both problems (once, when
                    // they are the same), and let the enclosing value give up.
                    let skipFailed = located(error)
                    if skipFailed.code != failed.code || skipFailed.offset != failed.offset {
                        try record(failed)
                    }
                    throw skipFailed
                }
                try record(failed)
            }
        }
        if layout.hasRequiredFields {
            for (position, field) in layout.fields.enumerated() where field.isRequired && !seen.contains(field.id) {
                pushField(layout, position)
                let error = failureHere(.missingRequiredField, at: start, "required field '\(field.name)' (id \(field.id)) is missing")
                pop()
                guard collecting else { throw error }
                try record(error)
            }
        }
        return DynamicRecord(fields: fields, unknownFields: unknownFields)
    }

    /// Reads a known field's value after checking its wire kind (a float64 field also takes
    /// an I32 value: a float32 field widened by a later schema version).
    private mutating func readFieldValue(
        _ field: FieldEssentials, _ key: SheafFieldKey, _ reader: inout SheafReader
    ) throws(SheafError) -> DynamicValue {
        if key.kind != field.kind {
            if field.widensFloat32, key.kind == .i32 {
                let value = try reader.readFloatWidened()
                return building ? .float64(bits: value.bitPattern) : .null
            }
            throw failure(
                .wireKindMismatch, at: key.offset,
                "field \(key.id) has wire kind \(key.kind), but its type \(plan.types[field.node]) is written as \(field.kind)")
        }
        return try readValue(field.node, &reader)
    }

    /// Reads a class instance: `r = 0` and the fields of a new instance (numbered before its
    /// fields are read, so cycles back to it resolve), or `r = k`, a reference to the k-th.
    mutating func readInstance(_ node: Int, _ layout: RecordLayout, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        try delimited(&reader) { (me: inout Self, reader: inout SheafReader, start: Int) throws(SheafError) in
            let referenceOffset = reader.offset
            let reference = try reader.readVarint()
            if reference == 0 {
                me.instanceNodes.append(node)
                let id = DynamicObjectID(me.instanceNodes.count)
                let record = try me.readFields(layout, start: start, &reader)
                if me.building {
                    me.objects[id] = DynamicObject(type: layout.type, record: record)
                }
                return .object(id)
            }
            let count = me.instanceNodes.count
            guard reference <= UInt64(count) else {
                throw me.failure(
                    .danglingReference, at: referenceOffset,
                    "reference to instance \(reference), but only \(count) instance\(count == 1 ? " has" : "s have") appeared")
            }
            let number = Int(reference)
            let actual = me.instanceNodes[number - 1]
            guard actual == node else {
                throw me.failure(
                    .referenceTypeMismatch, at: referenceOffset,
                    "instance \(number) is a \(me.plan.types[actual]), expected \(layout.type)")
            }
            return .object(DynamicObjectID(number))
        }
    }

    /// Reads a payload-enum value: case id, then the case's fields.
    mutating func readPayload(_ layout: PayloadEnumLayout, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        try delimited(&reader) { (me: inout Self, reader: inout SheafReader, start: Int) throws(SheafError) in
            let caseOffset = reader.offset
            let caseID = try reader.readVarint()
            guard caseID <= UInt64(Int32.max), let payloadCase = layout.cases[Int(caseID)] else {
                throw me.failure(.unknownEnumCase, at: caseOffset, "\(caseID) is not a case id of \(layout.name)")
            }
            me.push(.field(payloadCase.name))
            defer { me.pop() }
            do throws(SheafError) {
                let record = try me.readFields(payloadCase.record, start: start, &reader)
                return me.building ? .payload(caseID: Int(caseID), fields: record) : .null
            } catch {
                throw me.located(error)
            }
        }
    }

    /// Reads a protocol value: the member's tag, then its bare form; only members of the
    /// family are accepted.
    mutating func readMember(_ layout: FamilyLayout, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        try delimited(&reader) { (me: inout Self, reader: inout SheafReader, _: Int) throws(SheafError) in
            let tagOffset = reader.offset
            let tag = try reader.readString()
            guard let member = layout.member(tagged: tag) else {
                let value = try me.readOpaqueMember(layout, tag: tag, tagOffset: tagOffset, &reader)
                return me.building ? .member(tag: tag, value: value) : .null
            }
            let value = try me.readValue(member, &reader)
            return me.building ? .member(tag: tag, value: value) : .null
        }
    }

    /// Reads a member whose tag the schema does not list as a struct of the family's own
    /// fields: the member's other fields are kept as unknown fields, so it is written back
    /// byte for byte. A tag that is not well formed, or a member written as a class instance
    /// (which cannot be kept without numbering what is inside it), is `unknownFamilyTag`.
    mutating func readOpaqueMember(
        _ layout: FamilyLayout, tag: String, tagOffset: Int, _ reader: inout SheafReader
    ) throws(SheafError) -> DynamicValue {
        guard SheafFamilyTag.isWellFormed(tag) else {
            throw failure(.unknownFamilyTag, at: tagOffset, "\"\(tag)\" is not a well-formed member tag of \(layout.name)")
        }
        if SheafFamilyTag.isClassReference(&reader) {
            throw failure(
                .unknownFamilyTag, at: tagOffset,
                "tag \"\(tag)\" names no member of \(layout.name), and the member is a class instance, which cannot be kept opaque")
        }
        let errorCount = errors.count
        let value = try readValue(layout.opaqueNode, &reader)
        // A note only for a member that reads: a damaged one is reported by its errors.
        if collecting, errors.count == errorCount {
            notes.append(ArchiveValidationNote(
                offset: tagOffset, path: currentPath(),
                message: "a member of \(layout.name) tagged \"\(tag)\" that the schema does not list, kept as an opaque member"))
        }
        return value
    }
}
