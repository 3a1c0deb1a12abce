extension DynamicArchive {
    /// Whether two archive values are the same: equal root types, and
    /// - without origins, the same value graph: the roots are equal where each class instance
    ///   of one side stands for exactly one of the other, with equal types and fields — object
    ///   ids are labels (a decoder gives the archive's entry numbers, an encoder renumbers);
    /// - with origins, whose entry numbers the object ids are bound to, equal values and
    ///   instances id for id, and origins with the same tags, the same number of entries and
    ///   the same bytes in every entry no instance is bound to.
    public static func == (lhs: DynamicArchive, rhs: DynamicArchive) -> Bool {
        guard lhs.rootType == rhs.rootType else { return false }
        switch (lhs.origin, rhs.origin) {
        case (nil, nil):
            var matcher = InstanceMatcher(left: lhs.objects, right: rhs.objects)
            return matcher.same(lhs.root, rhs.root) && matcher.sameInstances()
        case (let left?, let right?):
            guard lhs.root == rhs.root, lhs.objects == rhs.objects else { return false }
            guard left.tags == right.tags, left.entryCount == right.entryCount else { return false }
            for number in stride(from: 1, through: left.entryCount, by: 1) where !lhs.isBound(number) {
                if left.entryContent(number) != right.entryContent(number) { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Combines what equal archive values share: the root type and the origin's tables (not
    /// the object ids, nor instances the root does not reach).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rootType)
        hasher.combine(origin?.tags)
        hasher.combine(origin?.entryCount)
    }
}

/// Compares two values whose class instances live in two object tables, pairing instances as
/// they are met: each instance of the left stands for one of the right, for good.
private struct InstanceMatcher {
    let left: [DynamicObjectID: DynamicObject]
    let right: [DynamicObjectID: DynamicObject]
    private var pairs: [DynamicObjectID: DynamicObjectID] = [:]
    private var reversePairs: [DynamicObjectID: DynamicObjectID] = [:]
    /// Paired instances whose fields are still to be compared (a queue, so cycles and long
    /// chains of instances need no recursion).
    private var pending: [(DynamicObjectID, DynamicObjectID)] = []

    init(left: [DynamicObjectID: DynamicObject], right: [DynamicObjectID: DynamicObject]) {
        self.left = left
        self.right = right
    }

    /// Compares the fields of every paired instance.
    mutating func sameInstances() -> Bool {
        while let (leftID, rightID) = pending.popLast() {
            switch (left[leftID], right[rightID]) {
            case (nil, nil):
                continue
            case (let one?, let other?):
                guard one.type == other.type, same(one.record, other.record) else { return false }
            default:
                return false
            }
        }
        return true
    }

    mutating func same(_ one: DynamicValue, _ other: DynamicValue) -> Bool {
        switch (one, other) {
        case (.object(let leftID), .object(let rightID)):
            if let paired = pairs[leftID] { return paired == rightID }
            guard reversePairs[rightID] == nil else { return false }
            pairs[leftID] = rightID
            reversePairs[rightID] = leftID
            pending.append((leftID, rightID))
            return true
        case (.list(let items), .list(let otherItems)):
            guard items.count == otherItems.count else { return false }
            for (item, otherItem) in zip(items, otherItems) where !same(item, otherItem) {
                return false
            }
            return true
        case (.map(let entries), .map(let otherEntries)):
            guard entries.count == otherEntries.count else { return false }
            for (entry, otherEntry) in zip(entries, otherEntries) where entry.key != otherEntry.key || !same(entry.value, otherEntry.value)
            {
                return false
            }
            return true
        case (.record(let record), .record(let otherRecord)):
            return same(record, otherRecord)
        case (.payload(let caseID, let record), .payload(let otherCaseID, let otherRecord)):
            return caseID == otherCaseID && same(record, otherRecord)
        case (.member(let tag, let value), .member(let otherTag, let otherValue)):
            return tag == otherTag && same(value, otherValue)
        default:
            return one == other
        }
    }

    mutating func same(_ one: DynamicRecord, _ other: DynamicRecord) -> Bool {
        guard one.unknownFields == other.unknownFields, one.fields.count == other.fields.count else { return false }
        for (id, value) in one.fields {
            guard let otherValue = other.fields[id], same(value, otherValue) else { return false }
        }
        return true
    }
}
