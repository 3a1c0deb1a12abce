import Sheaf
import SheafDynamic
import SheafSchema
import Testing

@Suite("Dynamic values")
struct DynamicValueTests {
    @Test("floats compare by bit pattern, so NaN payloads and -0.0 stay distinct")
    func floatIdentity() {
        #expect(DynamicValue.float64(bits: (-0.0 as Double).bitPattern) != .float64(bits: (0.0 as Double).bitPattern))
        #expect(DynamicValue.float64(bits: Double.nan.bitPattern) == .float64(bits: Double.nan.bitPattern))
    }

    static let node = TypeReference.named("Node", arguments: [])

    /// A list of references to nodes labelled `text`, with the given ids; `parents` gives each
    /// node's parent id (field 3).
    static func archive(
        _ references: [Int], _ labels: [Int: String], parents: [Int: Int] = [:], origin: SheafOrigin? = nil
    ) -> DynamicArchive {
        var objects: [DynamicObjectID: DynamicObject] = [:]
        for (id, label) in labels {
            var fields: [Int: DynamicValue] = [1: .string(label)]
            if let parent = parents[id] { fields[3] = .object(DynamicObjectID(parent)) }
            objects[DynamicObjectID(id)] = DynamicObject(type: node, record: DynamicRecord(fields: fields))
        }
        return DynamicArchive(
            rootType: .list(node), root: .list(references.map { .object(DynamicObjectID($0)) }), objects: objects, origin: origin)
    }

    @Test("archive values compare as value graphs: object ids are labels")
    func graphEquality() {
        let labelled = Self.archive([1, 2, 1], [1: "a", 2: "b"], parents: [2: 1])
        let relabelled = Self.archive([7, 3, 7], [7: "a", 3: "b"], parents: [3: 7])
        #expect(labelled == relabelled)
        #expect(labelled.hashValue == relabelled.hashValue)
        // The same fields, but two instances where there was one: another graph.
        #expect(Self.archive([1, 2], [1: "a", 2: "a"]) != Self.archive([1, 1], [1: "a"]))
        #expect(Self.archive([1, 1], [1: "a"]) != Self.archive([1, 2], [1: "a", 2: "a"]))
        // A cycle against a chain that looks the same one step deep.
        #expect(Self.archive([1], [1: "a"], parents: [1: 1]) != Self.archive([1], [1: "a", 2: "a"], parents: [1: 2]))
        #expect(Self.archive([1], [1: "a"], parents: [1: 1]) == Self.archive([5], [5: "a"], parents: [5: 5]))
        // Instances the root does not reach are not part of the value.
        #expect(Self.archive([1], [1: "a"]) == Self.archive([1], [1: "a", 9: "z"]))
        #expect(Self.archive([1], [1: "a"]).hashValue == Self.archive([1], [1: "a", 9: "z"]).hashValue)
    }

    @Test("with an origin the ids are entry numbers, and they count")
    func originEquality() {
        let origin = SheafOrigin(tags: [], entries: [[], [0x0a, 0x01, 0x62]])
        let bound = Self.archive([1], [1: "a"], origin: origin)
        #expect(bound == Self.archive([1], [1: "a"], origin: SheafOrigin(tags: [], entries: [[], [0x0a, 0x01, 0x62]])))
        #expect(bound != Self.archive([2], [2: "a"], origin: origin))
        #expect(bound != Self.archive([1], [1: "a"], origin: SheafOrigin(tags: [], entries: [[], [0x0a, 0x01, 0x63]])))
        #expect(bound != Self.archive([1], [1: "a"]))
    }
}
