import Foundation
import Sheaf
import SheafTestSupport

/// Builds archives by hand, from FORMAT decisions: header fields, then a body given as bytes.
enum ArchiveBytes {
    /// The header of an archive of `type`: magic, format 2, no flags, schema name, version,
    /// fingerprint (digest order) and root type.
    static func header<T: SheafMessage>(for type: T.Type, rootType: String? = nil) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x53, 0x48, 0x46, 0x02, 0x00]
        bytes += string(T.sheafSchemaName)
        bytes += varint(UInt64(T.sheafSchemaVersion))
        bytes += T.sheafFingerprint.bytes
        bytes += string(rootType ?? T.sheafTypeName)
        return bytes
    }

    /// The tables that start a body: `varint T` and the tags, `varint N` and each entry
    /// length-prefixed.
    static func tables(tags: [String] = [], entries: [[UInt8]] = []) -> [UInt8] {
        varint(UInt64(tags.count)) + tags.flatMap(string) + varint(UInt64(entries.count)) + entries.flatMap(len)
    }

    /// A complete archive: `header(for:)`, the tables, then the root value's bare form.
    static func archive<T: SheafMessage>(
        _ type: T.Type, tags: [String] = [], entries: [[UInt8]] = [], root: [UInt8]
    ) -> [UInt8] {
        header(for: type) + tables(tags: tags, entries: entries) + root
    }

    /// The root value's bare form in an archive whose tables are empty (everything after the
    /// header and `00 00`).
    static func root<T: SheafMessage>(of bytes: [UInt8], as type: T.Type) -> [UInt8] {
        Array(bytes.dropFirst(header(for: type).count + 2))
    }

    static func varint(_ value: UInt64) -> [UInt8] { HandBytes.varint(value) }

    static func string(_ text: String) -> [UInt8] { HandBytes.string(text) }

    /// A field key: `varint(id << 3 | kind)`.
    static func key(_ id: UInt64, _ kind: UInt64) -> [UInt8] {
        varint(id << 3 | kind)
    }

    /// A length-delimited value: varint length, then `content`.
    static func len(_ content: [UInt8]) -> [UInt8] {
        varint(UInt64(content.count)) + content
    }
}
