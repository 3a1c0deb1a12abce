import Sheaf

/// Calls `body` with the array's bytes, keeping `body`'s typed error (`withUnsafeBytes`
/// rethrows untyped errors).
func withBytes<Result>(
    _ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(SheafError) -> Result
) throws(SheafError) -> Result {
    let outcome = bytes.withUnsafeBytes { buffer in
        Swift.Result { () throws(SheafError) -> Result in try body(buffer) }
    }
    return try outcome.get()
}
