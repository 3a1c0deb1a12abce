import Foundation
import PackagePlugin

/// Generates Swift from a target's `schemas/*.yaml` at build time by running
/// `sheaf generate` on them; the output goes to the plugin's work folder and into the build.
///
/// The plugin only finds the inputs and builds the command: the generator does the rest.
/// (The tool is named after the executable target, `SheafCLI`; its product is `sheaf`.)
@main
struct SheafPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            schemas: Self.schemas(in: sourceTarget.sourceFiles.map(\.url)),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "SheafCLI").url,
            targetName: target.name)
    }

    /// The schema files among a target's files: `*.yaml` and `*.yml` directly inside a
    /// folder named `schemas`, sorted by path.
    static func schemas(in files: [URL]) -> [URL] {
        files
            .filter { url in
                url.deletingLastPathComponent().lastPathComponent == "schemas"
                    && ["yaml", "yml"].contains(url.pathExtension)
            }
            .sorted { $0.path < $1.path }
    }

    /// One `sheaf generate` command over all the schemas (they form one schema set), declaring
    /// one output file per schema.
    static func commands(schemas: [URL], workDirectory: URL, tool: URL, targetName: String) -> [Command] {
        guard !schemas.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        return [
            .buildCommand(
                displayName: "Generating Swift from \(schemas.count) Sheaf schema\(schemas.count == 1 ? "" : "s") for \(targetName)",
                executable: tool,
                arguments: ["generate"] + schemas.map(\.path) + ["--output", output.path],
                inputFiles: schemas,
                outputFiles: schemas.map { output.appendingPathComponent(outputFileName(for: $0)) }
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
        Self.commands(
            schemas: Self.schemas(in: target.inputFiles.map(\.url)),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "SheafCLI").url,
            targetName: target.displayName)
    }
}
#endif
