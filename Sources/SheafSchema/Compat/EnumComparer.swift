/// Compares the cases of raw and payload enums and the flags of option sets, matched as
/// ``MemberCorrespondence`` describes (by name, then by wire value, which finds renames).
struct EnumComparer {
    var owner: String
    /// The type's location in the new files.
    var location: SourceLocation
    /// The type's location in the old files.
    var oldLocation: SourceLocation

    // MARK: Raw enums

    func compareRaw(_ old: RawEnum, _ new: RawEnum, in context: inout ComparisonContext) {
        compareRawType(
            old.rawType, new.rawType, at: new.rawTypeLocation, old: old.rawTypeLocation,
            unknownValuesKept: old.isOpen || new.isOpen, in: &context)
        if old.isOpen && !new.isOpen {
            context.report(
                .enumClosed, .backward, at: new.openLocation ?? location, old: old.openLocation ?? oldLocation,
                "\(owner) is no longer open; old archives may hold values it does not know (kept as unrecognized by open readers), which now fail with unknownEnumValue"
            )
        } else if !old.isOpen && new.isOpen {
            context.report(
                .enumOpened, .safe, at: new.openLocation ?? location, old: old.openLocation ?? oldLocation,
                "\(owner) is now open; unknown raw values read as unrecognized instead of failing")
        }
        let cases = MemberCorrespondence(old: old.cases, new: new.cases, name: \.name, wireValue: \.rawValue)
        for (oldCase, newCase) in cases.kept where newCase.rawValue != oldCase.rawValue {
            context.report(
                .enumRawValueChanged, .both,
                at: newCase.rawValueLocation, old: oldCase.rawValueLocation,
                "case '\(newCase.name)' of \(owner) changed its raw value from \(quoted(oldCase.rawValue)) to \(quoted(newCase.rawValue)); archives store raw values, so each side misreads or rejects the other's"
            )
        }
        for (oldCase, renamed) in cases.gone {
            if let newCase = renamed {
                context.report(
                    .enumCaseRenamed, .backward, at: newCase.location, old: oldCase.location,
                    "case '\(oldCase.name)' of \(owner) renamed to '\(newCase.name)' (raw value \(quoted(newCase.rawValue))); safe on the wire, but JSON documents naming '\(oldCase.name)' no longer read"
                )
                continue
            }
            let effect =
                new.isOpen
                ? "they read as unrecognized(\(quoted(oldCase.rawValue)))"
                : "they fail with unknownEnumValue"
            context.report(
                .enumCaseRemoved, .backward, at: oldCase.location,
                "case '\(oldCase.name)' (raw value \(quoted(oldCase.rawValue))) removed from \(owner); old archives may hold it and \(effect), and JSON documents naming it no longer read"
            )
        }
        for newCase in cases.added {
            if new.isOpen && old.isOpen {
                context.report(
                    .enumCaseAdded, .safe, at: newCase.location,
                    "case '\(newCase.name)' added to \(owner); the enum is open, so old code reads it as unrecognized and writes it back unchanged"
                )
            } else {
                context.report(
                    .enumCaseAdded, .forward, at: newCase.location,
                    "case '\(newCase.name)' added to closed \(owner); old code fails with unknownEnumValue on it — declare the enum 'open: true' before adding cases"
                )
            }
        }
    }

    private func quoted(_ value: RawValue) -> String {
        if case .string(let text) = value { return CanonicalForm.quoted(text) }
        return value.description
    }

    /// Raw types: string and integers, signed and unsigned are written differently; a change of
    /// width only matters for values outside the declared ones (open enums and option sets keep those).
    private func compareRawType(
        _ old: Primitive, _ new: Primitive, at newRawLocation: SourceLocation?, old oldRawLocation: SourceLocation?,
        unknownValuesKept: Bool, in context: inout ComparisonContext
    ) {
        guard old != new else { return }
        var verdict = DirectionVerdict()
        for (written, reader, isBackward) in [(old, new, true), (new, old, false)] {
            var reason: String?
            switch WireCompatibility.scalar(written, as: reader, at: .bare) {
            case .exact: reason = nil
            case .incompatible(let why): reason = why
            case .valueDependent(let why):
                // Declared values fit both types (the checker sees to that); only values kept
                // from elsewhere can overflow, and only old archives can hold such values for new code.
                reason = unknownValuesKept && isBackward ? "unknown values kept in old archives may not fit: " + why : nil
            }
            if isBackward { verdict.backward(reason) } else { verdict.forward(reason) }
        }
        context.report(
            .rawTypeChanged, verdict.breaks, at: newRawLocation ?? location, old: oldRawLocation ?? oldLocation,
            verdict.message("raw type of \(owner) changed from \(old) to \(new)"))
    }

    // MARK: Payload enums

    func comparePayload(
        _ old: [PayloadCase], _ new: [PayloadCase], oldParameters: [String], newParameters: [String],
        in context: inout ComparisonContext
    ) {
        let cases = MemberCorrespondence(old: old, new: new, name: \.name, wireValue: \.id)
        for (oldCase, newCase) in cases.kept where newCase.id != oldCase.id {
            context.report(
                .enumCaseIdChanged, .both,
                at: newCase.idLocation, old: oldCase.idLocation,
                "case '\(newCase.name)' of \(owner) changed its id from \(oldCase.id) to \(newCase.id); archives store case ids, so each side misreads or rejects the other's"
            )
        }
        for (oldCase, renamed) in cases.gone {
            if let newCase = renamed {
                context.report(
                    .enumCaseRenamed, .backward, at: newCase.location, old: oldCase.location,
                    "case '\(oldCase.name)' of \(owner) renamed to '\(newCase.name)' (id \(newCase.id)); safe on the wire, but JSON documents naming '\(oldCase.name)' no longer read"
                )
            } else {
                context.report(
                    .enumCaseRemoved, .backward, at: oldCase.location,
                    "case '\(oldCase.name)' (id \(oldCase.id)) removed from \(owner); old archives holding it fail with unknownEnumCase")
            }
        }
        for newCase in cases.added {
            context.report(
                .enumCaseAdded, .forward, at: newCase.location,
                "case '\(newCase.name)' (id \(newCase.id)) added to \(owner); old code fails with unknownEnumCase on it")
        }
        for (oldCase, newCase) in cases.pairs {
            FieldComparer(
                owner: "case '\(newCase.name)' of \(owner)", isPayloadCase: true, oldFields: oldCase.fields, newFields: newCase.fields,
                oldParameters: oldParameters, newParameters: newParameters, ownerLocation: newCase.location,
                oldOwnerLocation: oldCase.location
            ).compare(in: &context)
        }
    }

    // MARK: Option sets

    func compareOptions(_ old: OptionFlags, _ new: OptionFlags, in context: inout ComparisonContext) {
        compareRawType(
            old.rawType, new.rawType, at: new.rawTypeLocation, old: old.rawTypeLocation, unknownValuesKept: true, in: &context)
        let flags = MemberCorrespondence(old: old.flags, new: new.flags, name: \.name, wireValue: \.bit)
        for (oldFlag, newFlag) in flags.kept where newFlag.bit != oldFlag.bit {
            context.report(
                .optionBitChanged, .both,
                at: newFlag.bitLocation, old: oldFlag.bitLocation,
                "flag '\(newFlag.name)' of \(owner) moved from bit \(oldFlag.bit) to bit \(newFlag.bit); archives store bits, so each side reads the other's flags wrongly"
            )
        }
        for (oldFlag, renamed) in flags.gone {
            if let newFlag = renamed {
                context.report(
                    .optionFlagRenamed, .backward, at: newFlag.location, old: oldFlag.location,
                    "flag '\(oldFlag.name)' (bit \(oldFlag.bit)) of \(owner) renamed to '\(newFlag.name)'; safe on the wire if the meaning is the same, but JSON documents naming '\(oldFlag.name)' no longer read"
                )
            } else {
                context.report(
                    .optionFlagRemoved, .backward, at: oldFlag.location,
                    "flag '\(oldFlag.name)' (bit \(oldFlag.bit)) removed from \(owner); old archives may have the bit set, which new code keeps only as an unnamed bit, and JSON documents naming it no longer read"
                )
            }
        }
        for newFlag in flags.added {
            context.report(
                .optionFlagAdded, .safe, at: newFlag.location,
                "flag '\(newFlag.name)' (bit \(newFlag.bit)) added to \(owner); old code keeps unknown bits")
        }
    }
}
