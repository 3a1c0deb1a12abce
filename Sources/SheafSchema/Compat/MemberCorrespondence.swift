/// How the cases of an enum or the flags of an option set correspond across two versions.
///
/// Members are matched by name first (a name carries the meaning, and the JSON form writes
/// names); an old member whose name is gone is then matched by its wire value (raw value,
/// case id or bit), which finds a rename. Every list keeps the old (or new) declaration order.
struct MemberCorrespondence<Member> {
    /// Members with the same name in both versions.
    var kept: [(old: Member, new: Member)] = []
    /// Old members whose name is gone, each with the new member now holding its wire value,
    /// if one does.
    var gone: [(old: Member, renamedTo: Member?)] = []
    /// New members that match no old one.
    var added: [Member]

    /// Kept members and renamed ones together: every pair that describes one member.
    var pairs: [(old: Member, new: Member)] {
        kept + gone.compactMap { entry in entry.renamedTo.map { (entry.old, $0) } }
    }

    init<WireValue: Equatable>(
        old: [Member], new: [Member], name: (Member) -> String, wireValue: (Member) -> WireValue
    ) {
        var unmatched = new
        var nameless: [Member] = []
        for oldMember in old {
            if let index = unmatched.firstIndex(where: { name($0) == name(oldMember) }) {
                kept.append((oldMember, unmatched.remove(at: index)))
            } else {
                nameless.append(oldMember)
            }
        }
        for oldMember in nameless {
            let index = unmatched.firstIndex { wireValue($0) == wireValue(oldMember) }
            gone.append((oldMember, index.map { unmatched.remove(at: $0) }))
        }
        added = unmatched
    }
}
