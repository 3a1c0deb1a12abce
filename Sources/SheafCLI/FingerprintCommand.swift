import ArgumentParser
import SheafSchema

/// `sheaf fingerprint SCHEMA…`: each schema's name, version and fingerprint.
struct FingerprintCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "fingerprint",
        abstract: "Print each schema's name, version and 64-bit fingerprint (docs/Fingerprint.md).",
        discussion: "One line per schema, sorted by name: NAME VERSION FINGERPRINT.")

    @Argument(help: "Schema files or folders.")
    var schemas: [String]

    @Flag(help: "Also print each type's fingerprint, indented under its schema.")
    var types = false

    mutating func checkArguments() throws {
        if schemas.isEmpty { throw ValidationError("Give at least one schema file or folder.") }
    }

    func run() throws {
        let (set, _) = try SchemaInput.load(schemas)
        for schema in set.schemas {
            Output.line("\(schema.name) \(schema.version) \(set.fingerprint(of: schema))")
            guard types else { continue }
            for declaration in set.declarations(in: schema) {
                Output.line("  \(declaration.name) \(set.fingerprint(ofTypeNamed: declaration.name))")
            }
        }
    }
}
