import Foundation
import PackagePlugin

/// Generates Swift from a target's `schemas/*.yaml` at build time by running
/// `sheaf generate` on them; the output goes to the plugin's work folder and into the build.
///
/// The plugin only finds the inputs and builds the command; the generator does the rest,
/// including reading the target's settings file (`sheaf-config.yaml` beside `schemas/`),
/// which the plugin passes with `--config`. A bad settings file fails the build with the
/// generator's diagnostic, at the file's line and column.
/// (The tool is named after the executable target, `SheafCLI`; its product is `sheaf`.)
@main
struct SheafPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            inputs: Self.inputs(in: sourceTarget.sourceFiles.map(\.url)),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "SheafCLI").url,
            targetName: target.name)
    }

    /// The name of the settings file; the generator's `GeneratorOptions.settingsFileName`.
    static let settingsFileName = "sheaf-config.yaml"

    /// What a target gives the generator.
    struct Inputs: Equatable {
        /// The schema files, sorted by path.
        var schemas: [URL]
        /// The settings file beside the `schemas` folder, if there is one.
        var settings: URL?
    }

    /// A problem with the target's files that stops the build.
    struct InputError: Error, CustomStringConvertible {
        var description: String
    }

    /// The generator's inputs among a target's files: the schema files directly inside a
    /// folder named `schemas`, and a `sheaf-config.yaml` in the folder that holds it.
    /// Files in `schemas` that look like YAML but are not schema files (`x.yml`) get a
    /// warning, since the build would otherwise ignore them without a word.
    static func inputs(in files: [URL]) throws -> Inputs {
        let inSchemasFolder = files.filter { $0.deletingLastPathComponent().lastPathComponent == "schemas" }
        let schemas = inSchemasFolder.filter { isSchemaFileName($0.lastPathComponent) }.sorted { $0.path < $1.path }
        for file in inSchemasFolder where !isSchemaFileName(file.lastPathComponent) && looksLikeYAML(file) {
            Diagnostics.warning(
                "\(file.path): not a schema file (schema files end in .yaml); rename it to use it")
        }
        let schemaFolderParents = Set(schemas.map { $0.deletingLastPathComponent().deletingLastPathComponent().path })
        let settings = files.filter {
            $0.lastPathComponent == settingsFileName && schemaFolderParents.contains($0.deletingLastPathComponent().path)
        }
        guard settings.count <= 1 else {
            throw InputError(
                description: "more than one \(settingsFileName) beside a schemas folder: "
                    + settings.map(\.path).sorted().joined(separator: ", "))
        }
        return Inputs(schemas: schemas, settings: settings.first)
    }

    /// Whether a file in a schema folder is a schema file: its name ends in `.yaml` and
    /// does not start with `.`. The one rule for folders, used by every command and, word
    /// for word, by the build plugin (which cannot link this library; a test compares the
    /// two texts).
    static func isSchemaFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && name.hasSuffix(".yaml")
    }

    /// `.yml`, `.YAML` and the like: names a user may have meant as schemas.
    static func looksLikeYAML(_ file: URL) -> Bool {
        ["yaml", "yml"].contains(file.pathExtension.lowercased()) && !file.lastPathComponent.hasPrefix(".")
    }

    /// One `sheaf generate` command over all the schemas (they form one schema set), declaring
    /// one output file per schema.
    static func commands(inputs: Inputs, workDirectory: URL, tool: URL, targetName: String) -> [Command] {
        guard !inputs.schemas.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        let settings = inputs.settings.map { ["--config", $0.path] } ?? []
        let count = inputs.schemas.count
        return [
            .buildCommand(
                displayName: "Generating Swift from \(count) Sheaf schema\(count == 1 ? "" : "s") for \(targetName)",
                executable: tool,
                arguments: ["generate"] + inputs.schemas.map(\.path) + ["--output", output.path] + settings,
                inputFiles: inputs.schemas + (inputs.settings.map { [$0] } ?? []),
                outputFiles: inputs.schemas.map { output.appendingPathComponent(outputFileName(for: $0)) }
            )
        ]
    }

    /// Mirrors `SwiftGenerator.outputFileName(forSchemaAt:)` (a plugin cannot link the
    /// generator library): `company.yaml` → `company.sheaf.swift`.
    static func outputFileName(for url: URL) -> String {
        url.deletingPathExtension().lastPathComponent + ".sheaf.swift"
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SheafPlugin: XcodeBuildToolPlugin {
        /// The same for Xcode project targets.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                inputs: Self.inputs(in: target.inputFiles.map(\.url)),
                workDirectory: context.pluginWorkDirectoryURL,
                tool: try context.tool(named: "SheafCLI").url,
                targetName: target.displayName)
        }
    }
#endif
