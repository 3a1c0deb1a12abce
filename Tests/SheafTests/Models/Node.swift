import Sheaf

// schema: graph, version: 1
//   Node: { kind: class, fields: { label: { id: 1, type: string },
//           children: { id: 2, type: "[Node]" }, parent: { id: 3, type: Node? } } }
//   Tag:  { kind: class, fields: { name: { id: 1, type: string } } }

/// A class whose instances form graphs: shared children and parent back-references (cycles).
final class Node: SheafClass, SheafMessage {
    static var sheafSchemaName: String { "graph" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(0xFEDC_BA98_7654_3210) }
    static var sheafTypeName: String { "Node" }

    var label: String
    var children: [Node]
    weak var parent: Node?

    init(label: String, children: [Node] = [], parent: Node? = nil) {
        self.label = label
        self.children = children
        self.parent = parent
    }

    init(sheafPlaceholder: Void) {
        label = ""
        children = []
        parent = nil
    }

    func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeField(1, label)
        try writer.writeField(2, children)
        try writer.writeField(3, parent)
    }

    func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {
        var seen = SheafFieldSet()
        var label: String?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: label = try reader.readField(key, &seen, "label")
            case 2: children = try reader.readField(key, &seen, "children")
            case 3: parent = try reader.readField(key, &seen, "parent")
            default: try reader.skipField(key, &seen)
            }
        }
        guard let label else { throw reader.missingRequiredField("label", id: 1) }
        self.label = label
    }
}

/// A second class, to check that a reference cannot change an instance's type.
final class Tag: SheafClass {
    static var sheafTypeName: String { "Tag" }

    var name: String

    init(name: String) {
        self.name = name
    }

    init(sheafPlaceholder: Void) {
        name = ""
    }

    func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeField(1, name)
    }

    func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {
        var seen = SheafFieldSet()
        var name: String?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: name = try reader.readField(key, &seen, "name")
            default: try reader.skipField(key, &seen)
            }
        }
        guard let name else { throw reader.missingRequiredField("name", id: 1) }
        self.name = name
    }
}
