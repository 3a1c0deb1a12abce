import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport

/// The schema the wire tests use, and helpers that build archives by hand from the wire
/// decisions (docs/design/WireFormatDecisions.md): never from the encoder under test.
enum WireFixtures {
    static let schemaText = """
        schema: t
        version: 2
        types:
          Gender:
            kind: enum
            raw: int32
            cases: { female: 0, male: 1 }
            open: true
          Color:
            kind: enum
            raw: string
            cases: { red: r, green: g }
          Level:
            kind: enum
            raw: uint8
            cases: { low: 1, high: 5 }
          Duties:
            kind: options
            raw: uint8
            flags: { a: 0, b: 1 }
          Shape:
            kind: enum
            cases:
              circle: { id: 1, fields: { radius: { id: 1, type: float64 } } }
              empty: { id: 2 }
          Person:
            kind: struct
            fields:
              name: { id: 1, type: string }
              age: { id: 2, type: int32, default: 18 }
              gender: { id: 3, type: Gender, default: female }
              duties: { id: 4, type: Duties, default: [b] }
              email: { id: 5, type: "string?" }
              tags: { id: 6, type: "[string]" }
          Scalars:
            kind: struct
            fields:
              b: { id: 1, type: bool }
              i8: { id: 2, type: int8 }
              u16: { id: 3, type: uint16 }
              i64: { id: 4, type: int64 }
              f32: { id: 5, type: float32 }
              f64: { id: 6, type: float64 }
              by: { id: 7, type: bytes }
              ts: { id: 8, type: timestamp }
              link: { id: 9, type: url }
              key: { id: 10, type: uuid }
              u64: { id: 11, type: uint64 }
          Lists:
            kind: struct
            fields:
              ints: { id: 1, type: "[int32]" }
              doubles: { id: 2, type: "[float64]" }
              flags: { id: 3, type: "[bool]" }
              names: { id: 4, type: "[string]" }
              maybe: { id: 5, type: "[int64?]" }
              small: { id: 6, type: "[uint8]" }
          Maps:
            kind: struct
            fields:
              scores: { id: 1, type: "[string: [float64]]" }
              byGender: { id: 2, type: "[Gender: int32]" }
          Choices:
            kind: struct
            fields:
              gender: { id: 1, type: Gender, default: female }
              color: { id: 2, type: Color }
              duties: { id: 3, type: Duties, default: [b] }
              shape: { id: 4, type: Shape }
              shapes: { id: 5, type: "[Shape]" }
          Stack:
            kind: struct
            generic: [Element]
            fields:
              items: { id: 1, type: "[Element]" }
          Pair:
            kind: struct
            generic: [First, Second]
            fields:
              first: { id: 1, type: First }
              second: { id: 2, type: Second }
          Node:
            kind: class
            fields:
              label: { id: 1, type: string }
              children: { id: 2, type: "[Node]" }
              parent: { id: 3, type: "Node?" }
          Label:
            kind: class
            fields:
              text: { id: 1, type: string }
          Holder:
            kind: struct
            fields:
              node: { id: 1, type: Node }
              label: { id: 2, type: Label }
          Vehicle:
            kind: protocol
            fields:
              make: { id: 1, type: string }
              model: { id: 2, type: string }
          Car:
            kind: struct
            conforms: [Vehicle]
            tag: car
            fields:
              cylinders: { id: 3, type: int32 }
          Bus:
            kind: class
            conforms: [Vehicle]
            tag: bus.v2
            fields:
              seats: { id: 3, type: uint16 }
        """

    /// The loaded schema set (the test fails loudly if the schema does not check).
    static let schemaSet: SchemaSet = {
        let result = SchemaLoader.load(texts: [(path: "t.yaml", text: schemaText)])
        precondition(!result.hasErrors, result.renderer.render(result.diagnostics))
        return result.schemaSet
    }()

    /// Schema `t`'s fingerprint bytes, in digest order (from SheafSchema, which has its own
    /// golden tests).
    static var fingerprint: [UInt8] {
        schemaSet.fingerprint(of: schemaSet.schema(named: "t")!).bytes
    }

    /// A header as the wire decisions lay it out: magic, format 02, flags, schema name,
    /// version, fingerprint, root type.
    static func header(
        schema: String = "t", version: UInt8 = 2, fingerprint: [UInt8]? = nil, root: String, flags: UInt8 = 0
    ) -> [UInt8] {
        precondition(schema.utf8.count < 128 && root.utf8.count < 128 && version < 128)
        return [0x89, 0x53, 0x48, 0x46, 0x02, flags]
            + [UInt8(schema.utf8.count)] + Array(schema.utf8)
            + [version]
            + (fingerprint ?? Self.fingerprint)
            + [UInt8(root.utf8.count)] + Array(root.utf8)
    }

    /// A whole archive: header for `root`, the tag and instance tables (both empty by
    /// default), then the root value given as annotated hex.
    static func archive(root: String, tables: String = "00 00", _ body: String) -> [UInt8] {
        header(root: root) + hex(tables) + hex(body)
    }

    /// The offset of the root value in archives built by ``archive(root:tables:_:)``.
    static func bodyOffset(root: String, tables: String = "00 00") -> Int {
        header(root: root).count + hex(tables).count
    }

    /// `.named(name, arguments)`.
    static func named(_ name: String, _ arguments: [TypeReference] = []) -> TypeReference {
        .named(name, arguments: arguments)
    }
}
