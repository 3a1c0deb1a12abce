import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// The showcase schema set (`Schemas/`) and the root types the JSON fuzzer picks from:
/// every declared type in name order (generic ones with `string` arguments), then a list and
/// a map of a record type.
final class ShowcaseTypes: Sendable {
    static let shared = ShowcaseTypes()

    let set: SchemaSet
    let rootTypes: [TypeReference]

    private init() {
        // This file is Fuzz/Sources/FuzzJSON/ShowcaseTypes.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let result = SchemaLoader.load(paths: [root.appendingPathComponent("Schemas").path])
        precondition(!result.hasErrors, "Schemas/ does not check")
        set = result.schemaSet
        var expressions = set.allDeclarations.map { declaration in
            declaration.genericParameters.isEmpty
                ? declaration.name
                : declaration.name + "<" + declaration.genericParameters.map { _ in "string" }.joined(separator: ", ") + ">"
        }.sorted()
        expressions += ["[Employee]", "[string: Shape]"]
        rootTypes = expressions.compactMap { try? result.schemaSet.resolve(typeExpression: $0) }
        precondition(!rootTypes.isEmpty && rootTypes.count <= 256, "the selector byte cannot pick among the root types")
    }

    /// The selector byte for a root type, for seeds.
    func selector(of rootType: TypeReference) -> UInt8? {
        rootTypes.firstIndex(of: rootType).map { UInt8($0) }
    }
}
