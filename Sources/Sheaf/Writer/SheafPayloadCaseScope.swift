/// The payload cases a struct or class kept (``SheafUnknownFields/payloadCases``), looked up
/// by their known bytes while the container's fields are written.
///
/// A reference type so that entering and leaving a container costs the writer one pointer.
/// Each kept case is written back at most once (see ``SheafUnknownFields/PayloadCase``): a value
/// written at a kept case's own position takes it when the bytes match; otherwise a value with
/// the same bytes written after that position does.
@usableFromInline
final class SheafPayloadCaseScope {
    /// The kept cases, in the order they were read.
    @usableFromInline let cases: [SheafUnknownFields.PayloadCase]
    /// For each known-bytes string, the indices of the kept cases that have it, in reading order.
    @usableFromInline let indicesByKnownBytes: [[UInt8]: [Int]]
    /// Which kept cases this write has used.
    @usableFromInline var used: [Bool]
    /// The writer's count of payload-enum values written before the container's first.
    @usableFromInline let firstPosition: Int

    /// Creates a scope over `cases`.
    ///
    /// - Parameters:
    ///   - cases: The kept cases of one container.
    ///   - firstPosition: The writer's count of payload-enum values written so far.
    init(_ cases: [SheafUnknownFields.PayloadCase], firstPosition: Int) {
        self.cases = cases
        var indices: [[UInt8]: [Int]] = [:]
        for (index, payloadCase) in cases.enumerated() {
            indices[payloadCase.knownBytes, default: []].append(index)
        }
        self.indicesByKnownBytes = indices
        self.used = Array(repeating: false, count: cases.count)
        self.firstPosition = firstPosition
    }

    /// The kept case to write in place of the payload case just written, if any: the unused one
    /// with these known bytes read at this position, else the first unused one with them read
    /// at an earlier position.
    ///
    /// - Parameters:
    ///   - content: A payload case's content as just written.
    ///   - count: The writer's count of payload-enum values written, this one included.
    /// - Returns: The kept case to write instead.
    func take(_ content: [UInt8], writtenAt count: Int) -> SheafUnknownFields.PayloadCase? {
        guard let indices = indicesByKnownBytes[content] else { return nil }
        let position = count - firstPosition
        let chosen =
            indices.first { !used[$0] && cases[$0].position == position }
            ?? indices.first { !used[$0] && cases[$0].position < position }
        guard let chosen else { return nil }
        used[chosen] = true
        return cases[chosen]
    }
}
