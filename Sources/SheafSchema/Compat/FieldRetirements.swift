/// The field ids and names a history of releases retired, and the new fields that take one
/// of them again.
///
/// A pair of versions shows a retirement only while the next version still has the field or
/// reserves it: once a later release drops the `reserved` entry, comparing the new set with
/// that release alone sees an id that was never used. This tracks every owner of fields (a
/// struct, class or protocol, matched by name; a payload-enum case by type and case name) over
/// the whole history instead:
///
/// - an id or name is **retired** when some release reserves it, or when some release had a
///   field with it and the latest release that has the owner does not;
/// - a new field that takes a retired id is `FIELD_ID_REUSED`, measured against the last
///   release whose field had the id (breaks both: each side reads the other's values as the
///   wrong field), or, when no release had it as a field, the last release that reserved it
///   (breaks backward, as for an id the old schema reserves);
/// - a new field that takes a retired name (on another id), as its name or an alias, is
///   `FIELD_NAME_REUSED`, measured against the last release that had the name (or alias) or
///   reserved it (breaks backward: JSON documents of that release use the name for the old
///   field).
///
/// A field that comes back unchanged in id and name, where no release reserved either, is the
/// old field returning, not a reuse: the pairwise comparison with that release judges it.
struct FieldRetirements {
    /// A type, or one case of a payload enum.
    private struct Owner: Hashable {
        var type: String
        var caseName: String?
    }

    /// A field as the last release that had it declared it.
    private struct Holding {
        var release: Int
        var field: Field
    }

    /// What the history says about one owner.
    private struct Record {
        /// The fields of the latest release that has the owner.
        var current: [Field] = []
        var ids: [Int: Holding] = [:]
        var names: [String: Holding] = [:]
        /// The last release that reserves each id or name.
        var reservedIds: [Int: Int] = [:]
        var reservedNames: [String: Int] = [:]
    }

    private var records: [Owner: Record] = [:]

    /// Reads the history.
    ///
    /// - Parameter releases: The releases' schema sets, oldest first.
    init(releases: [SchemaSet]) {
        for (index, set) in releases.enumerated() {
            for declaration in set.allDeclarations {
                for (owner, fields) in Self.fieldGroups(of: declaration) {
                    var record = records[owner] ?? Record()
                    record.current = fields
                    for field in fields {
                        record.ids[field.id] = Holding(release: index, field: field)
                        // JSON documents may spell a field by any of its names.
                        for name in [field.name] + field.aliases {
                            record.names[name] = Holding(release: index, field: field)
                        }
                    }
                    if owner.caseName == nil {
                        for id in declaration.reservedIds { record.reservedIds[id] = index }
                        for name in declaration.reservedNames { record.reservedNames[name] = index }
                    }
                    records[owner] = record
                }
            }
        }
    }

    /// The new fields that take a retired id or name.
    ///
    /// - Parameter new: The new schema set.
    /// - Returns: Each reuse with the index of the release it is measured against, in the
    ///   order of the new set's types and fields.
    func reuses(in new: SchemaSet) -> [(release: Int, change: CompatibilityChange)] {
        var found: [(release: Int, change: CompatibilityChange)] = []
        for declaration in new.allDeclarations {
            for (owner, fields) in Self.fieldGroups(of: declaration) {
                guard let record = records[owner] else { continue }
                let describe = Self.description(of: owner, kind: declaration.kind)
                for field in fields {
                    // An inherited field is judged on its protocol, unless only the member's own
                    // history retired its id or name.
                    if let family = field.inheritedFrom, let familyRecord = records[Owner(type: family)],
                        Self.reuse(of: field, in: familyRecord, owner: "") != nil
                    {
                        continue
                    }
                    if let reuse = Self.reuse(of: field, in: record, owner: describe) { found.append(reuse) }
                }
            }
        }
        return found
    }

    private static func reuse(of field: Field, in record: Record, owner: String) -> (release: Int, change: CompatibilityChange)? {
        let subject = "field '\(field.name)' (id \(field.id)) of \(owner)"
        if !record.current.contains(where: { $0.id == field.id }) {
            if let holding = record.ids[field.id] {
                let old = holding.field
                let reserved = record.reservedIds[field.id] != nil || record.reservedNames[old.name] != nil
                if old.name == field.name && !reserved { return nil }
                return (
                    holding.release,
                    CompatibilityChange(
                        .fieldIdReused, breaks: .both, at: field.location, old: old.location,
                        "\(subject) takes the id of field '\(old.name): \(old.type)' of that release, retired since; its archives carry '\(old.name)' under id \(field.id), so new code and that release's code would each read the other's values as the wrong field"
                    )
                )
            }
            if let release = record.reservedIds[field.id] {
                return (
                    release,
                    CompatibilityChange(
                        .fieldIdReused, breaks: .backward, at: field.location,
                        "\(subject) uses an id that release reserves; archives from before the retirement carry the old field's values under it"
                    )
                )
            }
        }
        for name in [field.name] + field.aliases {
            if let reuse = nameReuse(of: field, spelled: name, in: record, subject: subject) { return reuse }
        }
        return nil
    }

    /// A name (or alias) of a new field that the history retired: JSON documents from before
    /// use it for another field.
    private static func nameReuse(
        of field: Field, spelled name: String, in record: Record, subject: String
    ) -> (release: Int, change: CompatibilityChange)? {
        guard !record.current.contains(where: { $0.name == name || $0.aliases.contains(name) }) else { return nil }
        let uses = name == field.name ? "takes" : "accepts, as an alias,"
        if let holding = record.names[name], holding.field.id != field.id {
            return (
                holding.release,
                CompatibilityChange(
                    .fieldNameReused, breaks: .backward, at: field.location, old: holding.field.location,
                    "\(subject) \(uses) the name '\(name)' of field '\(holding.field.name)' (id \(holding.field.id)) of that release, retired since; JSON documents of that release use the name for the old field and would now fill the new one"
                )
            )
        }
        if let release = record.reservedNames[name] {
            return (
                release,
                CompatibilityChange(
                    .fieldNameReused, breaks: .backward, at: field.location,
                    "\(subject) \(uses) the name '\(name)', which that release reserves; JSON documents from before the retirement use it for the old field and would now fill the new one"
                )
            )
        }
        return nil
    }

    /// The groups of fields a declaration owns: a struct's, class's or protocol's fields, or
    /// each payload case's.
    private static func fieldGroups(of declaration: TypeDeclaration) -> [(Owner, [Field])] {
        switch declaration.kind {
        case .structure(let fields), .classType(let fields), .protocolFamily(let fields, _):
            [(Owner(type: declaration.name), fields)]
        case .payloadEnum(let cases):
            cases.map { (Owner(type: declaration.name, caseName: $0.name), $0.fields) }
        case .rawEnum, .options:
            []
        }
    }

    private static func description(of owner: Owner, kind: TypeDeclaration.Kind) -> String {
        let type = "\(kind.keyword) '\(owner.type)'"
        return owner.caseName.map { "case '\($0)' of \(type)" } ?? type
    }
}
