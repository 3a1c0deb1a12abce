import Sheaf
import SheafDynamic
import SheafSchema

/// Feeds arbitrary bytes to the JSON-form reader against the showcase schemas: the first
/// byte picks the root type (``ShowcaseTypes/rootTypes``), the rest is the JSON text.
/// Whatever the bytes, reading returns a value or a `JSONFormError`; a value that reads must
/// write as JSON that reads back to a value with the same JSON and the same archive bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let showcase = ShowcaseTypes.shared
    let rootType = showcase.rootTypes[Int(data[0]) % showcase.rootTypes.count]
    let text = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    guard let archive = try? DynamicJSON.read(text, rootType: rootType, schemaSet: showcase.set) else { return 0 }
    // Map entries keep the document's order when read and are written sorted, so the
    // value read back may differ in entry order only: compare canonical forms instead —
    // the JSON text is a fixed point after one write, and both values encode to the same
    // archive bytes.
    let encoder = DynamicWireEncoder(schemaSet: showcase.set)
    do {
        let written = try DynamicJSON.write(archive, schemaSet: showcase.set)
        let back = try DynamicJSON.read(written, rootType: rootType, schemaSet: showcase.set)
        let rewritten = try DynamicJSON.write(back, schemaSet: showcase.set)
        precondition(rewritten == written, "\(rootType): written JSON is not a fixed point")
        let (backBytes, archiveBytes) = (try encoder.encode(back), try encoder.encode(archive))
        precondition(backBytes == archiveBytes, "\(rootType): JSON read back encodes differently")
    } catch {
        preconditionFailure("\(rootType): a value read from JSON failed to write, read again or encode: \(error)")
    }
    return 0
}
