/// Compares the fields of one type (or payload case) across versions, matched by id: the
/// wire knows fields only by id, so a field keeps its identity through renames.
struct FieldComparer {
    /// How messages name the owner: `struct 'StaffMember'`, `case 'circle' of enum 'Shape'`.
    var owner: String
    /// Whether the owner is a payload-enum case (generated Swift keeps no unknown fields there).
    var isPayloadCase = false
    var oldFields: [Field]
    var newFields: [Field]
    var oldParameters: [String] = []
    var newParameters: [String] = []
    var oldReservedIds: [Int] = []
    var oldReservedNames: [String] = []
    var newReservedIds: [Int] = []
    var newReservedNames: [String] = []
    /// Where to point at for changes to the owner as a whole (its location in the new files).
    var ownerLocation: SourceLocation
    /// The owner's location in the old files.
    var oldOwnerLocation: SourceLocation
    /// Protocols the owner conforms to in both versions: fields inherited from them are
    /// compared once, on the protocol, not again on every member.
    var sharedProtocols: Set<String> = []

    func compare(in context: inout ComparisonContext) {
        let oldById = Dictionary(oldFields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newById = Dictionary(newFields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for old in oldFields {
            if let new = newById[old.id] {
                if isShared(old), old.inheritedFrom == new.inheritedFrom { continue }
                compareMatched(old, new, in: &context)
            } else if !isShared(old) {
                reportRemoved(old, in: &context)
            }
        }
        for new in newFields where oldById[new.id] == nil && !isShared(new) {
            reportAdded(new, in: &context)
        }
        for id in oldReservedIds where !newReservedIds.contains(id) && newById[id] == nil {
            context.report(
                .reservedRemoved, .backward, at: ownerLocation, old: oldOwnerLocation,
                "id \(id) is no longer reserved in \(owner); old archives may still carry the retired field under it, and a new field with that id would misread it"
            )
        }
        for name in oldReservedNames where !newReservedNames.contains(name) && !newFields.contains(where: { $0.name == name }) {
            context.report(
                .reservedRemoved, .backward, at: ownerLocation, old: oldOwnerLocation,
                "name '\(name)' is no longer reserved in \(owner); old JSON documents may still use it for the retired field")
        }
    }

    private func isShared(_ field: Field) -> Bool {
        field.inheritedFrom.map(sharedProtocols.contains) ?? false
    }

    private func describe(_ field: Field) -> String {
        "field '\(field.name)' (id \(field.id)) of \(owner)"
    }

    // MARK: Added and removed

    private func reportAdded(_ new: Field, in context: inout ComparisonContext) {
        if oldReservedIds.contains(new.id) {
            context.report(
                .fieldIdReused, .backward, at: new.location,
                "\(describe(new)) uses an id the old schema reserves; archives from before the retirement carry the old field's values under it"
            )
        } else if oldReservedNames.contains(new.name) {
            context.report(
                .fieldNameReused, .backward, at: new.location,
                "\(describe(new)) uses a name the old schema reserves; JSON documents from before the retirement use it for the old field and would now fill the new one"
            )
        } else if new.isRequired {
            context.report(
                .fieldRequiredAdded, .backward, at: new.location,
                "\(describe(new)) is new and required; archives written before lack it and fail with missingRequiredField — give it a default or make it optional"
            )
        } else {
            // Generated Swift has no room for unknown fields in an enum case (docs/Generator.md).
            let oldCode =
                !isPayloadCase
                ? "old code skips and keeps it"
                : "old code skips it; SheafDynamic keeps it, old generated Swift drops it when it re-encodes the value"
            context.report(
                .fieldAdded, .safe, at: new.location,
                "\(describe(new)) added; new code reads it as \(FieldAbsence(new, in: context.new).text) from old archives, \(oldCode)")
        }
    }

    private func reportRemoved(_ old: Field, in context: inout ComparisonContext) {
        // Old code that requires the field fails on new archives, which no longer have it.
        let forward: BrokenDirections = old.isRequired ? .forward : .safe
        let forwardNote = old.isRequired ? "; it was required, so old code fails with missingRequiredField on new archives" : ""
        let idReserved = newReservedIds.contains(old.id)
        let nameReserved = newReservedNames.contains(old.name)
        if idReserved && nameReserved {
            context.report(
                .fieldRetired, forward, at: old.location,
                "\(describe(old)) removed; its id and name are reserved, and new code skips it in old archives\(forwardNote)")
            return
        }
        let movedTo =
            newFields.first { $0.name == old.name }.map {
                "; a field of that name now has id \($0.id), which old archives do not use"
            } ?? ""
        let missing = [idReserved ? nil : "id \(old.id)", nameReserved ? nil : "name '\(old.name)'"].compactMap { $0 }
        context.report(
            .fieldRemovedNotReserved, forward.union(.backward), at: old.location,
            "\(describe(old)) removed without reserving its \(missing.joined(separator: " and ")); "
                + "old archives and JSON documents still carry it, and a later field reusing the id would misread them"
                + movedTo + forwardNote)
    }

    // MARK: Matched

    private func compareMatched(_ old: Field, _ new: Field, in context: inout ComparisonContext) {
        let oldType = context.normalizedOld(old.type, parameters: oldParameters)
        let newType = context.normalizedNew(new.type, parameters: newParameters)
        let backwardWire = WireCompatibility.reading(oldType, as: newType, at: .field, in: context.new)
        let forwardWire = WireCompatibility.reading(newType, as: oldType, at: .field, in: context.new)

        if old.name != new.name {
            let isReuse =
                newReservedNames.contains(old.name)
                || (!new.aliases.contains(old.name) && !backwardWire.isExact && !forwardWire.isExact)
            if isReuse {
                context.report(
                    .fieldIdReused, .both, at: new.location, old: old.location,
                    "id \(new.id) of \(owner) was '\(old.name): \(old.type)' and is now '\(new.name): \(new.type)'; each side would misread the other's values"
                )
                return
            }
            if new.aliases.contains(old.name) {
                context.report(
                    .fieldRenamed, .safe, at: new.location, old: old.location,
                    "\(describe(new)) renamed from '\(old.name)'; the wire uses ids, and the JSON form still accepts '\(old.name)' (an alias)"
                )
            } else {
                context.report(
                    .fieldRenamed, .backward, at: new.location, old: old.location,
                    "\(describe(new)) renamed from '\(old.name)'; safe on the wire, but JSON documents using '\(old.name)' no longer read — add it to 'aliases'"
                )
            }
        }
        for alias in old.aliases where !new.aliases.contains(alias) && alias != new.name {
            context.report(
                .fieldAliasRemoved, .backward, at: new.location, old: old.location,
                "\(describe(new)) no longer accepts the former name '\(alias)'; JSON documents using it no longer read")
        }

        let oldAbsence = FieldAbsence(old, in: context.old)
        let newAbsence = FieldAbsence(new, in: context.new)
        var verdict = DirectionVerdict()
        verdict.backward(backwardWire.reason)
        verdict.forward(forwardWire.reason)
        verdict.backward(FieldAbsence.problem(written: oldAbsence, reader: newAbsence, readerIsOptional: new.type.isOptional))
        verdict.forward(FieldAbsence.problem(written: newAbsence, reader: oldAbsence, readerIsOptional: old.type.isOptional))

        if oldType != newType {
            let unwrapped: TypeReference? = if case .optional(let wrapped) = oldType { wrapped } else { nil }
            if newAbsence == .required, oldAbsence != .required, unwrapped == newType {
                context.report(
                    .fieldMadeRequired, verdict.breaks, at: new.typeLocation, old: old.typeLocation,
                    verdict.message("\(describe(new)) changed from \(old.type) to \(new.type) and is now required"))
            } else {
                let defaults =
                    oldAbsence != newAbsence && oldAbsence != .required && newAbsence != .required
                    ? " (default \(oldAbsence.text) → \(newAbsence.text))" : ""
                let kind = verdict.breaks == .safe ? ", which reads the same in both directions" : ""
                context.report(
                    .fieldTypeChanged, verdict.breaks, at: new.typeLocation, old: old.typeLocation,
                    verdict.message("\(describe(new)) changed type from \(old.type) to \(new.type)\(defaults)\(kind)"))
            }
        } else if newAbsence == .required, oldAbsence != .required {
            context.report(
                .fieldMadeRequired, verdict.breaks, at: new.location, old: old.defaultLocation ?? old.location,
                verdict.message("\(describe(new)) lost its default \(oldAbsence.text) and is now required"))
        } else if oldAbsence == .required, newAbsence != .required {
            context.report(
                .fieldMadeOptional, verdict.breaks, at: new.defaultLocation ?? new.location, old: old.location,
                verdict.message("\(describe(new)) was required and now defaults to \(newAbsence.text)"))
        } else if oldAbsence != newAbsence {
            context.report(
                .fieldDefaultChanged, verdict.breaks, at: new.defaultLocation ?? new.location,
                old: old.defaultLocation ?? old.location,
                verdict.message("default of \(describe(new)) changed from \(oldAbsence.text) to \(newAbsence.text)"))
        }
    }
}
