import ArgumentParser
import Foundation
import SheafGenerator
import SheafSchema

/// `sheaf generate SCHEMA… --output DIR [--visibility public|package|internal] [--optimize speed|size] [--no-codable] [--config FILE]`:
/// Swift sources, one file per schema file.
struct GenerateCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift types and coders, one file per schema file (NAME.sheaf.swift).",
        usage:
            "sheaf generate <schema> ... --output <output> [--visibility <visibility>] [--optimize <optimize>] [--no-codable] [--config <config>]",
        discussion: """
            Files whose contents would not change are left untouched, so builds that depend on
            them are not redone. Files this command wrote earlier for schema files that no
            longer exist are removed; nothing else in the folder is touched. Exit status:
            0 success, 1 invalid schemas or settings, 74 when an output file cannot be written
            or removed.
            """)

    // Required, but optional to the parser: missing ones are reported after unknown options
    // (ArgumentChecking), so that a typo is named as a typo rather than as a missing argument.
    @Argument(help: "Schema files or folders.")
    var schemas: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write the Swift files to (created if missing; required).")
    var output: String?

    @Option(help: "The access level of generated declarations: internal (default), package or public. Overrides the settings file's.")
    var visibility: GeneratorOptions.Visibility?

    @Option(
        help: "What the coders are shaped for: speed (default: straight-line coders) or size (table-driven). Overrides the settings file's."
    )
    var optimize: GeneratorOptions.Optimize?

    @Flag(
        name: .customLong("no-codable"),
        help: "Leave out the Codable conformance (the settings file's 'codable: false'); overrides the settings file's.")
    var noCodable = false

    @Option(help: "A settings file (sheaf-config.yaml: 'visibility: public'); the build plugin passes the target's.")
    var config: String?

    mutating func checkArguments() throws {
        if schemas.isEmpty { throw ValidationError("Give at least one schema file or folder.") }
        if output == nil { throw ValidationError("Give the folder to write to with --output.") }
    }

    func run() throws {
        guard let output else { return }
        let options = try readOptions()
        let (set, loaded) = try SchemaInput.load(schemas)
        var diagnostics = DiagnosticCollector()
        let files = SwiftGenerator(options: options).generate(set, diagnostics: &diagnostics)
        if diagnostics.hasErrors {
            Output.error(loaded.renderer.render(diagnostics.sorted))
            throw ExitCode(1)
        }
        do {
            try GeneratedOutputFolder(path: output).update(with: files)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(74)
        }
    }

    /// The options: defaults, then the settings file, then the command line's flags.
    /// A bad settings file is reported and exits 1; the schemas are not read.
    private func readOptions() throws -> GeneratorOptions {
        var options = GeneratorOptions()
        if let config {
            var diagnostics = DiagnosticCollector()
            let source = options.applySettings(at: config, diagnostics: &diagnostics)
            Output.error(DiagnosticRenderer(sources: source.map { [$0] } ?? []).render(diagnostics.sorted))
            if diagnostics.hasErrors { throw ExitCode(1) }
        }
        if let visibility { options.visibility = visibility }
        if let optimize { options.optimize = optimize }
        if noCodable { options.codable = false }
        return options
    }
}

extension GeneratorOptions.Visibility: ExpressibleByArgument {}
extension GeneratorOptions.Optimize: ExpressibleByArgument {}
