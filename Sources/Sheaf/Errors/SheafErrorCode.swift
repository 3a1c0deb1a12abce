extension SheafError {
    /// A stable identifier for each kind of failure.
    ///
    /// Raw values are part of the format's contract (`Conformance/FORMAT.md` lists them and the
    /// conformance corpus names them): they are never renamed or reused. New codes may be added.
    public enum Code: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The input ended (or the enclosing length-delimited value ended) in the middle of an item.
        case truncated
        /// The first four bytes are not `89 53 48 46`.
        case badMagic
        /// The format-version byte is not one this reader understands (only `2`).
        case unsupportedFormatVersion
        /// A header flag bit other than bit 0 is set.
        case unknownFlags
        /// A multi-byte varint ends with a `0x00` byte: it has a shorter encoding.
        case overlongVarint
        /// A varint is longer than 10 bytes or its 10th byte is greater than `0x01`.
        case oversizedVarint
        /// An integer does not fit the type it is read into (or a timestamp is out of range).
        case integerOverflow
        /// A bool is encoded as something other than `0` or `1`.
        case invalidBool
        /// A declared byte length runs past the end of the enclosing value or the input.
        case lengthOutOfBounds
        /// A declared element count cannot fit in the bytes that remain.
        case countOutOfBounds
        /// A field key carries wire kind 3, 4, 6 or 7.
        case unknownWireKind
        /// A known field arrives with a wire kind its type cannot be read from.
        case wireKindMismatch
        /// A string is not well-formed UTF-8.
        case invalidUTF8
        /// A uuid's length is not 16.
        case invalidUUID
        /// A url's text does not parse as a URL.
        case invalidURL
        /// An optional's presence byte is neither `0` nor `1`.
        case invalidPresenceByte
        /// A packed integer list's width byte is not 1, 2, 4 or 8, or exceeds the element type.
        case invalidPackedWidth
        /// Nesting exceeds ``SheafOptions/maxDepth``.
        case depthLimitExceeded
        /// A protocol value's tag names no member of the family the reader expects (and the
        /// member cannot be kept opaque); its tag number is 0 or past the tag table; or a tag in
        /// the table is not well formed.
        case unknownFamilyTag
        /// The archive's root type is not the type being decoded.
        case rootTypeMismatch
        /// The archive was written under a different schema (name).
        case schemaMismatch
        /// A class value's entry number is 0 or larger than the instance table's count.
        case danglingReference
        /// A class reference names an instance of another class.
        case referenceTypeMismatch
        /// Bytes follow the root value (before the checksum, if any).
        case trailingBytes
        /// A required field is absent.
        case missingRequiredField
        /// A field id appears twice in one struct, class or payload case.
        case duplicateField
        /// A map contains the same key twice.
        case duplicateMapKey
        /// A closed raw enum holds a raw value that names no case.
        case unknownEnumValue
        /// A payload enum holds a case id that names no case.
        case unknownEnumCase
        /// The CRC-32C trailer does not match the archive's bytes.
        case checksumMismatch
        /// The archive is larger than ``SheafOptions/maxArchiveSize``.
        case archiveTooLarge
        /// A length-delimited value's content ends before its declared length does
        /// (bytes left over inside a list, map, class reference or payload).
        case lengthMismatch
        /// A field key's id is 0 or larger than 2^29 − 1.
        case invalidFieldID
        /// The header's schema version is 0 or does not fit the platform's `Int`.
        case invalidSchemaVersion
        /// Reading or writing an archive file failed (the message carries the system's reason).
        case ioError
        /// The archive's tag table lists the same tag twice.
        case duplicateTag
        /// Writing only: one archive would hold kept bytes read from two different archives that
        /// both have tag or instance tables, whose numbers cannot both be kept.
        case originConflict
        /// A record stream's codec byte names no codec (only `0` none and `1` deflate exist).
        case unknownCodec
        /// A record stream's last block is cut or damaged and no valid block follows it: what a
        /// crash while appending leaves.
        case tornTail
        /// A block of a record stream does not end with the stream's sync marker.
        case syncMarkerMismatch
        /// A block of a record stream is larger than the limit, stored or inflated (or, writing,
        /// a record cannot fit a block).
        case blockTooLarge
        /// A record stream's header is larger than the limit.
        case streamHeaderTooLarge
        /// A deflate block is malformed or does not inflate to exactly its declared length.
        case decompressionFailed
        /// A record stream's embedded schema files are misnamed or do not load.
        case embeddedSchemaInvalid
        /// A record stream's embedded schema set does not hold the schema, fingerprint or root
        /// type its header names.
        case embeddedSchemaMismatch

        /// The raw value, as printed in error descriptions.
        public var description: String { rawValue }
    }
}
