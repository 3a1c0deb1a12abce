import Sheaf
import SheafSchema
import SheafTestSupport

/// A small schema for hostile inputs, and archives built by hand from the FORMAT decisions
/// (header §2, keys §4, lists §5.12, limits §10).
enum LimitsSchema {
    static let text = """
        schema: limits
        version: 1
        types:
          Nest:
            kind: struct
            fields:
              inner: { id: 1, type: "Nest?" }
          Empty:
            kind: struct
          Box:
            kind: struct
            generic: [T]
            fields:
              value: { id: 1, type: T }
        """

    static func load() throws -> SchemaSet {
        let result = SchemaLoader.load(texts: [(path: "limits.yaml", text: text)])
        guard !result.hasErrors else { throw SchemaLoadFailure() }
        return result.schemaSet
    }

    struct SchemaLoadFailure: Error {}

    static func varint(_ value: UInt64) -> [UInt8] { HandBytes.varint(value) }

    /// The header of an archive of schema `limits` version 1 with `rootType`, followed by the
    /// empty tag and instance tables (`00 00`): the root value comes next.
    static func header(rootType: String) -> [UInt8] {
        [0x89, 0x53, 0x48, 0x46, 0x02, 0x00, 0x06] + Array("limits".utf8) + [0x01]
            + [UInt8](repeating: 0, count: 8) + varint(UInt64(rootType.utf8.count)) + Array(rootType.utf8) + [0x00, 0x00]
    }

    /// `levels` Nests, each holding the next in field 1 (key 0A): lengths are worked out
    /// from the inside, bytes written from the outside. Returns the bytes and the offset of
    /// each level's length prefix.
    static func nests(levels: Int) -> (bytes: [UInt8], levelOffsets: [Int]) {
        var lengths = [Int](repeating: 0, count: levels)
        for level in stride(from: levels - 2, through: 0, by: -1) {
            lengths[level] = 1 + varint(UInt64(lengths[level + 1])).count + lengths[level + 1]
        }
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        bytes.reserveCapacity(lengths[0] + 8)
        for level in 0..<levels {
            offsets.append(bytes.count)
            bytes += varint(UInt64(lengths[level]))
            if level < levels - 1 { bytes.append(0x0A) }
        }
        return (bytes, offsets)
    }

    /// `Box<[Empty]>` holding `count` empty structs: the most values per input byte a
    /// list can hold (one byte each).
    static func emptyStructs(_ count: Int) -> [UInt8] {
        var list = varint(UInt64(count))
        list += [UInt8](repeating: 0, count: count)
        let content = [0x0A] + varint(UInt64(list.count)) + list
        return header(rootType: "Box<[Empty]>") + varint(UInt64(content.count)) + content
    }
}
