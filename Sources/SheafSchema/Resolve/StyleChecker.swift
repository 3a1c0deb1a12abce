/// Warnings for names that do not follow Swift's conventions; generated code uses
/// schema names unchanged, so the schema is where to fix them.
///
/// A member named after one of Swift's capitalised keywords (``capitalisedKeywords``) gets no
/// warning: keyword names are valid and generated code escapes them, and such a name is
/// chosen on purpose (to match another system's field, say), not by accident of style.
enum StyleChecker {
    /// Swift's keywords that start with a capital letter.
    static let capitalisedKeywords: Set<String> = ["Any", "Protocol", "Self", "Type"]

    static func check(_ types: some Sequence<TypeSyntax>, diagnostics: inout DiagnosticCollector) {
        for type in types {
            if !isUpperCamelCase(type.name.value) {
                diagnostics.warning(
                    .namingStyle, at: type.name.location,
                    "type name '\(type.name.value)' should be UpperCamelCase")
            }
            let members =
                type.fields.map { ($0.name, "field") } + type.cases.map { ($0.name, "case") }
                + type.flags.map { ($0.name, "flag") } + type.cases.flatMap { $0.fields.map { ($0.name, "field") } }
            for (name, what) in members where !isLowerCamelCase(name.value) && !capitalisedKeywords.contains(name.value) {
                diagnostics.warning(
                    .namingStyle, at: name.location, "\(what) name '\(name.value)' should be lowerCamelCase")
            }
        }
    }

    private static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return true }
        return ("A"..."Z").contains(first) && !name.contains("_")
    }

    private static func isLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return true }
        return ("a"..."z").contains(first) && !name.contains("_")
    }
}
