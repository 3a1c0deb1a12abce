extension SheafWriter {
    /// Creates a writer whose tables start as `origin`'s (see ``useOrigin(_:)``).
    ///
    /// - Parameters:
    ///   - options: Limits.
    ///   - origin: The origin to preload, or `nil`.
    public init(options: SheafOptions = SheafOptions(), preloading origin: SheafOrigin?) {
        self.init(options: options)
        if let origin, origin.hasTables {
            preload(origin)
        }
    }

    /// Tells the writer that the value being written holds bytes kept from the archive
    /// `origin` describes (unknown fields, an opaque member's fields), which may hold tag and
    /// entry numbers of that archive. The writer's tables must then start as the origin's: tag
    /// `i` of the origin is tag `i` here, and entry `k` is entry `k` — written from the instance
    /// a reader bound to it (its current fields) at its first meeting, or after the root if the
    /// write never meets it, or from the entry's raw bytes if no live instance is bound.
    ///
    /// If nothing has been numbered yet, the origin is preloaded now. Otherwise the write must
    /// start again with the origin preloaded: ``SheafWriter/archive(header:options:_:)`` and
    /// the generated `serializedBytes()` do that (the write is repeated once, only for values
    /// holding such bytes). Kept bytes of two different origins with tables cannot both keep
    /// their numbers: ``finish()`` then throws ``SheafError/Code/originConflict``.
    ///
    /// - Parameter origin: The kept bytes' origin (`nil`, or one without tables: nothing to do).
    @inlinable
    public mutating func useOrigin(_ origin: SheafOrigin?) {
        guard let origin, tables.origin !== origin, origin.hasTables else {
            return
        }
        noteOrigin(origin)
    }

    @usableFromInline
    mutating func noteOrigin(_ origin: SheafOrigin) {
        if tables.origin != nil {
            tables.hasConflict = true
        } else if let restart = tables.restartOrigin {
            if restart !== origin {
                tables.hasConflict = true
            }
        } else if tables.hasNumbers {
            tables.restartOrigin = origin
        } else {
            preload(origin)
        }
    }

    /// Starts the tables as `origin`'s: its tags in order, its entries pending, each bound
    /// instance that is still alive numbered with its entry.
    mutating func preload(_ origin: SheafOrigin) {
        precondition(!tables.hasNumbers, "an origin is preloaded before anything is numbered")
        tables.origin = origin
        for tag in origin.tags {
            _ = tables.number(ofTag: tag)
        }
        tables.entries = Array(repeating: .pending, count: origin.entryCount)
        for number in stride(from: 1, through: origin.entryCount, by: 1) {
            if let instance = origin.instance(at: number) {
                writtenInstances.append(instance)
                instanceNumbers[ObjectIdentifier(instance)] = number
            }
        }
    }

    /// The origin met after something was numbered, which the write must start again from.
    @inlinable
    public var originToRestartFrom: SheafOrigin? {
        tables.hasConflict ? nil : tables.restartOrigin
    }

    /// After a first pass over the root value: when the pass met kept bytes whose origin the
    /// tables must start from (``useOrigin(_:)``), replaces this writer with a fresh one that
    /// has the same header and the origin preloaded, and returns `true` — the caller then
    /// writes the root value again. Otherwise returns `false` and changes nothing.
    ///
    /// - Returns: Whether the root value must be written again.
    @inlinable
    public mutating func startAgainIfNeeded() -> Bool {
        guard let origin = originToRestartFrom else {
            return false
        }
        startAgain(from: origin)
        return true
    }

    /// Starts the archive again: the header's bytes, then the tables preloaded from `origin`.
    @usableFromInline
    mutating func startAgain(from origin: SheafOrigin) {
        precondition(tables.offset >= 0, "only an archive (after writeHeader or beginBody) can start again")
        var fresh = SheafWriter(options: options, preloading: origin)
        withUnsafeBytes { fresh.writeRawBytes(UnsafeRawBufferPointer(rebasing: $0[..<tables.offset])) }
        fresh.checksumPending = checksumPending
        fresh.archiveStart = archiveStart
        fresh.beginBody()
        self = fresh
    }

    /// Writes the origin's entries the write never met, in number order: from the bound
    /// instance if it is alive (depth-first: instances it meets for the first time get new
    /// numbers and their entries right then), else the entry's raw bytes.
    mutating func fillPendingEntries() throws(SheafError) {
        guard let origin = tables.origin else { return }
        for number in stride(from: 1, through: origin.entryCount, by: 1) {
            guard case .pending = tables.entries[number - 1] else { continue }
            if let instance = origin.instance(at: number) as? any SheafClass {
                let mark = beginEntry(number)
                try instance.encodeSheafFields(to: &self)
                endEntry(mark)
            } else {
                let mark = beginEntry(number)
                writeRawBytes(Array(origin.entryContent(number)))
                endEntry(mark)
            }
        }
    }

    /// Puts the tables where ``writeHeader(_:)`` left room for them (two bytes, `00 00`, which
    /// stay when both tables are empty), moving the root value up in place: only the body
    /// moves, not what precedes it (a stream's pending block holds the records before).
    mutating func placeTables() {
        guard tables.offset >= 0, tables.hasNumbers else { return }
        let encoded = tables.encoded()
        let growth = encoded.count - 2
        buffer.reserve(growth)
        let root = buffer.base + tables.offset + 2
        (root + growth).copyMemory(from: root, byteCount: buffer.count - tables.offset - 2)
        encoded.withUnsafeBytes { (buffer.base + tables.offset).copyMemory(from: $0.baseAddress!, byteCount: encoded.count) }
        buffer.count += growth
    }

    @usableFromInline
    func originConflictError() -> SheafError {
        SheafError(
            .originConflict,
            message:
                "the value holds kept bytes read from two different archives that both have tag or instance tables; one archive cannot keep both sets of numbers (write them separately, or re-create one of the values)"
        )
    }
}
