import ArgumentParser
import SheafSchema

/// Loads the schema set named on the command line, printing diagnostics to standard error.
enum SchemaInput {
    /// The loaded set; throws `ExitCode(1)` after printing the diagnostics when any is an error.
    ///
    /// - Parameter warnings: Whether to print warnings too. Commands that work on schemas
    ///   (`check`, `fingerprint`, `generate`) print them; commands that work on archives
    ///   print only errors, so that style warnings do not repeat on every `dump` or `pack`.
    static func load(_ paths: [String], warnings: Bool = true) throws -> (set: SchemaSet, result: SchemaLoadResult) {
        let result = SchemaLoader.load(paths: paths)
        let shown = warnings ? result.diagnostics : result.diagnostics.filter { $0.severity == .error }
        Output.error(result.renderer.render(shown))
        if result.hasErrors { throw ExitCode(1) }
        return (result.schemaSet, result)
    }
}
