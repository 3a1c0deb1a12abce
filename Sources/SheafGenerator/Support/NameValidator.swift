import SheafSchema

/// The generator's own rules on names, beyond the checker's: names Swift cannot use as
/// types, and clashes with the names the generator derives.
struct NameValidator {
    let set: SchemaSet

    func validate() throws(GeneratorError) {
        for declaration in set.allDeclarations.sorted(by: { $0.location < $1.location }) {
            if SwiftNames.forbiddenTypeNames.contains(declaration.name) {
                throw GeneratorError(
                    .reservedTypeName, at: declaration.location,
                    "type name '\(declaration.name)' is a Swift keyword or a type generated code uses; rename the type")
            }
            for parameter in declaration.genericParameters where SwiftNames.forbiddenTypeNames.contains(parameter) {
                throw GeneratorError(
                    .reservedTypeName, at: declaration.location,
                    "generic parameter '\(parameter)' of '\(declaration.name)' is a Swift keyword or a type generated code uses; rename it")
            }
            if declaration.isProtocol {
                for derived in [GeneratorContext.familyEnum(declaration.name), GeneratorContext.familyAlias(declaration.name)]
                where set[typeNamed: derived] != nil {
                    throw GeneratorError(
                        .derivedNameClash, at: declaration.location,
                        "the generator names the support types of protocol '\(declaration.name)' '\(derived)', which is already a type of the schema set")
                }
            }
            if case .rawEnum(let rawEnum) = declaration.kind, rawEnum.isOpen,
               let clash = rawEnum.cases.first(where: { $0.name == "unrecognized" }) {
                throw GeneratorError(
                    .unrecognizedCaseClash, at: clash.location,
                    "open enum '\(declaration.name)' cannot have a case named 'unrecognized': generated code adds it for unknown raw values")
            }
        }
    }
}
