/// Text being printed, handed on in chunks: `JSONOutput` appends to it, and whenever the
/// pending text reaches `chunkBytes` it goes to `emit`, so a large document is written while
/// it is produced instead of being held whole.
struct JSONTextChunks {
    /// The text not yet emitted.
    var pending = ""
    /// The size, in UTF-8 bytes, at which the pending text is emitted.
    let chunkBytes: Int
    /// Receives each chunk, in order.
    let emit: (String) -> Void

    /// Appends a piece of text, emitting the pending text once it is large enough.
    static func += (chunks: inout JSONTextChunks, piece: String) {
        chunks.pending += piece
        if chunks.pending.utf8.count >= chunks.chunkBytes {
            chunks.emit(chunks.pending)
            chunks.pending = ""
        }
    }

    /// Emits whatever is pending.
    mutating func finish() {
        if !pending.isEmpty { emit(pending) }
        pending = ""
    }
}
