/// The stable id of each kind of change `sheaf compat` reports (docs/Versioning.md). Ids never
/// change once released, so CI scripts can match on them; messages may improve.
///
/// docs/Versioning.md explains every rule with an example and the reasoning from the
/// wire format; which direction a change breaks is decided per change, not per rule.
public enum CompatibilityRule: String, Hashable, Sendable, CaseIterable, Comparable {
    // MARK: Fields
    /// A field was added (safe: old readers skip it, new readers use its default).
    case fieldAdded = "FIELD_ADDED"
    /// A required field was added: archives written before lack it.
    case fieldRequiredAdded = "FIELD_REQUIRED_ADDED"
    /// A field was removed and its id and name reserved.
    case fieldRetired = "FIELD_RETIRED"
    /// A field was removed without reserving its id and name, so they can be reused.
    case fieldRemovedNotReserved = "FIELD_REMOVED_NOT_RESERVED"
    /// A field id now means something else than in the old schema (a retired id, or a
    /// field replaced by an unrelated one under the same id).
    case fieldIdReused = "FIELD_ID_REUSED"
    /// A new field takes a retired name (one the old schema reserves, or, over a history, one
    /// an earlier release had on another id), so JSON documents from before fill the new field.
    case fieldNameReused = "FIELD_NAME_REUSED"
    /// A field's type changed; widenings are safe in one direction.
    case fieldTypeChanged = "FIELD_TYPE_CHANGED"
    /// A field that could be absent became required.
    case fieldMadeRequired = "FIELD_MADE_REQUIRED"
    /// A required field got a default, so writers may leave it out.
    case fieldMadeOptional = "FIELD_MADE_OPTIONAL"
    /// A field's default changed, so absent values read differently.
    case fieldDefaultChanged = "FIELD_DEFAULT_CHANGED"
    /// A field's name changed under the same id.
    case fieldRenamed = "FIELD_RENAMED"
    /// A former name was dropped from a field's `aliases`.
    case fieldAliasRemoved = "FIELD_ALIAS_REMOVED"
    /// An id or name was taken out of `reserved`.
    case reservedRemoved = "RESERVED_REMOVED"

    // MARK: Enums and options
    /// A case was removed from an enum.
    case enumCaseRemoved = "ENUM_CASE_REMOVED"
    /// A case was added to an enum; breaks forward unless the enum is open.
    case enumCaseAdded = "ENUM_CASE_ADDED"
    /// A case's name changed; its raw value or id stayed.
    case enumCaseRenamed = "ENUM_CASE_RENAMED"
    /// A raw enum case kept its name but got another raw value.
    case enumRawValueChanged = "ENUM_RAW_VALUE_CHANGED"
    /// A payload enum case kept its name but got another case id.
    case enumCaseIdChanged = "ENUM_CASE_ID_CHANGED"
    /// A raw enum's or option set's raw type changed.
    case rawTypeChanged = "RAW_TYPE_CHANGED"
    /// A closed enum became open.
    case enumOpened = "ENUM_OPENED"
    /// An open enum became closed.
    case enumClosed = "ENUM_CLOSED"
    /// A flag was removed from an option set.
    case optionFlagRemoved = "OPTION_FLAG_REMOVED"
    /// A flag was added to an option set.
    case optionFlagAdded = "OPTION_FLAG_ADDED"
    /// A flag kept its name but moved to another bit.
    case optionBitChanged = "OPTION_BIT_CHANGED"
    /// A flag's name changed; its bit stayed.
    case optionFlagRenamed = "OPTION_FLAG_RENAMED"

    // MARK: Types and schemas
    /// A type was added.
    case typeAdded = "TYPE_ADDED"
    /// A type was removed.
    case typeRemoved = "TYPE_REMOVED"
    /// A family member was renamed, found again by its unchanged tag.
    case typeRenamed = "TYPE_RENAMED"
    /// A type moved to another schema.
    case typeMoved = "TYPE_MOVED"
    /// A type's kind changed (struct, class, raw enum, payload enum, options, protocol).
    case typeKindChanged = "TYPE_KIND_CHANGED"
    /// A family member's tag changed.
    case typeTagChanged = "TYPE_TAG_CHANGED"
    /// A type left a protocol family (or was removed from it).
    case protocolMemberRemoved = "PROTOCOL_MEMBER_REMOVED"
    /// A type joined a protocol family.
    case protocolMemberAdded = "PROTOCOL_MEMBER_ADDED"
    /// A type's generic parameters changed in number or name.
    case genericParametersChanged = "GENERIC_PARAMETERS_CHANGED"
    /// A schema was renamed (its types now belong to a schema of another name).
    case schemaRenamed = "SCHEMA_RENAMED"
    /// A schema changed but its `version` did not increase (or went down).
    case versionNotIncreased = "VERSION_NOT_INCREASED"

    /// Orders rules by id text, for deterministic output.
    public static func < (lhs: CompatibilityRule, rhs: CompatibilityRule) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
