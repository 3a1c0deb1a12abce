import ArgumentParser
import SheafSchema

extension HistoryMode: ExpressibleByArgument {}

/// `sheaf compat --old SCHEMA… --new SCHEMA… [--mode backward|forward|full]` and
/// `sheaf compat --history DIR --new SCHEMA… [--mode M]`: every change between versions of a
/// schema set, with its rule id and the directions it breaks.
struct CompatCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "compat",
        abstract: "List the changes between old and new schemas; fail when one breaks the mode.",
        usage: """
            sheaf compat --old <schema> ... --new <schema> ... [--mode backward|forward|full]
            sheaf compat --history <dir> --new <schema> ... [--mode <mode>]
            """,
        discussion: """
            Prints one line per change, sorted by file and position, then a summary line:

              PATH:LINE:COLUMN: RULE_ID: message (VERDICT)

            VERDICT is 'breaks backward', 'breaks forward', 'breaks both' or 'safe'. Removed things point into the old files, everything else into the new ones; when both versions have the changed part, a line 'OLD_PATH:LINE:COLUMN: note: the old version' follows. Backward: new code reads old archives. Forward: old code reads new archives. Full: both.

            With --history, DIR holds one folder per released version (ordered by the schemas' version:, not by folder name). backward, forward and full compare the new schemas with the latest release; backward-transitive, forward-transitive and full-transitive with every release. Each line names the release it is measured against, oldest release first:

              PATH:LINE:COLUMN: RULE_ID: against FOLDER (SCHEMA vN): message (VERDICT)

            A field id or name that any release retired and a new field takes again is reported in every mode.

            Exit status: 1 when a change breaks the mode, or a schema or the history has errors (diagnostics on stderr); 0 otherwise; 64 for usage errors. The rules: docs/Versioning.md.
            """)

    @Option(
        name: .customLong("old"), parsing: .upToNextOption,
        help: ArgumentHelp("The released schema files or folders.", valueName: "schema"))
    var oldSchemas: [String] = []

    @Option(
        name: .customLong("history"),
        help: ArgumentHelp("A folder holding one folder per released version.", valueName: "dir"))
    var history: String?

    @Option(
        name: .customLong("new"), parsing: .upToNextOption,
        help: ArgumentHelp("The changed schema files or folders.", valueName: "schema"))
    var newSchemas: [String] = []

    @Option(help: "The compatibility required; the -transitive modes need --history.")
    var mode: HistoryMode = .backward

    mutating func checkArguments() throws {
        if oldSchemas.isEmpty && history == nil {
            throw ValidationError("Give the old schemas with --old, or a history folder with --history.")
        }
        if !oldSchemas.isEmpty && history != nil { throw ValidationError("Give either --old or --history, not both.") }
        if newSchemas.isEmpty { throw ValidationError("Give the new schemas with --new.") }
        if history == nil && mode.isTransitive {
            throw ValidationError("--mode \(mode.rawValue) compares with every release: it needs --history.")
        }
    }

    func run() throws {
        if let history {
            try runHistory(history)
            return
        }
        // Load both before failing, so one run shows the errors of both sets.
        let old = SchemaLoader.load(paths: oldSchemas)
        let new = SchemaLoader.load(paths: newSchemas)
        Output.error(old.renderer.render(old.diagnostics))
        Output.error(new.renderer.render(new.diagnostics))
        if old.hasErrors || new.hasErrors { throw ExitCode(1) }

        let report = CompatibilityChecker.compare(old: old, new: new)
        Output.line(String(report.rendered(for: mode.directions).dropLast()))
        if !report.isCompatible(in: mode.directions) { throw ExitCode(1) }
    }

    private func runHistory(_ folder: String) throws {
        let new = SchemaLoader.load(paths: newSchemas)
        let releases: [SchemaRelease]
        do {
            releases = try SchemaHistoryLoader.load(folder: folder)
        } catch {
            Output.error(new.renderer.render(new.diagnostics))
            Output.error("\(error)")
            throw ExitCode(1)
        }
        // Releases are frozen: only their errors are shown, not style warnings nobody can act on.
        for release in releases {
            Output.error(release.schemas.renderer.render(release.schemas.diagnostics.filter { $0.severity == .error }))
        }
        Output.error(new.renderer.render(new.diagnostics))
        if new.hasErrors || releases.contains(where: \.schemas.hasErrors) { throw ExitCode(1) }

        let ordered: CompatibilityHistory
        do {
            ordered = try CompatibilityHistory(releases: releases, new: new.schemaSet)
        } catch {
            Output.error("\(error)")
            throw ExitCode(1)
        }
        let report = ordered.compare(new: new, mode: mode)
        Output.line(String(report.rendered.dropLast()))
        if !report.isCompatible { throw ExitCode(1) }
    }
}
