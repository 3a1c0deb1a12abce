import ArgumentParser
import SheafSchema

extension CompatibilityMode: ExpressibleByArgument {}

/// `sheaf compat --old SCHEMA… --new SCHEMA… [--mode backward|forward|full]`: every change
/// between two versions of a schema set, with its rule id and the directions it breaks.
struct CompatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compat",
        abstract: "List the changes between old and new schemas; fail when one breaks the mode.",
        discussion: """
            Prints one line per change, sorted by file and position, then a summary line:

              PATH:LINE:COLUMN: RULE_ID: message (VERDICT)

            VERDICT is 'breaks backward', 'breaks forward', 'breaks both' or 'safe'. Removed things point into the old files, everything else into the new ones; when both versions have the changed part, a line 'OLD_PATH:LINE:COLUMN: note: the old version' follows. Backward: new code reads old archives. Forward: old code reads new archives. Full: both.

            Exit status: 1 when a change breaks the mode, or a schema has errors (diagnostics on stderr); 0 otherwise. The rules: docs/Versioning.md.
            """)

    @Option(
        name: .customLong("old"), parsing: .upToNextOption,
        help: ArgumentHelp("The released schema files or folders.", valueName: "schema"))
    var oldSchemas: [String] = []

    @Option(
        name: .customLong("new"), parsing: .upToNextOption,
        help: ArgumentHelp("The changed schema files or folders.", valueName: "schema"))
    var newSchemas: [String] = []

    @Option(help: "The compatibility required.")
    var mode: CompatibilityMode = .backward

    func validate() throws {
        if oldSchemas.isEmpty { throw ValidationError("Give the old schemas with --old.") }
        if newSchemas.isEmpty { throw ValidationError("Give the new schemas with --new.") }
    }

    func run() throws {
        // Load both before failing, so one run shows the errors of both sets.
        let old = SchemaLoader.load(paths: oldSchemas)
        let new = SchemaLoader.load(paths: newSchemas)
        Output.error(old.renderer.render(old.diagnostics))
        Output.error(new.renderer.render(new.diagnostics))
        if old.hasErrors || new.hasErrors { throw ExitCode(1) }

        let report = CompatibilityChecker.compare(old: old, new: new)
        Output.line(String(report.rendered(for: mode).dropLast()))
        if !report.isCompatible(in: mode) { throw ExitCode(1) }
    }
}
