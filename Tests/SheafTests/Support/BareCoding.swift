import Sheaf
import Testing

/// Writes `value`'s bare form (no header), as list elements, map entries and the root use it.
func encodeBare<T: SheafCodable>(_ value: T, options: SheafOptions = SheafOptions()) throws(SheafError) -> [UInt8] {
    var writer = SheafWriter(options: options)
    try value.encode(to: &writer)
    return writer.bytes()
}

/// Reads a `T` from its bare form, requiring that it uses every byte (else `trailingBytes`).
func decodeBare<T: SheafCodable>(
    _ type: T.Type, _ bytes: [UInt8], options: SheafOptions = SheafOptions()
) throws(SheafError) -> T {
    try decode(type, bytes, options: options, tables: false)
}

/// Reads a `T`, after the tables when `tables` is set, then runs the end-of-archive checks.
private func decode<T: SheafCodable>(
    _ type: T.Type, _ bytes: [UInt8], options: SheafOptions, tables: Bool
) throws(SheafError) -> T {
    let result = bytes.withUnsafeBytes { buffer in
        Result { () throws(SheafError) -> T in
            var reader = SheafReader(buffer: buffer, options: options)
            if tables {
                try reader.readTables()
            }
            let value = try T(from: &reader)
            try reader.checkAtEndOfArchive()
            return value
        }
    }
    return try result.get()
}

/// Writes an archive's body without the header: the tag table, the instance table, then
/// `value`'s bare form (the form class and protocol values need, since they refer to the tables).
func encodeBody<T: SheafCodable>(_ value: T, options: SheafOptions = SheafOptions()) throws(SheafError) -> [UInt8] {
    var writer = SheafWriter(options: options)
    writer.beginBody()
    try value.encode(to: &writer)
    try writer.finish()
    return writer.bytes()
}

/// Reads a body written by ``encodeBody(_:options:)``: the tables, a `T`, then the end-of-archive
/// checks (trailing bytes, entries no reference reached).
func decodeBody<T: SheafCodable>(
    _ type: T.Type, _ bytes: [UInt8], options: SheafOptions = SheafOptions()
) throws(SheafError) -> T {
    try decode(type, bytes, options: options, tables: true)
}

/// Checks both directions: `value` encodes to exactly `bytes`, and `bytes` decode to a value
/// that `same` accepts (defaults to `==`).
func expectCanonical<T: SheafCodable & Equatable>(
    _ value: T, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(try encodeBare(value) == bytes, sourceLocation: sourceLocation)
    #expect(try decodeBare(T.self, bytes) == value, sourceLocation: sourceLocation)
}

/// Runs `body` and checks that it throws a ``SheafError`` with exactly this code, byte offset
/// and printed path.
func expectSheafError(
    _ code: SheafError.Code, at offset: Int?, path: String = "$",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected \(code) at \(offset.map(String.init) ?? "nil"), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as SheafError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(error.offset == offset, "\(error)", sourceLocation: sourceLocation)
        #expect(error.pathDescription == path, "\(error)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a SheafError, got \(error)", sourceLocation: sourceLocation)
    }
}
