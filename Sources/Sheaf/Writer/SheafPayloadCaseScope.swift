/// The payload cases a struct or class kept (``SheafUnknownFields/payloadCases``), looked up
/// by their known bytes while the container's fields are written.
///
/// A reference type so that entering and leaving a container costs the writer one pointer.
/// Each kept case is used once while another kept case with the same known bytes is unused, so
/// two equal-looking values that held different unknown fields both get theirs back.
@usableFromInline
final class SheafPayloadCaseScope {
    /// The kept cases, in the order they were read.
    @usableFromInline let cases: [SheafUnknownFields.PayloadCase]
    /// For each known-bytes string, the indices of the kept cases that have it.
    @usableFromInline let indicesByKnownBytes: [[UInt8]: [Int]]
    /// How many of each string's cases have been used in this write.
    @usableFromInline var usedCounts: [[UInt8]: Int]

    /// Creates a scope over `cases`.
    ///
    /// - Parameter cases: The kept cases of one container.
    init(_ cases: [SheafUnknownFields.PayloadCase]) {
        self.cases = cases
        var indices: [[UInt8]: [Int]] = [:]
        for (index, payloadCase) in cases.enumerated() {
            indices[payloadCase.knownBytes, default: []].append(index)
        }
        self.indicesByKnownBytes = indices
        self.usedCounts = [:]
    }

    /// The kept case whose known bytes are `content`, if any: the first not used yet, else the
    /// last of them again (the app copied the value).
    ///
    /// - Parameter content: A payload case's content as just written.
    /// - Returns: The kept case to write instead.
    func take(_ content: [UInt8]) -> SheafUnknownFields.PayloadCase? {
        guard let indices = indicesByKnownBytes[content] else { return nil }
        let used = usedCounts[content, default: 0]
        usedCounts[content] = used + 1
        return cases[indices[Swift.min(used, indices.count - 1)]]
    }
}
