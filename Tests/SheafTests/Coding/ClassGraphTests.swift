import Sheaf
import SheafTestSupport
import Testing

/// Classes: each value is a new instance (`r = 0` and its fields) or a reference `r = k` to
/// the k-th instance of the archive, so shared instances and cycles survive.
@Suite("Class graphs")
struct ClassGraphTests {
    /// root("r", children: [a, a]); a("a", parent: root): a is shared, a → root is a cycle.
    static let graphBytes = hex("""
        11                    # root: 17 content bytes
        00                    #   r = 0: new instance #1
        0A 01 72              #   1 label: "r"
        12 0B                 #   2 children: 11 bytes
        02                    #     count 2
        07                    #     [0]: 7 content bytes
        00                    #       r = 0: new instance #2
        0A 01 61              #       1 label: "a"
        1A 01 01              #       3 parent: 1 byte, r = 1 (the root)
        01 02                 #     [1]: r = 2 (a again)
        """)

    @Test("a shared instance and a cycle, written")
    func encodes() throws {
        let root = Node(label: "r")
        let a = Node(label: "a", parent: root)
        root.children = [a, a]
        #expect(try encodeBare(root) == Self.graphBytes)
    }

    @Test("a shared instance and a cycle, read back with identity")
    func decodes() throws {
        let root = try decodeBare(Node.self, Self.graphBytes)
        #expect(root.label == "r")
        #expect(root.children.count == 2)
        #expect(root.children[0] === root.children[1])
        #expect(root.children[0].label == "a")
        #expect(root.children[0].parent === root)
        #expect(root.parent == nil)
    }

    @Test("an instance that is its own parent")
    func selfCycle() throws {
        let bytes = hex("07 | 00 | 0A 01 6E | 1A 01 01")
        let node = try decodeBare(Node.self, bytes)
        #expect(node.parent === node)
        #expect(try encodeBare(node) == bytes)
    }

    @Test("a whole archive of a class graph")
    func archive() throws {
        let root = Node(label: "r")
        root.children = [Node(label: "a", parent: root)]
        let bytes = try root.serializedBytes()
        let header = hex("89 53 48 46 01 00 | 05") + utf8("graph") + hex("01 | FE DC BA 98 76 54 32 10 | 04") + utf8("Node")
        #expect(bytes == header + hex("0F 00 0A 01 72 12 09 01 07 00 0A 01 61 1A 01 01"))
        let back = try Node(serializedBytes: bytes)
        #expect(back.children.first?.parent === back)
    }

    @Test("references to instances not yet started are dangling")
    func dangling() {
        expectSheafError(.danglingReference, at: 1) { _ = try decodeBare(Node.self, hex("01 05")) }
        // The root is #1; its parent field refers to #2, which never started.
        expectSheafError(.danglingReference, at: 4, path: "$.parent") {
            _ = try decodeBare(Node.self, hex("04 00 1A 01 02"))
        }
    }

    @Test("a reference cannot change an instance's class")
    func typeMismatch() {
        // Pair<Node, Tag>: second refers to instance 1, which is a Node.
        expectSheafError(.referenceTypeMismatch, at: 9, path: "$.second") {
            _ = try decodeBare(Pair<Node, Tag>.self, hex("09 | 0A 04 00 0A 01 6E | 12 01 01"))
        }
    }

    @Test("nothing may follow a reference")
    func referenceLeftovers() {
        expectSheafError(.lengthMismatch, at: 5, path: "$.parent") {
            _ = try decodeBare(Node.self, hex("05 00 1A 02 01 00"))
        }
    }
}
