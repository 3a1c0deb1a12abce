import ArgumentParser
import Foundation
import SheafGenerator
import SheafSchema

/// `sheaf generate SCHEMA… --output DIR [--visibility public|internal]`: Swift sources, one
/// file per schema file.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift types and coders, one file per schema file (NAME.sheaf.swift).",
        discussion: """
            Files whose contents would not change are left untouched, so builds that depend on
            them are not redone. Exit status: 0 success, 1 invalid schemas, 74 when an output
            file cannot be written.
            """)

    @Argument(help: "Schema files or folders.")
    var schemas: [String]

    @Option(name: .shortAndLong, help: "The folder to write the Swift files to (created if missing).")
    var output: String

    @Option(help: "The access level of generated declarations: public or internal.")
    var visibility: GeneratorOptions.Visibility = .internal

    func validate() throws {
        if schemas.isEmpty { throw ValidationError("Give at least one schema file or folder.") }
    }

    func run() throws {
        let (set, _) = try SchemaInput.load(schemas)
        let files: [GeneratedFile]
        do {
            files = try SwiftGenerator(options: GeneratorOptions(visibility: visibility)).generate(set)
        } catch {
            Output.error(error.description)
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                let url = folder.appendingPathComponent(file.fileName)
                let data = Data(file.contents.utf8)
                if let existing = try? Data(contentsOf: url), existing == data {
                    continue
                }
                try data.write(to: url, options: .atomic)
            }
        } catch {
            Output.error("error: cannot write to '\(output)': \(error.localizedDescription)")
            throw ExitCode(74)
        }
    }
}

extension GeneratorOptions.Visibility: ExpressibleByArgument {}
