/// One step of the path from an archive's root value to the value an error concerns.
///
/// Paths print as `$.vehicles[2].cylinders`, `$.scores["math"][0]`: the same notation
/// `sheaf validate` uses, so a message from generated code and one from the schema-driven
/// validator read alike.
public enum SheafPathComponent: Sendable, Hashable, CustomStringConvertible {
    /// A field of a struct, class or payload case, by name (or `#id` when the name is unknown).
    case field(String)
    /// An element of a list, by zero-based position.
    case index(Int)
    /// A map entry, by the key's text (decimal integers, `true`/`false`, case names, uuids).
    case key(String)
    /// Entry `k` of the instance table, read on its own because no reference reached it: the
    /// start of a path that is not under the root (`@3.#2`).
    case entry(Int)

    /// The component as it appears in a printed path (`.name`, `[3]`, `["key"]`).
    public var description: String {
        switch self {
        case .field(let name): return "." + name
        case .index(let index): return "[\(index)]"
        case .key(let key): return "[" + JSONStringEscaping.quoted(key) + "]"
        case .entry(let number): return "@\(number)"
        }
    }
}
