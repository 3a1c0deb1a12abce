extension SheafUnknownFields {
    /// A payload-enum value read with case fields this version does not know, kept by the
    /// struct or class whose fields hold it.
    ///
    /// A Swift enum case holds exactly its known fields, so the unknown ones cannot stay with
    /// the value. The container keeps, for each such value, the case's content as this version
    /// writes it (``knownBytes``: case id and known fields) and as it was read (``rawBytes``:
    /// every field). When the container is written and one of its payload-enum values writes
    /// exactly ``knownBytes`` — the value came through unchanged — the writer puts ``rawBytes``
    /// in their place. A value the app replaced or changed writes what this version knows of it.
    ///
    /// Values that look the same to this version cannot be told apart, so ``position`` (the
    /// value's place among the payload-enum values the container read, counting from 1) says
    /// which one a kept case belongs to: the value written at that place takes it if its bytes
    /// match; otherwise a value with those bytes written after that place (moved there, or pushed
    /// along by values inserted before it). Each kept case is written back at most once, so an
    /// archive re-saved without edits is the same, and no value gains fields it did not have.
    public struct PayloadCase: Sendable, Hashable {
        /// The case's content as this version writes it: case id, then the known fields.
        public var knownBytes: [UInt8]
        /// The case's content as read: case id, then every field, known or not.
        public var rawBytes: [UInt8]
        /// The tables of the archive the case was read from, when it had any.
        public var origin: SheafOrigin?
        /// The value's place among the payload-enum values its container read (from 1).
        public var position: Int

        /// Creates a kept payload case.
        ///
        /// - Parameters:
        ///   - knownBytes: The content without the unknown fields.
        ///   - rawBytes: The content as read.
        ///   - origin: The tables the bytes' numbers refer to, if any.
        ///   - position: The value's place among the container's payload-enum values (from 1).
        public init(knownBytes: [UInt8], rawBytes: [UInt8], origin: SheafOrigin? = nil, position: Int) {
            self.knownBytes = knownBytes
            self.rawBytes = rawBytes
            self.origin = origin
            self.position = position
        }

        /// Equal when both byte strings and the position are (the origin is not compared).
        public static func == (lhs: PayloadCase, rhs: PayloadCase) -> Bool {
            lhs.knownBytes == rhs.knownBytes && lhs.rawBytes == rhs.rawBytes && lhs.position == rhs.position
        }

        /// Hashes both byte strings and the position.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(knownBytes)
            hasher.combine(rawBytes)
            hasher.combine(position)
        }
    }

    /// The payload-enum values kept with their unknown case fields, in the order they were read.
    public var payloadCases: [PayloadCase] {
        storage.compactMap { field in
            field.knownBytes.map {
                PayloadCase(knownBytes: $0, rawBytes: field.rawBytes, origin: field.origin, position: field.casePosition)
            }
        }
    }

    /// Adds a kept payload case.
    ///
    /// - Parameter payloadCase: The case.
    public mutating func append(_ payloadCase: PayloadCase) {
        var field = Field(id: .max, rawBytes: payloadCase.rawBytes, origin: payloadCase.origin)
        field.knownBytes = payloadCase.knownBytes
        field.casePosition = payloadCase.position
        append(field)
    }
}
