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
    let result = bytes.withUnsafeBytes { buffer in
        Result { () throws(SheafError) -> T in
            var reader = SheafReader(buffer: buffer, options: options)
            let value = try T(from: &reader)
            try reader.checkAtEndOfArchive()
            return value
        }
    }
    return try result.get()
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
