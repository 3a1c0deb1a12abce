/// Compares an old and a new schema set and reports every change that matters to archives
/// or the JSON form, each with its rule id and the directions it breaks (docs/Versioning.md).
///
/// Types are matched by name; a family member not found by name is found by its tag in a
/// family it shares (a renamed member keeps its tag). Fields are matched by id, the only thing
/// the wire knows them by. Comments, formatting, key order, `doc:` and `since:` report nothing.
///
/// ```swift
/// let report = CompatibilityChecker.compare(old: oldResult.schemaSet, new: newResult.schemaSet)
/// if !report.isCompatible(in: .backward) { … }
/// ```
public enum CompatibilityChecker {
    /// Compares two checked schema sets.
    ///
    /// Both sets should be free of errors (`SchemaLoadResult.hasErrors` false); the result for a
    /// set with errors covers only what resolved.
    ///
    /// - Parameters:
    ///   - old: The released schemas, which archives were written under.
    ///   - new: The changed schemas.
    /// - Returns: The changes, sorted by file and position.
    public static func compare(old: SchemaSet, new: SchemaSet) -> CompatibilityReport {
        compare(ComparisonContext(old: old, new: new))
    }

    /// Compares two loaded schema sets; the same as comparing their schema sets (the model
    /// keeps where every part is written, so changes point at the exact part on both sides).
    ///
    /// - Parameters:
    ///   - old: The released schemas, loaded without errors.
    ///   - new: The changed schemas, loaded without errors.
    /// - Returns: The changes, sorted by file and position.
    public static func compare(old: SchemaLoadResult, new: SchemaLoadResult) -> CompatibilityReport {
        compare(old: old.schemaSet, new: new.schemaSet)
    }

    private static func compare(_ initial: ComparisonContext) -> CompatibilityReport {
        var context = initial
        let pairs = pairTypes(in: &context)
        let renamedSchemas = compareSchemas(pairs: pairs, in: &context)
        for (oldType, newType) in pairs {
            if oldType.schemaName != newType.schemaName, renamedSchemas[oldType.schemaName] != newType.schemaName {
                context.report(
                    .typeMoved, .both, at: newType.location, old: oldType.location,
                    "\(newType.kind.keyword) '\(newType.name)' moved from schema '\(oldType.schemaName)' to '\(newType.schemaName)'; archives record the schema name, so archives whose root type it is are rejected with schemaMismatch"
                )
            }
            DeclarationComparer(old: oldType, new: newType).compare(in: &context)
            if case .protocolFamily(_, let oldMembers) = oldType.kind,
                case .protocolFamily(_, let newMembers) = newType.kind
            {
                compareMembers(of: newType, oldMembers: oldMembers, newMembers: newMembers, in: &context)
            }
        }
        compareVersions(renamedSchemas: renamedSchemas, in: &context)
        return CompatibilityReport(changes: context.changes)
    }

    // MARK: Types

    /// Pairs old and new declarations (by name, then family members by tag); reports the
    /// types left over as removed or added.
    private static func pairTypes(in context: inout ComparisonContext) -> [(TypeDeclaration, TypeDeclaration)] {
        let (old, new) = (context.old, context.new)
        var pairs = old.allDeclarations.compactMap { declaration in
            new[typeNamed: declaration.name].map { (declaration, $0) }
        }
        var unpairedNew = new.allDeclarations.filter { old[typeNamed: $0.name] == nil }
        var unpairedOld: [TypeDeclaration] = []
        for declaration in old.allDeclarations where new[typeNamed: declaration.name] == nil {
            let match = declaration.tag.flatMap { tag in
                unpairedNew.firstIndex { candidate in
                    candidate.tag == tag && !Set(candidate.conformances).isDisjoint(with: declaration.conformances)
                        && DeclarationComparer.kindName(candidate.kind) == DeclarationComparer.kindName(declaration.kind)
                }
            }
            guard let index = match else {
                unpairedOld.append(declaration)
                continue
            }
            let renamed = unpairedNew.remove(at: index)
            context.renamedTypes[declaration.name] = renamed.name
            pairs.append((declaration, renamed))
            context.report(
                .typeRenamed, .both, at: renamed.location, old: declaration.location,
                "\(renamed.kind.keyword) '\(declaration.name)' renamed to '\(renamed.name)'; values in its families still read by the tag '\(renamed.memberTag)', but archives whose root type it is are rejected with rootTypeMismatch"
            )
        }
        for declaration in unpairedOld {
            context.report(
                .typeRemoved, .backward, at: declaration.location,
                "\(declaration.kind.keyword) '\(declaration.name)' removed; archives whose root type it is no longer read")
        }
        for declaration in unpairedNew {
            context.report(
                .typeAdded, .safe, at: declaration.location,
                "\(declaration.kind.keyword) '\(declaration.name)' added")
        }
        return pairs
    }

    /// Families: a member that leaves breaks backward (old archives hold its tag). A struct that
    /// joins is safe: old code keeps it as an opaque member (the family's fields, the rest as
    /// bytes). A class that joins breaks forward: an unknown member written as a class instance
    /// cannot be kept opaque (Conformance/FORMAT.md §5.17).
    private static func compareMembers(
        of family: TypeDeclaration, oldMembers: [String], newMembers: [String], in context: inout ComparisonContext
    ) {
        let mappedOld = oldMembers.map { context.renamedTypes[$0] ?? $0 }
        for (oldName, mapped) in zip(oldMembers, mappedOld) where !newMembers.contains(mapped) {
            let tag = context.old[typeNamed: oldName]?.memberTag ?? oldName
            let oldLocation = context.old[typeNamed: oldName]?.location
            let newLocation = context.new[typeNamed: mapped]?.location
            context.report(
                .protocolMemberRemoved, .backward, at: newLocation ?? oldLocation ?? family.location,
                old: newLocation == nil ? nil : oldLocation,
                "'\(oldName)' is no longer a member of protocol '\(family.name)'; old archives holding it (tag '\(tag)') fail with unknownFamilyTag"
            )
        }
        for name in newMembers where !mappedOld.contains(name) {
            guard let member = context.new[typeNamed: name] else { continue }
            let joined = "'\(name)' joined protocol '\(family.name)' (tag '\(member.memberTag)'); "
            context.report(
                .protocolMemberAdded, member.isClass ? .forward : [], at: member.location,
                joined
                    + (member.isClass
                        ? "old code fails with unknownFamilyTag on it: a member it does not list that is a class instance cannot be kept"
                        : "old code keeps it as an opaque member: the family's fields, the rest written back unchanged"))
        }
    }

    // MARK: Schemas

    /// Finds schemas renamed as a whole (every paired type of an old schema now in one new
    /// schema of another name that the old set lacks) and reports them.
    ///
    /// - Returns: Old schema name → new schema name, for renamed schemas.
    private static func compareSchemas(
        pairs: [(TypeDeclaration, TypeDeclaration)], in context: inout ComparisonContext
    ) -> [String: String] {
        var renamed: [String: String] = [:]
        for schema in context.old.schemas where context.new.schema(named: schema.name) == nil {
            let targets = Set(pairs.filter { $0.0.schemaName == schema.name }.map(\.1.schemaName))
            guard targets.count == 1, let target = targets.first, context.old.schema(named: target) == nil,
                let newSchema = context.new.schema(named: target)
            else { continue }
            renamed[schema.name] = target
            context.report(
                .schemaRenamed, .both, at: newSchema.location, old: schema.location,
                "schema '\(schema.name)' renamed to '\(target)'; archives record the schema name, so each side rejects the other's archives with schemaMismatch"
            )
        }
        return renamed
    }

    /// A schema whose fingerprint or reserved entries changed must have a higher version; a
    /// version must never go down.
    private static func compareVersions(renamedSchemas: [String: String], in context: inout ComparisonContext) {
        // A renamed schema starts a new history: its (name, version) pairs were never used.
        for oldSchema in context.old.schemas where renamedSchemas[oldSchema.name] == nil {
            let newName = oldSchema.name
            guard let newSchema = context.new.schema(named: newName) else { continue }
            if newSchema.version < oldSchema.version {
                context.report(
                    .versionNotIncreased, .both, at: newSchema.versionLocation, old: oldSchema.versionLocation,
                    "version of schema '\(newName)' went down from \(oldSchema.version) to \(newSchema.version); archives record the version, so two different schemas would share one"
                )
                continue
            }
            guard newSchema.version == oldSchema.version else { continue }
            let oldFingerprint = context.old.fingerprint(of: oldSchema)
            let newFingerprint = context.new.fingerprint(of: newSchema)
            let reservedChanged = context.new.declarations(in: newSchema).contains { declaration in
                guard let previous = context.old[typeNamed: declaration.name] else { return false }
                return previous.reservedIds != declaration.reservedIds || previous.reservedNames != declaration.reservedNames
            }
            guard oldFingerprint != newFingerprint || reservedChanged else { continue }
            let what =
                oldFingerprint != newFingerprint
                ? "its fingerprint changed from \(oldFingerprint) to \(newFingerprint)"
                : "its reserved ids or names changed"
            context.report(
                .versionNotIncreased, .both, at: newSchema.versionLocation, old: oldSchema.versionLocation,
                "schema '\(newName)' changed (\(what)) but its version stayed \(newSchema.version); raise it, since archives record the version"
            )
        }
    }
}
