import ArgumentParser
import Foundation
import Sheaf
import SheafSchema

/// The options of the commands that read or write archives against schemas (`validate`,
/// `dump`, `pack`): the schemas and the limits (nesting depth, archive size).
struct SchemaOptions: ParsableArguments {
    @Option(name: .long, parsing: .upToNextOption, help: "Schema files or folders.")
    var schema: [String] = []

    /// The largest `--max-depth` accepted. Each level can take up to 16 KiB of stack in a
    /// release build (64 KiB in a debug build, safety factors included), reserved on a thread
    /// of its own for the run; 100 000 levels reserve 1.6 GiB (6.4 GiB), used only as deep
    /// inputs need it. A larger limit is a usage error rather than a risk of a stack overflow.
    static let maxDepthCeiling = 100_000

    @Option(name: .long, help: "The nesting limit, 1 to \(SchemaOptions.maxDepthCeiling).")
    var maxDepth: Int = SheafOptions.defaultMaxDepth

    @Option(name: .long, help: "The largest archive accepted, in bytes; a larger file is refused before it is read.")
    var maxArchiveSize: Int = SheafOptions.defaultMaxArchiveSize

    func validate() throws {
        if maxDepth < 1 { throw ValidationError("--max-depth must be at least 1.") }
        if maxDepth > Self.maxDepthCeiling {
            throw ValidationError(
                "--max-depth must be at most \(Self.maxDepthCeiling): deeper nesting needs more stack than sheaf reserves.")
        }
        if maxArchiveSize < 1 { throw ValidationError("--max-archive-size must be at least 1.") }
    }

    /// `--schema a.yaml Schemas x.shf` hands every path to --schema: the paths from the first
    /// one that names no schema (not a folder, not `*.yaml`) on are taken off and
    /// returned, for the command's own arguments.
    mutating func takeNonSchemaPaths() -> [String] {
        guard let split = schema.firstIndex(where: { !Self.isSchemaPath($0) }) else { return [] }
        defer { schema = Array(schema[..<split]) }
        return Array(schema[split...])
    }

    /// Throws the usage error for a missing `--schema`.
    func requireSchemas() throws {
        if schema.isEmpty { throw ValidationError("Give at least one schema file or folder with --schema.") }
    }

    /// The limits for the runtime.
    var sheafOptions: SheafOptions {
        SheafOptions(maxDepth: maxDepth, maxArchiveSize: maxArchiveSize)
    }

    /// The schema set; throws `ExitCode(1)` after printing the errors when the schemas do not
    /// check (warnings are left to `check`, so they do not repeat on every archive command).
    func load() throws -> SchemaSet {
        try SchemaInput.load(schema, warnings: false).set
    }

    /// Whether a `--schema` value names schemas: a folder or a schema file (`*.yaml`, the one
    /// rule for schema file names).
    static func isSchemaPath(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return true
        }
        return SchemaFileFinder.isSchemaFileName((path as NSString).lastPathComponent)
    }
}
