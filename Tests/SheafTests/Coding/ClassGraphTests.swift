import Sheaf
import SheafTestSupport
import Testing

/// Classes: a class value is `varint k`, the number of its entry in the instance table at the
/// start of the body; entry k holds instance k's fields. Instances are numbered in the order
/// the writer first meets them, depth-first, so shared instances and cycles survive.
@Suite("Class graphs")
struct ClassGraphTests {
    /// root("r", children: [a, a]); a("a", parent: root): a is shared, a → root is a cycle.
    static let graphBytes = hex(
        """
        00                    # tag table: T = 0
        02                    # instance table: N = 2
        08                    # entry 1 (root): 8 bytes
        0A 01 72              #   1 label: "r"
        12 03                 #   2 children: 3 bytes
        02                    #     count 2
        02 02                 #     [0], [1]: entry 2 (a), twice
        05                    # entry 2 (a): 5 bytes
        0A 01 61              #   1 label: "a"
        18 01                 #   3 parent (VARINT): entry 1, the root
        01                    # root: entry 1
        """)

    @Test("a shared instance and a cycle, written")
    func encodes() throws {
        let root = Node(label: "r")
        let a = Node(label: "a", parent: root)
        root.children = [a, a]
        #expect(try encodeBody(root) == Self.graphBytes)
    }

    @Test("a shared instance and a cycle, read back with identity")
    func decodes() throws {
        let root = try decodeBody(Node.self, Self.graphBytes)
        #expect(root.label == "r")
        #expect(root.children.count == 2)
        #expect(root.children[0] === root.children[1])
        #expect(root.children[0].label == "a")
        #expect(root.children[0].parent === root)
        #expect(root.parent == nil)
    }

    @Test("an instance that is its own parent")
    func selfCycle() throws {
        let bytes = hex("00 | 01 | 05 0A 01 6E 18 01 | 01")
        let node = try decodeBody(Node.self, bytes)
        #expect(node.parent === node)
        #expect(try encodeBody(node) == bytes)
    }

    @Test("a whole archive of a class graph")
    func archive() throws {
        let root = Node(label: "r")
        root.children = [Node(label: "a", parent: root)]
        let bytes = try root.serializedBytes()
        let header = hex("89 53 48 46 02 00 | 05") + utf8("graph") + hex("01 | FE DC BA 98 76 54 32 10 | 04") + utf8("Node")
        #expect(bytes == header + hex("00 | 02 | 07 0A 01 72 12 02 01 02 | 05 0A 01 61 18 01 | 01"))
        let back = try Node(serializedBytes: bytes)
        #expect(back.children.first?.parent === back)
    }

    @Test("a reference outside the instance table is dangling")
    func dangling() {
        expectSheafError(.danglingReference, at: 2) { _ = try decodeBody(Node.self, hex("00 00 05")) }
        expectSheafError(.danglingReference, at: 2) { _ = try decodeBody(Node.self, hex("00 00 00")) }
        // Entry 1's parent field names entry 2; the table has one entry.
        expectSheafError(.danglingReference, at: 4, path: "$.parent") {
            _ = try decodeBody(Node.self, hex("00 01 | 02 18 02 | 01"))
        }
    }

    @Test("a reference cannot change an instance's class")
    func typeMismatch() {
        // Pair<Node, Tag>: first reads entry 1 as a Node; second refers to it as a Tag.
        expectSheafError(.referenceTypeMismatch, at: 10, path: "$.second") {
            _ = try decodeBody(Pair<Node, Tag>.self, hex("00 01 | 03 0A 01 6E | 04 08 01 10 01"))
        }
    }

    @Test("a class field has wire kind VARINT")
    func wireKind() {
        // parent (id 3) as LEN.
        expectSheafError(.wireKindMismatch, at: 6, path: "$.parent") {
            _ = try decodeBody(Node.self, hex("00 01 | 06 0A 01 6E 1A 01 01 | 01"))
        }
    }

    @Test("a class value is a nesting level, checked at its varint")
    func depth() throws {
        // maxDepth 1: the root instance's fields are level 1; its parent, a class value, would
        // be level 2.
        let options = SheafOptions(maxDepth: 1)
        expectSheafError(.depthLimitExceeded, at: 7, path: "$.parent") {
            _ = try decodeBody(Node.self, hex("00 02 | 05 0A 01 61 18 02 | 03 0A 01 62 | 01"), options: options)
        }
        let node = Node(label: "a")
        node.parent = node
        expectSheafError(.depthLimitExceeded, at: nil) { _ = try encodeBody(node, options: options) }
        #expect(try encodeBody(Node(label: "a"), options: options) == hex("00 01 03 0A 01 61 01"))
    }

    @Test("an entry no reference reaches is still checked, with the path @k")
    func unreachedEntries() throws {
        // Entry 2 holds one field (id 1, VARINT 5) that nothing refers to: well formed.
        let node = try decodeBody(Node.self, hex("00 02 | 03 0A 01 6E | 02 08 05 | 01"))
        #expect(node.label == "n")
        // Entry 2 holds a key with wire kind 7.
        expectSheafError(.unknownWireKind, at: 7, path: "@2") {
            _ = try decodeBody(Node.self, hex("00 02 | 03 0A 01 6E | 01 07 | 01"))
        }
        // Entry 1 holds field 1 twice; entry 2 is cut short inside its value.
        expectSheafError(.duplicateField, at: 5, path: "@1.#1") {
            _ = try decodeBody(Node.self, hex("00 02 | 04 08 01 08 02 | 03 0A 01 6E | 02"))
        }
        expectSheafError(.lengthOutOfBounds, at: 8, path: "@2") {
            _ = try decodeBody(Node.self, hex("00 02 | 03 0A 01 6E | 03 0A 05 61 | 01"))
        }
    }

    @Test("a missing required field is reported at the entry's length prefix")
    func missingField() {
        expectSheafError(.missingRequiredField, at: 2, path: "$.label") {
            _ = try decodeBody(Node.self, hex("00 01 | 02 18 01 | 01"))
        }
    }
}
