/// Finds structs and payload enums that contain themselves by value, which would be
/// infinitely large. Optionals, lists, maps, classes and protocol values break a cycle
/// (they are indirect); generic arguments are followed through their instances.
struct RecursionChecker {
    let declarations: [String: TypeDeclaration]

    /// Beyond this many nested instances, a generic expansion is taken to be endless.
    private static let maximumPathLength = 64

    private struct Step {
        var instance: TypeReference
        var field: Field
    }

    func check(diagnostics: inout DiagnosticCollector) {
        var reportedCycles: Set<Set<String>> = []
        for name in declarations.keys.sorted() {
            guard let declaration = declarations[name], isValueAggregate(declaration) else { continue }
            let root = TypeReference.named(name, arguments: declaration.genericParameters.map { .genericParameter($0) })
            var path: [Step] = []
            var explored: Set<TypeReference> = []
            if let cycle = findCycle(from: root, target: root, path: &path, visited: [], explored: &explored) {
                let names = Set(cycle.map { $0.instance.description })
                guard reportedCycles.insert(names).inserted else { continue }
                let route = cycle.map { "'\(baseName($0.instance)).\($0.field.name)'" }.joined(separator: " → ")
                let first = cycle[0].field
                diagnostics.error(
                    .recursiveValueType, at: first.location,
                    "\(declaration.kind.keyword) '\(name)' contains itself by value through \(route); make one of these fields optional, a list or a map, or use a class",
                    notes: cycle.dropFirst().map { .init(location: $0.field.location, message: "'\($0.field.name)' declared here") })
            }
        }
    }

    private func isValueAggregate(_ declaration: TypeDeclaration) -> Bool {
        switch declaration.kind {
        case .structure, .payloadEnum: true
        default: false
        }
    }

    private func baseName(_ instance: TypeReference) -> String {
        if case .named(let name, _) = instance { return name }
        return instance.description
    }

    /// Depth-first search over the fields held by value; returns the steps of a path back
    /// to `target`, or of an endless generic expansion.
    private func findCycle(
        from instance: TypeReference, target: TypeReference, path: inout [Step], visited: Set<TypeReference>,
        explored: inout Set<TypeReference>
    ) -> [Step]? {
        // Instances already searched without finding the target need no second look;
        // without this, diamonds of structs would make the search exponential.
        guard !explored.contains(instance) else { return nil }
        guard case .named(let name, let arguments) = instance, let declaration = declarations[name] else { return nil }
        let substitutions = Dictionary(
            zip(declaration.genericParameters, arguments).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        for field in byValueFields(of: declaration) {
            for contained in valueParts(of: field.type.substituting(substitutions)) {
                path.append(Step(instance: instance, field: field))
                defer { path.removeLast() }
                if contained == target || path.count > Self.maximumPathLength { return path }
                if visited.contains(contained) { continue }
                if let cycle = findCycle(
                    from: contained, target: target, path: &path, visited: visited.union([instance]), explored: &explored)
                {
                    return cycle
                }
            }
        }
        explored.insert(instance)
        return nil
    }

    private func byValueFields(of declaration: TypeDeclaration) -> [Field] {
        switch declaration.kind {
        case .structure(let fields): fields
        case .payloadEnum(let cases): cases.flatMap(\.fields)
        default: []
        }
    }

    /// The struct and payload-enum instances a value of `type` holds inline.
    private func valueParts(of type: TypeReference) -> [TypeReference] {
        guard case .named(let name, _) = type, let declaration = declarations[name], isValueAggregate(declaration)
        else { return [] }
        return [type]
    }
}
