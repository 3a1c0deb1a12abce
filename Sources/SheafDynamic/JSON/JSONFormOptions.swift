/// Limits for reading and writing the JSON form.
public struct JSONFormOptions: Sendable, Hashable {
    /// The default nesting limit (100), the same as the wire format's.
    public static let defaultMaxDepth = 100
    /// The most characters a number may have (enough for any exact decimal of a float64).
    public static let maxNumberLength = 1100

    /// The deepest nesting of structured values allowed, counted as the wire format counts:
    /// each struct, class, payload enum, list, map and protocol value is one level, the root
    /// at depth 1. The JSON text itself may nest brackets `2 × maxDepth + 1` deep (a payload
    /// enum takes two JSON levels for one value), so whatever the JSON form can hold packs.
    public var maxDepth: Int

    /// Creates options.
    ///
    /// - Parameter maxDepth: The nesting limit; values below 1 are treated as 1.
    public init(maxDepth: Int = JSONFormOptions.defaultMaxDepth) {
        self.maxDepth = Swift.max(1, maxDepth)
    }

    /// The bracket nesting the syntax parser allows.
    var maxSyntaxDepth: Int { maxDepth > (Int.max - 1) / 2 ? Int.max : maxDepth * 2 + 1 }
}
