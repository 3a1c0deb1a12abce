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
                    // The bytes may hold tag and entry numbers of this archive: they keep its tables.
                    keptOrigin = reader.keptBytesOrigin()
                    unknownFields.append(DynamicUnknownField(id: key.id, bytes: bytes, origin: keptOrigin))
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

    /// Reads a class value: the number of an entry of the instance table. The first reference to
    /// an entry binds it to this class (before its fields are read, so a reference back to it
    /// from inside — a cycle — resolves) and reads the entry's content as the instance's fields,
    /// one level deeper, with errors located at this reference's path; every later reference
    /// must expect the same class.
    mutating func readInstance(_ node: Int, _ layout: RecordLayout, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        let offset = reader.offset
        let number = try reader.readEntryNumber()
        if let bound = reader.boundInstance(number) {
            let actual = (bound as? EntryBinding)?.node
            guard actual == node else {
                let found = actual.map { "\(plan.types[$0])" } ?? "another class"
                throw failure(.referenceTypeMismatch, at: offset, "entry \(number) holds a \(found), expected \(layout.type)")
            }
            return building ? .object(DynamicObjectID(number)) : .null
        }
        reader.bind(EntryBinding(node: node), to: number)
        reachedEntries += 1
        if number != reachedEntries {
            isNumberedInOrder = false
        }
        let frame = reader.beginEntry(number)
        // The entry's length prefix, where a missing required field is reported: the content
        // starts right after the (minimal) varint of its length.
        let prefix = reader.offset - Varint.encodedSize(of: UInt64(reader.remaining))
        do {
            let record = try readFields(layout, start: prefix, &reader)
            reader.endEntry(frame)
            if building {
                objects[DynamicObjectID(number)] = DynamicObject(type: layout.type, record: record)
            }
        } catch {
            reader.endEntry(frame)
            guard collecting, !isStopped else { throw located(error) }
            // The reference itself was read: reading goes on after it.
            try record(error)
        }
        return building ? .object(DynamicObjectID(number)) : .null
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

    /// Reads a protocol value: the member's tag number (its tag from the archive's tag table),
    /// then its bare form; a tag the family does not list is read as an opaque member.
    mutating func readMember(_ layout: FamilyLayout, _ reader: inout SheafReader) throws(SheafError) -> DynamicValue {
        try delimited(&reader) { (me: inout Self, reader: inout SheafReader, _: Int) throws(SheafError) in
            let tagOffset = reader.offset
            let tag = try reader.readTagNumber()
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
    /// byte for byte. A member written as a class reference (which cannot be kept without
    /// knowing its class) is `unknownFamilyTag` at the tag number.
    mutating func readOpaqueMember(
        _ layout: FamilyLayout, tag: String, tagOffset: Int, _ reader: inout SheafReader
    ) throws(SheafError) -> DynamicValue {
        if SheafFamilyTag.isClassReference(&reader) {
            throw failure(
                .unknownFamilyTag, at: tagOffset,
                "tag \"\(tag)\" names no member of \(layout.name), and the member is a class instance, which cannot be kept opaque")
        }
        let errorCount = errors.count
        if building {
            // An opaque member is kept bytes, even with no fields beyond the family's own.
            keptOrigin = reader.keptBytesOrigin()
        }
        let value = try readValue(layout.opaqueNode, &reader)
        // A note only for a member that reads: a damaged one is reported by its errors.
        if collecting, errors.count == errorCount {
            notes.append(
                ArchiveValidationNote(
                    offset: tagOffset, path: currentPath(),
                    message: "a member of \(layout.name) tagged \"\(tag)\" that the schema does not list, kept as an opaque member"))
        }
        return value
    }
}
