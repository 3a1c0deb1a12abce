import SheafSchema

/// Feeds arbitrary bytes to the schema loader (libyaml, the syntax decoder and every
/// check): whatever the bytes, it must return diagnostics, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchema(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = SchemaLoader.load(bytes: [("fuzz.yaml", bytes)]).hasErrors
    return 0
}
