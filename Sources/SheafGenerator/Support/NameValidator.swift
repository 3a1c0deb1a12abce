import SheafSchema

/// The generator's own rules on names, beyond the checker's: names Swift cannot use as
/// types, and clashes with the names the generator derives. Every problem is reported, each
/// at the name it concerns.
struct NameValidator {
    let set: SchemaSet

    func validate(into diagnostics: inout DiagnosticCollector) {
        for declaration in set.allDeclarations.sorted(by: { $0.location < $1.location }) {
            if SwiftNames.forbiddenTypeNames.contains(declaration.name) {
                diagnostics.error(
                    .reservedTypeName, at: declaration.location,
                    "type name '\(declaration.name)' is a Swift keyword or a type generated code uses; rename the type")
            }
            for (index, parameter) in declaration.genericParameters.enumerated()
            where SwiftNames.forbiddenTypeNames.contains(parameter) {
                let location =
                    index < declaration.genericParameterLocations.count
                    ? declaration.genericParameterLocations[index] : declaration.location
                diagnostics.error(
                    .reservedTypeName, at: location,
                    "generic parameter '\(parameter)' of '\(declaration.name)' is a Swift keyword or a type generated code uses; rename it")
            }
            if declaration.isProtocol {
                for derived in [GeneratorContext.familyEnum(declaration.name), GeneratorContext.familyAlias(declaration.name)] {
                    guard let clash = set[typeNamed: derived] else { continue }
                    diagnostics.error(
                        .derivedNameClash, at: declaration.location,
                        "the generator names the support types of protocol '\(declaration.name)' '\(derived)', which is already a type of the schema set",
                        notes: [.init(location: clash.location, message: "'\(derived)' declared here")])
                }
            }
            if case .rawEnum(let rawEnum) = declaration.kind, rawEnum.isOpen {
                for clash in rawEnum.cases where clash.name == "unrecognized" {
                    diagnostics.error(
                        .unrecognizedCaseClash, at: clash.location,
                        "open enum '\(declaration.name)' cannot have a case named 'unrecognized': generated code adds it for unknown raw values"
                    )
                }
            }
        }
    }
}
