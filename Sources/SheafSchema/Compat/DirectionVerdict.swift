/// Directions from two readabilities and absence problems, with the reasons that apply.
struct DirectionVerdict {
    var breaks: BrokenDirections = .safe
    private var backwardReasons: [String] = []
    private var forwardReasons: [String] = []

    /// Adds what happens when new code reads old data.
    mutating func backward(_ reason: String?) {
        guard let reason else { return }
        breaks.insert(.backward)
        backwardReasons.append(reason)
    }

    /// Adds what happens when old code reads new data.
    mutating func forward(_ reason: String?) {
        guard let reason else { return }
        breaks.insert(.forward)
        forwardReasons.append(reason)
    }

    /// The message with the reasons appended.
    func message(_ base: String) -> String {
        if !backwardReasons.isEmpty && backwardReasons == forwardReasons {
            return base + "; either way: " + backwardReasons.joined(separator: "; ")
        }
        let parts =
            backwardReasons.map { "new code reading old data: " + $0 }
            + forwardReasons.map { "old code reading new data: " + $0 }
        return parts.isEmpty ? base : base + "; " + parts.joined(separator: "; ")
    }
}
