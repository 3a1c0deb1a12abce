import Sheaf
import SheafTestSupport

/// Builds hostile archives by hand from the FORMAT decisions (header §2, keys §4, lists
/// §5.12, limits §10), in time linear in their size whatever their nesting.
enum HostileArchive {
    /// Everything before an archive of `type`'s root value: magic, format 2, no flags, schema
    /// name, version, fingerprint and root type; then an empty tag table and an empty instance
    /// table (`00 00`).
    static func header<T: SheafMessage>(for type: T.Type) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x53, 0x48, 0x46, 0x02, 0x00]
        bytes += string(T.sheafSchemaName)
        bytes += varint(UInt64(T.sheafSchemaVersion))
        bytes += T.sheafFingerprint.bytes
        bytes += string(T.sheafTypeName)
        return bytes + [0x00, 0x00]
    }

    static func varint(_ value: UInt64) -> [UInt8] { HandBytes.varint(value) }

    static func string(_ text: String) -> [UInt8] { HandBytes.string(text) }

    /// `levels` structs nested through one LEN field: each level is its length, then
    /// `prefix` (its other fields), then `key` and the next level; the innermost holds
    /// `innermost`. Lengths are worked out from the inside first, bytes written from the
    /// outside, so 100 000 levels take milliseconds.
    /// - Returns: The bytes and the offset of each level's length prefix.
    static func nested(
        levels: Int, prefix: [UInt8], key: [UInt8], innermost: [UInt8]
    ) -> (bytes: [UInt8], levelOffsets: [Int]) {
        var lengths = [Int](repeating: 0, count: levels)
        lengths[levels - 1] = innermost.count
        for level in stride(from: levels - 2, through: 0, by: -1) {
            let inner = lengths[level + 1]
            lengths[level] = prefix.count + key.count + varint(UInt64(inner)).count + inner
        }
        var bytes: [UInt8] = []
        var levelOffsets: [Int] = []
        bytes.reserveCapacity(lengths[0] + 8)
        levelOffsets.reserveCapacity(levels)
        for level in 0..<(levels - 1) {
            levelOffsets.append(bytes.count)
            bytes += varint(UInt64(lengths[level]))
            bytes += prefix
            bytes += key
        }
        levelOffsets.append(bytes.count)
        bytes += varint(UInt64(lengths[levels - 1]))
        bytes += innermost
        return (bytes, levelOffsets)
    }
}

/// A recursive struct shaped like generated code (`Chain: { value: { id: 1, type: int64 },
/// next: { id: 2, type: Chain? } }`), for nesting as deep as the input likes.
struct Chain: SheafMessage, Hashable {
    static var sheafSchemaName: String { "limits" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(0x1111_2222_3333_4444) }
    static var sheafTypeName: String { "Chain" }

    var value: Int64
    var next: Chain? {
        get { nextStorage.value }
        set { nextStorage.value = newValue }
    }
    private var nextStorage: SheafIndirect<Chain?>

    init(value: Int64, next: Chain? = nil) {
        self.value = value
        nextStorage = SheafIndirect(next)
    }

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, value)
        try writer.writeField(2, next)
        writer.endLengthDelimited(mark)
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var value: Int64?
        var next: Chain?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: value = try reader.readField(key, &seen, "value")
            case 2: next = try reader.readField(key, &seen, "next")
            default: try reader.skipField(key, &seen)
            }
        }
        guard let value else { throw reader.missingRequiredField("value", id: 1) }
        try reader.endLengthDelimited(frame)
        self.init(value: value, next: next)
    }
}
