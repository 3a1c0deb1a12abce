/// Compares one type across versions: its kind, generic parameters and tag, then the parts
/// its kind has (fields, cases, flags). Families' members are compared by `FamilyComparer`.
struct DeclarationComparer {
    let old: TypeDeclaration
    let new: TypeDeclaration

    /// The kind as a user reads it, finer than `Kind.keyword`: raw and payload enums differ on the wire.
    static func kindName(_ kind: TypeDeclaration.Kind) -> String {
        switch kind {
        case .structure: "struct"
        case .classType: "class"
        case .rawEnum: "raw enum"
        case .payloadEnum: "payload enum"
        case .options: "options"
        case .protocolFamily: "protocol"
        }
    }

    private var owner: String { "\(new.kind.keyword) '\(new.name)'" }

    func compare(in context: inout ComparisonContext) {
        let oldKind = Self.kindName(old.kind)
        let newKind = Self.kindName(new.kind)
        guard oldKind == newKind else {
            context.report(
                .typeKindChanged, .both, at: new.kindLocation, old: old.kindLocation,
                "'\(new.name)' changed from \(oldKind) to \(newKind); the two are written differently, so neither side reads the other's values"
            )
            return
        }
        compareGenericParameters(in: &context)
        if let oldTag = old.tag, let newTag = new.tag, oldTag != newTag {
            context.report(
                .typeTagChanged, .both, at: new.tagLocation ?? new.location, old: old.tagLocation ?? old.location,
                "tag of \(owner) changed from '\(oldTag)' to '\(newTag)'; values in its families are written with the tag, so each side fails on the other's with unknownFamilyTag"
            )
        }
        switch (old.kind, new.kind) {
        case (.structure(let oldFields), .structure(let newFields)),
            (.classType(let oldFields), .classType(let newFields)):
            fieldComparer(oldFields, newFields).compare(in: &context)
        case (.protocolFamily(let oldFields, _), .protocolFamily(let newFields, _)):
            fieldComparer(oldFields, newFields).compare(in: &context)
        case (.rawEnum(let oldEnum), .rawEnum(let newEnum)):
            enumComparer.compareRaw(oldEnum, newEnum, in: &context)
        case (.payloadEnum(let oldCases), .payloadEnum(let newCases)):
            enumComparer.comparePayload(
                oldCases, newCases, oldParameters: old.genericParameters, newParameters: new.genericParameters,
                in: &context)
        case (.options(let oldFlags), .options(let newFlags)):
            enumComparer.compareOptions(oldFlags, newFlags, in: &context)
        default:
            break
        }
    }

    private var enumComparer: EnumComparer {
        EnumComparer(owner: owner, location: new.location, oldLocation: old.location)
    }

    private func fieldComparer(_ oldFields: [Field], _ newFields: [Field]) -> FieldComparer {
        FieldComparer(
            owner: owner, oldFields: oldFields, newFields: newFields,
            oldParameters: old.genericParameters, newParameters: new.genericParameters,
            oldReservedIds: old.reservedIds, oldReservedNames: old.reservedNames,
            newReservedIds: new.reservedIds, newReservedNames: new.reservedNames,
            ownerLocation: new.location, oldOwnerLocation: old.location,
            sharedProtocols: Set(old.conformances).intersection(new.conformances))
    }

    private func compareGenericParameters(in context: inout ComparisonContext) {
        let oldParameters = old.genericParameters
        let newParameters = new.genericParameters
        guard oldParameters != newParameters else { return }
        let location = new.genericParameterLocations.first ?? new.location
        let oldLocation = old.genericParameterLocations.first ?? old.location
        let oldText = oldParameters.isEmpty ? "none" : "<\(oldParameters.joined(separator: ", "))>"
        let newText = newParameters.isEmpty ? "none" : "<\(newParameters.joined(separator: ", "))>"
        if oldParameters.count == newParameters.count {
            context.report(
                .genericParametersChanged, .safe, at: location, old: oldLocation,
                "generic parameters of \(owner) renamed from \(oldText) to \(newText); only their positions reach the wire")
        } else {
            context.report(
                .genericParametersChanged, .both, at: location, old: oldLocation,
                "generic parameters of \(owner) changed from \(oldText) to \(newText); every use of the type and archives whose root type is an instance of it no longer match"
            )
        }
    }
}
