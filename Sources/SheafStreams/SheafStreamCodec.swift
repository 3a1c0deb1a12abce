/// How a record stream stores the records of its blocks.
public enum SheafStreamCodec: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The records as they are: the canonical choice, whose bytes are deterministic.
    case none = 0
    /// Each block's records as one raw deflate stream (RFC 1951, no zlib or gzip wrapper).
    case deflate = 1

    /// The codec's name, as the command line spells it (`none`, `deflate`).
    public var description: String {
        switch self {
        case .none: "none"
        case .deflate: "deflate"
        }
    }

    /// The codec of that name, if any.
    ///
    /// - Parameter name: `none` or `deflate`.
    public init?(name: String) {
        guard let codec = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = codec
    }
}
