import Sheaf
import SheafDynamic
import SheafSchema

/// Feeds arbitrary bytes to the dynamic decoder and the validator, against every schema in
/// the repository (the archive's header picks the schema by name), and checks what must
/// hold whatever the bytes:
/// - the decoder and the validator agree on whether the archive is valid;
/// - a decoded archive re-encodes canonically: decoding that encoding gives the same value,
///   and encoding it again gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let set = FuzzSchemas.shared.set(forArchive: bytes)
    let decoder = DynamicWireDecoder(schemaSet: set)
    let report = ArchiveValidator(schemaSet: set).validate(bytes)
    let decoded: DynamicArchive
    do {
        decoded = try decoder.decode(bytes)
    } catch {
        precondition(!report.errors.isEmpty, "decoder failed (\(error)) but the validator found no error")
        return 0
    }
    precondition(report.errors.isEmpty, "validator found \(report.errors) in an archive the decoder read")
    do {
        let encoder = DynamicWireEncoder(schemaSet: set)
        let canonical = try encoder.encode(decoded)
        let again = try decoder.decode(canonical)
        precondition(again == decoded, "canonical re-encoding decodes to another value")
        let reencoded = try encoder.encode(again)
        precondition(reencoded == canonical, "canonical encoding is not a fixed point")
    } catch {
        preconditionFailure("a decoded archive failed to re-encode: \(error)")
    }
    return 0
}
