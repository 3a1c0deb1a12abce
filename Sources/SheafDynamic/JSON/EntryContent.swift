import Sheaf

/// The check an entry of the instance table gets when no reference reaches it (the runtime's
/// ``SheafReader/checkFieldSequence()``), for the bytes of an `$archive` entry.
enum EntryContent {
    /// Why the bytes are not a well-formed field sequence, or nil when they are.
    static func problem(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var reader = SheafReader(buffer: buffer)
            do throws(SheafError) {
                try reader.checkFieldSequence()
            } catch {
                return "\(error.message) (byte \(error.offset ?? 0) of the entry)"
            }
            return nil
        }
    }
}
