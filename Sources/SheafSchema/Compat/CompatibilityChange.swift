/// Which directions of compatibility a change breaks.
///
/// *Backward*: new code reads archives (and JSON documents) written under the old schema.
/// *Forward*: old code reads archives written under the new schema.
public struct BrokenDirections: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates directions from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// New code can no longer read everything old code wrote.
    public static let backward = BrokenDirections(rawValue: 1)
    /// Old code can no longer read everything new code writes.
    public static let forward = BrokenDirections(rawValue: 2)
    /// Both directions.
    public static let both: BrokenDirections = [.backward, .forward]
    /// Neither: the change is safe.
    public static let safe: BrokenDirections = []

    /// `breaks backward`, `breaks forward`, `breaks both` or `safe`, as `sheaf compat` prints it.
    public var description: String {
        switch self {
        case .both: "breaks both"
        case .backward: "breaks backward"
        case .forward: "breaks forward"
        default: "safe"
        }
    }
}

/// What `sheaf compat --mode` asks for.
public enum CompatibilityMode: String, Hashable, Sendable, CaseIterable {
    /// New code must read old archives (the default).
    case backward
    /// Old code must read new archives.
    case forward
    /// Both.
    case full

    /// The directions this mode requires.
    public var required: BrokenDirections {
        switch self {
        case .backward: .backward
        case .forward: .forward
        case .full: .both
        }
    }

    /// Whether a change breaks this mode.
    ///
    /// - Parameter change: A reported change.
    /// - Returns: True when the change breaks a direction the mode requires.
    public func isBroken(by change: CompatibilityChange) -> Bool {
        !change.breaks.intersection(required).isEmpty
    }
}

/// One difference between an old and a new schema set that matters to archives or to
/// the JSON form.
public struct CompatibilityChange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The stable rule id.
    public var rule: CompatibilityRule
    /// The directions it breaks; empty for a safe change.
    public var breaks: BrokenDirections
    /// What changed and why it breaks (or why not), in one line without a trailing period.
    public var message: String
    /// Where the change is: in the new files, or in the old ones for something removed.
    public var location: SourceLocation
    /// Where the changed part is in the old files, for a change to something both versions
    /// have (a field's type expression, a case's raw value, a schema's `version:`…); nil for
    /// something only one side has (then ``location`` is on that side).
    public var oldLocation: SourceLocation?

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - rule: The rule id.
    ///   - breaks: The directions it breaks.
    ///   - location: Where it is in the new files (the old ones for something removed).
    ///   - oldLocation: Where the same part is in the old files, when both have it.
    ///   - message: What changed and why it matters.
    public init(
        _ rule: CompatibilityRule, breaks: BrokenDirections, at location: SourceLocation,
        old oldLocation: SourceLocation? = nil, _ message: String
    ) {
        self.rule = rule
        self.breaks = breaks
        self.location = location
        self.oldLocation = oldLocation
        self.message = message
    }

    /// `PATH:LINE:COLUMN: RULE_ID: message (breaks backward)`.
    public var description: String {
        "\(location): \(rule.rawValue): \(message) (\(breaks))"
    }

    /// The change's line, then `OLD_PATH:LINE:COLUMN: note: the old version` when the old
    /// files have the changed part too, as `sheaf compat` prints it.
    public var renderedLines: [String] {
        [description] + (oldLocation.map { ["\($0): note: the old version"] } ?? [])
    }

    /// By file and position, then rule id and message, so output is deterministic.
    public static func < (lhs: CompatibilityChange, rhs: CompatibilityChange) -> Bool {
        (lhs.location, lhs.rule, lhs.message, lhs.breaks.rawValue)
            < (rhs.location, rhs.rule, rhs.message, rhs.breaks.rawValue)
    }
}
