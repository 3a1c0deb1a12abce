/// A node of a parsed YAML document, with the position where it starts.
///
/// The YAML reader builds this small tree from libyaml's events; every later
/// stage reads only this tree, so no libyaml type escapes the reader.
struct YAMLNode: Sendable {
    /// How a scalar was written; plain scalars are typed by the YAML 1.2 core schema,
    /// quoted ones are always strings.
    enum ScalarStyle: Sendable {
        case plain
        case quoted
        case block
    }

    /// One key/value pair of a mapping, in document order.
    struct Pair: Sendable {
        var key: YAMLNode
        var value: YAMLNode
    }

    /// What the node holds.
    enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    var content: Content
    /// Where the node starts (for a mapping or sequence: its first token).
    var location: SourceLocation

    /// The scalar text, or nil for a collection.
    var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether this is a plain scalar spelling YAML's null (`null`, `Null`, `NULL`, `~` or empty).
    var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// The pairs of a mapping, or nil.
    var pairs: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The items of a sequence, or nil.
    var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A short name for the node's kind, for messages ("a mapping", "a list", "a scalar").
    var kindDescription: String {
        switch content {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
