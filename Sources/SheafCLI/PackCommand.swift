import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// `sheaf pack --schema SCHEMA… --type TYPE [--input FILE] --output FILE`: the JSON form of a
/// value (standard input when no `--input`) → a canonical archive, written atomically.
///
/// Errors in the JSON read `INPUT:LINE:COLUMN: error: MESSAGE (at $.path, byte N) [code]` on
/// standard error, where INPUT is the file or `<stdin>`; exit status 1. The output file is
/// left untouched on any error.
struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Turn a value in the JSON form into an archive.",
        discussion: "The archive is canonical: pack(dump(a)) gives a's bytes back exactly.")

    @Option(name: .long, parsing: .upToNextOption, help: "Schema files or folders.")
    var schema: [String] = []

    @Option(name: .long, help: "The root type, a type expression such as Employee or \"[string: Stack<int64>]\".")
    var type: String

    @Option(name: .long, help: "The JSON file to read (default: standard input).")
    var input: String?

    @Option(name: .long, help: "The archive file to write.")
    var output: String

    @Flag(name: .long, help: "Append a CRC-32C checksum to the archive.")
    var checksum = false

    mutating func validate() throws {
        if schema.isEmpty { throw ValidationError("Give at least one schema file or folder with --schema.") }
    }

    func run() throws {
        let (set, _) = try SchemaInput.load(schema, warnings: false)
        let rootType: TypeReference
        do {
            rootType = try set.resolve(typeExpression: type)
        } catch {
            Output.error("error: --type '\(type)': \(error.message)")
            throw ExitCode(1)
        }
        let source = input ?? "<stdin>"
        let json: Data
        if let input {
            guard let data = FileManager.default.contents(atPath: input) else {
                Output.error("\(input): error: cannot read the file")
                throw ExitCode(1)
            }
            json = data
        } else {
            json = FileHandle.standardInput.readDataToEndOfFile()
        }
        do {
            let archive = try DynamicJSON.read(json, rootType: rootType, schemaSet: set)
            let bytes = try DynamicWireEncoder(schemaSet: set, options: SheafOptions(writeChecksum: checksum))
                .encode(archive)
            try SheafFile.writeAtomically(bytes, to: URL(fileURLWithPath: output))
        } catch let error as JSONFormError {
            Output.error(Self.line(for: error, in: source))
            throw ExitCode(1)
        } catch let error as SheafError {
            Output.error("\(source): error: \(error.pathDescription): \(error.message) [\(error.code)]")
            throw ExitCode(1)
        }
    }

    /// `INPUT:LINE:COLUMN: error: MESSAGE (at PATH, byte N) [code]`.
    static func line(for error: JSONFormError, in source: String) -> String {
        let position = error.location.map { "\($0.line):\($0.column): " } ?? ""
        let byte = error.location.map { ", byte \($0.offset)" } ?? ""
        return "\(source):\(position)error: \(error.message) (at \(error.pathDescription)\(byte)) [\(error.code)]"
    }
}
