import Foundation

/// What a reader recovered from one staff member, in a form every version (and the dynamic
/// reader) can produce: field → text, plus the ids of the fields it kept without knowing them.
/// Texts: integers in decimal, enums and option sets by raw value, floats as `Double`'s
/// description, timestamps in microseconds, absent optionals as `nil`.
struct StaffFacts: Hashable, Sendable, CustomStringConvertible {
    var fields: [StaffField: String]
    var unknownFieldIDs: [Int]

    var description: String {
        let known = fields.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\($0.value)" }
        return "{" + known.joined(separator: ", ") + (unknownFieldIDs.isEmpty ? "" : "; unknown \(unknownFieldIDs)") + "}"
    }
}

/// What a reader recovered from a `Department`.
struct DepartmentFacts: Hashable, Sendable, CustomStringConvertible {
    var name: String
    var members: [StaffFacts]
    var lead: StaffFacts?
    var unknownFieldIDs: [Int] = []

    var description: String {
        "Department \(name) members \(members) lead \(lead.map(\.description) ?? "nil")"
            + (unknownFieldIDs.isEmpty ? "" : " unknown \(unknownFieldIDs)")
    }
}

/// Shared text forms, so generated and dynamic readers describe values identically.
enum FactText {
    static func micros(_ date: Date) -> String {
        String(Int64((date.timeIntervalSince1970 * 1_000_000).rounded()))
    }

    static func health(_ provider: String, _ cost: Int64, _ family: Bool) -> String {
        "health(\(provider), \(cost), \(family))"
    }

    static func pension(_ provider: String, _ cost: Int64, _ percent: Float) -> String {
        "pension(\(provider), \(cost), \(Double(percent)))"
    }

    static func gym(_ provider: String, _ cost: Int64, _ club: String, _ offPeak: Bool) -> String {
        "gym(\(provider), \(cost), \(club), \(offPeak))"
    }

    /// A member the reader's version does not list: its tag, the family's fields and the ids
    /// of the fields kept unread.
    static func opaque(_ tag: String, _ provider: String, _ cost: Int64, keeps ids: [Int]) -> String {
        "opaque \(tag)(\(provider), \(cost), keeps \(ids))"
    }

    static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: "; ") + "]"
    }
}
