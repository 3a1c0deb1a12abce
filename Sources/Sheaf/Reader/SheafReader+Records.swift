extension SheafReader {
    /// Makes this reader what ``init(buffer:options:)`` makes over `buffer`, with its own
    /// options, keeping nothing of what it read before: a stream's block reads its records'
    /// bodies one after another with one reader, not one reader each.
    ///
    /// - Parameter buffer: The next bytes to read (valid while the reader is used).
    @inlinable
    package mutating func restart(on buffer: UnsafeRawBufferPointer) {
        // As the initialiser: an empty buffer may have no base address.
        base = buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 0x10)!
        inputCount = buffer.count
        position = 0
        limit = buffer.count
        frameStart = 0
        depth = 0
        payloadCasesRead = 0
        // Most bodies number nothing and keep nothing: then there is nothing to free, and the
        // assignments (each a release) are skipped.
        if !tags.isEmpty || !entries.isEmpty || !instances.isEmpty || origin != nil || !unknownCaseFields.isEmpty
            || !pendingPayloadCases.isEmpty
        {
            forgetBodyState()
        }
    }

    /// Drops the tables, bound instances, origin and kept payload cases of the body read last.
    @usableFromInline
    mutating func forgetBodyState() {
        tags = []
        entries = []
        instances = []
        origin = nil
        unknownCaseFields = []
        pendingPayloadCases = []
    }
}
