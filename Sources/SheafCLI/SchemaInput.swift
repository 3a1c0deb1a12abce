import ArgumentParser
import SheafSchema

/// Loads the schema set named on the command line, printing diagnostics to standard error.
enum SchemaInput {
    /// The loaded set; throws `ExitCode(1)` after printing the diagnostics when any is an error.
    static func load(_ paths: [String]) throws -> (set: SchemaSet, result: SchemaLoadResult) {
        let result = SchemaLoader.load(paths: paths)
        Output.error(result.renderer.render(result.diagnostics))
        if result.hasErrors { throw ExitCode(1) }
        return (result.schemaSet, result)
    }
}
