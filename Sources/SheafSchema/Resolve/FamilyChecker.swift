/// Lists each protocol family's members and checks that their tags are unique.
enum FamilyChecker {
    static func assignMembers(
        _ declarations: inout [String: TypeDeclaration], syntaxByName: [String: TypeSyntax],
        diagnostics: inout DiagnosticCollector
    ) {
        for familyName in declarations.keys.sorted() {
            guard case .protocolFamily(let fields, _)? = declarations[familyName]?.kind else { continue }
            let members = declarations.values
                .filter { $0.conformances.contains(familyName) }
                .sorted { $0.location < $1.location }
            var firstByTag: [String: TypeDeclaration] = [:]
            for member in members {
                guard let tag = member.tag else { continue }
                if let first = firstByTag[tag] {
                    let location = syntaxByName[member.name]?.tag?.location ?? member.location
                    diagnostics.error(
                        .duplicateTag, at: location,
                        "'\(member.name)' and '\(first.name)' both use tag '\(tag)' in protocol family '\(familyName)'",
                        notes: [
                            .init(
                                location: syntaxByName[first.name]?.tag?.location ?? first.location, message: "'\(first.name)' uses it here"
                            )
                        ])
                    continue
                }
                firstByTag[tag] = member
            }
            let sortedMembers = firstByTag.sorted { $0.key < $1.key }.map(\.value.name)
            declarations[familyName]?.kind = .protocolFamily(fields: fields, members: sortedMembers)
        }
    }
}
