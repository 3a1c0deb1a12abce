import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// `sheaf dump --schema SCHEMA… ARCHIVE`: an archive → its value in the JSON form on standard
/// output. The root type is the one the archive's header names.
///
/// A bad archive prints `ARCHIVE: offset N: $.path: message [code]` on standard error (as
/// `sheaf validate` does for its first error) and exits with status 1.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print an archive's value in the JSON form.",
        discussion: "sheaf pack turns the output back into the same bytes.")

    @Option(name: .long, parsing: .upToNextOption, help: "Schema files or folders.")
    var schema: [String] = []

    @Argument(help: "The archive file.")
    var archive: String?

    @Option(name: .long, help: "The nesting limit.")
    var maxDepth: Int = SheafOptions.defaultMaxDepth

    mutating func validate() throws {
        // `--schema Schemas x.shf` hands the archive to --schema: split it off.
        if archive == nil, let split = schema.firstIndex(where: { !ValidateCommand.isSchemaPath($0) }) {
            let rest = schema[split...]
            guard rest.count == 1 else { throw ValidationError("Give exactly one archive to dump.") }
            archive = rest.first
            schema = Array(schema[..<split])
        }
        if schema.isEmpty { throw ValidationError("Give at least one schema file or folder with --schema.") }
        if archive == nil { throw ValidationError("Give the archive to dump.") }
        if maxDepth < 1 { throw ValidationError("--max-depth must be at least 1.") }
    }

    func run() throws {
        let (set, _) = try SchemaInput.load(schema, warnings: false)
        let path = archive ?? ""
        let options = SheafOptions(maxDepth: maxDepth)
        do {
            let bytes = try ValidateCommand.contents(of: path, limit: options.maxArchiveSize)
            let value = try DynamicWireDecoder(schemaSet: set, options: options).decode(bytes)
            let text = try DynamicJSON.write(value, schemaSet: set, options: JSONFormOptions(maxDepth: maxDepth))
            FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
        } catch let error as SheafError {
            Output.error(ValidateCommand.line(for: error, in: path))
            throw ExitCode(1)
        } catch let error as JSONFormError {
            Output.error("\(path): error: \(error.message) (at \(error.pathDescription)) [\(error.code)]")
            throw ExitCode(1)
        }
    }
}
