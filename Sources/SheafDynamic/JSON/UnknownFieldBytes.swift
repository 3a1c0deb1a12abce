import Sheaf

/// Checks that the bytes of an unknown field are exactly one wire field: a canonical varint
/// key with the given id and a known wire kind, then a value of that kind that ends exactly
/// at the end of the bytes. So `$unknown` cannot smuggle malformed bytes into an archive.
///
/// The runtime's reader does the reading, so the key, varint and skip rules are the ones
/// every archive is read with.
enum UnknownFieldBytes {
    /// Why the bytes are not one field with this id, or nil when they are.
    static func problem(_ bytes: [UInt8], id: Int) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var reader = SheafReader(buffer: buffer)
            do throws(SheafError) {
                guard let key = try reader.nextKey() else { return "the bytes are empty, not a field" }
                guard key.id == id else { return "the field key's id is \(key.id), not \(id)" }
                try reader.skipValue(kind: key.kind)
            } catch {
                return error.message
            }
            if !reader.isAtEnd { return "\(reader.remaining) bytes follow the field" }
            return nil
        }
    }
}
