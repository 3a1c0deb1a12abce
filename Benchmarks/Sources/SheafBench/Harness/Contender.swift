/// One peer on one dataset: closures over prepared input, so the timed part is the coder
/// alone (conversions from the neutral dataset happen before).
struct Contender {
    /// The peer's name in the results: `sheaf`, `sheaf-dynamic`, `swift-protobuf`, `json`,
    /// `plist` or `memcpy`.
    var peer: String
    /// The dataset's name: `company`, `numeric`, `numeric-float64`, `numeric-int64`,
    /// `numeric-int64-mixed`, `polymorphic` or `graph`.
    var dataset: String
    /// Records in the dataset, for records per second.
    var records: Int
    /// Encodes the dataset once and returns the encoded size in bytes.
    var encode: () throws -> Int
    /// Decodes the bytes the last `encode` wrote (or, for `sheaf-dynamic`, validates them).
    var decode: () throws -> Void
    /// Decodes and compares with the input; false when the round trip lost something.
    var roundTrips: () throws -> Bool
}

/// Keeps the optimiser from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The latest encoding of one contender, shared by its closures.
final class EncodedBox<Bytes>: @unchecked Sendable {
    var bytes: Bytes

    init(_ bytes: Bytes) {
        self.bytes = bytes
    }
}
